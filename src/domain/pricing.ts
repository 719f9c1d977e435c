// Repair prices from data/pricing.json and data/pricing-families/<id>.json: the one place that turns a family
// default and a model's own row into the estimate for a model and repair. Used by the build (checks and
// price pages), the estimator and the contact function, which recomputes every estimate
// from ids and never takes a price from the browser.
import { ESTIMATE_FIELDS, estimateQuery } from "./fields";
import { DEFAULT_LANG, type Lang, type Words } from "./language";

/** A price as an editor writes it (a family default, or a model's row over it). */
export type PriceFields = {
  from?: number | null;
  to?: number | null;
  quote?: boolean | null;
  time?: string | null;
  sameDay?: boolean | null;
  inStock?: boolean | null;
  warrantyDays?: number | null;
};
export type ModelPrice = PriceFields & { repair: string; offered?: boolean | null };
export type PricingRepair = {
  id: string;
  label: string;
  description: string;
  /** What it fixes in a visitor's words ("lines on the screen"): the data requires them, the code does not. */
  symptoms?: readonly string[] | null;
  service: string;
  default?: PriceFields | null;
};
export type PricingModel = { id: string; label: string; year?: number | null; prices: readonly ModelPrice[] };
export type PricingBrand = { id: string; label: string; models: readonly PricingModel[] };
export type PricingFamily = {
  id: string;
  label: string;
  /** Its address in another language (a translation's own field: /es/precios/<slug>/). */
  slug?: string | null;
  singular: string;
  /** The estimator's question at the model step, where "Which model?" does not fit ("Which size?"). */
  modelHeading?: string | null;
  repairs: readonly PricingRepair[];
  brands: readonly PricingBrand[];
  highlights?: ReadonlyArray<{ brand: string; model: string; repair: string }> | null;
};
export type Pricing = { estimateNote: string; families: readonly PricingFamily[] };

/** Where each device family's prices are: data/pricing-families/<id>.json, the file name being the family's id. */
export const PRICING_FAMILIES_DIR = "data/pricing-families";
export const familyFile = (id: string) => `${PRICING_FAMILIES_DIR}/${id}.json`;

/** data/pricing.json: the estimate note and the families' ids, in the order they are shown. */
export type PricingIndex = { estimateNote: string; families: readonly string[] };

/**
 * The prices as one value: the families of data/pricing.json's list, in its order, each its file with its id.
 * Editors (and the CMS) keep one file per family; everything that reads prices reads this. A listed family
 * without a file is an error here; the build names it, and a family file that is not listed, before this runs.
 */
export function composePricing<F extends object>(
  index: PricingIndex,
  files: Readonly<Record<string, F>>,
): { estimateNote: string; families: Array<Omit<F, "id" | "$schema"> & { id: string }> } {
  return {
    estimateNote: index.estimateNote,
    families: index.families.map((id) => {
      const file = files[id];
      if (!file) throw new Error(`data/pricing.json lists the family "${id}", but ${familyFile(id)} is missing`);
      const family = { ...file } as Record<string, unknown>;
      delete family.$schema;
      return { ...(family as Omit<F, "id" | "$schema">), id };
    }),
  };
}

/** A price resolved for one model and repair: either a range or "priced after the free diagnostic". */
export type Price = {
  from: number | null;
  to: number | null;
  quote: boolean;
  time: string;
  sameDay: boolean;
  inStock: boolean;
  warrantyDays: number;
};

/**
 * Whether "same day possible" adds to a price's typical time: a repair often done the same day, whose typical time
 * does not already say so ("1-2 days", not "same day").
 */
export const sameDayAdds = (price: Pick<Price, "time" | "sameDay">) =>
  price.sameDay && !/\bsame[- ]day\b/i.test(price.time);

/** The ids that name an estimate (ESTIMATE_FIELDS). */
export type EstimateIds = { device: string; brand: string; model: string; repair: string };
export { ESTIMATE_FIELDS, estimateQuery };

