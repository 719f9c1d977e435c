// Renders the site's original SVG art to the raster files pages and social cards use:
// data/blog/images/<slug>.svg -> <slug>.jpg (blog heroes), static/og-image.svg -> og-image.png, and
// static/favicon.svg -> favicon.png (48 px: Chrome builds an SVG icon as a document on the page's main thread, 4-14 ms
// of every load on this project's host, where a PNG icon is decoded away from the page).
// Run with `npm run images` after editing an SVG; the outputs are committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const jobs = [];
const blogImages = path.join(root, "data/blog/images");
for (const file of fs.readdirSync(blogImages).filter((f) => f.endsWith(".svg"))) {
  const out = path.join(blogImages, file.replace(/\.svg$/, ".jpg"));
  jobs.push(
    sharp(path.join(blogImages, file), { density: 144 })
      .resize(1200, 675)
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(out),
  );
}
jobs.push(
  sharp(path.join(root, "static/og-image.svg"), { density: 144 })
    .resize(1200, 630)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, "static/og-image.png")),
);
jobs.push(
  sharp(path.join(root, "static/favicon.svg"), { density: 144 })
    .resize(48, 48)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, "static/favicon.png")),
);
const results = await Promise.all(jobs);
console.log(`rendered ${results.length} images`);
