// The prices the contact function recomputes estimates from: data/pricing.json and every file of
// data/pricing-families/, found by their folder, so a family an editor adds (a file, in the CMS or by hand) is priced
// here with nothing else to edit. The build has checked that the list and the files agree (gatsby-node.ts).
import fs from "node:fs";
import path from "node:path";
import index from "../../data/pricing.json";
import { composePricing, type Pricing, type PricingFamily } from "../../src/domain/pricing";

type FamilyFile = Omit<PricingFamily, "id">;

/** webpack's folder import (Gatsby's function bundle, netlify-lambda's): only in a bundle, never in Node itself. */
type Context = { keys(): string[]; (key: string): FamilyFile };
declare const __webpack_require__: unknown;
declare const require: NodeJS.Require & {
  context?: (folder: string, subfolders: boolean, files: RegExp) => Context;
};

/**
 * The family files by id (the file name). In a webpack bundle every `data/pricing-families/*.json` is bundled (the
 * deployed function reads no data folder); run by Node (tests, `npm run requests`) the folder is read.
 */
function familyFiles(): Record<string, FamilyFile> {
  if (typeof __webpack_require__ === "function") {
    const context = require.context!("../../data/pricing-families", false, /^\.\/[a-z0-9-]+\.json$/);
    return Object.fromEntries(context.keys().map((key) => [path.basename(key, ".json"), context(key)]));
  }
  const folder = path.join(__dirname, "..", "..", "data", "pricing-families");
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => /^[a-z0-9-]+\.json$/.test(name))
      .map((name) => [
        path.basename(name, ".json"),
        JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as FamilyFile,
      ]),
  );
}

export const pricing: Pricing = composePricing(index, familyFiles());
