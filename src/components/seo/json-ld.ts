import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ElectronicsStore,
  FAQPage,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import { internationalPhone } from "../../lib/phone";
import { absoluteUrl } from "../../lib/seo";

export type BusinessFacts = {
  name: string;
  description: string;
  phone: string;
  email: string;
  priceRange?: string | null;
  servedTowns: readonly string[];
  openingHours: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>;
  locations: ReadonlyArray<{
    id: string;
    name: string;
    streetAddress: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    phone: string;
    email: string;
    geo: { latitude: number; longitude: number };
  }>;
};

/** The business's one @id: every other block points at it instead of repeating its facts. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** The @id of a location: the main (first) location is the business itself. */
export const locationId = (siteUrl: string, business: BusinessFacts, index: number) =>
  index === 0 ? businessId(siteUrl) : `${siteUrl}/locations/#${business.locations[index].id}`;

/**
 * The shop as schema.org sees it: an ElectronicsStore at its main (first) location, or,
 * with an index, one of its other locations, which points at the main one as its parent.
 */
export function localBusiness(business: BusinessFacts, siteUrl: string, index = 0): ElectronicsStore {
  const main = business.locations[index];
  return {
    "@type": "ElectronicsStore",
    "@id": locationId(siteUrl, business, index),
    name: business.name,
    description: business.description,
    url: index === 0 ? `${siteUrl}/` : `${siteUrl}/locations/`,
    telephone: internationalPhone(index === 0 ? business.phone : main.phone),
    email: index === 0 ? business.email : main.email,
    ...(index > 0 ? { parentOrganization: businessRef(siteUrl) as never, branchCode: main.id } : {}),
    image: absoluteUrl(siteUrl, "/og-image.png"),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: main.streetAddress,
      addressLocality: main.city,
      addressRegion: main.region,
      postalCode: main.postalCode,
      addressCountry: main.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: round5(main.geo.latitude), longitude: round5(main.geo.longitude) },
    openingHoursSpecification: business.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`) as never,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: business.servedTowns.map((town) => ({ "@type": "City", name: `${town}, ${main.region}` })),
  };
}

/** A reference to the business, for blocks that name it as provider, author or publisher. */
export const businessRef = (siteUrl: string) => ({ "@id": businessId(siteUrl) }) as unknown as ElectronicsStore;

export type ServiceArgs = {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  servedTowns: readonly string[];
  region: string;
};

export function serviceBlock(args: ServiceArgs): Service {
  return {
    "@type": "Service",
    "@id": `${args.url}#service`,
    name: args.name,
    description: args.description,
    url: args.url,
    provider: businessRef(args.siteUrl),
    areaServed: args.servedTowns.map((town) => ({ "@type": "City", name: `${town}, ${args.region}` })),
  };
}

export function faqPage(url: string, faqs: ReadonlyArray<{ question: string; answer: string }>): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbs(items: ReadonlyArray<{ name: string; url: string }>): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** A page about the business; a CollectionPage for a page that lists others (the price hub). */
export function webPage(args: {
  url: string;
  name: string;
  description: string;
  siteUrl: string;
  type?: "WebPage" | "CollectionPage";
}): WebPage | CollectionPage {
  return {
    "@type": args.type ?? "WebPage",
    "@id": `${args.url}#webpage`,
    url: args.url,
    name: args.name,
    description: args.description,
    about: businessRef(args.siteUrl),
  };
}

/** One JSON-LD document: a @graph of the page's blocks. */
export function graph(blocks: Thing[]): WithContext<Thing> {
  return { "@context": "https://schema.org", "@graph": blocks } as unknown as WithContext<Thing>;
}

export function blogPosting(args: {
  url: string;
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  siteUrl: string;
}): BlogPosting {
  return {
    "@type": "BlogPosting",
    "@id": `${args.url}#article`,
    headline: args.headline,
    description: args.description,
    ...(args.image ? { image: args.image } : {}),
    datePublished: args.datePublished,
    dateModified: args.datePublished,
    mainEntityOfPage: args.url,
    author: businessRef(args.siteUrl),
    publisher: businessRef(args.siteUrl),
  };
}
