import { WEEKDAYS, type DayHours, type Schedule, type SpecialHours } from "../../domain/hours";
import {
  comingSpecial,
  dayHoursText,
  locationCopyTokens,
  locationPath,
  todayIn,
  usualWeek,
  weekOf,
} from "../locations";
import { zoneOffsets } from "../../domain/zone-offsets";
import { spanishDayHours, spanishWeek } from "../../domain/open-status-es";

// Fixtures of the test's own, not data/site.json's: a shop changing its hours breaks no test.
const TZ = "America/New_York";
const week = (opens: string, closes: string, days: readonly string[]): DayHours[] =>
  days.map((day) => ({ day, opens, closes }));
const hours = [
  ...week("09:00", "18:00", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
  { day: "Saturday", opens: "10:00", closes: "16:00" },
];
const table = zoneOffsets(TZ, Date.UTC(2025, 0, 1), Date.UTC(2029, 0, 1));

describe("locationPath and locationCopyTokens", () => {
  it("gives a shop's page address", () => {
    expect(locationPath("mount-gilead")).toBe("/locations/mount-gilead/");
  });

  it("fills a shop's page copy with its own name, town, address, phone, email and hours", () => {
    expect(
      locationCopyTokens({
        name: "Test Town",
        streetAddress: "1 Main St",
        city: "Test Town",
        region: "NC",
        postalCode: "27000",
        phone: "(910) 555-0100",
        email: "shop@test.example",
        openingHours: hours,
      }),
    ).toEqual({
      location: "Test Town",
      town: "Test Town, NC",
      address: "1 Main St, Test Town, NC 27000",
      phone: "(910) 555-0100",
      email: "shop@test.example",
      hours: "Monday through Friday from 9am to 6pm, Saturday from 10am to 4pm, and closed on Sunday",
    });
  });
});

describe("dayHoursText and usualWeek", () => {
  it("writes one date's hours as the week's table does", () => {
    expect(dayHoursText({ open: true, opens: "09:00", closes: "18:00" })).toBe("9am-6pm");
    expect(dayHoursText({ open: false })).toBe("Closed");
    expect(dayHoursText({ open: false, reason: "Thanksgiving" })).toBe("Closed (Thanksgiving)");
    expect(dayHoursText({ open: true, opens: "09:00", closes: "14:00", reason: "Christmas Eve" })).toBe(
      "9am-2pm (Christmas Eve)",
    );
  });

  it("gives the usual week Monday first, whatever the data's order, with the closed days", () => {
    expect(usualWeek([...hours].reverse()).map(({ day, text }) => ({ day, text }))).toEqual([
      { day: "Monday", text: "9am-6pm" },
      { day: "Tuesday", text: "9am-6pm" },
      { day: "Wednesday", text: "9am-6pm" },
      { day: "Thursday", text: "9am-6pm" },
      { day: "Friday", text: "9am-6pm" },
      { day: "Saturday", text: "10am-4pm" },
      { day: "Sunday", text: "Closed" },
    ]);
    expect(usualWeek([]).map((d) => d.text)).toEqual(WEEKDAYS.map(() => "Closed"));
    // Its hours, for the Spanish page's words (open-status-es.ts spanishDayHours).
    expect(usualWeek(hours).map((d) => spanishDayHours(d.hours))).toEqual([
      ...Array(5).fill("9am-6pm"),
      "10am-4pm",
      "Cerrado",
    ]);
  });
});

describe.each([
  ["by Intl", undefined],
  ["by the build's offset table", table],
] as const)("weekOf and todayIn in America/New_York, %s", (_how, offsets) => {
  const special: SpecialHours[] = [
    { date: "2026-11-26", reason: "Thanksgiving" },
    { date: "2026-11-28", reason: "Staff training" },
    { date: "2026-12-31", reason: "New Year's Eve", opens: "09:00", closes: "15:00" },
    { date: "2027-01-01", through: "2027-01-02", reason: "New Year" },
  ];
  const schedule: Schedule = { hours, special, timeZone: TZ };
  const weekAt = (iso: string) => weekOf(new Date(iso), schedule, offsets);
  const thanksgivingWeek = [
    "9am-6pm",
    "9am-6pm",
    "9am-6pm",
    "Closed (Thanksgiving)",
    "9am-6pm",
    "Closed (Staff training)",
    "Closed",
  ];

  it("gives the week that holds the instant, Monday to Sunday, with its exceptions and today", () => {
    expect(weekAt("2026-11-25T17:00:00Z")).toEqual({ today: 2, days: thanksgivingWeek }); // Wed
    expect(weekAt("2026-11-23T05:00:00Z")).toEqual({ today: 0, days: thanksgivingWeek }); // Mon 0:00 EST
    expect(weekAt("2026-11-30T04:59:00Z")).toEqual({ today: 6, days: thanksgivingWeek }); // Sun 23:59 EST
    // Mon 0:00 EST: the next week, as usual.
    expect(weekAt("2026-11-30T05:00:00Z")).toEqual({
      today: 0,
      days: ["9am-6pm", "9am-6pm", "9am-6pm", "9am-6pm", "9am-6pm", "10am-4pm", "Closed"],
    });
  });

  it("gives the same week in Spanish for a Spanish page (spanishWeek): the same days and today, in its words", () => {
    for (const iso of ["2026-11-25T17:00:00Z", "2026-12-31T17:00:00Z", "2026-11-30T04:59:00Z"]) {
      const english = weekAt(iso);
      const spanish = spanishWeek(new Date(iso), schedule, offsets);
      expect(spanish.today).toBe(english.today);
      expect(spanish.days).toEqual(english.days.map((day) => day.replace(/^Closed/, "Cerrado")));
    }
  });

  it("gives a week across the new year, with special hours and a closure of two days", () => {
    expect(weekAt("2026-12-31T17:00:00Z")).toEqual({
      today: 3,
      days: [
        "9am-6pm",
        "9am-6pm",
        "9am-6pm",
        "9am-3pm (New Year's Eve)",
        "Closed (New Year)",
        "Closed (New Year)",
        "Closed",
      ],
    });
  });

  it("gives the shop's date, not UTC's", () => {
    expect(todayIn(TZ, offsets, new Date("2026-11-26T04:59:00Z"))).toBe("2026-11-25");
    expect(todayIn(TZ, offsets, new Date("2026-11-26T05:00:00Z"))).toBe("2026-11-26");
    expect(todayIn(TZ, offsets, new Date("2027-03-15T03:59:00Z"))).toBe("2027-03-14"); // EDT
    expect(todayIn(TZ, offsets, new Date("2027-03-15T04:00:00Z"))).toBe("2027-03-15");
  });
});

describe("todayIn", () => {
  it("reads now when no instant is given", () => {
    jest.useFakeTimers({ now: new Date("2026-07-04T03:30:00Z") });
    try {
      expect(todayIn(TZ)).toBe("2026-07-03");
      expect(todayIn("Asia/Tokyo")).toBe("2026-07-04");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("comingSpecial", () => {
  const special = [
    { date: "2026-12-25", reason: "Christmas Day", id: 1 },
    { date: "2026-11-26", reason: "Thanksgiving", id: 2 },
    { date: "2026-12-21", through: "2026-12-23", reason: "Inventory", id: 3 },
    { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00", id: 4 },
    { date: "2026-12-19", through: null, reason: "Open house", id: 5 },
  ];

  it("keeps the exceptions not yet over, soonest first, with all their fields", () => {
    expect(comingSpecial(special, "2026-11-26").map((s) => s.id)).toEqual([2, 5, 3, 4, 1]);
    expect(comingSpecial(special, "2026-11-27").map((s) => s.id)).toEqual([5, 3, 4, 1]);
    // A closure of several days stays until its last day.
    expect(comingSpecial(special, "2026-12-23").map((s) => s.id)).toEqual([3, 4, 1]);
    expect(comingSpecial(special, "2026-12-24")).toEqual([
      { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00", id: 4 },
      { date: "2026-12-25", reason: "Christmas Day", id: 1 },
    ]);
    expect(comingSpecial(special, "2026-12-26")).toEqual([]);
  });

  it("leaves the list it was given as it was", () => {
    comingSpecial(special, "2026-11-01");
    expect(special.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
