import { WEEKDAYS } from "./hours";

// Dates are written in US English by hand, not with Intl: making an Intl formatter in the browser loads the locale's
// data, which took 20 ms of the contact page's start on this project's desktop host (several times that on a phone).
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * The calendar date of `date` read in UTC, as `Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long",
 * day: "numeric", year: "numeric" })` writes it ("March 14, 2024"), with the weekday first when asked ("Thursday,
 * March 14, 2024").
 */
export function longDate(date: Date, { weekday = false } = {}): string {
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return weekday ? `${utcWeekday(date)}, ${day}` : day;
}

/** The weekday's name (data/site.json's spelling, Monday first in WEEKDAYS) of `date` read in UTC. */
export const utcWeekday = (date: Date) => WEEKDAYS[(date.getUTCDay() + 6) % 7];

/**
 * Orders ISO dates ("2026-12-24", or date-times) as their text does, for `sort`. Not `localeCompare`: its first call
 * makes an ICU collator, which took 14 ms of an idle task on the contact page (a CPU at 4x, the open status's closures).
 */
export const byIsoDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** "2024-03-14" -> "March 14, 2024", the same in every time zone; a value that is no date comes back as it is. */
export function humanDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDate(date);
}

/**
 * The calendar day at `now` in `timeZone`, as YYYY-MM-DD: "2026-12-24" in New York until its midnight. Intl, and so
 * its cost (above), only on a page that has a site-wide notice to show or hide (page-runtime/site-chrome.ts).
 */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const zonedParts = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", options)
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});

/**
 * An instant as the shop's clock reads it, for the shop's e-mail and the owner's command (server side only: Intl):
 * "Thu, November 26, 2026 at 3:45 AM EST", or with `short` "2026-11-26 03:45 EST" (sortable, for a table).
 */
export function shopClock(instant: Date | string, timeZone: string, { short = false } = {}): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  if (!short)
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "long",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(at);
  const p = zonedParts(at, {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}
