import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import { dataRoutes } from "../data/link-check";
import { loadDataFiles } from "../data/load";
import { DEFAULT_LANG, LANGUAGES } from "../../domain/language";
import { DATA_FORMAT, type CmsBackend } from "./config";
import { schemaName, type SiteSnapshot } from "./save-check";
import { dataLayouts } from "./key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk, writeCmsConfig } from "./write-config";

// /admin/: Decap CMS served by the site itself. The decap-cms package's self-contained bundle
// (its own React, never the site's) is copied from node_modules with its lazy chunks and
// WebAssembly files; the page and the configuration (generated from data/schemas) are written
// beside it. Used after `gatsby build` (gatsby-node.ts onPostBuild) and by `gatsby develop`.

export const ADMIN_PATH = "/admin/";

/**
 * Where the decap-cms package keeps its built files, resolved from the project (Gatsby compiles
 * gatsby-node into .cache/, where a bundler's `require.resolve` is not Node's).
 */
export const decapDist = (projectRoot = process.cwd()) =>
  path.join(
    path.dirname(createRequire(path.join(projectRoot, "package.json")).resolve("decap-cms/package.json")),
    "dist",
  );

/** The files /admin/ needs: the bundle, its numbered chunks, its .wasm files and its licence notice (no source maps). */
export function decapFiles(dist = decapDist()): string[] {
  return fs
    .readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort();
}

/** Before the bundle: start the CMS by hand, once the data format is registered. */
export const SETUP_JS = "window.CMS_MANUAL_INIT = true;\n";

/**
 * After the bundle: the format the data files are read and written in (data-format.cjs, with the layout of the file's
 * schema from key-order.js: defaults filled in on reading, so a switch shows what an absent key means), then start.
 */
export const INIT_JS = `(function () {
  var format = self.QctrDataFormat;
  var layouts = self.QctrDataLayouts;
  var layoutOf = function (data) {
    return layouts[String((data && data.$schema) || "").split("/").pop()];
  };
  var read = function (data) {
    return format.fillDefaults(data, (layoutOf(data) || {}).defaults || {});
  };
  // A file with a Spanish column is Decap's one file of both languages, { en: {...}, es: {...} }, made of the two files
  // and split into them again by the backend (spanish-files.ts): read, each language is one file's data; saved, each is
  // its file's text, the Spanish naming the English file's schema as the Spanish files do.
  var languages = ${JSON.stringify(LANGUAGES)};
  var english = ${JSON.stringify(DEFAULT_LANG)};
  var isLanguages = function (data) {
    return !!data && !("$schema" in data) && !!data[english] && typeof data[english] === "object";
  };
  var each = function (data, f) {
    var out = {};
    languages.forEach(function (lang) {
      if (data[lang]) out[lang] = f(data[lang]);
    });
    return out;
  };
  CMS.registerCustomFormat(${JSON.stringify(DATA_FORMAT)}, "json", {
    fromFile: function (text) {
      var data = JSON.parse(text);
      return isLanguages(data) ? each(data, read) : read(data);
    },
    toFile: function (data) {
      var write = function (value) {
        return format.formatData(value, layoutOf(value));
      };
      if (!isLanguages(data)) return write(data);
      var texts = {};
      languages.forEach(function (lang) {
        var value = data[lang];
        if (!value) return;
        // A translation keeps the words of the form's Spanish column, named by its English file's schema.
        if (lang === english) texts[lang] = write(value);
        else texts[lang] = format.formatTranslation(
          value.$schema ? value : Object.assign({ $schema: data[english].$schema }, value),
          layoutOf(data[english]),
        );
      });
      return JSON.stringify(texts);
    },
  });
  // The build's checks before each save, a post's figures in its preview, page links (admin-browser.ts); then start.
  self.QctrAdmin.start().then(
    function () {
      CMS.init();
    },
    function (error) {
      console.error(error);
      CMS.init();
    },
  );
})();
`;

