import {
  modelName,
  modelRepairs,
  resolvePrice,
  shownPrice,
  type EstimateIds,
  type Price,
  type PriceOf,
  type Pricing,
  type PricingFamily,
} from "../domain/pricing";
import { byDuration } from "../domain/turnaround";
import { pathIn, type Lang } from "../domain/language";
import { spanishTime } from "../domain/spanish";

/**
 * What the price pages, the warranty page and the service pages show, worked out from data/pricing.json and
 * data/pricing-families/ through src/domain/pricing.ts: every price's text and name come from `shownPrice`.
 */

/**
 * What a shown price is of, written on the element that shows it (`data-price`): "tvs/samsung/50-55-inch/power-board"
 * for one model, "tvs///power-board" across the family. e2e/prices-everywhere.test.ts reads it on every built page.
 */
export const priceKey = (device: string, of: PriceOf) => [device, of.brand ?? "", of.model ?? "", of.repair].join("/");

/** The family id and what priceKey wrote. */
export function readPriceKey(key: string): { device: string; of: PriceOf } | undefined {
  const parts = key.split("/");
  if (parts.length !== 4 || !parts[0] || !parts[3]) return undefined;
  const [device, brand, model, repair] = parts;
  return { device, of: { repair, ...(brand && { brand }), ...(model && { model }) } };
}

/** The address of a family's price page. */
/**
 * A family's price page: /pricing/<id>/, or under the Spanish hub by the family's Spanish `slug` (its
 * pricing-families/<id>.es.json; its id without one): /es/precios/celulares/.
 */
export const pricingPath = (familyId: string, lang: Lang = "en", slug?: string | null) =>
  `${pathIn("/pricing/", lang)}${(lang !== "en" && slug) || familyId}/`;

/** The context of a model's price page (gatsby-node's createPage): its family, brand and model ids. */
export type ModelPageContext = { id: string; brand: string; model: string };

/**
 * One model and repair with its resolved price: `name` ("Samsung 50-55 inch power board repair") and `text`
 * ("$129-$179") are shownPrice's.
 */
export type PriceRow = {
  ids: EstimateIds;
  name: string;
  text: string;
  modelLabel: string;
  repairLabel: string;
  price: Price;
};

/** A model's repair as a row, through shownPrice; undefined when the model does not offer it. */
function priceRow(
  family: PricingFamily,
  brandId: string,
  modelId: string,
  repairId: string,
  lang: Lang = "en",
): PriceRow | undefined {
  const repair = family.repairs.find((r) => r.id === repairId);
  const model = family.brands.find((b) => b.id === brandId)?.models.find((m) => m.id === modelId);
  const shown = shownPrice(family, { brand: brandId, model: modelId, repair: repairId }, lang);
  if (!repair || !model || !shown?.price) return undefined;
  return {
    ids: { device: family.id, brand: brandId, model: modelId, repair: repairId },
    name: shown.name,
    text: shown.text,
    modelLabel: model.label,
    repairLabel: repair.label,
    price: shown.price,
  };
}

/** Every priced model and repair of a family, brand by brand and model by model, in the data's order. */
export function familyRows(family: PricingFamily, lang: Lang = "en"): PriceRow[] {
  return family.brands.flatMap((brand) =>
    brand.models.flatMap((model) =>
      modelRepairs(family, model).flatMap(({ repair }) => priceRow(family, brand.id, model.id, repair.id, lang) ?? []),
    ),
  );
}

/** A repair across all the models of its family: the lowest and highest estimate and warranty. */
export type RepairSummary = {
  id: string;
  label: string;
  description: string;
  /** shownPrice across the family's models: "From $69", or "Free diagnostic, then a quote". */
  text: string;
  /** Lowest `from` and highest `to` of the priced models; null when every model is priced after diagnosis. */
  from: number | null;
  to: number | null;
  /** Some model is priced only after the free diagnostic. */
  someQuote: boolean;
  minWarrantyDays: number;
  maxWarrantyDays: number;
  sameDay: boolean;
  models: number;
  /** How many of them have a price range (not priced after the diagnostic). */
  pricedModels: number;
};

