import { fillTokens } from "../domain/text";
import type { Lang } from "../domain/language";
import { spanishTime } from "../domain/spanish";
import { formatDayRange, listText } from "./price-pages";

/** What a service page needs to pick its copy: the service's path and menu group. */
export type ServicePlace = { path: string; group: string };

/** A set of copy for services that are not repairs (pages.json service.otherServices). */
export type OtherServiceCopy = { services: readonly string[]; groups: readonly string[] };

/**
 * The copy set of a service that is not a repair: the first set naming its path, else the first naming its group;
 * undefined for a repair service, which keeps the repair copy (warranty, "tell us what is wrong").
 */
export function otherServiceCopy<T extends OtherServiceCopy>(sets: readonly T[], service: ServicePlace): T | undefined {
  return (
    sets.find((set) => set.services.includes(service.path)) ?? sets.find((set) => set.groups.includes(service.group))
  );
}

/** The templates of a repair service's own words (pages.json service): its time, its warranty, the towns it visits. */
export type ServiceWordsCopy = {
  timeOne: string;
  timeRange: string;
  warrantyRange: string;
  warrantyAll: string;
  visitArea: string;
};

/** What a service page's words say of its repairs' prices (lib/price-pages.ts servicePrices). */
export type ServiceTimes = { times: readonly string[]; warrantyDays: { min: number; max: number } | null };

/** A shop as the towns its technicians visit need it (data/site.json). */
export type VisitingShop = { name: string; servedTowns: readonly string[]; bookings?: readonly string[] | null };

/**
 * {visitArea}: for each shop that visits customers (its `bookings` have "on-site", or it lists none) and serves towns,
 * the template with {towns} and {location}, joined: "Charlotte, Pineville and Concord near our Charlotte shop and
 * Troy and Candor near our Mount Gilead shop".
 */
export const visitArea = (template: string, shops: readonly VisitingShop[], lang: Lang = "en") =>
  listText(
    shops
      .filter((shop) => (!shop.bookings || shop.bookings.includes("on-site")) && shop.servedTowns.length)
      .map((shop) => fillTokens(template, { towns: listText(shop.servedTowns, lang), location: shop.name })),
    lang,
  );

/**
 * The values of a service page's own tokens: {turnaround}, the service's own words where it has them, else its prices'
 * times (one, or the quickest to the longest), else none; {warranty}, its prices' warranty in days, else the shop's
 * warranty in words; {visitArea}, the towns its shops visit.
 */
export function serviceTokens(
  copy: ServiceWordsCopy,
  service: { turnaround?: string | null },
  prices: ServiceTimes | null | undefined,
  shops: readonly VisitingShop[],
  lang: Lang = "en",
): Record<string, string> {
  // The prices' times are the data's words ("same day", "1-2 days"): in Spanish on a Spanish page.
  const times = (prices?.times ?? []).map((time) => (lang === "es" ? spanishTime(time) : time));
  const days = prices?.warrantyDays;
  const fromPrices =
    times.length === 1
      ? fillTokens(copy.timeOne, { time: times[0] })
      : times.length
        ? fillTokens(copy.timeRange, { fastest: times[0], slowest: times[times.length - 1] })
        : "";
  return {
    turnaround: service.turnaround ?? fromPrices,
    warranty: days ? fillTokens(copy.warrantyRange, { days: formatDayRange(days.min, days.max) }) : copy.warrantyAll,
    visitArea: visitArea(copy.visitArea, shops, lang),
  };
}

/** The why-us points filled: a point with nothing left once filled (a token with nothing to say) is left out. */
export const filledPoints = (points: readonly string[], fill: (text: string) => string) =>
  points.map(fill).filter((point) => point.trim() !== "");