/** The admin page: no index, the scripts (all from this folder), nothing from another host. */
export const adminHtml = (siteName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.png" sizes="48x48" type="image/png" />
    <title>Content manager | ${siteName.replace(/[<&>"]/g, "")}</title>
  </head>
  <body>
    <script src="${ADMIN_PATH}setup.js"></script>
    <script src="${ADMIN_PATH}decap-cms.js"></script>
    <script src="${ADMIN_PATH}data-format.js"></script>
    <script src="${ADMIN_PATH}key-order.js"></script>
    <script src="${ADMIN_PATH}checks.js"></script>
    <script src="${ADMIN_PATH}init.js"></script>
  </body>
</html>
`;

/**
 * /admin/checks.js: admin-browser.ts and what it imports (the build's data checks), bundled for the browser. The site
 * URL is the data's here (a deploy's SITE_URL is the build's concern).
 */
export function adminChecksJs(projectRoot = process.cwd()): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(projectRoot, "src", "lib", "cms", "admin-browser.ts")],
    absWorkingDir: projectRoot,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    legalComments: "none",
    define: { "process.env.SITE_URL": "undefined", "process.env.NODE_ENV": JSON.stringify("production") },
    write: false,
  });
  return outputFiles[0].text;
}

/**
 * /admin/site-data.json: the data files and schemas of `projectRoot` and the pages no data file makes (`routes`, the
 * pages made, less those of dataRoutes), which the CMS checks a save against (save-check.ts).
 */
export function siteSnapshot(projectRoot: string, routes: readonly string[]): SiteSnapshot {
  const { files } = loadDataFiles(projectRoot);
  const schemas: Record<string, object> = {};
  for (const { data, schema } of files) schemas[schemaName(data)] = schema;
  let made: Set<string>;
  try {
    made = new Set(dataRoutes(files));
  } catch {
    made = new Set();
  }
  return {
    files: files.map(({ file, data }) => ({ file, data })),
    schemas,
    staticRoutes: [...new Set(routes)].filter((route) => !made.has(route)).sort(),
  };
}

/**
 * The backend of the live site: GitHub, its sign-in through Netlify's OAuth provider (Netlify
 * Identity and Git Gateway are deprecated). The repository comes from CMS_GITHUB_REPO, or from
 * Netlify's REPOSITORY_URL at build time.
 */
export function githubBackend(env: Record<string, string | undefined> = process.env): CmsBackend {
  const fromUrl = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env.REPOSITORY_URL ?? "")?.[1];
  return {
    name: "github",
    repo: env.CMS_GITHUB_REPO || fromUrl || "OWNER/REPOSITORY",
    branch: env.CMS_BRANCH || "main",
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
  };
}

/**
 * Writes /admin/ into `dir` (public/admin/ after a build): bundle, page, configuration, the checks before a save and,
 * given the pages the build made (`routes`), the data they check against. Returns the bytes written. `projectRoot` is
 * where data/ and src/ are (Gatsby runs gatsby-node from a compiled copy).
 */
export function writeAdmin(
  dir: string,
  siteName: string,
  backend: CmsBackend = githubBackend(),
  projectRoot = process.cwd(),
  routes?: readonly string[],
): number {
  fs.mkdirSync(dir, { recursive: true });
  const dist = decapDist(projectRoot);
  let bytes = 0;
  for (const name of decapFiles(dist)) {
    fs.copyFileSync(path.join(dist, name), path.join(dir, name));
    bytes += fs.statSync(path.join(dir, name)).size;
  }
  const layouts = dataLayouts(cmsConfigFromDisk({ backend }, projectRoot), cmsSourcesFromDisk(projectRoot));
  const written: Record<string, string> = {
    "index.html": adminHtml(siteName),
    "setup.js": SETUP_JS,
    "data-format.js": fs.readFileSync(path.join(projectRoot, "src", "lib", "cms", "data-format.cjs"), "utf8"),
    "key-order.js": `self.QctrDataLayouts = ${JSON.stringify(layouts)};\n`,
    "checks.js": adminChecksJs(projectRoot),
    "init.js": INIT_JS,
    // Under `gatsby develop` the dev server answers site-data.json from the working copy (gatsby-node.ts).
    ...(routes && { "site-data.json": JSON.stringify(siteSnapshot(projectRoot, routes)) }),
  };
  for (const [name, text] of Object.entries(written)) {
    fs.writeFileSync(path.join(dir, name), text);
    bytes += Buffer.byteLength(text);
  }
  writeCmsConfig(path.join(dir, "config.yml"), { backend }, projectRoot);
  return bytes + fs.statSync(path.join(dir, "config.yml")).size;
}
