import { familyFile, resolvePrice, type ModelPrice, type PriceFields } from "../../domain/pricing";
import { problemAt, type PathPart } from "./editor-words";
import type { PricingData, ServicesData } from "./types";

type Family = PricingData["families"][number];
type Repair = Family["repairs"][number];
type Model = Family["brands"][number]["models"][number];

const SERVICE_HIGHLIGHTS = { min: 3, max: 5 };

const hasRange = (price: PriceFields) => price.from != null || price.to != null;
const list = (ids: string[]) => ids.join(", ");

/** The id a label would make, as an editor writes one: "Galaxy S25 FE" → galaxy-s25-fe. */
const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** How far a label is from making an id: its words not in the id, and the id's words not in it. */
function distance(label: string, id: string): number {
  const words = new Set(slug(label).split("-"));
  const idWords = new Set(id.split("-"));
  return [...words].filter((w) => !idWords.has(w)).length + [...idWords].filter((w) => !words.has(w)).length;
}

/**
 * Of items sharing an id, the one that keeps it: the one whose label is nearest to making that id ("Galaxy S25" keeps
 * galaxy-s25 beside "Galaxy S25 FE", a model beside its copy "… copy", wherever the new one was added), the first of
 * equals. The others are the ones to change.
 */
function idOwners(items: ReadonlyArray<{ id: string; label: string }>): Map<string, number> {
  const owners = new Map<string, number>();
  items.forEach((item, i) => {
    const current = owners.get(item.id);
    if (current === undefined || distance(item.label, item.id) < distance(items[current].label, item.id))
      owners.set(item.id, i);
  });
  return owners;
}

/** "… which X already has: give this model an id of its own, e.g. "x-fe"" (the example when the label makes one). */
const ownIdHint = (what: string, label: string, taken: string) =>
  `give this ${what} an id of its own${slug(label) && slug(label) !== taken ? `, e.g. "${slug(label)}"` : ""}`;

/**
 * Whether a model offers a repair: its row does not say `offered: false`, and it has a row or
 * the family a default. Whether that price is complete is checked separately, so a broken row
 * is reported once, not again as "not offered".
 */
export function isOffered(repair: Repair, model: Model): boolean {
  const row = model.prices.find((p) => p.repair === repair.id);
  if (row?.offered === false) return false;
  return Boolean(row || repair.default);
}

/** A problem found below a place: the path from it ([] for the place itself, ["from"] for its "From") and the words. */
type Found = [PathPart[], string];

/** The problems of a range: one half missing, neither a range nor a quote, both, or from above to. */
function rangeProblems(price: PriceFields, quote: boolean, why = ""): Found[] {
  if (quote && hasRange(price))
    return [
      [[], 'has "Quote" on and a price range: a quoted price has none; empty "From" and "To", or turn "Quote" off'],
    ];
  if (quote) return [];
  if (!hasRange(price)) return [[[], 'has no price: fill in "From" and "To", or turn "Quote" on']];
  if (price.from == null || price.to == null) {
    const missing = price.from == null ? "from" : "to";
    return [[[missing], `is missing: ${why || 'a price range needs both "From" and "To"'}`]];
  }
  if (price.from > price.to)
    return [[["from"], `is ${price.from}, above "To" (${price.to}): "From" is the lower price of the range`]];
  return [];
}

/**
 * One model's row over its family default, by the rules of resolvePrice (src/domain/pricing.ts):
 * fields merge one by one, a row's own range (or its "quote") replaces the default's range as a
 * whole. Reports where the editor has to fix it: in the row, unless the fault is the default's own.
 */
