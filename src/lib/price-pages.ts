import {
  modelRepairs,
  resolvePrice,
  shownPrice,
  type EstimateIds,
  type Price,
  type PriceOf,
  type Pricing,
  type PricingFamily,
} from "../../functions/contact/pricing";

/**
 * What the price pages, the warranty page and the service pages show, worked out from data/pricing.json and
 * data/pricing-families/ through functions/contact/pricing.ts: every price's text and name come from `shownPrice`.
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
export const pricingPath = (familyId: string) => `/pricing/${familyId}/`;

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
function priceRow(family: PricingFamily, brandId: string, modelId: string, repairId: string): PriceRow | undefined {
  const repair = family.repairs.find((r) => r.id === repairId);
  const model = family.brands.find((b) => b.id === brandId)?.models.find((m) => m.id === modelId);
  const shown = shownPrice(family, { brand: brandId, model: modelId, repair: repairId });
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
export function familyRows(family: PricingFamily): PriceRow[] {
  return family.brands.flatMap((brand) =>
    brand.models.flatMap((model) =>
      modelRepairs(family, model).flatMap(({ repair }) => priceRow(family, brand.id, model.id, repair.id) ?? []),
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
};

/** One line per repair offered on at least one model, in the family's order. */
export function repairSummaries(family: PricingFamily): RepairSummary[] {
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
        text: shownPrice(family, { repair: repair.id })!.text,
        from: priced.length ? Math.min(...priced.map((p) => p.from!)) : null,
        to: priced.length ? Math.max(...priced.map((p) => p.to!)) : null,
        someQuote: priced.length < prices.length,
        minWarrantyDays: Math.min(...days),
        maxWarrantyDays: Math.max(...days),
        sameDay: prices.some((p) => p.sameDay),
        models: prices.length,
      },
    ];
  });
}

/** A family's "singular" at the start of a heading: "phone" -> "Phone" ("TV" stays "TV"). */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "180" or "90-180": a number of days, or the range of a repair across its models. */
export const formatDayRange = (min: number, max: number) => (min === max ? String(min) : `${min}-${max}`);

/** The prices a service page shows: the highlights whose repair belongs to it, and the families it has repairs in. */
export type ServicePrices = {
  families: Array<{ id: string; label: string; singular: string }>;
  rows: PriceRow[];
};

/** At most this many highlighted prices on a service page. */
export const SERVICE_PRICE_LIMIT = 5;

/**
 * The prices of the service page at `servicePath`: null when no repair of the price files belongs
 * to it. Highlights that do not resolve to a price are left out (the build's data checks name them).
 */
export function servicePrices(pricing: Pricing, servicePath: string): ServicePrices | null {
  const families = pricing.families.filter((family) => family.repairs.some((r) => r.service === servicePath));
  if (!families.length) return null;
  const rows = families.flatMap((family) =>
    (family.highlights ?? []).flatMap((highlight) => {
      const repair = family.repairs.find((r) => r.id === highlight.repair);
      if (repair?.service !== servicePath) return [];
      return priceRow(family, highlight.brand, highlight.model, highlight.repair) ?? [];
    }),
  );
  return {
    families: families.map(({ id, label, singular }) => ({ id, label, singular })),
    rows: rows.slice(0, SERVICE_PRICE_LIMIT),
  };
}
