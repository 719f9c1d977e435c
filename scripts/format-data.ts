// `npm run format`'s second step, after `prettier --write .`: every data file in the data format, the one the CMS
// saves in (src/lib/cms/data-format.cjs: keys in the order of the file's schema, Prettier's layout with an object on
// one line where it fits). Prettier alone keeps a hand-edited file's key order and the objects it spreads over lines;
// this step writes the file as the CMS would, so the format test (src/lib/cms/__tests__/data-format.test.ts) and
// the next CMS save find it as it is. Usage: node -r ./scripts/lib/ts-register.cjs scripts/format-data.ts [project folder, default: the current one]
import fs from "node:fs";
import path from "node:path";
import { dataLayouts } from "../src/lib/cms/key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../src/lib/cms/write-config";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const { formatData } = require("../src/lib/cms/data-format.cjs") as typeof import("../src/lib/cms/data-format.cjs");

/** Writes each data file of `root` that is not in the data format in it; the files written, as data/... paths. */
export function formatDataFiles(root: string): string[] {
  const sources = cmsSourcesFromDisk(root);
  const layouts = dataLayouts(cmsConfigFromDisk({}, root), sources);
  return sources.files.flatMap(({ file, schema }) => {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, "utf8");
    const formatted = formatData(JSON.parse(text), layouts[schema]);
    if (formatted === text) return [];
    fs.writeFileSync(full, formatted);
    return [file];
  });
}

if (require.main === module) {
  try {
    const written = formatDataFiles(path.resolve(process.argv[2] ?? process.cwd()));
    console.log(
      written.length ? `Put in the data format: ${written.join(", ")}` : "The data files are in the data format.",
    );
  } catch (error) {
    // A file that is not JSON, or names no schema: the same message as the build's.
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
