import {
  addDaysIso,
  formatTime,
  hoursOn,
  hoursSentence,
  WEEKDAYS,
  type DateHours,
  type DayHours,
  type Schedule,
} from "../domain/hours";
import { addressLine, type Address } from "./maps";
import { pathIn, type Lang } from "../domain/language";
import type { LanguageContext } from "./page-language";
import { zonedTime } from "../domain/open-status";
import { byIsoDate } from "../domain/dates";
import type { ZoneOffsets } from "../domain/zone-offsets";

/** A shop's page's context (gatsby-node makes one per shop of data/site.json, in each language): the shop's id. */
export type LocationContext = { id: string } & LanguageContext;

/**
 * The one place a location becomes the address of its page (gatsby-node, the hub, footer, sitemap, JSON-LD), in a
 * language: /locations/charlotte/, /es/ubicaciones/charlotte/ (the hub's Spanish address, then the shop's id).
 */
export const locationPath = (id: string, lang: Lang = "en") => `${pathIn("/locations/", lang)}${id}/`;

/**
 * The tokens of a shop's page copy (data/pages.json "location"): {location} its name, {town} "Mount Gilead, NC", and
 * {address}, {phone}, {email}, {hours} its own rather than the main shop's. The page and the build's title check
 * both fill with these.
 */
export const locationCopyTokens = (
  location: Address & { name: string; phone: string; email: string; openingHours: readonly DayHours[] },
): Record<string, string> => ({
  location: location.name,
  town: `${location.city}, ${location.region}`,
  address: addressLine(location),
  phone: location.phone,
  email: location.email,
  hours: hoursSentence(location.openingHours),
});

/** One date's hours in words, as the week's table writes them: "9am-6pm", "Closed", "Closed (Thanksgiving)". */
export function dayHoursText(hours: DateHours): string {
  const text = hours.open ? `${formatTime(hours.opens)}-${formatTime(hours.closes)}` : "Closed";
  return hours.reason ? `${text} (${hours.reason})` : text;
}

/** The usual week, Monday first, one line per day: what the server writes in the week's table. */
export const usualWeek = (hours: readonly DayHours[]) =>
  WEEKDAYS.map((day) => {
    const usual = hours.find((h) => h.day === day);
    const dayHours: DateHours = usual ? { open: true, opens: usual.opens, closes: usual.closes } : { open: false };
    return { day, hours: dayHours, text: dayHoursText(dayHours) };
  });

/**
 * The week (Monday to Sunday) that holds `instant` in the shop's time zone: each day's hours with its exceptions, and
 * which day is today (0 = Monday). The site chrome fills the week's table with it in the browser.
 */
export function weekOf(instant: Date, schedule: Schedule, offsets?: ZoneOffsets): { today: number; days: string[] } {
  const now = zonedTime(instant, schedule.timeZone, offsets);
  const days = WEEKDAYS.map((_, i) => dayHoursText(hoursOn(schedule, addDaysIso(now.date, i - now.day))));
  return { today: now.day, days };
}

/** The exceptions not yet over on `today` (an ISO date), soonest first: the page's list and the JSON-LD. */
export const comingSpecial = <T extends { date: string; through?: string | null }>(
  special: readonly T[],
  today: string,
) => special.filter((s) => (s.through || s.date) >= today).sort((a, b) => byIsoDate(a.date, b.date));

/** The calendar date in the shop's time zone now: when the site is built, for what the server writes. */
export const todayIn = (timeZone: string, offsets?: ZoneOffsets, instant = new Date()) =>
  zonedTime(instant, timeZone, offsets).date;