/** One line per repair offered on at least one model, in the family's order. */
export function repairSummaries(family: PricingFamily, lang: Lang = "en"): RepairSummary[] {
  return family.repairs.flatMap((repair) => {
    const prices = family.brands.flatMap((brand) => brand.models.flatMap((model) => resolvePrice(repair, model) ?? []));
    if (!prices.length) return [];
    const priced = prices.filter((p) => !p.quote && p.from !== null && p.to !== null);
    const days = prices.map((p) => p.warrantyDays);
    return [
      {
        id: repair.id,
        label: repair.label,
        description: repair.description,
        text: shownPrice(family, { repair: repair.id }, lang)!.text,
        from: priced.length ? Math.min(...priced.map((p) => p.from!)) : null,
        to: priced.length ? Math.max(...priced.map((p) => p.to!)) : null,
        someQuote: priced.length < prices.length,
        minWarrantyDays: Math.min(...days),
        maxWarrantyDays: Math.max(...days),
        sameDay: prices.some((p) => p.sameDay),
        models: prices.length,
        pricedModels: priced.length,
      },
    ];
  });
}

/** A family's "singular" at the start of a heading: "phone" -> "Phone" ("TV" stays "TV"). */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "180" or "90-180": a number of days, or the range of a repair across its models. */
export const formatDayRange = (min: number, max: number) => (min === max ? String(min) : `${min}-${max}`);

/**
 * The prices a service page shows: the highlights whose repair belongs to it, and the families it has repairs in; and
 * what its words say of all its repairs' prices: their typical times, quickest first, and their warranty in days.
 */
export type ServicePrices = {
  families: Array<{ id: string; label: string; singular: string }>;
  rows: PriceRow[];
  times: string[];
  /** Null when no model offers its repairs. */
  warrantyDays: { min: number; max: number } | null;
};

/** At most this many highlighted prices on a service page. */
export const SERVICE_PRICE_LIMIT = 5;

/**
 * The prices of the service page at `servicePath`: null when no repair of the price files belongs
 * to it. Highlights that do not resolve to a price are left out (the build's data checks name them). `pricing` in the
 * page's language (its families translated), `lang` naming its rows.
 */
export function servicePrices(pricing: Pricing, servicePath: string, lang: Lang = "en"): ServicePrices | null {
  const families = pricing.families.filter((family) => family.repairs.some((r) => r.service === servicePath));
  if (!families.length) return null;
  const rows = families.flatMap((family) =>
    (family.highlights ?? []).flatMap((highlight) => {
      const repair = family.repairs.find((r) => r.id === highlight.repair);
      if (repair?.service !== servicePath) return [];
      return priceRow(family, highlight.brand, highlight.model, highlight.repair, lang) ?? [];
    }),
  );
  const prices = families.flatMap((family) =>
    family.brands.flatMap((brand) =>
      brand.models.flatMap((model) =>
        modelRepairs(family, model).flatMap(({ repair, price }) => (repair.service === servicePath ? [price] : [])),
      ),
    ),
  );
  const days = prices.map((price) => price.warrantyDays);
  return {
    families: families.map(({ id, label, singular }) => ({ id, label, singular })),
    rows: rows.slice(0, SERVICE_PRICE_LIMIT),
    times: byDuration(prices.map((price) => price.time)),
    warrantyDays: days.length ? { min: Math.min(...days), max: Math.max(...days) } : null,
  };
}

/** The address of a model's price page: /pricing/phones/apple/iphone-15/. */
export const modelPath = (
  familyId: string,
  brandId: string,
  modelId: string,
  lang: Lang = "en",
  slug?: string | null,
) => `${pricingPath(familyId, lang, slug)}${brandId}/${modelId}/`;

/** Every model of a family that offers at least one repair: the model pages to make, in the data's order. */
export function familyModels(family: PricingFamily) {
  return family.brands.flatMap((brand) =>
    brand.models.flatMap((model) => (modelRepairs(family, model).length ? [{ brand, model }] : [])),
  );
}

/**
 * A model's name on its page: its exact name (modelName, the brand first where another brand shares the label), and
 * for a size class without a release year the device too: "iPhone 15", "Samsung 50-55 inch TV".
 */