export type Estimate = {
  ids: EstimateIds;
  family: PricingFamily;
  brand: PricingBrand;
  model: PricingModel;
  repair: PricingRepair;
  price: Price;
  /** The estimate as the site shows it (shownPrice): its exact name and its price's text. */
  shown: ShownPrice;
};

const pick = <T>(own: T | null | undefined, fallback: T | null | undefined): T | undefined =>
  own ?? fallback ?? undefined;

/**
 * The price of a repair on a model: the model's row field by field over the family default.
 * Undefined when the repair is not offered on that model (no row and no default, or `offered: false`),
 * or when the merged fields are incomplete (the build's checks report that case).
 */
/** Whether a model's row sets its own range (a from, a to or a quote), which replaces the default's as a whole. */
export const ownsRange = (row: ModelPrice | undefined): boolean =>
  !!row && (row.from != null || row.to != null || row.quote != null);

export function resolvePrice(repair: PricingRepair, model: PricingModel): Price | undefined {
  const row = model.prices.find((p) => p.repair === repair.id);
  if (row?.offered === false) return undefined;
  const base = repair.default ?? undefined;
  if (!row && !base) return undefined;
  const quote = Boolean(pick(row?.quote, base?.quote));
  // A model's own range replaces the default's range as a whole, and "quote" replaces a range.
  const range = ownsRange(row) ? row : base;
  const time = pick(row?.time, base?.time);
  const inStock = pick(row?.inStock, base?.inStock);
  const warrantyDays = pick(row?.warrantyDays, base?.warrantyDays);
  if (time === undefined || inStock === undefined || warrantyDays === undefined) return undefined;
  const from = quote ? null : (range?.from ?? null);
  const to = quote ? null : (range?.to ?? null);
  if (!quote && (from === null || to === null)) return undefined;
  return { from, to, quote, time, sameDay: Boolean(pick(row?.sameDay, base?.sameDay)), inStock, warrantyDays };
}

/** The repairs offered on a model, in the family's order, with their prices. */
export function modelRepairs(
  family: PricingFamily,
  model: PricingModel,
): Array<{ repair: PricingRepair; price: Price }> {
  return family.repairs.flatMap((repair) => {
    const price = resolvePrice(repair, model);
    return price ? [{ repair, price }] : [];
  });
}

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; field: keyof EstimateIds; error: string };

/** Finds the estimate named by ids; the first unknown id is named, in `lang`. */
export function findEstimate(pricing: Pricing, ids: EstimateIds, lang: Lang = DEFAULT_LANG): EstimateResult {
  const es = lang === "es";
  const family = pricing.families.find((f) => f.id === ids.device);
  if (!family)
    return {
      ok: false,
      field: "device",
      error: es ? "Elija un dispositivo de la lista." : "Please choose a device from the list.",
    };
  const brand = family.brands.find((b) => b.id === ids.brand);
  if (!brand)
    return {
      ok: false,
      field: "brand",
      error: es ? "Elija una marca de la lista." : `Please choose a ${family.singular} brand from the list.`,
    };
  const model = brand.models.find((m) => m.id === ids.model);
  if (!model)
    return {
      ok: false,
      field: "model",
      error: es
        ? `Elija uno de los modelos de ${brand.label} de la lista.`
        : `Please choose one of the ${brand.label} models from the list.`,
    };
  const repair = family.repairs.find((r) => r.id === ids.repair);
  const shown = repair && shownPrice(family, ids);
  if (!repair || !shown?.price)
    return {
      ok: false,
      field: "repair",
      error: es
        ? `Elija una reparación que hacemos para ${model.label}.`
        : `Please choose a repair we offer for the ${model.label}.`,
    };
  const { price, ...names } = shown;
  return { ok: true, estimate: { ids, family, brand, model, repair, price, shown: names } };
}

/** Whole dollars with thousands separated, as `toLocaleString("en-US")` writes them, without Intl (domain/dates.ts). */
const dollars = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;

