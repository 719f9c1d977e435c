import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ElectronicsStore,
  FAQPage,
  Organization,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import { groupedHours, specialFor, type DayHours, type SpecialHours } from "../../domain/hours";
import { comingSpecial, locationPath } from "../../lib/locations";
import type { BusinessData } from "../../lib/data/types";
import { internationalPhone } from "../../domain/phone";
import { absoluteUrl } from "../../lib/seo";

/** The facts of a shop that its structured data states (data/site.json `locations[]`, readonly). */
type LocationFacts = Readonly<
  Pick<
    BusinessData["locations"][number],
    "id" | "name" | "streetAddress" | "city" | "region" | "postalCode" | "country" | "phone" | "email" | "geo"
  >
> & { openingHours: readonly DayHours[]; servedTowns: readonly string[] };

export type BusinessFacts = {
  name: string;
  description: string;
  phone: string;
  email: string;
  priceRange?: string | null;
  locations: ReadonlyArray<LocationFacts>;
  /** The closures and other hours (data/site.json `specialHours`), business-wide or per location. */
  specialHours?: readonly SpecialHours[] | null;
};

/** The business as an organization: its one @id, which every page's provider, author or publisher points at. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The @id of a location's shop: on its own page, which its Google Business Profile links to. */
export const locationId = (siteUrl: string, id: string) => `${absoluteUrl(siteUrl, locationPath(id))}#business`;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const ref = (id: string) => ({ "@id": id }) as never;

/**
 * The business itself: name, site, image, main phone and e-mail, and its shops (each an ElectronicsStore on its own
 * page) by reference. The home page and the pages that name the business carry it; the shops' facts are theirs only.
 */
export function organization(business: BusinessFacts, siteUrl: string): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, "/og-image.png"),
    telephone: internationalPhone(business.phone),
    email: business.email,
    subOrganization: business.locations.map((location) => ref(locationId(siteUrl, location.id))),
  };
}

/** "Closed" is opens = closes = 00:00 for Google (LocalBusiness structured data, special hours). */
const CLOSED = { opens: "00:00", closes: "00:00" };

/**
 * One shop as schema.org sees it: an ElectronicsStore with its own @id, address, phone, weekly hours and the dated
 * exceptions not yet over on `today` (the build's date in the shop's time zone), part of the organization.
 */
export function localBusiness(
  business: BusinessFacts,
  location: LocationFacts,
  siteUrl: string,
  { today, image }: { today: string; image?: string },
): ElectronicsStore {
  const special = comingSpecial(specialFor(business.specialHours ?? [], location.id), today);
  return {
    "@type": "ElectronicsStore",
    "@id": locationId(siteUrl, location.id),
    name: `${business.name} - ${location.name}`,
    url: absoluteUrl(siteUrl, locationPath(location.id)),
    telephone: internationalPhone(location.phone),
    email: location.email,
    parentOrganization: ref(organizationId(siteUrl)),
    branchCode: location.id,
    image: image ?? absoluteUrl(siteUrl, "/og-image.png"),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: location.streetAddress,
      addressLocality: location.city,
      addressRegion: location.region,
      postalCode: location.postalCode,
      addressCountry: location.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: round5(location.geo.latitude),
      longitude: round5(location.geo.longitude),
    },
    openingHoursSpecification: groupedHours(location.openingHours).map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`) as never,
      opens: h.opens,
      closes: h.closes,
    })),
    ...(special.length
      ? {
          specialOpeningHoursSpecification: special.map((s) => ({
            "@type": "OpeningHoursSpecification",
            name: s.reason,
            validFrom: s.date,
            validThrough: s.through || s.date,
            ...(s.opens && s.closes ? { opens: s.opens, closes: s.closes } : CLOSED),
          })),
        }
      : {}),
    areaServed: location.servedTowns.map((town) => ({ "@type": "City", name: `${town}, ${location.region}` })),
  };
}

/** A reference to the business, for blocks that name it as provider, author, publisher or subject. */
export const businessRef = (siteUrl: string) => ref(organizationId(siteUrl)) as Organization;

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
/** The types of the page's own node (and a post's), which say the page's language (`inLanguage`). */
const PAGE_TYPES = /(Page|Posting|Article)$/;

/** The blocks as one @graph; the page's node in `lang` ("en", "es": BCP 47, as schema.org's inLanguage takes). */
export function graph(blocks: Thing[], lang?: string): WithContext<Thing> {
  const inPage = (block: Thing) => {
    const type = (block as { "@type"?: unknown })["@type"];
    return lang && typeof type === "string" && PAGE_TYPES.test(type)
      ? { ...(block as object), inLanguage: lang }
      : block;
  };
  return { "@context": "https://schema.org", "@graph": blocks.map(inPage) } as unknown as WithContext<Thing>;
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
