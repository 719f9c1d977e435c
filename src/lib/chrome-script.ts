import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/**
 * Bundles the project's src/lib/chrome-only.ts into `public/site-chrome-<hash>.js` (minified, one IIFE, named by its content so that the
 * immutable caching of `/*.js` holds) and returns its address. Gatsby's webpack knows nothing of it: it is built after
 * Gatsby's build, from code the app's bundle also holds (site-chrome.ts).
 */
export function writeChromeScript(publicDir: string, root: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, "src", "lib", "chrome-only.ts")],
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