export function modelTitleName(family: PricingFamily, brandId: string, modelId: string): string {
  const brand = family.brands.find((b) => b.id === brandId)!;
  const model = brand.models.find((m) => m.id === modelId)!;
  const name = modelName(family, brand, model);
  return model.year ? name : `${name} ${family.singular}`;
}

/** "a", "a and b", "a, b and c"; in Spanish "a, b y c" ("e" before a word said with "i": "Concord e Indian Trail"). */
export const listText = (items: readonly string[], lang: Lang = "en") => {
  if (items.length < 2) return items[0] ?? "";
  const last = items[items.length - 1];
  const and = lang === "en" ? "and" : /^h?i(?![aeiouáéó])/i.test(last) ? "e" : "y";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
};

/** A repair's label inside a sentence: "Screen replacement" -> "screen replacement"; "HDMI port repair" stays. */
export const lowerFirst = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

export type ModelIntroCopy = {
  modelReleased: string;
  modelInStock: string;
  modelSameDay: string;
  modelOrdered: string;
};

/**
 * A model page's intro, written from its data: the release year, the repairs whose parts are usually in stock, those
 * usually done the same day, and those whose part is ordered with their typical time. Sentences with nothing to say
 * are left out.
 */
export function modelIntro(
  rows: readonly PriceRow[],
  year: number | null | undefined,
  copy: ModelIntroCopy,
  fill: (text: string, extra: Record<string, string>) => string,
  lang: Lang = "en",
): string[] {
  const labels = (kept: readonly PriceRow[]) =>
    listText(
      kept.map((row) => lowerFirst(row.repairLabel)),
      lang,
    );
  const time = (row: PriceRow) => (lang === "es" ? spanishTime(row.price.time) : row.price.time);
  // A repair priced after diagnosis (water damage) has no one part to be in stock or ordered.
  const parts = rows.filter((row) => !row.price.quote);
  const inStock = parts.filter((row) => row.price.inStock);
  const sameDay = rows.filter((row) => row.price.sameDay);
  const ordered = parts.filter((row) => !row.price.inStock);
  return [
    year ? fill(copy.modelReleased, { year: String(year) }) : "",
    inStock.length ? fill(copy.modelInStock, { repairs: labels(inStock) }) : "",
    sameDay.length ? fill(copy.modelSameDay, { repairs: labels(sameDay) }) : "",
    ordered.length
      ? fill(copy.modelOrdered, {
          repairs: listText(
            ordered.map((row) => `${lowerFirst(row.repairLabel)} (${time(row)})`),
            lang,
          ),
        })
      : "",
  ].filter(Boolean);
}

/** The rows of one model, in the family's repair order. */
export const modelRows = (family: PricingFamily, brandId: string, modelId: string, lang: Lang = "en") =>
  familyRows(family, lang).filter((row) => row.ids.brand === brandId && row.ids.model === modelId);

/** The first title of `titles` (filled with the model's name) that fits the limit, or the last one cut. */
export function modelPageTitle(
  titles: readonly string[],
  name: string,
  fill: (text: string, extra: Record<string, string>) => string,
  limit: number,
): string {
  const filled = titles.map((title) => fill(title, { model: name }));
  return filled.find((title) => title.length <= limit) ?? filled[filled.length - 1];
}

/** A model page's description: the template with as many of its repairs as keep it within `limit` characters. */
export function modelPageDescription(
  template: string,
  name: string,
  rows: readonly PriceRow[],
  fill: (text: string, extra: Record<string, string>) => string,
  limit = 160,
  lang: Lang = "en",
): string {
  const labels = rows.map((row) => lowerFirst(row.repairLabel));
  for (let count = labels.length; count > 1; count--) {
    const more = lang === "es" ? "y más" : "and more";
    const repairs = count === labels.length ? listText(labels, lang) : `${labels.slice(0, count).join(", ")} ${more}`;
    const text = fill(template, { model: name, repairs });
    if (text.length <= limit) return text;
  }
  return fill(template, { model: name, repairs: labels[0] ?? "" });
}
