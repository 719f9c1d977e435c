// How a service request is booked: how the device gets to us, a preferred day and a time window.
// Pure and small, for the form (the choices, the allowed days) and the function (the checks).
import site from "../../data/site.json";
import { longDate } from "./dates";
import { spanishDate } from "./spanish";
import { formatTime, hoursOn, locationSchedule, minutesOf, type Schedule } from "./hours";
import { zonedTime } from "./open-status";
import type { ZoneOffsets } from "./zone-offsets";
import { dropoffOptions, type DropoffOption } from "./dropoff";
import {
  BOOKING_FIELDS,
  CONTROL_CHARACTERS,
  LINE_BREAKS,
  ONE_VALUE,
  oneValue,
  weekdayChoice,
  type BookingField,
} from "./fields";
import { DEFAULT_LANG, type Lang, type Words } from "./language";
import { FIELD_LIMITS } from "./service-request";
import { shopServing, type ServedArea } from "./served-area";

export type { DropoffOption } from "./dropoff";

/** The shop's locations (from data/site.json), a visit, or the post. */
export const DROPOFF_OPTIONS: readonly DropoffOption[] = dropoffOptions(site.locations);

export const TIME_WINDOWS = [
  { id: "morning", label: "Morning" },
  { id: "afternoon", label: "Afternoon" },
] as const;
/** The windows' names in each language. */
const WINDOW_WORDS: Readonly<Record<(typeof TIME_WINDOWS)[number]["id"], Words>> = {
  morning: { en: "Morning", es: "Mañana" },
  afternoon: { en: "Afternoon", es: "Tarde" },
};
export type TimeWindow = (typeof TIME_WINDOWS)[number]["id"];

/** Noon: the morning ends and the afternoon starts. */
const NOON = "12:00";

/**
 * The time windows of one day, from that day's hours (an exception's included): the morning from opening to noon,
 * the afternoon from noon to closing, each only when the shop is open in it. "Afternoon (12pm-4pm)" on a Saturday
 * that closes at 4pm; only the morning on a day that closes at noon; none on a closed day.
 */
export function timeWindows(
  schedule: Pick<Schedule, "hours" | "special">,
  iso: string,
  lang: Lang = DEFAULT_LANG,
): Array<{ id: TimeWindow; label: string; from: string; to: string }> {
  const day = hoursOn(schedule, iso);
  if (!day.open) return [];
  const windows: Array<{ id: TimeWindow; label: string; from: string; to: string }> = [];
  const noon = minutesOf(NOON);
  const range = (from: string, to: string) => `${formatTime(from)}-${formatTime(to)}`;
  if (minutesOf(day.opens) < noon) {
    const to = minutesOf(day.closes) < noon ? day.closes : NOON;
    windows.push({
      id: "morning",
      label: `${WINDOW_WORDS.morning[lang]} (${range(day.opens, to)})`,
      from: day.opens,
      to,
    });
  }
  if (minutesOf(day.closes) > noon) {
    const from = minutesOf(day.opens) > noon ? day.opens : NOON;
    windows.push({
      id: "afternoon",
      label: `${WINDOW_WORDS.afternoon[lang]} (${range(from, day.closes)})`,
      from,
      to: day.closes,
    });
  }
  return windows;
}

/** How far ahead a day can be chosen. */
export const BOOKING_DAYS = 21;

export type { Schedule } from "./hours";

/** Each location's schedule (its week and the exceptions that apply to it), by id; the first location's is the main one. */
export type Schedules = { main: string; byLocation: Readonly<Record<string, Schedule>> };
export const SHOP_SCHEDULES: Schedules = {
  main: site.locations[0].id,
  byLocation: Object.fromEntries(
    site.locations.map((l) => [l.id, locationSchedule(l, site.specialHours ?? [], site.timeZone)]),
  ),
};
/** The main location's schedule. */
export const SHOP_SCHEDULE: Schedule = SHOP_SCHEDULES.byLocation[SHOP_SCHEDULES.main];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as a UTC midnight, for day arithmetic that no clock change can shift. */
function utcDay(iso: string): Date | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The date a plain form's weekday choice (fields.ts weekdayChoice) names: the first such day after `today`. */
export function weekdayDate(value: string, today: string): string | undefined {
  const start = utcDay(today);
  if (!start || !/^next-[a-z]+$/.test(value)) return undefined;
  for (let n = 1; n <= 7; n++) {
    const day = addDays(start, n);
    if (weekdayChoice(longDate(day, { weekday: true }).split(",")[0]) === value) return isoOf(day);
  }
  return undefined;
}
/** The calendar date `n` days after a UTC-midnight date (a day is a day, whatever the clocks do). */
const addDays = (date: Date, n: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + n));
/**
 * The days (YYYY-MM-DD) from tomorrow to `days` days ahead, counted in the shop's time zone, on which the
 * shop is open: days missing from its week and its closures are left out. `offsets`: the build's table of the
 * zone's UTC offsets (domain/zone-offsets.ts), so the browser needs no zone data.
 */
