// Renders the site's original SVG art to the raster files pages and social cards use:
// data/blog/images/<slug>.svg -> <slug>.jpg (blog heroes) and static/og-image.svg -> og-image.png.
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
const results = await Promise.all(jobs);
console.log(`rendered ${results.length} images`);
