import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import type { Schedules } from "../../../src/domain/booking";
import { bookingCalendar, zonedInstant, type CalendarFacts } from "../calendar";
import { TEST_SHOPS } from "./fixtures";

// The calendar file is written by ical-generator and read here by another library (Mozilla's ical.js), as a
// calendar application would: the times must come out as the shop's local window, on both sides of a clock change.

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => ({
  day,
  opens: "09:00",
  closes: "18:00",
}));
const schedules: Schedules = {
  main: "charlotte",
  byLocation: {
    charlotte: { hours: WEEK, special: [], timeZone: "America/New_York" },
    "mount-gilead": { hours: WEEK, special: [], timeZone: "America/New_York" },
  },
};
const facts: CalendarFacts = {
  reference: "QC-7K4M-2XQ9",
  shop: TEST_SHOPS[0],
  businessName: "Queen City Tech Repair",
  schedules,
  host: "example.com",
  stamp: new Date("2026-03-01T12:00:00Z"),
};
const dropoff = { id: "charlotte", label: "Drop off at Charlotte", address: TEST_SHOPS[0].address };

/** The file as a calendar reads it: its method, zone, and the event's fields and instants. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const at = (time: ICAL.Time) => {
    time.zone = zone;
    return time.toJSDate().toISOString();
  };
  return {
    method: calendar.getFirstPropertyValue("method"),
    zone: zone.tzid,
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    description: event.description,
    start: at(event.startDate),
    end: at(event.endDate),
  };
}

describe("the calendar entry of a booked visit", () => {
  it.each([
    // New York's clocks go forward on Sunday, March 8, 2026 and back on Sunday, November 1, 2026.
    ["2026-03-07", "morning", "2026-03-07T14:00:00.000Z", "2026-03-07T17:00:00.000Z"],
    ["2026-03-09", "morning", "2026-03-09T13:00:00.000Z", "2026-03-09T16:00:00.000Z"],
    ["2026-10-31", "afternoon", "2026-10-31T16:00:00.000Z", "2026-10-31T22:00:00.000Z"],
    ["2026-11-02", "afternoon", "2026-11-02T17:00:00.000Z", "2026-11-02T23:00:00.000Z"],
  ] as const)("a drop-off on %s (%s) is the shop's window in New York time", (date, window, start, end) => {
    const text = bookingCalendar({ dropoff, preferredDate: date, preferredTime: window }, facts)!;
    expect(read(text)).toEqual({
      method: "PUBLISH",
      zone: "America/New_York",
      tzid: "America/New_York",
      uid: "QC-7K4M-2XQ9@example.com",
      summary: "Queen City Tech Repair: drop off your device at Charlotte (QC-7K4M-2XQ9)",
      location: TEST_SHOPS[0].address,
      description: expect.stringContaining("Your reference: QC-7K4M-2XQ9"),
      start,
      end,
    });
  });

  it("a visit names no place: the visitor's address is their own words, never repeated (failed on main: LOCATION)", () => {
    const text = bookingCalendar(
      {
        dropoff: { id: "on-site", label: "We come to you" },
        address: "12 Elm St, Charlotte, NC 28205",
        preferredDate: "2026-03-10",
        preferredTime: "afternoon",
      },
      facts,
    )!;
    expect(text).not.toContain("12 Elm St");
    expect(text).not.toMatch(/^LOCATION/m);
    expect(read(text)).toMatchObject({
      summary: "Queen City Tech Repair: technician visit (QC-7K4M-2XQ9)",
      start: "2026-03-10T16:00:00.000Z",
    });
  });

  it("is the same file every time for one request (its stamp is the request's)", () => {
    const booking = { dropoff, preferredDate: "2026-03-09", preferredTime: "morning" as const };
    expect(bookingCalendar(booking, facts)).toBe(bookingCalendar(booking, facts));
    // DTSTAMP in UTC, as RFC 5545 requires.
    expect(bookingCalendar(booking, facts)).toMatch(/^DTSTAMP:20260301T120000Z\r?$/m);
  });

  it("books nothing for the post, without a day or a window, or on a day the shop is closed", () => {
    expect(
      bookingCalendar(
        { dropoff: { id: "mail-in", label: "Mail it in" }, preferredDate: "2026-03-09", preferredTime: "morning" },
        facts,
      ),
    ).toBeUndefined();
    expect(bookingCalendar({ dropoff, preferredDate: "2026-03-09" }, facts)).toBeUndefined();
    expect(bookingCalendar({ dropoff }, facts)).toBeUndefined();
    // Sunday: closed.
    expect(bookingCalendar({ dropoff, preferredDate: "2026-03-08", preferredTime: "morning" }, facts)).toBeUndefined();
  });

  it("converts a wall-clock time of a day to its instant", () => {
    expect(zonedInstant("2026-07-01", "09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(zonedInstant("2026-12-01", "09:00", "America/New_York").toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });

  it("carries the shops' VTIMEZONE as the package writes it (npm run data:vtimezones when this fails)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS writer of the generated file
    const { vtimezonesModule, zones } = require("../../../scripts/write-vtimezones.cjs") as {
      vtimezonesModule: (zones: string[]) => string;
      zones: string[];
    };
    const generated = fs.readFileSync(path.join(__dirname, "..", "vtimezones.generated.ts"), "utf8");
    const normalize = (text: string) => text.replace(/\s+/g, "");
    expect(normalize(generated)).toBe(normalize(vtimezonesModule(zones)));
    expect(bookingCalendar({ dropoff, preferredDate: "2026-03-09", preferredTime: "morning" }, facts)).toContain(
      "BEGIN:VTIMEZONE",
    );
  });
});