export function bookingDates(now: Date, schedule: Schedule, days = BOOKING_DAYS, offsets?: ZoneOffsets): string[] {
  const today = utcDay(zonedTime(now, schedule.timeZone, offsets).date)!;
  const dates: string[] = [];
  for (let ahead = 1; ahead <= days; ahead++) {
    const date = isoOf(addDays(today, ahead));
    if (hoursOn(schedule, date).open) dates.push(date);
  }
  return dates;
}

/** "2026-11-24" -> "Tuesday, November 24, 2026" ("martes, 24 de noviembre de 2026"), whatever the process's zone. */
export function formatBookingDate(iso: string, lang: Lang = DEFAULT_LANG): string {
  const date = utcDay(iso);
  return !date ? iso : lang === "es" ? spanishDate(date, { weekday: true }) : longDate(date, { weekday: true });
}

/** The booking fields of a request, checked and normalized. */
export type Booking = {
  /** The location the request is for: the drop-off's, else the one chosen for a visit or the post, else the main one. */
  location?: string;
  dropoff?: DropoffOption;
  address?: string;
  preferredDate?: string;
  preferredTime?: TimeWindow;
  /** The window as that shop keeps it that day, "Afternoon (12pm-2pm)" on a short day: what the e-mail says. */
  preferredTimeLabel?: string;
};
export type { BookingField } from "./fields";
export type BookingResult = { ok: true; value: Booking } | { ok: false; errors: Partial<Record<BookingField, string>> };

/**
 * A checked booking's day and window as people read them: "Tuesday, November 24, 2026" and "Morning (9am-12pm)" (the
 * window as that shop keeps it that day). What every e-mail, the status page and the thank-you page show.
 */
export function bookingWhen(
  booking: Booking,
  lang: Lang = DEFAULT_LANG,
): { day?: string; window?: string; text?: string } {
  const day = booking.preferredDate ? formatBookingDate(booking.preferredDate, lang) : undefined;
  const english =
    booking.preferredTimeLabel ??
    (booking.preferredTime &&
      (TIME_WINDOWS.find((w) => w.id === booking.preferredTime)?.label ?? booking.preferredTime));
  // The label is kept as the shop's English ("Afternoon (12pm-2pm)"): its window's name is said in `lang`.
  const id = booking.preferredTime;
  const window =
    english && id && lang !== DEFAULT_LANG && id in WINDOW_WORDS
      ? english.replace(WINDOW_WORDS[id].en, WINDOW_WORDS[id][lang])
      : english;
  // A window without a day is said too ("Afternoon (12pm-6pm)"): the shop's e-mail has it, so must the visitor's.
  const text = [day, window].filter(Boolean).join(", ");
  return { ...(day && { day }), ...(window && { window }), ...(text && { text }) };
}

/** The booked visit's day and window with its hours in the shop's schedule, for a calendar entry; none without both. */
export function bookedVisit(
  booking: Booking,
  schedule: Pick<Schedule, "hours" | "special">,
): { date: string; window: { label: string; from: string; to: string } } | undefined {
  const { preferredDate: date, preferredTime: time } = booking;
  const window = date && time ? timeWindows(schedule, date).find((w) => w.id === time) : undefined;
  return date && window ? { date, window } : undefined;
}

/**
 * Checks the optional booking fields: each one only when given (an address only for a visit). The day and the
 * window are checked against the hours of the location the request is for: the drop-off's, else the form's location
 * field (`locationOf`), else the shop whose area (`areas`) a visit's address is in.
 */
