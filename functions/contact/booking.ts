// How a service request is booked: how the device gets to us, a preferred day and a time window.
// Pure and small, for the form (the choices, the allowed days) and the function (the checks).
import site from "../../data/site.json";
import { longDate, utcWeekday } from "../../src/lib/dates";
import type { OpeningHours } from "../../src/lib/hours";
import { zonedTime } from "../../src/lib/open-status";
import type { ZoneOffsets } from "../../src/lib/zone-offsets";
import { dropoffOptions, type DropoffOption } from "./dropoff";
import { CONTROL_CHARACTERS } from "./fields";

export type { DropoffOption } from "./dropoff";

/** The shop's locations (from data/site.json), a visit, or the post. */
export const DROPOFF_OPTIONS: readonly DropoffOption[] = dropoffOptions(site.locations);

export const TIME_WINDOWS = [
  { id: "morning", label: "Morning" },
  { id: "afternoon", label: "Afternoon" },
] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number]["id"];

/** How far ahead a day can be chosen. */
export const BOOKING_DAYS = 21;

/** The shop's hours and time zone, which decide the days that can be booked. */
export type Schedule = { hours: readonly OpeningHours[]; timeZone: string };
export const SHOP_SCHEDULE: Schedule = { hours: site.openingHours, timeZone: site.timeZone };

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
/** The calendar date `n` days after a UTC-midnight date (a day is a day, whatever the clocks do). */
const addDays = (date: Date, n: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + n));
const isOpen = (hours: readonly OpeningHours[], weekday: string) => hours.some((h) => h.days.includes(weekday));

/**
 * The days (YYYY-MM-DD) from tomorrow to `days` days ahead, counted in the shop's time zone, on which the
 * shop is open. Days missing from the hours are closed. `offsets`: the build's table of the zone's UTC offsets
 * (lib/zone-offsets.ts), so the browser needs no zone data.
 */
export function bookingDates(
  now: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
  days = BOOKING_DAYS,
  offsets?: ZoneOffsets,
): string[] {
  const today = utcDay(zonedTime(now, timeZone, offsets).date)!;
  const dates: string[] = [];
  for (let ahead = 1; ahead <= days; ahead++) {
    const date = addDays(today, ahead);
    if (isOpen(hours, utcWeekday(date))) dates.push(isoOf(date));
  }
  return dates;
}

/** "2026-11-24" -> "Tuesday, November 24, 2026", whatever the time zone of the process. */
export function formatBookingDate(iso: string): string {
  const date = utcDay(iso);
  return date ? longDate(date, { weekday: true }) : iso;
}

/** The booking fields of a request, checked and normalized. */
export type Booking = {
  dropoff?: DropoffOption;
  address?: string;
  preferredDate?: string;
  preferredTime?: TimeWindow;
};
export type BookingField = "dropoff" | "address" | "preferredDate" | "preferredTime";
export type BookingResult = { ok: true; value: Booking } | { ok: false; errors: Partial<Record<BookingField, string>> };

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Checks the optional booking fields: each one only when given (an address only for a visit). */
export function checkBooking(
  fields: Record<string, unknown>,
  now: Date,
  schedule: Schedule = SHOP_SCHEDULE,
): BookingResult {
  const errors: Partial<Record<BookingField, string>> = {};
  const value: Booking = {};

  const dropoffId = text(fields.dropoff);
  if (dropoffId) {
    value.dropoff = DROPOFF_OPTIONS.find((o) => o.id === dropoffId);
    if (!value.dropoff) errors.dropoff = "Please choose how your device gets to us.";
  }

  if (value.dropoff?.id === "on-site") {
    const raw = typeof fields.address === "string" ? fields.address : "";
    const address = text(fields.address);
    if (/[\r\n]/.test(raw)) errors.address = "Please write the address on one line.";
    else if (CONTROL_CHARACTERS.test(raw))
      errors.address = "Please remove the control characters (such as ESC or NUL) from the address.";
    else if (!address) errors.address = "Please enter the address where we should come.";
    else if (address.length > 200) errors.address = "Please keep the address under 200 characters.";
    else value.address = address;
  }

  const date = text(fields.preferredDate);
  if (date) {
    const day = utcDay(date);
    const allowed = bookingDates(now, schedule.hours, schedule.timeZone);
    const today = zonedTime(now, schedule.timeZone).date;
    const last = isoOf(addDays(utcDay(today)!, BOOKING_DAYS));
    if (value.dropoff?.id === "mail-in")
      errors.preferredDate = "Mail-in repairs need no date: please leave the preferred date empty.";
    else if (!day) errors.preferredDate = "Please enter the date as YYYY-MM-DD.";
    else if (date <= today) errors.preferredDate = "Please choose a day after today.";
    else if (date > last) errors.preferredDate = `Please choose a day within the next ${BOOKING_DAYS} days.`;
    else if (!allowed.includes(date))
      errors.preferredDate = `We are closed on ${utcWeekday(day)}s. Please choose another day.`;
    else value.preferredDate = date;
  }

  // A time window means nothing for a parcel.
  const time = value.dropoff?.id === "mail-in" ? "" : text(fields.preferredTime);
  if (time) {
    const window = TIME_WINDOWS.find((w) => w.id === time);
    if (!window) errors.preferredTime = "Please choose morning or afternoon.";
    else value.preferredTime = window.id;
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
