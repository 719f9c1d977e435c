import { createHash } from "node:crypto";
import { DATA } from "./attributes";
import { DESK_ATTRIBUTE } from "./desk";
import type { PageMode } from "./page-modes";
import { APP_SCRIPT, CHUNK_MAPPING, COMPILATION_HASH, PAGE_PATH } from "./gatsby-output";

/**
 * Gatsby ends every page with three inline scripts, `window.pagePath` (different on each
 * page) and the chunk map and compilation hash (different on each build), then its app
 * scripts with `async`. After the build, `rewriteGatsbyScripts` changes that ending:
 *
 * - A Content Security Policy can only allow inline scripts by hash, and a header in
 *   netlify.toml cannot list a hash per page and per build. So the three values move into
 *   data attributes of one script whose text never changes: one hash for every page of
 *   every build.
 * - The app scripts (React, Gatsby, Chakra: about 115 KB) are requested by that script right
 *   after the first paint instead of by `async` tags. Otherwise, whenever they arrive before the
 *   page has painted (a repeat visit from the cache, a fast connection), starting the app, about
 *   300 ms on a phone's CPU, holds back the first paint of content that is already in the HTML.
 *   On a slow connection they start a frame later than before. A hidden tab paints no frames, so
 *   a timer requests them after 200 ms at the latest.
 * - A page declared without an app at load (page-modes.ts: `none`, `when`, `on-intent`) gets the site chrome's own
 *   script (page-runtime/script-no-app.ts, a few KB; for a page with a rule page-runtime/script-app-later.ts) in place of the app's: React and
 *   Gatsby's runtime would start only to leave its HTML as it is, nor its chunk map. One with a rule
 *   (page-runtime/app-rules.ts) keeps its app's scripts in `data-app-scripts`, with the map, for the chrome's script to start
 *   when the rule holds. An `on-intent` page (a form, page-runtime/app-on-intent.ts) also lists in `data-app-prefetch` what the
 *   app loads next, its page's chunks and data (`appPrefetch`), to fetch into the cache with the scripts before the
 *   intent.
 */
export const BOOTSTRAP_SCRIPT =
  "(function(d){window.pagePath=d.pagePath;window.___webpackCompilationHash=d.compilationHash;window.___chunkMapping=d.chunkMapping;" +
  "var started=false;function start(){if(started)return;started=true;d.scripts.split(' ').forEach(function(src){" +
  "var s=document.createElement('script');s.src=src;document.body.appendChild(s)})}" +
  "requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})(document.currentScript.dataset)";

/** The CSP source for an inline script: `'sha256-…'` of its exact text. */
export const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

const REWRITTEN =
  /<script( id="gatsby-globals" [^>]*data-scripts='[^']*'(?: data-app-scripts='[^']*')?(?: data-app-prefetch='[^']*')?)>[^<]*<\/script>/;

/** What a page fetches ahead, by its path: asked for only on a page whose mark starts the app on intent. */
type Prefetch = (pagePath: string) => readonly string[];

/** `data-app-prefetch` for a page whose app starts on intent; nothing for any other. */
function prefetchAttribute(mode: PageMode | undefined, prefetch: Prefetch | undefined, pagePath: string) {
  const list = mode?.app === "on-intent" && prefetch ? prefetch(pagePath) : [];
  return list.length ? ` ${DATA.appPrefetch}='${list.join(" ")}'` : "";
}

/** A value for a single-quoted attribute (the chunk map is JSON, full of double quotes). */
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;");
const unattribute = (value: string) => value.replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&amp;/g, "&");

/** The parts only the `places` chrome script fills (page-runtime/site-chrome.ts `__LOCATION_PARTS__`). */
const PLACES = new RegExp(` (${DATA.weekHours}|${DATA.mapSrc})=`);
/** The filter box only the `lists` chrome script serves (page-runtime/script-no-app.ts `__LIST_FILTER__`). */
const LISTS = new RegExp(` ${DATA.listFilter}=`);
/** The price search only the `search` chrome script serves (page-runtime/script-no-app.ts `__SITE_SEARCH__`). */
const SEARCH = new RegExp(` ${DATA.siteSearch}=`);
/** The repair status form only the `status` chrome script serves (page-runtime/script-no-app.ts `__STATUS_LOOKUP__`). */
const STATUS = new RegExp(` ${DATA.statusLookup}=`);
/** The shop's desk only the `desk` chrome script runs (page-runtime/script-no-app.ts `__DESK__`). */
const DESK = new RegExp(` ${DESK_ATTRIBUTE}=`);

/**
 * Rewrites the end of one built page as described above. Throws, naming the file, when the
 * page does not have Gatsby's scripts in the expected form (a Gatsby upgrade changed them), so
 * the build fails instead of shipping pages the CSP would break.
 */