export function checkBooking(
  fields: Record<string, unknown>,
  now: Date,
  schedules: Schedules = SHOP_SCHEDULES,
  locationOf: (fields: Record<string, unknown>) => string | undefined = () => undefined,
  areas: readonly ServedArea[] = site.locations,
  lang: Lang = DEFAULT_LANG,
): BookingResult {
  const es = lang === "es";
  const errors: Partial<Record<BookingField, string>> = {};
  const value: Booking = {};
  // Each field's one value as sent; one that is not a string is named, never guessed at (nor dropped silently).
  const raw = {} as Record<BookingField, string>;
  for (const field of BOOKING_FIELDS) {
    const one = oneValue(fields[field]);
    if (one === undefined) errors[field] = ONE_VALUE[lang];
    raw[field] = one ?? "";
  }
  const text = (field: BookingField) => (errors[field] ? "" : raw[field].trim());

  const dropoffId = text("dropoff");
  if (dropoffId) {
    value.dropoff = DROPOFF_OPTIONS.find((o) => o.id === dropoffId);
    if (!value.dropoff)
      errors.dropoff = es ? "Elija cómo nos llega su equipo." : "Please choose how your device gets to us.";
  }
  if (value.dropoff?.id === "on-site" && !errors.address) {
    const address = text("address");
    if (LINE_BREAKS.test(raw.address))
      errors.address = es ? "Escriba la dirección en una sola línea." : "Please write the address on one line.";
    else if (CONTROL_CHARACTERS.test(raw.address))
      errors.address = es
        ? "Quite los caracteres de control (como ESC o NUL) de la dirección."
        : "Please remove the control characters (such as ESC or NUL) from the address.";
    else if (!address)
      errors.address = es
        ? "Escriba la dirección adonde debemos ir."
        : "Please enter the address where we should come.";
    else if (address.length > FIELD_LIMITS.address)
      errors.address = es
        ? "Escriba una dirección de menos de 200 caracteres."
        : "Please keep the address under 200 characters.";
    else value.address = address;
  }

  // The shop: the drop-off's, else the one the visitor chose, else the one whose area the visit's address is in.
  const named =
    (value.dropoff && schedules.byLocation[value.dropoff.id] ? value.dropoff.id : undefined) ??
    locationOf(fields) ??
    (value.address ? shopServing(value.address, areas) : undefined);
  if (named) value.location = named;
  const schedule = schedules.byLocation[named ?? schedules.main] ?? schedules.byLocation[schedules.main];

  const today = zonedTime(now, schedule.timeZone).date;
  // The plain form offers weekdays ("next-monday"): the date it names, checked as any other.
  const date = weekdayDate(text("preferredDate"), today) ?? text("preferredDate");
  if (date) {
    const day = utcDay(date);
    const allowed = bookingDates(now, schedule);
    const last = isoOf(addDays(utcDay(today)!, BOOKING_DAYS));
    if (value.dropoff?.id === "mail-in")
      errors.preferredDate = es
        ? "Las reparaciones por correo no llevan fecha: deje vacía la fecha preferida."
        : "Mail-in repairs need no date: please leave the preferred date empty.";
    else if (!day)
      errors.preferredDate = es ? "Escriba la fecha como AAAA-MM-DD." : "Please enter the date as YYYY-MM-DD.";
    else if (date <= today)
      errors.preferredDate = es ? "Elija un día después de hoy." : "Please choose a day after today.";
    else if (date > last)
      errors.preferredDate = es
        ? `Elija un día dentro de los próximos ${BOOKING_DAYS} días.`
        : `Please choose a day within the next ${BOOKING_DAYS} days.`;
    else if (!allowed.includes(date)) {
      const closed = hoursOn(schedule, date);
      const why = closed.open || !closed.reason ? "" : ` (${closed.reason})`;
      errors.preferredDate = es
        ? `Estamos cerrados el ${formatBookingDate(date, lang)}${why}. Elija otro día.`
        : `We are closed on ${formatBookingDate(date)}${why}. Please choose another day.`;
    } else value.preferredDate = date;
  }

  // A time window means nothing for a parcel; on a chosen day, only that day's windows can be chosen.
  const time = value.dropoff?.id === "mail-in" ? "" : text("preferredTime");
  if (time) {
    const window = TIME_WINDOWS.find((w) => w.id === time);
    const windows = value.preferredDate ? timeWindows(schedule, value.preferredDate) : undefined;
    if (!window) errors.preferredTime = es ? "Elija mañana o tarde." : "Please choose morning or afternoon.";
    else if (windows && !windows.some((w) => w.id === window.id)) {
      const open = timeWindows(schedule, value.preferredDate!, lang).map((w) => w.label.toLowerCase());
      errors.preferredTime = es
        ? `El ${formatBookingDate(value.preferredDate!, lang)} abrimos solo en la ${open.join(" y en la ")}: elija ${windows.length > 1 ? "una de ellas" : "ese horario"}.`
        : `On ${formatBookingDate(value.preferredDate!)} we are open ${open.join(" and ")} only: please choose ${windows.length > 1 ? "one of them" : "that time"}.`;
    } else {
      value.preferredTime = window.id;
      value.preferredTimeLabel = windows?.find((w) => w.id === window.id)?.label ?? window.label;
    }
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
