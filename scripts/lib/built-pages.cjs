// The HTML pages of a build, for the post-build rewrite (gatsby-node.ts), the tests that check every page and the
// benchmarks. CommonJS so that the TypeScript tests, the ESM scripts and gatsby-node.ts all load it as it is.
const fs = require("node:fs");
const path = require("node:path");

const PUBLIC_DIR = path.resolve(__dirname, "../../public");

/**
 * Every page Gatsby wrote, as paths relative to `publicDir` with "/" separators ("index.html", "about/index.html",
 * "404.html"), sorted. public/_gatsby/ holds Gatsby's slice fragments, already stitched into the pages: not pages;
 * public/admin/ is the CMS (src/lib/cms/admin.ts), not a page of the site.
 */
function builtPages(publicDir = PUBLIC_DIR) {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) =>
      path
        .relative(publicDir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .filter((file) => !file.startsWith("_gatsby/") && !file.startsWith("admin/"))
    .sort();
}

/** The page path a built page's file is for: "index.html" is "/", "about/index.html" "/about/", "404.html" itself. */
const pagePathOf = (file) => (file.endsWith("index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file}`);

/**
 * A copy of a not-found page, which the host serves for a missing address rather than at its own: "404.html",
 * "404/index.html", the Spanish pages' "es/404.html".
 */
const isNotFound = (file) => /^([a-z]{2}\/)?404(\.html|\/)/.test(file);

module.exports = { PUBLIC_DIR, builtPages, isNotFound, pagePathOf };