const QUOTE_TEXT: Words = { en: "Free diagnostic, then a quote", es: "Diagnóstico gratis y luego presupuesto" };
const FROM: Words = { en: "From", es: "Desde" };

/** "$89-$149", "$129" when both ends agree, or "Free diagnostic, then a quote" (in `lang`). */
export function formatPrice(
  price: { from: number | null; to: number | null; quote: boolean },
  lang: Lang = DEFAULT_LANG,
): string {
  if (price.quote || price.from === null || price.to === null) return QUOTE_TEXT[lang];
  return price.from === price.to ? dollars(price.from) : `${dollars(price.from)}-${dollars(price.to)}`;
}

/** A repair's label as it reads mid-phrase: "Screen replacement" -> "screen replacement"; "HDMI port repair" keeps its capitals. */
const midPhrase = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/**
 * A model's exact name: its label, with its brand's first where another brand of the family has a model of the same
 * label. The TV sizes are such labels: "50-55 inch" alone names seven TVs at seven prices, "Samsung 50-55 inch" one.
 */
export function modelName(family: PricingFamily, brand: PricingBrand, model: PricingModel): string {
  const shared = family.brands.some((b) => b.id !== brand.id && b.models.some((m) => m.label === model.label));
  return shared ? `${brand.label} ${model.label}` : model.label;
}

/** A price as the site shows it, and what it is the price of. */
export type ShownPrice = {
  /** "Samsung 50-55 inch power board repair" for one model; the repair's label ("Power board repair") across them. */
  name: string;
  /** "$129-$179" for one model; "From $99" across them; "Free diagnostic, then a quote". */
  text: string;
};

/** What a shown price names: a repair of the family, on one model (brand and model) or across the family's models. */
export type PriceOf = { repair: string; brand?: string | null; model?: string | null };

/**
 * The one function every price the site shows comes from: the service pages' common prices, the price pages, the
 * estimator, the request form's estimate and the e-mail. With a brand and model: that model's price of the repair
 * (resolvePrice), named with the model's exact name. Without: the repair across every model of the family that
 * offers it, "From" the lowest price, since a range across models is no model's price. Undefined when it names no
 * repair the family offers there.
 */
export function shownPrice(
  family: PricingFamily,
  of: PriceOf,
  lang: Lang = DEFAULT_LANG,
): (ShownPrice & { price?: Price }) | undefined {
  const repair = family.repairs.find((r) => r.id === of.repair);
  if (!repair) return undefined;
  if (of.brand || of.model) {
    const brand = family.brands.find((b) => b.id === of.brand);
    const model = brand?.models.find((m) => m.id === of.model);
    const price = brand && model && resolvePrice(repair, model);
    if (!brand || !model || !price) return undefined;
    const name = modelName(family, brand, model);
    // A family translated into `lang` (its repairs' labels): "Cambio de pantalla de iPhone 15".
    const named = lang === "es" ? `${repair.label} de ${name}` : `${name} ${midPhrase(repair.label)}`;
    return { name: named, text: formatPrice(price, lang), price };
  }
  const prices = family.brands.flatMap((brand) => brand.models.flatMap((model) => resolvePrice(repair, model) ?? []));
  if (!prices.length) return undefined;
  const lows = prices.flatMap((p) => (p.quote || p.from === null ? [] : [p.from]));
  return { name: repair.label, text: lows.length ? `${FROM[lang]} ${dollars(Math.min(...lows))}` : QUOTE_TEXT[lang] };
}

/**
 * "iPhone 15 screen replacement": an estimate's name, for subjects and summaries. A request stored before estimates
 * carried their shown name (`shown`) is named from its labels.
 */
export const estimateName = (estimate: {
  shown?: ShownPrice | null;
  model: { label: string };
  repair: { label: string };
}) => estimate.shown?.name ?? `${estimate.model.label} ${midPhrase(estimate.repair.label)}`;
