import { graphql, useStaticQuery } from "gatsby";
import { formatHours, locationSchedule } from "../domain/hours";
import { buildGroups } from "../lib/navigation";
import { telHref } from "../domain/phone";
import { pathIn, slugPath, type Lang } from "../domain/language";
import { spanishHours } from "../domain/spanish";
import { locationPath } from "../lib/locations";

/** formatHours' lines in the page's language. */
export const hoursIn = (lines: string[], lang: Lang) => (lang === "es" ? spanishHours(lines) : lines);
import { usePageLanguage } from "./use-page-language";

/**
 * A link of the site (`/tv-repair/`, `/contact/?service=...#form`) to its page's Spanish counterpart where it has one:
 * a fixed page's (SPANISH_PATHS), a page made from data/ (`pages`: a service's slug, a shop's page), a price page of a
 * family with its Spanish words (`families`). Any other link is kept.
 */
export function spanishLink(
  to: string,
  pages: ReadonlyMap<string, string>,
  families: ReadonlyMap<string, string | null> = new Map(),
): string {
  const [, page, rest] = /^([^?#]*)(.*)$/.exec(to)!;
  // A price page of a family with its Spanish words (its family page or a model's): under the Spanish hub, by the
  // family's Spanish slug where it has one.
  const [, family, tail] = /^\/pricing\/([a-z0-9-]+)\/(.*)$/.exec(page) ?? [];
  const spanish =
    pages.get(page) ??
    (family && families.has(family)
      ? `${pathIn("/pricing/", "es")}${families.get(family) || family}/${tail}`
      : pathIn(page, "es"));
  return spanish === page ? to : `${spanish}${rest}`;
}

/** `value` with each link of the site (a `to`, a service's `path`) made by `local`. */
function linksIn<T>(value: T, local: (to: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => linksIn(item, local)) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      (key === "to" || key === "path") && typeof field === "string" ? local(field) : linksIn(field, local),
    ]),
  ) as T;
}

/** Business facts, menus and service links: everything the layout and head read from data/. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      siteJson {
        name
        legalName
        tagline
        description
        phone
        email
        replyTime
        shopUrl
        timeZone
        timeZoneOffsets {
          changes
          until
        }
        priceRange
        notice {
          text
          from
          through
          linkLabel
          linkTo
        }
        specialHours {
          date
          through
          reason
          opens
          closes
          locations
        }
        locations {
          id
          name
          streetAddress
          city
          region
          postalCode
          country
          phone
          email
          geo {
            latitude
            longitude
          }
          openingHours {
            day
            opens
            closes
          }
          servedTowns
          servedZips
          bookings
          directions
          googleProfileUrl
          googleReviewUrl
          imageAlt
        }
      }
      spanishSite: siteIn(lang: "es") {
        replyTime
        tagline
        description
        locations {
          directions
        }
      }
      navigationJson {
        ...SiteNavigation
      }
      spanishNavigation: navigationIn(lang: "es") {
        ...SiteNavigation
      }
      allService(sort: { order: ASC }) {
        nodes {
          label
          path
          group
        }
      }
      allPricingFamilyWords {
        nodes {
          familyId
          lang
          words
        }
      }
      spanishServices: servicesIn(lang: "es") {
        label
        path
        group
        slug
      }
    }

    fragment SiteNavigation on NavigationJson {
      groups {
        id
        label
        desktop
        mobile
      }
      home {
        label
        to
      }
      aboutMenu {
        label
        items {
          label
          to
        }
      }
      businessMenu {
        label
        items {
          label
          to
        }
      }
      contact {
        label
        to
      }
      quote {
        to
      }
      actions {
        getPrice
        bookRepair
        requestService
        askQuestion
        call
      }
      mobileLinks {
        label
        to
      }
      footer {
        contactLinks {
          label
          to
        }
        groups
        legal {
          label
          items {
            label
            to
          }
        }
        sitemap {
          label
          to
        }
      }
    }
  `);
  const { lang } = usePageLanguage();
  let byLang = computed.get(data);
  if (!byLang) computed.set(data, (byLang = new Map()));
  let site = byLang.get(lang);
  if (!site) byLang.set(lang, (site = siteDataOf(data, lang)));
  return site;
}

/**
 * What useSiteData gives, worked out once for each query result and language: 52 components of a page ask for it
 * (each link, for its page's language), and a Spanish page's menus are rewritten link by link.
 */
const computed = new WeakMap<Queries.SiteDataQuery, Map<Lang, ReturnType<typeof siteDataOf>>>();

function siteDataOf(data: Queries.SiteDataQuery, lang: Lang) {
  const spanish = lang === "es";
  // The pages made from data/ that have their Spanish page, by English path: the services with a slug, every shop.
  const slugs = new Map([
    ...data.spanishServices.flatMap((service) =>
      service.slug ? [[service.path, slugPath("es", service.slug)] as const] : [],
    ),
    ...(data.siteJson?.locations ?? []).map(({ id }) => [locationPath(id), locationPath(id, "es")] as const),
  ]);
  /** A link of the site in the page's language: its Spanish page's on a Spanish page, where there is one. */
  // The families with their Spanish words, by id: their Spanish slug, if any.
  const families = new Map(
    data.allPricingFamilyWords.nodes
      .filter((words) => words.lang === "es")
      .map((words) => [words.familyId, (words.words as { slug?: string } | null)?.slug ?? null] as const),
  );
  const localPath = (to: string) => (spanish ? spanishLink(to, slugs, families) : to);
  // The site's words in Spanish (data/site.es.json: when the shop answers), over its facts.
  const business =
    spanish && data.siteJson && data.spanishSite
      ? {
          ...data.siteJson,
          ...data.spanishSite,
          // The shops' words (how to find them) over their facts, shop by shop (siteIn keeps their order).
          locations: data.siteJson.locations.map((shop, i) => ({ ...shop, ...data.spanishSite!.locations[i] })),
        }
      : data.siteJson;
  // The Spanish chrome: navigation.es.json's words, its links to the Spanish pages where they exist.
  const navigation = spanish
    ? data.spanishNavigation && linksIn(data.spanishNavigation, localPath)
    : data.navigationJson;
  if (!business || !navigation) throw new Error("data/site.json or data/navigation.json was not loaded");
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const mainLocation = business.locations[0];
  return {
    siteUrl,
    // The year of the build (the footer's copyright), so the server HTML and the browser always agree.
    buildYear: data.site?.buildTime ?? "",
    business,
    navigation,
    mainLocation,
    localPath,
    phoneHref: telHref(business.phone),
    /** The main location's usual week, as lines ("Mon-Sat: 9am-6pm"). */
    hoursLines: hoursIn(formatHours(mainLocation.openingHours), lang),
    /** A location's schedule (its week and the exceptions that apply to it), for the open status and the booking. */
    scheduleOf: (location: (typeof business.locations)[number]) =>
      locationSchedule(location, business.specialHours ?? [], business.timeZone),
    groups: buildGroups(navigation, spanish ? linksIn(data.spanishServices, localPath) : data.allService.nodes),
  };
}

export type SiteData = ReturnType<typeof siteDataOf>;