export function rewriteGatsbyScripts(
  html: string,
  file: string,
  chromeScripts?:
    | string
    | { plain: string; places?: string; lists?: string; search?: string; status?: string; desk?: string; live: string },
  mode?: PageMode,
  prefetch?: Prefetch,
): string {
  // The page's declared mode (page-modes.ts): any but `at-load` gets the site chrome's script in place of the app's.
  const chromeOnly = chromeScripts !== undefined && mode !== undefined && mode.app !== "at-load";
  // A page with a rule may start the app (page-runtime/script-app-later.ts); one without never does (page-runtime/script-no-app.ts).
  const liveWhen = chromeOnly && "rule" in mode ? mode.rule : undefined;
  // A page with a week of hours or a map (the location pages, the hub) gets the chrome that fills them; one with a
  // filter box (the price pages) or the status form (the status page) the chrome that serves it.
  const chromeScript =
    typeof chromeScripts === "string"
      ? chromeScripts
      : liveWhen
        ? chromeScripts?.live
        : PLACES.test(html) && chromeScripts?.places
          ? chromeScripts.places
          : LISTS.test(html) && chromeScripts?.lists
            ? chromeScripts.lists
            : SEARCH.test(html) && chromeScripts?.search
              ? chromeScripts.search
              : STATUS.test(html) && chromeScripts?.status
                ? chromeScripts.status
                : DESK.test(html) && chromeScripts?.desk
                  ? chromeScripts.desk
                  : chromeScripts?.plain;
  const rewritten = REWRITTEN.exec(html);
  if (rewritten) {
    // Gatsby writes again only the pages whose data or code changed. The others keep the rewritten ending of the
    // last build, but when the app's scripts changed Gatsby stitches its new script tags (the `_gatsby-scripts`
    // slice) into them again. Such a page gets its values from those tags, as a fresh page would.
    const pagePath = /data-page-path='([^']*)'/.exec(rewritten[1]);
    if (!pagePath) throw new Error(`${file}: the page path of #gatsby-globals not found`);
    if (!CHUNK_MAPPING.test(html) && !COMPILATION_HASH.test(html) && !new RegExp(APP_SCRIPT.source).test(html))
      return html.replace(REWRITTEN, (_tag, attributes: string) => {
        const scripts = chromeOnly
          ? attributes.replace(new RegExp(`${DATA.scripts}='[^']*'`), `${DATA.scripts}='${chromeScript}'`)
          : attributes;
        // This build's list of what to fetch ahead (the page's data may name other static queries now).
        const ahead = prefetchAttribute(chromeOnly ? mode : undefined, prefetch, unattribute(pagePath[1]));
        return `<script${scripts.replace(new RegExp(` ${DATA.appPrefetch}='[^']*'`), "")}${ahead}>${BOOTSTRAP_SCRIPT}</script>`;
      });
    const loader = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(
      unattribute(pagePath[1]),
    )};/*]]>*/</script>`;
    return rewriteGatsbyScripts(
      html.replace(REWRITTEN, () => loader),
      file,
      chromeScripts,
      mode,
      prefetch,
    );
  }
  const pagePath = PAGE_PATH.exec(html);
  const chunkMapping = CHUNK_MAPPING.exec(html);
  const compilationHash = COMPILATION_HASH.exec(html);
  const appScripts = [...html.matchAll(APP_SCRIPT)].map((m) => m[1]);
  const missing = [
    !pagePath && "window.pagePath (#gatsby-script-loader)",
    !chunkMapping && "window.___chunkMapping (#gatsby-chunk-mapping)",
    !compilationHash && "window.___webpackCompilationHash",
    !appScripts.length && "the app's <script async> tags",
  ].filter(Boolean);
  if (missing.length)
    throw new Error(
      `${file}: Gatsby's ${missing.join(", ")} not found in the form src/page-runtime/inline-scripts.ts expects`,
    );
  // The compilation hash and the chunk map are the app's; a page that never starts it goes without them.
  const appValues =
    chromeOnly && !liveWhen
      ? ""
      : ` data-compilation-hash='${compilationHash![1]}' data-chunk-mapping='${attribute(JSON.parse(chunkMapping![1]))}'`;
  const bootstrap =
    `<script id="gatsby-globals" data-page-path='${attribute(JSON.parse(pagePath![1]))}'${appValues}` +
    ` ${DATA.scripts}='${chromeOnly ? chromeScript : appScripts.join(" ")}'` +
    `${liveWhen ? ` ${DATA.appScripts}='${appScripts.join(" ")}'` : ""}` +
    `${prefetchAttribute(chromeOnly ? mode : undefined, prefetch, JSON.parse(pagePath![1]))}>${BOOTSTRAP_SCRIPT}</script>`;
  return html
    .replace(PAGE_PATH, () => bootstrap)
    .replace(CHUNK_MAPPING, "")
    .replace(COMPILATION_HASH, "")
    .replace(APP_SCRIPT, "");
}

/** The text of every inline script the browser runs (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}
