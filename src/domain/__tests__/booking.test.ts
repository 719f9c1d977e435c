import { spawnSync } from "node:child_process";
import path from "node:path";
import site from "../../../data/site.json";
import { weekdayChoice } from "../fields";
import { zoneOffsets } from "../zone-offsets";
import {
  bookingDates,
  checkBooking,
  DROPOFF_OPTIONS,
  formatBookingDate,
  timeWindows,
  weekdayDate,
  type Schedule,
  type Schedules,
} from "../booking";

/** Node's hook that runs the TypeScript sources in a child process (scripts/lib/ts-register.cjs, as npm run requests does). */
const TS_REGISTER = path.resolve(__dirname, "../../../scripts/lib/ts-register.cjs");

const NEW_YORK = "America/New_York";
const MON_SAT = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => ({
  day,
  opens: "09:00",
  closes: "18:00",
}));
const schedule: Schedule = { hours: MON_SAT, special: [], timeZone: NEW_YORK };
// Two shops with the same week; the second closes on its own day (a fixture: the real data's shops may change).
const schedules: Schedules = {
  main: "charlotte",
  byLocation: {
    charlotte: schedule,
    "mount-gilead": { ...schedule, special: [{ date: "2026-11-25", reason: "Inventory" }] },
  },
};
const dates = (iso: string) => bookingDates(new Date(iso), schedule);

