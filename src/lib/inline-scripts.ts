import { createHash } from "node:crypto";

/**
 * Gatsby writes three inline scripts into every page: `window.pagePath` (different on each
 * page), and the chunk map and compilation hash (different on each build). A Content
 * Security Policy can only allow inline scripts by hash, and a header in netlify.toml
 * cannot list a hash per page and per build. So after the build, the three values move
 * into data attributes of one script whose text never changes: one hash for every page of
 * every build.
 */
export const BOOTSTRAP_SCRIPT =
  "(function(d){window.pagePath=d.pagePath;window.___webpackCompilationHash=d.compilationHash;window.___chunkMapping=d.chunkMapping})(document.currentScript.dataset)";

/** The CSP source for an inline script: `'sha256-…'` of its exact text. */
export const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

const PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;
const CHUNK_MAPPING =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([0-9a-f]+)";<\/script>/;

/** A value for a single-quoted attribute (the chunk map is JSON, full of double quotes). */
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;");

/**
 * Replaces Gatsby's three inline scripts in one built page with the bootstrap script. Throws,
 * naming the file, when the page does not have them in the expected form (a Gatsby upgrade
 * changed them), so the build fails instead of shipping pages the CSP would break.
 */
export function moveGatsbyGlobalsToDataAttributes(html: string, file: string): string {
  const pagePath = PAGE_PATH.exec(html);
  const chunkMapping = CHUNK_MAPPING.exec(html);
  const compilationHash = COMPILATION_HASH.exec(html);
  const missing = [
    !pagePath && "window.pagePath (#gatsby-script-loader)",
    !chunkMapping && "window.___chunkMapping (#gatsby-chunk-mapping)",
    !compilationHash && "window.___webpackCompilationHash",
  ].filter(Boolean);
  if (missing.length)
    throw new Error(
      `${file}: Gatsby's inline script for ${missing.join(", ")} was not found in the form src/lib/inline-scripts.ts expects`,
    );
  const bootstrap =
    `<script id="gatsby-globals" data-page-path='${attribute(JSON.parse(pagePath![1]))}'` +
    ` data-compilation-hash='${compilationHash![1]}' data-chunk-mapping='${attribute(JSON.parse(chunkMapping![1]))}'>` +
    `${BOOTSTRAP_SCRIPT}</script>`;
  return html
    .replace(PAGE_PATH, () => bootstrap)
    .replace(CHUNK_MAPPING, "")
    .replace(COMPILATION_HASH, "");
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
