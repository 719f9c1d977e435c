import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/**
 * The site chrome's scripts, as addresses: for pages with an empty chrome-only mark (`plain`), for those of them with
 * a week of hours or a map (`places`: the location pages and the hub), a filter box (`lists`: the price pages), the price search
 * (`search`: the estimator's first step and the not-found page) or the
 * repair status form (`status`), the shop's desk (`desk`), and for pages with a named mark (`live`).
 */
export type ChromeScripts = {
  plain: string;
  places: string;
  lists: string;
  search: string;
  status: string;
  desk: string;
  live: string;
};

/** A file's address in public/, named by its content so that the immutable caching of `/*.js` holds. */
const hashedName = (base: string, code: string) =>
  `/${base}-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;

/**
 * The invoker-commands polyfill (npm invokers-polyfill, its own minified build, which applies itself only where the
 * browser lacks `command`/`commandfor`): its code and its address. The site chrome loads it only in such a browser
 * (page-runtime/site-chrome.ts); both the chrome's scripts and the app's bundle get the address as `__INVOKERS_POLYFILL__`.
 */
export function invokersPolyfill(root: string): { name: string; code: string } {
  const code = fs.readFileSync(path.join(root, "node_modules", "invokers-polyfill", "invoker.min.js"), "utf8");
  return { name: hashedName("invokers-polyfill", code), code };
}

/** Writes the polyfill into public/ and returns its address. */
export function writeInvokersPolyfill(publicDir: string, root: string): string {
  const { name, code } = invokersPolyfill(root);
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, name), code);
  return name;
}

/**
 * Bundles the price search (page-runtime/site-search.ts: MiniSearch and its code) with the index the build made
 * (lib/search/engine.ts `makeIndex`) into `public/site-search-<hash>.js`, and returns its address. One file, loaded
 * on the search box's first focus: the index comes with the code that reads it.
 */
export function writeSearchScript(publicDir: string, root: string, index: object): string {
  const entry = path.join(root, "src", "page-runtime", "site-search.ts");
  return writeBundle(publicDir, entry, "site-search", { __SEARCH_INDEX__: JSON.stringify(index) });
}

/**
 * Bundles the open status's Spanish words (page-runtime/spanish-chrome.ts) into `public/open-status-es-<hash>.js`, and
 * returns its address: a Spanish page's chrome script loads it when it first fills a status line.
 */
export function writeSpanishScript(publicDir: string, root: string): string {
  return writeBundle(publicDir, path.join(root, "src", "page-runtime", "spanish-chrome.ts"), "open-status-es", {});
}

/** Bundles one entry into `public/<base>-<hash>.js` (minified, one IIFE, named by its content); its address. */
function writeBundle(publicDir: string, entry: string, base: string, define: Record<string, string>): string {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    legalComments: "none",
    define,
    write: false,
  });
  const code = outputFiles[0].text;
  const name = hashedName(base, code);
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, name), code);
  return name;
}

/** What a chrome script carries: the parts of the pages it serves, and their language. */
type Parts = {
  locationParts: boolean;
  listFilter: boolean;
  siteSearch: boolean;
  statusLookup: boolean;
  desk: boolean;
  /** For the Spanish pages: the open status in Spanish, its words loaded from their own script (site-chrome.ts). */
  spanish: boolean;
};

function writeChromeBundle(
  publicDir: string,
  entry: string,
  polyfill: string,
  parts: Parts,
  search: string,
  spanishWords: string,
): string {
  return writeBundle(publicDir, entry, "site-chrome", {
    __INVOKERS_POLYFILL__: JSON.stringify(polyfill),
    __LOCATION_PARTS__: String(parts.locationParts),
    __LIST_FILTER__: String(parts.listFilter),
    __SITE_SEARCH__: String(parts.siteSearch),
    __STATUS_LOOKUP__: String(parts.statusLookup),
    __DESK__: String(parts.desk),
    __LANGUAGE__: JSON.stringify(parts.spanish ? "es" : "en"),
    __SPANISH_SCRIPT__: JSON.stringify(spanishWords),
    __SEARCH_SCRIPT__: JSON.stringify(search),
  });
}

/**
 * Bundles the project's src/page-runtime/script-no-app.ts and src/page-runtime/script-app-later.ts into `public/site-chrome-<hash>.js` files and
 * returns their addresses. Gatsby's webpack knows nothing of them: they are built after Gatsby's build, from code the
 * app's bundle also holds (site-chrome.ts). The plain one, on most pages, carries no code to start the app.
 */
export function writeChromeScripts(
  publicDir: string,
  root: string,
  searchIndex: object,
  { spanish = false } = {},
): ChromeScripts {
  const browser = path.join(root, "src", "page-runtime");
  const polyfill = writeInvokersPolyfill(publicDir, root);
  const search = writeSearchScript(publicDir, root, searchIndex);
  const spanishWords = writeSpanishScript(publicDir, root);
  const writeBundle = (entry: string, polyfillName: string, parts: Parts) =>
    writeChromeBundle(publicDir, entry, polyfillName, parts, search, spanishWords);
  const noApp = path.join(browser, "script-no-app.ts");
  const none: Parts = {
    locationParts: false,
    listFilter: false,
    siteSearch: false,
    statusLookup: false,
    desk: false,
    spanish,
  };
  return {
    plain: writeBundle(noApp, polyfill, none),
    places: writeBundle(noApp, polyfill, { ...none, locationParts: true }),
    lists: writeBundle(noApp, polyfill, { ...none, listFilter: true }),
    search: writeBundle(noApp, polyfill, { ...none, siteSearch: true }),
    status: writeBundle(noApp, polyfill, { ...none, statusLookup: true }),
    // The shop's desk (/desk/): its list and changes, for the staff only.
    desk: writeBundle(noApp, polyfill, { ...none, desk: true }),
    // The contact and thank-you pages: no week of hours, no map, no filter, no status form.
    live: writeBundle(path.join(browser, "script-app-later.ts"), polyfill, none),
  };
}
