import pages from "../data/pages.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { pricing } from "../functions/contact/pricing-data";
import { dropoffOptions } from "../src/domain/dropoff";
import { addDaysIso, locationSchedule } from "../src/domain/hours";
import { openStatus, upcomingClosures } from "../src/domain/open-status";
import { intlOffset } from "../src/domain/zone-offsets";
import { findEstimate, type EstimateIds } from "../src/domain/pricing";
import { fillTokens, siteTokens } from "../src/domain/text";
import { familyRows, modelPath, modelTitleName, servicePrices, type PriceRow } from "../src/lib/price-pages";
import { serviceTokens } from "../src/lib/service-copy";

// What the browser tests take from data/, picked by a rule rather than by today's names (a phone model, a town, a
// count): the shop changing its prices, models, services or shops leaves these tests as they are. The unit tests do
// the same over data/ (src/lib/data/__tests__/data-rules.ts).

/** The main shop: the site's first location, whose town the service pages name and whose phone is the site's. */
export const mainShop = site.locations[0];

/** Another shop where the site has more than one (the last); else the main one. */
export const otherShop = site.locations[site.locations.length - 1];

/** A shop's week and closures, in the shops' time zone (domain/hours.ts). */
export const scheduleOf = (shop: (typeof site.locations)[number]) =>
  locationSchedule(shop, site.specialHours, site.timeZone);

/** What a shop's open-status line says at `instant` ("Open now - closes 6pm"), from its hours and closures. */
export const shopStatus = (shop: (typeof site.locations)[number], instant: Date) =>
  openStatus(instant, scheduleOf(shop));

/** The instant it is `time` ("10:30") on `date` in the shops' time zone. */
export function shopTime(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at the wall time read as UTC, then at the instant that gives (they differ only near a change).
  const first = wall - intlOffset(wall, site.timeZone) * 60_000;
  return new Date(wall - intlOffset(first, site.timeZone) * 60_000);
}

type Special = {
  date: string;
  through?: string;
  reason: string;
  opens?: string;
  closes?: string;
  locations?: string[];
};
/** The closures and short days every shop keeps (data/site.json specialHours without `locations`), by date. */
const businessWide = (site.specialHours as Special[])
  .filter((s) => !s.locations?.length)
  .sort((a, b) => a.date.localeCompare(b.date));
/** The first of `days` still to come, or the last one (a test's clock is set to it). */
const coming = (days: Special[]) => days.find((s) => s.date >= new Date().toISOString().slice(0, 10)) ?? days.at(-1)!;

/** A day every shop closes for the whole day. */
export const closure = coming(businessWide.filter((s) => !s.opens));

/** A day every shop keeps short hours. */
export const shortDay = coming(businessWide.filter((s) => s.opens)) as Required<Omit<Special, "through" | "locations">>;

/** The first day after `from` with no closure or short day of `shop` in the week that follows it. */
export function quietDay(from: string, shop = mainShop): string {
  for (let day = addDaysIso(from, 1); ; day = addDaysIso(day, 1))
    if (!upcomingClosures(shopTime(day, "10:00"), scheduleOf(shop)).length) return day;
}

/** The contact form's choice of a drop-off at `shop`: its label ("Drop off at <name>"). */
export const dropoffLabel = (shop: { id: string }) =>
  dropoffOptions(site.locations).find((option) => option.id === shop.id)!.label;

/** Copy from data/ with the site's {tokens} filled in, as every page fills it (src/hooks/use-fill.ts). */
export const fill = (text: string, extra: Record<string, string> = {}) =>
  fillTokens(text, { ...siteTokens(site, mainShop), ...extra });

/** A service page's copy filled as the page fills it: the site's tokens, {service}, and the page's own words of its prices
 * and the shops ({turnaround}, {warranty}, {visitArea}: lib/service-copy.ts). */
export const serviceFill = (service: (typeof services.services)[number]) => {
  const tokens = serviceTokens(pages.service, service, servicePrices(pricing, service.path), site.locations);
  return (text: string) => fill(text, { ...tokens, service: service.label });
};

/** The service the tests' forms ask for, where a test does not name one (fillContactForm): the first. */
export const formService = services.services[0];

/** A service page's h1. */
export const serviceHeading = (service: { label: string }) => fill(pages.service.heading, { service: service.label });

/** Every priced row of the price files (a model's repair with a range, not "after diagnostic"), in the data's order. */
const pricedRows = pricing.families.flatMap((family) => familyRows(family)).filter((row) => !row.price.quote);

/** An estimate as the site books it: the row, its ids, its model page, and the service its repair belongs to. */
const estimateOf = (row: PriceRow) => {
  const found = findEstimate(pricing, row.ids);
  if (!found.ok) throw new Error(`no estimate for ${JSON.stringify(row.ids)}`);
  const { device, brand, model, repair } = row.ids;
  return {
    ...row,
    estimate: found.estimate,
    /** The model's page, and its h1's name (modelTitleName). */
    modelPage: modelPath(device, brand, model),
    modelName: modelTitleName(found.estimate.family, brand, model),
    /** The address a Book link carries it to: /contact/?device=...&brand=...&model=...&repair=...#request. */
    book: `/contact/?device=${device}&brand=${brand}&model=${model}&repair=${repair}#request`,
    service: services.services.find((s) => s.path === found.estimate.repair.service)!,
  };
};

/** A priced estimate: the first priced row of the first family (the estimator's first choices). */
export const pricedEstimate = estimateOf(pricedRows[0]);

/** A second priced estimate, of another model where there is one. */
export const otherEstimate = estimateOf(
  pricedRows.find((row) => row.ids.model !== pricedRows[0].ids.model) ?? pricedRows[0],
);

export type { EstimateIds };
