import type { AggregateOffer, HowTo, Offer, Service } from "schema-dts";
import { serviceBlock, type ServiceArgs } from "./json-ld";

// JSON-LD blocks only the price pages and the mail-in page write: apart from json-ld.ts,
// which every page loads, so the other pages do not carry them.

/** A priced row of a price page: "iPhone 15 screen replacement", $179 to $229. */
export type PricedOffer = { name: string; minPrice: number; maxPrice: number };

/**
 * A price page's service with one Offer per priced row, each a price range in US dollars
 * (rows priced only after the diagnostic have no price and are left out by the caller).
 */
export function pricedService(args: ServiceArgs & { offers: readonly PricedOffer[] }): Service {
  const { offers, ...service } = args;
  return {
    ...serviceBlock(service),
    offers: offers.map((offer): Offer => ({
      "@type": "Offer",
      name: offer.name,
      itemOffered: { "@type": "Service", name: offer.name },
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: offer.minPrice,
        maxPrice: offer.maxPrice,
        priceCurrency: "USD",
      },
    })),
  };
}

/** A repair across a family's models: its lowest and highest price, and how many models are priced. */
export type RepairRange = { name: string; lowPrice: number; highPrice: number; offerCount: number };

/**
 * A family page's service: one AggregateOffer per repair, its range across the models (each model's own offers are on
 * its page). Listing every model's offers here made the phones page's head 71 KB.
 */
export function rangedService(args: ServiceArgs & { ranges: readonly RepairRange[] }): Service {
  const { ranges, ...service } = args;
  return {
    ...serviceBlock(service),
    offers: ranges.map((range): AggregateOffer => ({
      "@type": "AggregateOffer",
      name: range.name,
      itemOffered: { "@type": "Service", name: range.name },
      lowPrice: range.lowPrice,
      highPrice: range.highPrice,
      offerCount: range.offerCount,
      priceCurrency: "USD",
    })),
  };
}

/** Steps to follow, such as sending a device in for a mail-in repair. */
export function howTo(args: {
  url: string;
  name: string;
  description: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
}): HowTo {
  return {
    "@type": "HowTo",
    "@id": `${args.url}#howto`,
    name: args.name,
    description: args.description,
    step: args.steps.map((step, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: step.title,
      text: step.text,
      url: `${args.url}#step-${i + 1}`,
    })),
  };
}