/** Every calendar day from `first` to `last`, without the ones given. */
function days(first: string, last: string, without: string[] = []): string[] {
  const out: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); d <= new Date(`${last}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out.filter((d) => !without.includes(d));
}

describe("DROPOFF_OPTIONS", () => {
  it("offers each location of data/site.json with its address, a visit and the post", () => {
    expect(DROPOFF_OPTIONS.map((o) => o.id)).toEqual([...site.locations.map((l) => l.id), "on-site", "mail-in"]);
    const first = site.locations[0];
    expect(DROPOFF_OPTIONS[0]).toEqual({
      id: first.id,
      label: `Drop off at ${first.name}`,
      address: `${first.streetAddress}, ${first.city}, ${first.region} ${first.postalCode}`,
    });
    expect(DROPOFF_OPTIONS.find((o) => o.id === "on-site")?.label).toBe("We come to you");
    expect(DROPOFF_OPTIONS.find((o) => o.id === "mail-in")?.label).toBe("Mail it in");
  });
});

describe("bookingDates in America/New_York, Monday to Saturday", () => {
  it("runs from tomorrow to 21 days ahead, without Sundays and without today", () => {
    // Sunday 22 November 2026, 10:00 in Charlotte; 21 days ahead is Sunday 13 December.
    expect(dates("2026-11-22T15:00:00Z")).toEqual(days("2026-11-23", "2026-12-12", ["2026-11-29", "2026-12-06"]));
  });

  it("includes the 21st day when the shop is open then, and not the 22nd", () => {
    // Monday 23 November: the 21st day ahead is Monday 14 December.
    const list = dates("2026-11-23T15:00:00Z");
    expect(list[0]).toBe("2026-11-24");
    expect(list[list.length - 1]).toBe("2026-12-14");
    expect(list).not.toContain("2026-12-15");
    expect(list).toHaveLength(18);
  });

  it("counts today in Charlotte, not in UTC: Monday 22:30 is still Monday", () => {
    // 03:30 UTC on Tuesday is 22:30 on Monday 23 November in Charlotte (EST, UTC-5).
    const list = dates("2026-11-24T03:30:00Z");
    expect(list[0]).toBe("2026-11-24");
    expect(list).not.toContain("2026-11-23");
  });

  it("is right across the change to summer time (Sunday 8 March 2026)", () => {
    // Saturday 7 March, 23:30 EST: tomorrow is the Sunday the clocks change (closed).
    expect(dates("2026-03-08T04:30:00Z")).toEqual(days("2026-03-09", "2026-03-28", ["2026-03-15", "2026-03-22"]));
    // 04:30 UTC on 9 March is 00:30 EDT on Monday 9 March (a fixed UTC-5 would still say Sunday).
    expect(dates("2026-03-09T04:30:00Z")[0]).toBe("2026-03-10");
    // 03:30 UTC on 9 March is 23:30 EDT on Sunday 8 March.
    expect(dates("2026-03-09T03:30:00Z")[0]).toBe("2026-03-09");
  });

  it("is right across the change back to winter time (Sunday 1 November 2026)", () => {
    // 04:30 UTC on 2 November is 23:30 EST on Sunday 1 November (a fixed UTC-4 would say Monday).
    expect(dates("2026-11-02T04:30:00Z")).toEqual(days("2026-11-02", "2026-11-21", ["2026-11-08", "2026-11-15"]));
    // Saturday 31 October, noon EDT: the 25-hour Sunday is skipped and counted once.
    expect(dates("2026-10-31T16:00:00Z")).toEqual(days("2026-11-02", "2026-11-21", ["2026-11-08", "2026-11-15"]));
  });

  it("has no days when the shop is never open, and takes another span", () => {
    expect(bookingDates(new Date("2026-11-22T15:00:00Z"), { ...schedule, hours: [] })).toEqual([]);
    expect(bookingDates(new Date("2026-11-22T15:00:00Z"), schedule, 3)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
  });
});

describe("formatBookingDate", () => {
  it("writes the day out", () => {
    expect(formatBookingDate("2026-11-24")).toBe("Tuesday, November 24, 2026");
    expect(formatBookingDate("2026-03-08")).toBe("Sunday, March 8, 2026");
    expect(formatBookingDate("2026-02-30")).toBe("2026-02-30");
  });
  it("loads, lists the days from the build's offset table and labels them without making an Intl formatter", () => {
    // The form loads this module on the contact page's start: an Intl formatter there cost 20 ms (domain/dates.ts).
    // The table is made by the build (with Intl), before the spies.
    const offsets = zoneOffsets(NEW_YORK, Date.parse("2026-10-01T00:00:00Z"), Date.parse("2027-01-01T00:00:00Z"));
    const made = jest.spyOn(Intl, "DateTimeFormat");
    const numbers = jest.spyOn(Intl, "NumberFormat");
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require("../booking") as typeof import("../booking");
        const days = fresh.bookingDates(new Date("2026-11-24T15:00:00Z"), schedule, 21, offsets);
        expect(days.map((day) => fresh.formatBookingDate(day))[0]).toBe("Wednesday, November 25, 2026");
      });
      expect(made).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      numbers.mockRestore();
    }
  });
});

describe("a visitor (or a server) in another time zone", () => {
  it.each(["Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "gives the same days and labels in a process running in %s",
    (zone) => {
      // Jest's process.env is a copy (setting TZ there changes nothing): the code runs in a child process.
      const instants = ["2026-11-24T03:30:00Z", "2026-03-09T04:30:00Z", "2026-11-02T04:30:00Z"];
      const script = `
        const { bookingDates, formatBookingDate } = require("./src/domain/booking");
        const schedule = ${JSON.stringify(schedule)};
        const instants = ${JSON.stringify(instants)}.map((iso) => new Date(iso));
        console.log(JSON.stringify({
          offset: instants[0].getTimezoneOffset(),
          dates: instants.map((now) => bookingDates(now, schedule)),
          label: formatBookingDate("2026-11-24"),
        }));`;
      const child = spawnSync(process.execPath, ["-r", TS_REGISTER, "-e", script], {
        cwd: path.resolve(__dirname, "../../.."),
        encoding: "utf8",
        env: {
          ...process.env,
          TZ: zone,
        },
      });
      expect(child.stderr).toBe("");
      const result = JSON.parse(child.stdout) as { offset: number; dates: string[][]; label: string };
      expect(result.offset).toBe({ "Asia/Tokyo": -540, "Pacific/Kiritimati": -840, "Pacific/Pago_Pago": 660 }[zone]);
      expect(result.dates).toEqual(instants.map(dates));
      expect(result.label).toBe("Tuesday, November 24, 2026");
    },
  );
});

describe("checkBooking", () => {
  // Sunday 22 November 2026, 10:00 in Charlotte.
  const now = new Date("2026-11-22T15:00:00Z");
  // The shops' areas, the fixture's own.
  const areas = [
    { id: "charlotte", servedTowns: ["Charlotte", "Matthews"], servedZips: ["28217", "28105"] },
    { id: "mount-gilead", servedTowns: ["Mount Gilead", "Troy"], servedZips: ["27306", "27371"] },
  ];
  const check = (fields: Record<string, unknown>) =>
    checkBooking(fields, now, schedules, (f) => (f.location === "Mount Gilead" ? "mount-gilead" : undefined), areas);

  it("asks nothing of a plain question", () => {
    expect(check({})).toEqual({ ok: true, value: {} });
    expect(check({ dropoff: " ", preferredDate: "", preferredTime: "" })).toEqual({ ok: true, value: {} });
  });

  it("normalizes a full booking", () => {
    expect(check({ dropoff: "mount-gilead", preferredDate: "2026-11-24", preferredTime: "morning" })).toEqual({
      ok: true,
      value: {
        location: "mount-gilead",
        dropoff: DROPOFF_OPTIONS.find((o) => o.id === "mount-gilead"),
        preferredDate: "2026-11-24",
        preferredTime: "morning",
        preferredTimeLabel: "Morning (9am-12pm)",
      },
    });
  });

  it("takes an address for a visit only", () => {
    expect(check({ dropoff: "on-site", address: " 1 Main St, Charlotte " })).toEqual({
      ok: true,
      value: {
        location: "charlotte",
        dropoff: DROPOFF_OPTIONS.find((o) => o.id === "on-site"),
        address: "1 Main St, Charlotte",
      },
    });
    expect(check({ dropoff: "charlotte", address: "1 Main St" })).toEqual({
      ok: true,
      value: { location: "charlotte", dropoff: DROPOFF_OPTIONS[0] },
    });
  });

  it("sends a visit to the shop whose area its address is in, unless the visitor chose one; its days are that shop's", () => {
    const visit = (address: string, more: Record<string, unknown> = {}) =>
      check({ dropoff: "on-site", address, ...more });
    expect(visit("200 Main St, Troy, NC 27371")).toMatchObject({ ok: true, value: { location: "mount-gilead" } });
    expect(visit("9 Trade St, Matthews, NC 28105")).toMatchObject({ ok: true, value: { location: "charlotte" } });
    // Outside every area: no shop named here (the request's page or the main shop decides).
    expect(visit("1 Elm St, Raleigh, NC 27601")).toEqual({
      ok: true,
      value: { dropoff: DROPOFF_OPTIONS.find((o) => o.id === "on-site"), address: "1 Elm St, Raleigh, NC 27601" },
    });
    // The shop chosen in the form wins over the address.
    expect(visit("9 Trade St, Matthews", { location: "Mount Gilead" })).toMatchObject({
      value: { location: "mount-gilead" },
    });
    // Mount Gilead (the fixture) is closed on the 25th: a Troy visit cannot be booked then, a Matthews one can.
    expect(visit("Troy, NC 27371", { preferredDate: "2026-11-25" })).toMatchObject({
      ok: false,
      errors: { preferredDate: expect.stringMatching(/^We are closed on Wednesday, November 25, 2026/) },
    });
    expect(visit("Matthews, NC 28105", { preferredDate: "2026-11-25" }).ok).toBe(true);
  });

  it.each([
    [{ dropoff: "teleport" }, "dropoff", "Please choose how your device gets to us."],
    [{ dropoff: "on-site" }, "address", "Please enter the address where we should come."],
    [
      { dropoff: "on-site", address: "1 Main St\r\nBcc: x@example.com" },
      "address",
      "Please write the address on one line.",
    ],
    [{ dropoff: "on-site", address: "x".repeat(201) }, "address", "Please keep the address under 200 characters."],
    [{ preferredDate: "11/24/2026" }, "preferredDate", "Please enter the date as YYYY-MM-DD."],
    [{ preferredDate: "2026-02-30" }, "preferredDate", "Please enter the date as YYYY-MM-DD."],
    [{ preferredDate: "2026-11-21" }, "preferredDate", "Please choose a day after today."],
    [{ preferredDate: "2026-11-22" }, "preferredDate", "Please choose a day after today."],
    [{ preferredDate: "2026-12-14" }, "preferredDate", "Please choose a day within the next 21 days."],
    [
      { preferredDate: "2026-11-29" },
      "preferredDate",
      "We are closed on Sunday, November 29, 2026. Please choose another day.",
    ],
    [
      { dropoff: "mail-in", preferredDate: "2026-11-24" },
      "preferredDate",
      "Mail-in repairs need no date: please leave the preferred date empty.",
    ],
    [{ preferredTime: "evening" }, "preferredTime", "Please choose morning or afternoon."],
  ])("rejects %j on %s", (fields, field, message) => {
    expect(check(fields)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("books the plain form's weekday as its first date after today, and checks it as any date", () => {
    const monday = new Date("2026-11-23T15:00:00Z");
    expect(weekdayDate(weekdayChoice("Monday"), "2026-11-23")).toBe("2026-11-30");
    expect(weekdayDate(weekdayChoice("Tuesday"), "2026-11-23")).toBe("2026-11-24");
    expect(weekdayDate("next-someday", "2026-11-23")).toBeUndefined();
    expect(weekdayDate("2026-11-24", "2026-11-23")).toBeUndefined();
    const booked = checkBooking({ dropoff: "charlotte", preferredDate: weekdayChoice("Tuesday") }, monday, schedules);
    expect(booked.ok && booked.value.preferredDate).toBe("2026-11-24");
    // The Mount Gilead shop closes on Wednesday the 25th: its weekday is refused with the date and the reason.
    expect(
      checkBooking({ dropoff: "mount-gilead", preferredDate: weekdayChoice("Wednesday") }, monday, schedules),
    ).toEqual({
      ok: false,
      errors: {
        preferredDate: "We are closed on Wednesday, November 25, 2026 (Inventory). Please choose another day.",
      },
    });
    // A day the shop never opens.
    expect(checkBooking({ preferredDate: weekdayChoice("Sunday") }, monday, schedules).ok).toBe(false);
  });

  it("accepts the last open day, 21 days ahead", () => {
    const monday = new Date("2026-11-23T15:00:00Z");
    expect(checkBooking({ preferredDate: "2026-12-14" }, monday, schedules).ok).toBe(true);
    expect(checkBooking({ preferredDate: "2026-12-15" }, monday, schedules).ok).toBe(false);
  });

  it("needs no time window for a parcel", () => {
    expect(check({ dropoff: "mail-in", preferredTime: "morning" })).toEqual({
      ok: true,
      value: { dropoff: DROPOFF_OPTIONS.find((o) => o.id === "mail-in") },
    });
  });
});

describe("closures and special hours", () => {
  const holidays: Schedule = {
    hours: MON_SAT,
    timeZone: NEW_YORK,
    special: [
      { date: "2026-11-26", reason: "Thanksgiving" },
      // A closure on a Saturday, and one across the change back to winter time (Sunday 1 November 2026).
      { date: "2026-11-28", reason: "Inventory" },
      { date: "2026-10-31", through: "2026-11-02", reason: "Moving the counter" },
      { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "11:30" },
      { date: "2026-12-19", reason: "Late opening", opens: "13:00", closes: "16:00" },
    ],
  };
  const booked = (iso: string, n = 21) => bookingDates(new Date(iso), holidays, n);

  it("leaves closed days out of the booking days, a Saturday and a span across a clock change included", () => {
    // Monday 23 November 2026, 10:00: Thanksgiving (Thu) and the Saturday closure are gone.
    expect(booked("2026-11-23T15:00:00Z", 7)).toEqual(["2026-11-24", "2026-11-25", "2026-11-27", "2026-11-30"]);
    // Friday 30 October 2026, 10:00 EDT: Saturday 31, Sunday 1 and Monday 2 November are closed.
    expect(booked("2026-10-30T14:00:00Z", 5)[0]).toBe("2026-11-03");
  });

  it("keeps a day with other hours, and its windows follow them", () => {
    expect(booked("2026-12-18T15:00:00Z", 7)).toEqual(expect.arrayContaining(["2026-12-19", "2026-12-24"]));
    expect(timeWindows(holidays, "2026-12-24")).toEqual([
      { id: "morning", label: "Morning (9am-11:30am)", from: "09:00", to: "11:30" },
    ]);
    expect(timeWindows(holidays, "2026-12-19")).toEqual([
      { id: "afternoon", label: "Afternoon (1pm-4pm)", from: "13:00", to: "16:00" },
    ]);
    expect(timeWindows(holidays, "2026-11-26")).toEqual([]);
  });

  it("names the window as the shop keeps it that day, for the e-mail", () => {
    const result = checkBooking(
      { dropoff: "charlotte", preferredDate: "2026-12-24", preferredTime: "morning" },
      new Date("2026-12-18T15:00:00Z"),
      { main: "charlotte", byLocation: { charlotte: holidays } },
    );
    expect(result).toMatchObject({ ok: true, value: { preferredTimeLabel: "Morning (9am-11:30am)" } });
  });

  it("makes the windows from each day's own hours: Saturday 10am-4pm gives an afternoon of 12pm-4pm", () => {
    const saturday = {
      ...holidays,
      hours: [...MON_SAT.slice(0, 5), { day: "Saturday", opens: "10:00", closes: "16:00" }],
    };
    expect(timeWindows(saturday, "2026-12-05").map((w) => w.label)).toEqual([
      "Morning (10am-12pm)",
      "Afternoon (12pm-4pm)",
    ]);
    expect(timeWindows(saturday, "2026-12-04").map((w) => w.label)).toEqual([
      "Morning (9am-12pm)",
      "Afternoon (12pm-6pm)",
    ]);
  });

  it("refuses a closed day naming the field and the reason, and a window the day does not have", () => {
    const now = new Date("2026-11-23T15:00:00Z");
    const all: Schedules = { main: "shop", byLocation: { shop: holidays } };
    expect(checkBooking({ preferredDate: "2026-11-26" }, now, all)).toEqual({
      ok: false,
      errors: {
        preferredDate: "We are closed on Thursday, November 26, 2026 (Thanksgiving). Please choose another day.",
      },
    });
    const christmasEve = checkBooking(
      { preferredDate: "2026-12-24", preferredTime: "afternoon" },
      new Date("2026-12-20T15:00:00Z"),
      all,
    );
    expect(christmasEve).toEqual({
      ok: false,
      errors: {
        preferredTime:
          "On Thursday, December 24, 2026 we are open morning (9am-11:30am) only: please choose that time.",
      },
    });
  });

  it("checks the day at the shop the request is for: a per-location closure, by drop-off or by the location field", () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const at = (fields: Record<string, unknown>) =>
      checkBooking(fields, now, schedules, (f) => (f.location === "Mount Gilead" ? "mount-gilead" : undefined));
    expect(at({ dropoff: "charlotte", preferredDate: "2026-11-25" }).ok).toBe(true);
    expect(at({ dropoff: "mount-gilead", preferredDate: "2026-11-25" })).toEqual({
      ok: false,
      errors: {
        preferredDate: "We are closed on Wednesday, November 25, 2026 (Inventory). Please choose another day.",
      },
    });
    expect(
      at({ dropoff: "on-site", address: "1 Main St", location: "Mount Gilead", preferredDate: "2026-11-25" }).ok,
    ).toBe(false);
    expect(at({ dropoff: "on-site", address: "1 Main St", preferredDate: "2026-11-25" }).ok).toBe(true);
  });
});
