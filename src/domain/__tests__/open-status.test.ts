import { spawnSync } from "node:child_process";
import path from "node:path";
import { locationSchedule, WEEKDAYS, type DayHours, type Schedule, type SpecialHours } from "../hours";
import { closedNowText, openStatus, upcomingClosures, zonedTime } from "../open-status";
import { zoneOffsets } from "../zone-offsets";

/** Node's hook that runs the TypeScript sources in a child process (scripts/lib/ts-register.cjs, as npm run requests does). */
const TS_REGISTER = path.resolve(__dirname, "../../../scripts/lib/ts-register.cjs");

// Fixtures of the test's own (not data/site.json's, so that a shop changing its hours breaks no test): a shop open
// Monday to Saturday 9am-6pm in Charlotte's time zone, and exceptions made per case.
const TZ = "America/New_York";
const week = (opens: string, closes: string, days: readonly string[] = WEEKDAYS.slice(0, 6)): DayHours[] =>
  days.map((day) => ({ day, opens, closes }));
const monSat = week("09:00", "18:00");
const schedule = (special: SpecialHours[] = [], hours: readonly DayHours[] = monSat): Schedule => ({
  hours,
  special,
  timeZone: TZ,
});

// The build's offset table (domain/zone-offsets.ts) for 2025-2028, and no table (Intl): the same answers.
const table = zoneOffsets(TZ, Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));
const ways = [
  ["by Intl", undefined],
  ["by the build's offset table", table],
] as const;

