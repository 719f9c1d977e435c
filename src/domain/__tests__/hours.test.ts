import {
  addDaysIso,
  covers,
  formatDays,
  formatHours,
  formatTime,
  groupedHours,
  hoursOn,
  hoursSentence,
  locationSchedule,
  minutesOf,
  specialFor,
  weekdayOf,
  WEEKDAYS,
  type DayHours,
  type SpecialHours,
} from "../hours";

// Fixtures of the test's own, not data/site.json's: a shop changing its hours breaks no test.
const week = (opens: string, closes: string, days: readonly string[]): DayHours[] =>
  days.map((day) => ({ day, opens, closes }));
const monSat = week("09:00", "18:00", WEEKDAYS.slice(0, 6));
const weekdaysAndSaturday = [
  ...week("09:00", "18:00", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
  { day: "Saturday", opens: "10:00", closes: "16:00" },
];

describe("minutesOf and formatTime", () => {
  it("reads a time as minutes since midnight", () => {
    expect(minutesOf("00:00")).toBe(0);
    expect(minutesOf("09:00")).toBe(540);
    expect(minutesOf("18:30")).toBe(1110);
    expect(minutesOf("23:59")).toBe(1439);
  });

  it("writes noon, midnight and minutes", () => {
    expect(formatTime("12:00")).toBe("12pm");
    expect(formatTime("00:30")).toBe("12:30am");
    expect(formatTime("18:30")).toBe("6:30pm");
    expect(formatTime("09:05")).toBe("9:05am");
    expect(formatTime("11:59")).toBe("11:59am");
    expect(formatTime("23:00")).toBe("11pm");
  });
});

describe("formatDays", () => {
  it("sorts the days into the week's order, Monday first", () => {
    expect(formatDays(["Sunday", "Saturday", "Friday"])).toBe("Fri-Sun");
    expect(formatDays(["Wednesday", "Monday"])).toBe("Mon, Wed");
    expect(formatDays(["Sunday"])).toBe("Sun");
    expect(formatDays([...WEEKDAYS])).toBe("Mon-Sun");
  });
});

describe("groupedHours", () => {
  it("groups days with equal hours, in the week's order, whatever the data's order", () => {
    expect(groupedHours([...weekdaysAndSaturday].reverse())).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { days: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });

  it("groups days apart too, and gives nothing for a week with no open day", () => {
    const split = [...week("09:00", "18:00", ["Monday", "Wednesday"]), ...week("12:00", "16:00", ["Tuesday"])];
    expect(groupedHours(split)).toEqual([
      { days: ["Monday", "Wednesday"], opens: "09:00", closes: "18:00" },
      { days: ["Tuesday"], opens: "12:00", closes: "16:00" },
    ]);
    expect(groupedHours([])).toEqual([]);
  });
});

describe("formatHours", () => {
  it("writes one line per group of equal hours, then the closed days", () => {
    expect(formatHours(monSat)).toEqual(["Mon-Sat: 9am-6pm", "Sun: Closed"]);
    expect(formatHours(weekdaysAndSaturday)).toEqual(["Mon-Fri: 9am-6pm", "Sat: 10am-4pm", "Sun: Closed"]);
    expect(
      formatHours([...week("09:00", "18:00", ["Monday", "Wednesday"]), ...week("12:00", "16:30", ["Tuesday"])]),
    ).toEqual(["Mon, Wed: 9am-6pm", "Tue: 12pm-4:30pm", "Thu-Sun: Closed"]);
  });

  it("has no closed line for a week open every day, and only one for a week open on none", () => {
    expect(formatHours(week("10:00", "20:00", WEEKDAYS))).toEqual(["Mon-Sun: 10am-8pm"]);
    expect(formatHours([])).toEqual(["Mon-Sun: Closed"]);
  });
});

describe("hoursSentence", () => {
  it("says the week in words for copy", () => {
    expect(hoursSentence(monSat)).toBe("Monday through Saturday from 9am to 6pm, and closed on Sunday");
    expect(hoursSentence(weekdaysAndSaturday)).toBe(
      "Monday through Friday from 9am to 6pm, Saturday from 10am to 4pm, and closed on Sunday",
    );
    expect(hoursSentence(week("10:00", "20:00", WEEKDAYS))).toBe("Monday through Sunday from 10am to 8pm");
  });

  it("names days apart with and, and days that share a prefix (Tuesday, Thursday) rightly", () => {
    expect(hoursSentence(week("09:00", "17:30", ["Tuesday", "Thursday"]))).toBe(
      "Tuesday and Thursday from 9am to 5:30pm, and closed on Monday, Wednesday and Friday through Sunday",
    );
  });
});

describe("weekdayOf and addDaysIso", () => {
  it("gives a calendar date's weekday", () => {
    expect(weekdayOf("2026-11-26")).toBe("Thursday");
    expect(weekdayOf("2027-03-14")).toBe("Sunday");
    expect(weekdayOf("2027-03-15")).toBe("Monday");
    expect(weekdayOf("2028-02-29")).toBe("Tuesday");
  });

  it("counts days across months, years and leap days", () => {
    expect(addDaysIso("2026-11-26", 1)).toBe("2026-11-27");
    expect(addDaysIso("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysIso("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDaysIso("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDaysIso("2027-03-14", 0)).toBe("2027-03-14");
  });
});

describe("exceptions", () => {
  const special: SpecialHours[] = [
    { date: "2026-11-26", reason: "Thanksgiving" },
    { date: "2026-12-07", reason: "Staff training", locations: ["mount-gilead"] },
    { date: "2026-12-08", reason: "Late opening", opens: "12:00", closes: "18:00", locations: ["charlotte"] },
    { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00", locations: [] },
    { date: "2026-12-28", through: "2027-01-01", reason: "Holiday break", locations: null },
  ];

  it("applies business-wide exceptions (no, empty or null locations) and a location's own", () => {
    expect(specialFor(special, "charlotte").map((s) => s.reason)).toEqual([
      "Thanksgiving",
      "Late opening",
      "Christmas Eve",
      "Holiday break",
    ]);
    expect(specialFor(special, "mount-gilead").map((s) => s.reason)).toEqual([
      "Thanksgiving",
      "Staff training",
      "Christmas Eve",
      "Holiday break",
    ]);
    expect(specialFor(special, "concord").map((s) => s.reason)).toEqual([
      "Thanksgiving",
      "Christmas Eve",
      "Holiday break",
    ]);
  });

  it("covers its date, or every date from date to through", () => {
    const [thanksgiving, , , , holiday] = special;
    expect(covers(thanksgiving, "2026-11-26")).toBe(true);
    expect(covers(thanksgiving, "2026-11-25")).toBe(false);
    expect(covers(thanksgiving, "2026-11-27")).toBe(false);
    expect(covers(holiday, "2026-12-27")).toBe(false);
    expect(covers(holiday, "2026-12-28")).toBe(true);
    expect(covers(holiday, "2026-12-31")).toBe(true);
    expect(covers(holiday, "2027-01-01")).toBe(true);
    expect(covers(holiday, "2027-01-02")).toBe(false);
  });

  it("gives a location's schedule: its own week, the exceptions that apply to it, the time zone", () => {
    const gilead = locationSchedule(
      { id: "mount-gilead", openingHours: weekdaysAndSaturday },
      special,
      "America/New_York",
    );
    expect(gilead.hours).toBe(weekdaysAndSaturday);
    expect(gilead.timeZone).toBe("America/New_York");
    expect(gilead.special.map((s) => s.reason)).toEqual([
      "Thanksgiving",
      "Staff training",
      "Christmas Eve",
      "Holiday break",
    ]);
  });

  it("gives one date's hours: the usual week, or the exception that covers it", () => {
    const charlotte = locationSchedule(
      { id: "charlotte", openingHours: weekdaysAndSaturday },
      special,
      "America/New_York",
    );
    const gilead = locationSchedule(
      { id: "mount-gilead", openingHours: weekdaysAndSaturday },
      special,
      "America/New_York",
    );
    expect(hoursOn(charlotte, "2026-11-25")).toEqual({ open: true, opens: "09:00", closes: "18:00" }); // Wed
    expect(hoursOn(charlotte, "2026-11-28")).toEqual({ open: true, opens: "10:00", closes: "16:00" }); // Sat
    expect(hoursOn(charlotte, "2026-11-29")).toEqual({ open: false }); // Sun
    expect(hoursOn(charlotte, "2026-11-26")).toEqual({ open: false, reason: "Thanksgiving" });
    expect(hoursOn(charlotte, "2026-12-24")).toEqual({
      open: true,
      opens: "09:00",
      closes: "14:00",
      reason: "Christmas Eve",
    });
    expect(hoursOn(charlotte, "2026-12-27")).toEqual({ open: false }); // Sun before the break
    expect(hoursOn(charlotte, "2026-12-30")).toEqual({ open: false, reason: "Holiday break" });
    expect(hoursOn(charlotte, "2027-01-02")).toEqual({ open: true, opens: "10:00", closes: "16:00" }); // Sat after
    // One location's exceptions leave the other's usual week.
    expect(hoursOn(charlotte, "2026-12-07")).toEqual({ open: true, opens: "09:00", closes: "18:00" });
    expect(hoursOn(gilead, "2026-12-07")).toEqual({ open: false, reason: "Staff training" });
    expect(hoursOn(charlotte, "2026-12-08")).toEqual({
      open: true,
      opens: "12:00",
      closes: "18:00",
      reason: "Late opening",
    });
    expect(hoursOn(gilead, "2026-12-08")).toEqual({ open: true, opens: "09:00", closes: "18:00" });
  });

  it("reads an exception with one time only as a closed day (hoursCheck refuses it)", () => {
    const half = { hours: monSat, special: [{ date: "2026-11-27", reason: "Half written", opens: "09:00" }] };
    expect(hoursOn(half, "2026-11-27")).toEqual({ open: false, reason: "Half written" });
  });
});
