import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/** The site chrome's two scripts, as addresses: for pages with an empty chrome-only mark, and for a named one. */
export type ChromeScripts = { plain: string; live: string };

/** Bundles one entry (minified, one IIFE, named by its content so that the immutable caching of `/*.js` holds). */
function writeBundle(publicDir: string, entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    legalComments: "none",
    write: false,
  });
  const code = outputFiles[0].text;
  const name = `/site-chrome-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  fs.writeFileSync(path.join(publicDir, name), code);
  return name;
}

/**
 * Bundles the project's src/lib/chrome-only.ts and src/lib/chrome-live.ts into `public/site-chrome-<hash>.js` files and
 * returns their addresses. Gatsby's webpack knows nothing of them: they are built after Gatsby's build, from code the
 * app's bundle also holds (site-chrome.ts). The plain one, on most pages, carries no code to start the app.
 */
export function writeChromeScripts(publicDir: string, root: string): ChromeScripts {
  const lib = path.join(root, "src", "lib");
  return {
    plain: writeBundle(publicDir, path.join(lib, "chrome-only.ts")),
    live: writeBundle(publicDir, path.join(lib, "chrome-live.ts")),
  };
}
