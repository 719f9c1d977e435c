import {
  estimateName,
  formatPrice,
  modelRepairs,
  resolvePrice,
  type EstimateIds,
  type Price,
  type Pricing,
  type PricingFamily,
} from "../../functions/contact/pricing";

/**
 * What the price pages, the warranty page and the service pages show, worked out from
 * data/pricing.json and data/pricing-families/ through functions/contact/pricing.ts (the one place a price is resolved).
 */

/** The address of a family's price page. */
export const pricingPath = (familyId: string) => `/pricing/${familyId}/`;

/** One model and repair with its resolved price; `name` is "iPhone 15 screen replacement". */
export type PriceRow = {
  ids: EstimateIds;
  name: string;
  modelLabel: string;
  repairLabel: string;
  price: Price;
};

/** Every priced model and repair of a family, brand by brand and model by model, in the data's order. */
export function familyRows(family: PricingFamily): PriceRow[] {
  return family.brands.flatMap((brand) =>
    brand.models.flatMap((model) =>
      modelRepairs(family, model).map(({ repair, price }) => ({
        ids: { device: family.id, brand: brand.id, model: model.id, repair: repair.id },
        name: estimateName({ model, repair }),
        modelLabel: model.label,
        repairLabel: repair.label,
        price,
      })),
    ),
  );
}

/** A repair across all the models of its family: the lowest and highest estimate and warranty. */
export type RepairSummary = {
  id: string;
  label: string;
  description: string;
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

/** A summary's price as the site writes it: "$69-$279", or "Free diagnostic, then a quote". */
export const formatSummaryPrice = (summary: Pick<RepairSummary, "from" | "to">) =>
  formatPrice({ from: summary.from, to: summary.to, quote: summary.from === null });

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
      const brand = family.brands.find((b) => b.id === highlight.brand);
      const model = brand?.models.find((m) => m.id === highlight.model);
      const price = repair && model && repair.service === servicePath ? resolvePrice(repair, model) : undefined;
      if (!repair || !brand || !model || !price) return [];
      return [
        {
          ids: { device: family.id, brand: brand.id, model: model.id, repair: repair.id },
          name: estimateName({ model, repair }),
          modelLabel: model.label,
          repairLabel: repair.label,
          price,
        },
      ];
    }),
  );
  return {
    families: families.map(({ id, label, singular }) => ({ id, label, singular })),
    rows: rows.slice(0, SERVICE_PRICE_LIMIT),
  };
}