function rowProblems(repair: Repair, row: ModelPrice): Found[] {
  const base = repair.default ?? undefined;
  const quote = Boolean(row.quote ?? base?.quote);
  const ownRange = hasRange(row) || row.quote != null;
  const problems: Found[] = [];
  if (ownRange || !base) {
    if (row.quote == null && base?.quote && hasRange(row))
      problems.push([
        [],
        `gives a price range, but the family prices ${repair.label} as a quote after diagnostic: turn "Quote" off here to price this model, or empty "From" and "To"`,
      ]);
    else
      problems.push(
        ...rangeProblems(
          row,
          quote,
          base && hasRange(base)
            ? `a model's own range replaces the family's price as a whole, so fill in both "From" and "To"`
            : "",
        ),
      );
  }
  const labels: Record<string, string> = { time: "Time", inStock: "In stock", warrantyDays: "Warranty days" };
  const missing = (["time", "inStock", "warrantyDays"] as const).filter((key) => (row[key] ?? base?.[key]) == null);
  if (missing.length)
    problems.push([
      [],
      `has no ${missing.map((key) => `"${labels[key]}"`).join(", ")}, and the family's ${repair.label} has none to take: fill ${missing.length > 1 ? "them" : "it"} in here or in the family's repair`,
    ]);
  return problems;
}

/**
 * What a JSON Schema cannot see in the prices (pricing-files.ts puts data/pricing.json and its family files together): ids repeated or unknown, services that do
 * not exist, prices that do not add up once a model's row is merged over its family default,
 * models that offer nothing, and highlights a service page could not show. One problem each, in
 * the editor's words (editor-words.ts).
 */
