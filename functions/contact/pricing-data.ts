// The prices the contact function recomputes estimates from: data/pricing.json and every file of
// data/pricing-families/, found by their folder, so a family an editor adds (a file, in the CMS or by hand) is priced
// here with nothing else to edit. The build has checked that the list and the files agree (gatsby-node.ts).
import fs from "node:fs";
import path from "node:path";
import index from "../../data/pricing.json";
import type { Lang } from "../../src/domain/language";
import { composePricing, type Pricing, type PricingFamily } from "../../src/domain/pricing";
import { translated } from "../../src/domain/translation";

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
  return readFolder(/^[a-z0-9-]+\.json$/, ".json");
}

/** The families' Spanish words by id (data/pricing-families/<id>.es.json), bundled or read as the families are. */
function spanishFiles(): Record<string, unknown> {
  if (typeof __webpack_require__ === "function") {
    const context = require.context!("../../data/pricing-families", false, /^\.\/[a-z0-9-]+\.es\.json$/);
    return Object.fromEntries(context.keys().map((key) => [path.basename(key, ".es.json"), context(key)]));
  }
  return readFolder(/^[a-z0-9-]+\.es\.json$/, ".es.json");
}

function readFolder(names: RegExp, extension: string): Record<string, FamilyFile> {
  const folder = path.join(__dirname, "..", "..", "data", "pricing-families");
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => names.test(name))
      .map((name) => [
        path.basename(name, extension),
        JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as FamilyFile,
      ]),
  );
}

export const pricing: Pricing = composePricing(index, familyFiles());

/** The prices with their words in each language: the visitor's e-mails and answers name a repair in theirs. */
const spanish = spanishFiles();
export const PRICING_IN: Readonly<Record<Lang, Pricing>> = {
  en: pricing,
  es: { ...pricing, families: pricing.families.map((family) => translated(family, spanish[family.id])) },
};
