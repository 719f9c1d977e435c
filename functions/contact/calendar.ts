import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, type ICalDayJsStub } from "ical-generator";
import { intlOffset } from "../../src/domain/zone-offsets";
import { bookedVisit, formatBookingDate, timeWindows, type Booking, type Schedules } from "../../src/domain/booking";
import { VTIMEZONES } from "./vtimezones.generated";
import type { Lang } from "../../src/domain/language";
import type { Shop } from "../../src/domain/shops";

// The calendar entry of a booked visit (iCalendar, written by ical-generator): a drop-off at a shop or a visit by a
// technician, with a day and a time window. The e-mail attaches it; the thank-you page offers the same file.

export type CalendarFacts = {
  reference: string;
  shop: Shop;
  businessName: string;
  /** The shops' hours, each with its time zone (data/site.json's timeZone, America/New_York). */
  schedules: Schedules;
  /** The sender's domain: the event's UID is the reference at it. */
  host: string;
  /** DTSTAMP: when the request was received, so every copy of the file is the same. */
  stamp: Date;
  /** The visitor's language (English when not given): the entry's words are in it. */
  lang?: Lang;
};

/** The instant a wall-clock time of a day is in a time zone ("2026-03-09", "09:00", New York -> 13:00Z). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offset at the wall time read as UTC is at most a day off the real instant; read again there.
  const first = wall - intlOffset(wall, timeZone) * 60_000;
  return new Date(wall - intlOffset(first, timeZone) * 60_000);
}

/**
 * A zone's VTIMEZONE: the shops' from the text written at build time (vtimezones.generated.ts), since the package
 * reads its files from disk, which a bundled function cannot; another zone from the package, where it can.
 */
const vtimezone = (zone: string) => VTIMEZONES[zone] ?? getVtimezoneComponent(zone);

/**
 * A wall-clock time of a day in the shops' zone, in the shape ical-generator documents for Day.js values
 * (ICalDayJsStub): it writes these fields as they are, under the event's TZID. A native Date would be written in the
 * server's own zone (ical-generator reads its local fields), which is UTC on Netlify.
 */
function wallTime(date: string, time: string, instant: Date): ICalDayJsStub {
  const [year, month, day] = date.split("-");
  const [hour, minute] = time.split(":");
  const value: ICalDayJsStub = {
    format: (format?: string) =>
      format === "YYYYMMDD"
        ? `${year}${month}${day}`
        : format === "HHmmss"
          ? `${hour}${minute}00`
          : instant.toISOString(),
    isValid: () => true,
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
    tz: () => value,
  };
  return value;
}

/**
 * The booking's calendar file, or undefined when it books no visit: only a drop-off at a shop or an on-site visit
 * with a preferred day and a window the shop keeps that day. METHOD:PUBLISH (an entry to add, not an invitation), the
 * UID from the reference, start and end in the shops' zone with its VTIMEZONE, the shop's address as LOCATION for a
 * drop-off. A visit has none: its address is the visitor's own words, which the confirmation never repeats.
 */
export function bookingCalendar(booking: Booking, facts: CalendarFacts): string | undefined {
  const { dropoff } = booking;
  if (!dropoff || dropoff.id === "mail-in") return undefined;
  const onSite = dropoff.id === "on-site";
  const schedule = facts.schedules.byLocation[facts.shop.id] ?? facts.schedules.byLocation[facts.schedules.main];
  const visit = schedule && bookedVisit(booking, schedule);
  if (!schedule || !visit) return undefined;
  const { date, window } = visit;
  const { timeZone } = schedule;
  const location = onSite ? undefined : facts.shop.address;
  const { businessName, reference, shop } = facts;
  const es = facts.lang === "es";
  const windowLabel = es
    ? (timeWindows(schedule, date, "es").find((w) => w.id === booking.preferredTime)?.label ?? window.label)
    : window.label;
  const summary = es
    ? onSite
      ? `${businessName}: visita del técnico (${reference})`
      : `${businessName}: traiga su equipo a ${shop.name} (${reference})`
    : onSite
      ? `${businessName}: technician visit (${reference})`
      : `${businessName}: drop off your device at ${shop.name} (${reference})`;
  const description = (
    es
      ? [
          `${onSite ? "Visita del técnico" : "Entrega del equipo"}, ${formatBookingDate(date, "es")}, ${windowLabel}.`,
          onSite
            ? "Un técnico le llama antes de la visita para confirmar el día y la hora."
            : "La tienda abre todo el día: venga a cualquier hora de este horario, sin cita.",
          `Su número de referencia: ${reference}. Tienda de ${shop.name}: ${shop.address}, ${shop.phone}.`,
        ]
      : [
          `${onSite ? "Technician visit" : "Drop-off"}, ${formatBookingDate(date)}, ${window.label}.`,
          onSite
            ? "A technician calls you before the visit to confirm the day and the time."
            : "The shop is open all day: come any time in this window, no appointment needed.",
          `Your reference: ${reference}. ${shop.name} shop: ${shop.address}, ${shop.phone}.`,
        ]
  ).join("\n");
  const calendar = ical({
    prodId: { company: businessName, product: "Service requests", language: es ? "ES" : "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 wants; the event's zone gets its VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: `${facts.reference}@${facts.host}`,
    stamp: facts.stamp,
    start: wallTime(date, window.from, zonedInstant(date, window.from, timeZone)),
    end: wallTime(date, window.to, zonedInstant(date, window.to, timeZone)),
    timezone: timeZone,
    summary,
    description,
    ...(location && { location }),
  });
  return calendar.toString();
}