export function pricingCheck({ pricing, services }: { pricing: PricingData; services: ServicesData }): string[] {
  const problems: string[] = [];
  const servicePaths = new Set(services.services.map((s) => s.path));
  /** Per service page: how many highlights show there, and which families own its repairs. */
  const pages = new Map<string, { count: number; families: string[] }>();

  // A family's id is its file name, so two families cannot share one.
  pricing.families.forEach((family) => {
    const file = familyFile(family.id);
    // A problem in the editor's words (editor-words.ts): the family, brand, model and repair by name.
    const sayAt = (parts: PathPart[], says: string) =>
      problems.push(problemAt({ file, data: family, schema: {} }, parts, says));

    const repairs = new Map<string, Repair>();
    const badDefaults = new Set<string>();
    const repairOwners = idOwners(family.repairs);
    family.repairs.forEach((repair, r) => {
      const owner = repairOwners.get(repair.id)!;
      if (owner !== r) {
        const taken = family.repairs[owner].label;
        sayAt(
          ["repairs", r, "id"],
          `is "${repair.id}", which the repair ${taken} already has: ${ownIdHint("repair", repair.label, repair.id)}`,
        );
        return;
      }
      repairs.set(repair.id, repair);
      if (!servicePaths.has(repair.service))
        sayAt(["repairs", r, "service"], `is ${repair.service}, which is no service page of the site: choose one`);
      const page = pages.get(repair.service) ?? { count: 0, families: [] };
      if (!page.families.includes(family.id)) page.families.push(family.id);
      pages.set(repair.service, page);
      const found = repair.default ? rangeProblems(repair.default, Boolean(repair.default.quote)) : [];
      if (found.length) badDefaults.add(repair.id);
      for (const [at, says] of found) sayAt(["repairs", r, "default", ...at], says);
    });
    const repairNames = list([...repairs.values()].map((repair) => `${repair.label} (${repair.id})`));

    const brandOwners = idOwners(family.brands);
    family.brands.forEach((brand, b) => {
      const brandOwner = brandOwners.get(brand.id)!;
      if (brandOwner !== b)
        sayAt(
          ["brands", b, "id"],
          `is "${brand.id}", which the brand ${family.brands[brandOwner].label} already has: ${ownIdHint("brand", brand.label, brand.id)}`,
        );

      const modelOwners = idOwners(brand.models);
      const modelLabels = new Map<string, number>();
      brand.models.forEach((model, m) => {
        const name = `${brand.label} ${model.label}`;
        const label = model.label.trim().replace(/\s+/g, " ").toLowerCase();
        const modelOwner = modelOwners.get(model.id)!;
        if (modelOwner !== m)
          sayAt(
            ["brands", b, "models", m, "id"],
            `is "${model.id}", which ${brand.label} → ${brand.models[modelOwner].label} already has: ${ownIdHint("model", model.label, model.id)}`,
          );
        if (modelLabels.has(label))
          sayAt(
            ["brands", b, "models", m, "label"],
            `is "${model.label}", the name of ${brand.label} → ${brand.models[modelLabels.get(label)!].label} too: give each model its own name`,
          );
        else modelLabels.set(label, m);

        const rows = new Map<string, number>();
        model.prices.forEach((row, p) => {
          const repair = repairs.get(row.repair);
          const rowAt = ["brands", b, "models", m, "prices", p, "repair"];
          if (!repair) {
            sayAt(rowAt, `is "${row.repair}", which is not a repair of this family: choose one of ${repairNames}`);
            return;
          }
          if (rows.has(row.repair)) {
            sayAt(
              rowAt,
              `has a row of its own already (row ${rows.get(row.repair)! + 1} of ${name}'s prices): give each repair one row, and remove this one`,
            );
            return;
          }
          rows.set(row.repair, p);
          if (row.offered === false) return;
          const found = rowProblems(repair, row);
          for (const [at, says] of found) sayAt(["brands", b, "models", m, "prices", p, ...at], says);
          // The same rules as resolvePrice, so this only fires if the two ever drift apart.
          if (!found.length && !badDefaults.has(repair.id) && !resolvePrice(repair, model))
            sayAt(["brands", b, "models", m, "prices", p], "does not make a price");
        });

        if (![...repairs.values()].some((repair) => isOffered(repair, model)))
          sayAt(
            ["brands", b, "models", m, "prices"],
            "offer no repair: each repair is off here, or has neither a price here nor one for the family; add a price",
          );
      });
    });

    const seen = new Map<string, number>();
    family.highlights.forEach((highlight, h) => {
      const key = `${highlight.brand}/${highlight.model}/${highlight.repair}`;
      if (seen.has(key)) {
        sayAt(["highlights", h], `is highlight ${seen.get(key)! + 1} again: remove one`);
        return;
      }
      seen.set(key, h);
      const brand = family.brands.find((x) => x.id === highlight.brand);
      const model = brand?.models.find((x) => x.id === highlight.model);
      const repair = repairs.get(highlight.repair);
      if (!brand)
        sayAt(
          ["highlights", h, "brand"],
          `is "${highlight.brand}", which is not a brand of this family: choose one of ${list(family.brands.map((x) => x.label))}`,
        );
      else if (!model)
        sayAt(
          ["highlights", h, "model"],
          `is "${highlight.model}", which is not a model of ${brand.label}: choose one`,
        );
      if (!repair)
        sayAt(
          ["highlights", h, "repair"],
          `is "${highlight.repair}", which is not a repair of this family: choose one of ${repairNames}`,
        );
      else if (brand && model && !isOffered(repair, model))
        sayAt(
          ["highlights", h, "repair"],
          `is ${repair.label}, which the ${brand.label} ${model.label} does not offer: choose a repair it has a price for`,
        );
      if (repair) pages.get(repair.service)!.count += 1;
    });
  });

  for (const [path, { count, families }] of pages) {
    // An unknown path is reported with its repair; counting its highlights would say it twice.
    if (!servicePaths.has(path) || (count >= SERVICE_HIGHLIGHTS.min && count <= SERVICE_HIGHLIGHTS.max)) continue;
    const owners = families.map((id) => pricing.families.find((f) => f.id === id)!);
    const shown = `${count} price${count === 1 ? "" : "s"}`;
    problems.push(
      problemAt(
        { file: familyFile(families[0]), data: owners[0], schema: {} },
        ["highlights"],
        `give the service page ${path} ${shown} to show; a service page that owns repairs shows ${SERVICE_HIGHLIGHTS.min} to ${SERVICE_HIGHLIGHTS.max}: add or remove highlights whose repair belongs to it (in ${list(owners.map((f) => f.label))})`,
      ),
    );
  }

  return problems;
}