describe.each(ways)("openStatus in America/New_York, %s", (_how, offsets) => {
  const statusOf = (s: Schedule) => (iso: string) => openStatus(new Date(iso), s, offsets).label;
  const status = statusOf(schedule());

  it.each([
    // EST (UTC-5) in November
    ["2026-11-23T13:59:00Z", "Closed - opens today 9am"], // Mon 8:59
    ["2026-11-23T14:00:00Z", "Open now - closes 6pm"], // Mon 9:00
    ["2026-11-23T22:59:00Z", "Open now - closes 6pm"], // Mon 17:59
    ["2026-11-23T23:00:00Z", "Closed - opens tomorrow 9am"], // Mon 18:00
    ["2026-11-28T23:30:00Z", "Closed - opens Mon 9am"], // Sat 18:30
    ["2026-11-29T17:00:00Z", "Closed - opens tomorrow 9am"], // Sun noon
    ["2026-11-28T04:59:00Z", "Closed - opens tomorrow 9am"], // Fri 23:59
  ])("%s -> %s", (iso, label) => {
    expect(status(iso)).toBe(label);
  });

  it("says whether it is open in the `open` flag too", () => {
    expect(openStatus(new Date("2026-11-23T14:00:00Z"), schedule(), offsets)).toEqual({
      open: true,
      label: "Open now - closes 6pm",
    });
    // Closed, it says when it opens next, and that today was a day it opened.
    expect(openStatus(new Date("2026-11-23T23:00:00Z"), schedule(), offsets)).toEqual({
      open: false,
      label: "Closed - opens tomorrow 9am",
      openDay: true,
      next: { day: "tomorrow", opens: "09:00" },
    });
  });

  it("follows daylight saving time: 9am EDT is 13:00 UTC in summer", () => {
    expect(status("2026-07-06T12:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-07-06T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T21:59:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T22:00:00Z")).toBe("Closed - opens tomorrow 9am");
  });

  it("is right on the days clocks change", () => {
    // Sun 8 Mar 2026, 2am EST -> 3am EDT: Sunday closed; Monday 9am EDT = 13:00 UTC.
    expect(status("2026-03-08T15:00:00Z")).toBe("Closed - opens tomorrow 9am");
    expect(status("2026-03-09T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-03-09T12:59:00Z")).toBe("Closed - opens today 9am");
    // Sun 1 Nov 2026, 2am EDT -> 1am EST: Monday 9am EST = 14:00 UTC.
    expect(status("2026-11-02T13:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-11-02T14:00:00Z")).toBe("Open now - closes 6pm");
  });

  it("writes other hours in the week: minutes, noon, a later opening the next day", () => {
    const hours = [
      ...week("09:30", "17:30", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
      { day: "Saturday", opens: "12:00", closes: "16:00" },
    ];
    const odd = statusOf(schedule([], hours));
    expect(odd("2026-11-23T14:29:00Z")).toBe("Closed - opens today 9:30am"); // Mon 9:29
    expect(odd("2026-11-23T14:30:00Z")).toBe("Open now - closes 5:30pm"); // Mon 9:30
    expect(odd("2026-11-27T22:30:00Z")).toBe("Closed - opens tomorrow 12pm"); // Fri 17:30
    expect(odd("2026-11-28T20:59:00Z")).toBe("Open now - closes 4pm"); // Sat 15:59
    expect(odd("2026-11-28T21:00:00Z")).toBe("Closed - opens Mon 9:30am"); // Sat 16:00
  });

  it("says only Closed when no day of the next 31 is open", () => {
    expect(statusOf(schedule([], []))("2026-11-23T14:00:00Z")).toBe("Closed");
  });

  describe("with closures and special hours", () => {
    it("is closed all day on a closure, and names it with the next opening: Thanksgiving", () => {
      const thanksgiving = statusOf(schedule([{ date: "2026-11-26", reason: "Thanksgiving" }]));
      expect(thanksgiving("2026-11-25T22:59:00Z")).toBe("Open now - closes 6pm"); // Wed 17:59
      expect(thanksgiving("2026-11-25T23:00:00Z")).toBe("Closed - opens Fri 9am"); // Wed 18:00
      expect(thanksgiving("2026-11-26T05:00:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am"); // Thu 0:00
      expect(thanksgiving("2026-11-26T13:59:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am"); // Thu 8:59
      expect(thanksgiving("2026-11-26T17:00:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am"); // Thu noon
      expect(thanksgiving("2026-11-27T04:59:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am"); // Thu 23:59
      expect(thanksgiving("2026-11-27T05:00:00Z")).toBe("Closed - opens today 9am"); // Fri 0:00
      expect(thanksgiving("2026-11-27T14:00:00Z")).toBe("Open now - closes 6pm"); // Fri 9:00
      expect(
        openStatus(
          new Date("2026-11-26T17:00:00Z"),
          schedule([{ date: "2026-11-26", reason: "Thanksgiving" }]),
          offsets,
        ).open,
      ).toBe(false);
    });

    it("closes on a Saturday, and the Friday evening before points to Monday", () => {
      const saturday = statusOf(schedule([{ date: "2026-11-28", reason: "Staff training" }]));
      expect(saturday("2026-11-27T23:00:00Z")).toBe("Closed - opens Mon 9am"); // Fri 18:00
      expect(saturday("2026-11-28T14:00:00Z")).toBe("Closed today: Staff training. Opens Monday 9am"); // Sat 9:00
      expect(saturday("2026-11-28T23:30:00Z")).toBe("Closed today: Staff training. Opens Monday 9am"); // Sat 18:30
      expect(saturday("2026-11-29T17:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Sun noon
      // The Saturday after is a usual one.
      expect(saturday("2026-12-05T14:00:00Z")).toBe("Open now - closes 6pm");
    });

    it("keeps shorter hours on Christmas Eve, names them while open, and skips Christmas Day to the next opening", () => {
      const christmas = statusOf(
        schedule([
          { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
          { date: "2026-12-25", reason: "Christmas Day" },
        ]),
      );
      expect(christmas("2026-12-23T23:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Wed 18:00
      expect(christmas("2026-12-24T13:59:00Z")).toBe("Closed - opens today 9am"); // Thu 8:59
      expect(christmas("2026-12-24T14:00:00Z")).toBe("Open now - closes 2pm today (Christmas Eve)"); // Thu 9:00
      expect(christmas("2026-12-24T18:00:00Z")).toBe("Open now - closes 2pm today (Christmas Eve)"); // Thu 13:00
      expect(christmas("2026-12-24T18:59:00Z")).toBe("Open now - closes 2pm today (Christmas Eve)"); // Thu 13:59
      expect(christmas("2026-12-24T19:00:00Z")).toBe("Closed - opens Sat 9am"); // Thu 14:00
      expect(christmas("2026-12-24T20:00:00Z")).toBe("Closed - opens Sat 9am"); // Thu 15:00
      expect(christmas("2026-12-25T17:00:00Z")).toBe("Closed today: Christmas Day. Opens Saturday 9am"); // Fri noon
      // Without the closure the next day, 3pm on Christmas Eve points to the next morning.
      const eve = statusOf(
        schedule([{ date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" }]),
      );
      expect(eve("2026-12-24T20:00:00Z")).toBe("Closed - opens tomorrow 9am");
    });

    it("opens later on a special day: before it, and the evening before, give the special opening", () => {
      const late = statusOf(
        schedule([{ date: "2026-12-31", reason: "New Year's Eve", opens: "11:00", closes: "15:00" }]),
      );
      expect(late("2026-12-30T23:00:00Z")).toBe("Closed - opens tomorrow 11am"); // Wed 18:00
      expect(late("2026-12-31T15:59:00Z")).toBe("Closed - opens today 11am"); // Thu 10:59
      expect(late("2026-12-31T16:00:00Z")).toBe("Open now - closes 3pm today (New Year's Eve)"); // Thu 11:00
      expect(late("2026-12-31T20:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Thu 15:00
    });

    it("opens on a usually closed Sunday when special hours say so", () => {
      const sunday = statusOf(
        schedule([{ date: "2026-12-20", reason: "Holiday shopping", opens: "12:00", closes: "16:00" }]),
      );
      expect(sunday("2026-12-19T23:00:00Z")).toBe("Closed - opens tomorrow 12pm"); // Sat 18:00
      expect(sunday("2026-12-20T18:00:00Z")).toBe("Open now - closes 4pm today (Holiday shopping)"); // Sun 13:00
      expect(sunday("2026-12-20T21:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Sun 16:00
    });

    it("closes several days with `through`, with the reopening day named, or its date beyond six days", () => {
      const short = statusOf(schedule([{ date: "2026-12-28", through: "2026-12-30", reason: "Inventory" }]));
      expect(short("2026-12-26T23:00:00Z")).toBe("Closed - opens Thu 9am"); // Sat 18:00
      expect(short("2026-12-28T17:00:00Z")).toBe("Closed today: Inventory. Opens Thursday 9am"); // Mon
      expect(short("2026-12-29T17:00:00Z")).toBe("Closed today: Inventory. Opens Thursday 9am"); // Tue
      expect(short("2026-12-30T17:00:00Z")).toBe("Closed today: Inventory. Opens Thursday 9am"); // Wed, the last day
      expect(short("2026-12-31T14:00:00Z")).toBe("Open now - closes 6pm"); // Thu

      const long = statusOf(schedule([{ date: "2026-12-28", through: "2027-01-02", reason: "Holiday break" }]));
      expect(long("2026-12-26T22:59:00Z")).toBe("Open now - closes 6pm"); // Sat 17:59
      expect(long("2026-12-26T23:00:00Z")).toBe("Closed - opens Monday, January 4 9am"); // Sat 18:00: 9 days
      expect(long("2026-12-28T17:00:00Z")).toBe("Closed today: Holiday break. Opens Monday, January 4 9am"); // Mon: 7
      expect(long("2026-12-29T17:00:00Z")).toBe("Closed today: Holiday break. Opens Monday 9am"); // Tue: 6 days
      expect(long("2027-01-02T17:00:00Z")).toBe("Closed today: Holiday break. Opens Monday 9am"); // Sat, the last day
      expect(long("2027-01-03T17:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Sun
    });

    it("says only that it is closed today when nothing opens within 31 days", () => {
      const renovation = statusOf(schedule([{ date: "2027-01-04", through: "2027-02-28", reason: "Renovation" }]));
      expect(renovation("2027-01-04T17:00:00Z")).toBe("Closed today: Renovation");
      expect(renovation("2027-02-01T17:00:00Z")).toBe("Closed today: Renovation. Opens Monday, March 1 9am");
    });

    it("closes one location only; the other stays open, and a business-wide closure closes both", () => {
      const special: SpecialHours[] = [
        { date: "2026-11-26", reason: "Thanksgiving" },
        { date: "2026-12-07", reason: "Staff training", locations: ["mount-gilead"] },
        { date: "2026-12-08", reason: "Late opening", opens: "12:00", closes: "18:00", locations: ["charlotte"] },
      ];
      const charlotte = statusOf(locationSchedule({ id: "charlotte", openingHours: monSat }, special, TZ));
      const gilead = statusOf(locationSchedule({ id: "mount-gilead", openingHours: monSat }, special, TZ));
      // Thanksgiving: both.
      expect(charlotte("2026-11-26T17:00:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am");
      expect(gilead("2026-11-26T17:00:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am");
      // Mon 7 Dec noon: Mount Gilead only.
      expect(charlotte("2026-12-07T17:00:00Z")).toBe("Open now - closes 6pm");
      expect(gilead("2026-12-07T17:00:00Z")).toBe("Closed today: Staff training. Opens Tuesday 9am");
      expect(gilead("2026-12-05T23:00:00Z")).toBe("Closed - opens Tue 9am"); // Sat 18:00
      expect(charlotte("2026-12-05T23:00:00Z")).toBe("Closed - opens Mon 9am");
      // Tue 8 Dec 10am: Charlotte opens at noon, Mount Gilead as usual.
      expect(charlotte("2026-12-08T15:00:00Z")).toBe("Closed - opens today 12pm");
      expect(gilead("2026-12-08T15:00:00Z")).toBe("Open now - closes 6pm");
      expect(charlotte("2026-12-07T23:00:00Z")).toBe("Closed - opens tomorrow 12pm");
    });

    it("is right across the spring change: a closure on Monday 15 March 2027, the day after clocks go forward", () => {
      // Sun 14 Mar 2027, 2am EST (07:00 UTC) -> 3am EDT; Monday 0:00 EDT = 04:00 UTC.
      const spring = statusOf(schedule([{ date: "2027-03-15", reason: "Staff training" }]));
      expect(spring("2027-03-13T22:59:00Z")).toBe("Open now - closes 6pm"); // Sat 17:59 EST
      expect(spring("2027-03-13T23:00:00Z")).toBe("Closed - opens Tue 9am"); // Sat 18:00 EST
      expect(spring("2027-03-14T06:59:00Z")).toBe("Closed - opens Tue 9am"); // Sun 1:59 EST
      expect(spring("2027-03-14T07:00:00Z")).toBe("Closed - opens Tue 9am"); // Sun 3:00 EDT
      expect(spring("2027-03-15T03:59:00Z")).toBe("Closed - opens Tue 9am"); // Sun 23:59 EDT
      expect(spring("2027-03-15T04:00:00Z")).toBe("Closed today: Staff training. Opens Tuesday 9am"); // Mon 0:00 EDT (Sun 23:00 by EST)
      expect(spring("2027-03-15T13:00:00Z")).toBe("Closed today: Staff training. Opens Tuesday 9am"); // Mon 9:00 EDT
      expect(spring("2027-03-16T03:59:00Z")).toBe("Closed today: Staff training. Opens Tuesday 9am"); // Mon 23:59 EDT
      expect(spring("2027-03-16T04:00:00Z")).toBe("Closed - opens today 9am"); // Tue 0:00 EDT
      expect(spring("2027-03-16T12:59:00Z")).toBe("Closed - opens today 9am"); // Tue 8:59 EDT
      expect(spring("2027-03-16T13:00:00Z")).toBe("Open now - closes 6pm"); // Tue 9:00 EDT
      expect(spring("2027-03-16T21:59:00Z")).toBe("Open now - closes 6pm"); // Tue 17:59 EDT
      expect(spring("2027-03-16T22:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Tue 18:00 EDT
    });

    it("is right on the spring change day itself: a Sunday shop closed on Sunday 14 March 2027", () => {
      const sundays = [...monSat, { day: "Sunday", opens: "12:00", closes: "17:00" }];
      const spring = statusOf(schedule([{ date: "2027-03-14", reason: "Staff outing" }], sundays));
      expect(spring("2027-03-13T23:00:00Z")).toBe("Closed - opens Mon 9am"); // Sat 18:00 EST
      expect(spring("2027-03-14T16:00:00Z")).toBe("Closed today: Staff outing. Opens Monday 9am"); // Sun 12:00 EDT
      expect(spring("2027-03-15T03:59:00Z")).toBe("Closed today: Staff outing. Opens Monday 9am"); // Sun 23:59 EDT
      expect(spring("2027-03-15T04:00:00Z")).toBe("Closed - opens today 9am"); // Mon 0:00 EDT
      // The Sunday before (EST) and after (EDT), open as usual from noon.
      expect(spring("2027-03-07T16:59:00Z")).toBe("Closed - opens today 12pm"); // Sun 11:59 EST
      expect(spring("2027-03-07T17:00:00Z")).toBe("Open now - closes 5pm"); // Sun 12:00 EST
      expect(spring("2027-03-21T15:59:00Z")).toBe("Closed - opens today 12pm"); // Sun 11:59 EDT
      expect(spring("2027-03-21T16:00:00Z")).toBe("Open now - closes 5pm"); // Sun 12:00 EDT
      expect(spring("2027-03-21T20:59:00Z")).toBe("Open now - closes 5pm"); // Sun 16:59 EDT
      expect(spring("2027-03-21T21:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Sun 17:00 EDT
    });

    it("is right across the autumn change: a closure from Saturday 6 to Monday 8 November 2027", () => {
      // Sun 7 Nov 2027, 2am EDT (06:00 UTC) -> 1am EST; Tuesday 9am EST = 14:00 UTC.
      const autumn = statusOf(schedule([{ date: "2027-11-06", through: "2027-11-08", reason: "Fall break" }]));
      expect(autumn("2027-11-05T21:59:00Z")).toBe("Open now - closes 6pm"); // Fri 17:59 EDT
      expect(autumn("2027-11-05T22:00:00Z")).toBe("Closed - opens Tue 9am"); // Fri 18:00 EDT
      expect(autumn("2027-11-06T04:00:00Z")).toBe("Closed today: Fall break. Opens Tuesday 9am"); // Sat 0:00 EDT
      expect(autumn("2027-11-06T16:00:00Z")).toBe("Closed today: Fall break. Opens Tuesday 9am"); // Sat 12:00 EDT
      expect(autumn("2027-11-07T05:30:00Z")).toBe("Closed today: Fall break. Opens Tuesday 9am"); // Sun 1:30 EDT
      expect(autumn("2027-11-07T06:30:00Z")).toBe("Closed today: Fall break. Opens Tuesday 9am"); // Sun 1:30 EST
      expect(autumn("2027-11-09T04:59:00Z")).toBe("Closed today: Fall break. Opens Tuesday 9am"); // Mon 23:59 EST
      expect(autumn("2027-11-09T05:00:00Z")).toBe("Closed - opens today 9am"); // Tue 0:00 EST
      expect(autumn("2027-11-09T13:30:00Z")).toBe("Closed - opens today 9am"); // Tue 8:30 EST (9:30 by EDT's clock)
      expect(autumn("2027-11-09T13:59:00Z")).toBe("Closed - opens today 9am"); // Tue 8:59 EST
      expect(autumn("2027-11-09T14:00:00Z")).toBe("Open now - closes 6pm"); // Tue 9:00 EST
      expect(autumn("2027-11-09T22:59:00Z")).toBe("Open now - closes 6pm"); // Tue 17:59 EST
      expect(autumn("2027-11-09T23:00:00Z")).toBe("Closed - opens tomorrow 9am"); // Tue 18:00 EST
    });

    it("is right on Thanksgiving 2027, after the autumn change, by real instants", () => {
      const thanksgiving = statusOf(schedule([{ date: "2027-11-25", reason: "Thanksgiving" }]));
      expect(thanksgiving("2027-11-25T05:00:00Z")).toBe("Closed today: Thanksgiving. Opens Friday 9am"); // Thu 0:00 EST
      expect(thanksgiving("2027-11-25T04:59:00Z")).toBe("Closed - opens Fri 9am"); // Wed 23:59 EST
      expect(thanksgiving("2027-11-26T13:59:00Z")).toBe("Closed - opens today 9am"); // Fri 8:59 EST
      expect(thanksgiving("2027-11-26T14:00:00Z")).toBe("Open now - closes 6pm"); // Fri 9:00 EST
    });
  });

  it("does not depend on the visitor's time zone: the same answers in a process running in Asia/Tokyo", () => {
    // Jest's process.env is a copy (setting TZ there changes nothing), so the code runs in a child process whose own
    // time zone is Tokyo's; the offset and local hour it prints prove the zone took effect.
    const instants = [
      "2026-11-23T14:30:00Z",
      "2026-11-29T04:30:00Z",
      "2026-11-23T13:59:00Z",
      "2026-11-26T17:00:00Z",
      "2026-12-24T18:00:00Z",
    ];
    const tokyoSchedule = schedule([
      { date: "2026-11-26", reason: "Thanksgiving" },
      { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
    ]);
    const script = `
      const { openStatus } = require("./src/domain/open-status");
      const { zoneOffsets } = require("./src/domain/zone-offsets");
      const schedule = ${JSON.stringify(tokyoSchedule)};
      const instants = ${JSON.stringify(instants)}.map((iso) => new Date(iso));
      const offsets = ${offsets ? 'zoneOffsets("America/New_York", Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1))' : "undefined"};
      console.log(JSON.stringify({
        offset: instants[0].getTimezoneOffset(),
        local: [instants[0].getDay(), instants[0].getHours()],
        labels: instants.map((instant) => openStatus(instant, schedule, offsets).label),
      }));`;
    const child = spawnSync(process.execPath, ["-r", TS_REGISTER, "-e", script], {
      cwd: path.resolve(__dirname, "../../.."),
      encoding: "utf8",
      env: {
        ...process.env,
        TZ: "Asia/Tokyo",
      },
    });
    expect(child.stderr).toBe("");
    const tokyo = JSON.parse(child.stdout) as { offset: number; local: number[]; labels: string[] };
    expect(tokyo.offset).toBe(-540);
    expect(tokyo.local).toEqual([1, 23]); // Mon 9:30 in Charlotte is Mon 23:30 in Tokyo
    expect(tokyo.labels).toEqual([
      "Open now - closes 6pm", // Mon 9:30 in Charlotte
      "Closed - opens Mon 9am", // Sat 23:30 in Charlotte, already Sunday 13:30 in Tokyo
      "Closed - opens today 9am", // Mon 8:59 in Charlotte, Mon 22:59 in Tokyo
      "Closed today: Thanksgiving. Opens Friday 9am", // Thanksgiving noon in Charlotte, Friday 2am in Tokyo
      "Open now - closes 2pm today (Christmas Eve)", // Christmas Eve 1pm in Charlotte, Christmas Day 3am in Tokyo
    ]);
    expect(tokyo.labels).toEqual(instants.map(statusOf(tokyoSchedule)));
  });
});

describe.each(ways)("upcomingClosures in America/New_York, %s", (_how, offsets) => {
  // Out of date order on purpose: the list comes sorted.
  const special: SpecialHours[] = [
    { date: "2026-12-28", through: "2027-01-01", reason: "Holiday break" },
    { date: "2026-11-26", reason: "Thanksgiving" },
    { date: "2026-12-25", reason: "Christmas Day" },
    { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
    { date: "2026-12-02", reason: "Staff training", locations: ["mount-gilead"] },
  ];
  const shop = (id: string) => locationSchedule({ id, openingHours: monSat }, special, TZ);
  const upcoming = (iso: string, id = "charlotte", days?: number) =>
    upcomingClosures(new Date(iso), shop(id), offsets, days);

  it("lists a closure within 7 days, and nothing 8 days ahead", () => {
    // Wed 18 Nov 23:59 EST: Thanksgiving is 8 days ahead.
    expect(upcoming("2026-11-19T04:59:00Z")).toEqual([]);
    // Thu 19 Nov 0:00 EST: 7 days ahead.
    expect(upcoming("2026-11-19T05:00:00Z")).toEqual(["Closed Thursday, November 26 (Thanksgiving)"]);
    expect(upcoming("2026-11-23T17:00:00Z")).toEqual(["Closed Thursday, November 26 (Thanksgiving)"]);
  });

  it("says today on the day, and drops it the day after", () => {
    expect(upcoming("2026-11-26T17:00:00Z")).toEqual(["Closed today (Thanksgiving)"]);
    expect(upcoming("2026-11-27T04:59:00Z")).toEqual(["Closed today (Thanksgiving)"]); // Thu 23:59 EST
    expect(upcoming("2026-11-27T05:00:00Z")).toEqual([]); // Fri 0:00 EST
  });

  it("lists special hours and closures in date order, with the span of a multi-day closure", () => {
    expect(upcoming("2026-12-17T17:00:00Z")).toEqual(["Open 9am-2pm Thursday, December 24 (Christmas Eve)"]);
    expect(upcoming("2026-12-20T17:00:00Z")).toEqual([
      "Open 9am-2pm Thursday, December 24 (Christmas Eve)",
      "Closed Friday, December 25 (Christmas Day)",
    ]);
    expect(upcoming("2026-12-21T17:00:00Z")).toEqual([
      "Open 9am-2pm Thursday, December 24 (Christmas Eve)",
      "Closed Friday, December 25 (Christmas Day)",
      "Closed Monday, December 28 to Friday, January 1 (Holiday break)",
    ]);
    expect(upcoming("2026-12-24T17:00:00Z")).toEqual([
      "Open 9am-2pm today (Christmas Eve)",
      "Closed Friday, December 25 (Christmas Day)",
      "Closed Monday, December 28 to Friday, January 1 (Holiday break)",
    ]);
    expect(upcoming("2026-12-30T17:00:00Z")).toEqual(["Closed today to Friday, January 1 (Holiday break)"]);
    expect(upcoming("2027-01-01T17:00:00Z")).toEqual(["Closed today (Holiday break)"]);
    expect(upcoming("2027-01-02T17:00:00Z")).toEqual([]);
  });

  it("lists a location's own closures for that location only", () => {
    expect(upcoming("2026-11-30T17:00:00Z", "mount-gilead")).toEqual(["Closed Wednesday, December 2 (Staff training)"]);
    expect(upcoming("2026-11-30T17:00:00Z", "charlotte")).toEqual([]);
  });

  it("looks as many days ahead as asked", () => {
    expect(upcoming("2026-11-25T17:00:00Z", "charlotte", 0)).toEqual([]);
    expect(upcoming("2026-11-26T17:00:00Z", "charlotte", 0)).toEqual(["Closed today (Thanksgiving)"]);
    expect(upcoming("2026-11-25T17:00:00Z", "charlotte", 1)).toEqual(["Closed Thursday, November 26 (Thanksgiving)"]);
    expect(upcoming("2026-11-20T17:00:00Z", "charlotte", 30)).toEqual(["Closed Thursday, November 26 (Thanksgiving)"]);
    expect(upcoming("2026-11-20T17:00:00Z", "charlotte", 35)).toEqual([
      "Closed Thursday, November 26 (Thanksgiving)",
      "Open 9am-2pm Thursday, December 24 (Christmas Eve)",
      "Closed Friday, December 25 (Christmas Day)",
    ]);
  });

  it("leaves the schedule's list as it was", () => {
    const before = special.map((s) => s.date);
    upcoming("2026-12-21T17:00:00Z");
    expect(special.map((s) => s.date)).toEqual(before);
  });
});

describe("zonedTime", () => {
  it("gives the shop's date, weekday and minutes by Intl and by the table alike", () => {
    for (const iso of [
      "2027-03-14T06:59:00Z",
      "2027-03-14T07:00:00Z",
      "2027-11-07T05:59:00Z",
      "2027-11-07T06:00:00Z",
    ]) {
      expect(zonedTime(new Date(iso), TZ, table)).toEqual(zonedTime(new Date(iso), TZ));
    }
    expect(zonedTime(new Date("2027-03-14T06:59:00Z"), TZ, table)).toEqual({
      date: "2027-03-14",
      day: 6,
      minutes: 119,
    });
    expect(zonedTime(new Date("2027-03-14T07:00:00Z"), TZ, table)).toEqual({
      date: "2027-03-14",
      day: 6,
      minutes: 180,
    });
    expect(zonedTime(new Date("2027-11-07T05:59:00Z"), TZ, table)).toEqual({
      date: "2027-11-07",
      day: 6,
      minutes: 119,
    });
    expect(zonedTime(new Date("2027-11-07T06:00:00Z"), TZ, table)).toEqual({ date: "2027-11-07", day: 6, minutes: 60 });
  });

  it("falls back to Intl outside the table", () => {
    const small = zoneOffsets(TZ, Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1));
    expect(zonedTime(new Date("2027-07-05T16:00:00Z"), TZ, small)).toEqual({
      date: "2027-07-05",
      day: 0,
      minutes: 720,
    });
  });
});

describe.each(ways)("closedNowText in America/New_York, %s", (_how, offsets) => {
  const thanksgiving = schedule([{ date: "2026-11-26", reason: "Thanksgiving" }]);
  const text = (iso: string, s = schedule()) => closedNowText(openStatus(new Date(iso), s, offsets));

  it.each([
    // Thanksgiving, a Thursday the shop is closed for: it opens again Friday.
    [
      "2026-11-26T15:00:00Z",
      thanksgiving,
      "Closed today for Thanksgiving. Send a request and we call you tomorrow from 9am.",
    ],
    ["2026-11-25T23:30:00Z", thanksgiving, "Closed now. Send a request and we call you Friday from 9am."], // Wed 18:30
    ["2026-11-23T13:00:00Z", schedule(), "Closed now. Send a request and we call you today from 9am."], // Mon 8:00
    ["2026-11-29T17:00:00Z", schedule(), "Closed today. Send a request and we call you tomorrow from 9am."], // Sun noon
    ["2026-11-28T23:30:00Z", schedule(), "Closed now. Send a request and we call you Monday from 9am."], // Sat 18:30
  ])("%s -> %s", (iso, s, expected) => {
    expect(text(iso, s)).toBe(expected);
  });

  it("says nothing while the shop is open, a short day too", () => {
    expect(text("2026-11-23T15:00:00Z")).toBeUndefined();
    const short = schedule([{ date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" }]);
    expect(text("2026-12-24T18:00:00Z", short)).toBeUndefined(); // 13:00
    expect(text("2026-12-24T19:30:00Z", short)).toBe("Closed now. Send a request and we call you tomorrow from 9am.");
  });

  it("names the day beyond the week with its date, and never promises a day that does not come", () => {
    const closedWeek = schedule([{ date: "2026-11-23", through: "2026-11-30", reason: "Moving" }]);
    expect(text("2026-11-23T15:00:00Z", closedWeek)).toBe(
      "Closed today for Moving. Send a request and we call you Tuesday, December 1 from 9am.",
    );
    expect(text("2026-11-23T15:00:00Z", schedule([], []))).toBe(
      "Closed today. Send a request and we call you as soon as we open.",
    );
  });
});

describe("upcomingClosures, dated (written at build, read any day)", () => {
  it("writes every day with its year and never 'today'", () => {
    const s = schedule([
      { date: "2026-11-26", reason: "Thanksgiving" },
      { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
    ]);
    expect(upcomingClosures(new Date("2026-11-26T15:00:00Z"), s, undefined, 30, { dated: true })).toEqual([
      "Closed Thursday, November 26, 2026 (Thanksgiving)",
      "Open 9am-2pm Thursday, December 24, 2026 (Christmas Eve)",
    ]);
  });
});
