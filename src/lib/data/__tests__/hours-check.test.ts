import path from "node:path";
import { hoursCheck, pastHours } from "../hours-check";
import { dataOf, loadDataFiles } from "../load";
import type { BusinessData } from "../types";

// Fixtures of the test's own, not data/site.json's: two shops open Monday to Saturday, and exceptions made per case.
type Location = BusinessData["locations"][number];
type DayHours = Location["openingHours"][number];
type Special = NonNullable<BusinessData["specialHours"]>[number];

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const monSat = (): DayHours[] => DAYS.map((day) => ({ day, opens: "09:00", closes: "18:00" }));
const shop = (id: string, name: string, openingHours: DayHours[] = monSat()) =>
  ({ id, name, openingHours }) as Location;
const site = (
  specialHours?: Special[],
  locations: Location[] = [shop("charlotte", "Charlotte"), shop("mount-gilead", "Mount Gilead")],
) => ({ locations, ...(specialHours ? { specialHours } : {}) }) as BusinessData;

describe("hoursCheck", () => {
  it("passes good hours: closures, special hours, several days, per location, one entry per shop and day", () => {
    expect(
      hoursCheck(
        site([
          { date: "2026-11-26", reason: "Thanksgiving" },
          { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
          { date: "2026-12-26", through: "2026-12-27", reason: "Inventory" },
          // Adjacent to the one before, not overlapping.
          { date: "2026-12-28", through: "2027-01-01", reason: "Holiday break", locations: [] },
          // Two shops, one day: one entry each.
          { date: "2026-12-07", reason: "Staff training", locations: ["mount-gilead"] },
          { date: "2026-12-07", reason: "Late opening", opens: "12:00", closes: "18:00", locations: ["charlotte"] },
        ]),
      ),
    ).toEqual([]);
    expect(hoursCheck(site())).toEqual([]);
    expect(hoursCheck(site([]))).toEqual([]);
  });

  it("names a ZIP code or a town two shops serve, and lets each shop have its own", () => {
    const served = (id: string, name: string, servedTowns: string[], servedZips?: string[]) =>
      ({ ...shop(id, name), servedTowns, ...(servedZips && { servedZips }) }) as Location;
    expect(
      hoursCheck(
        site(undefined, [
          served("charlotte", "Charlotte", ["Charlotte", "Matthews"], ["28217", "28105"]),
          served("mount-gilead", "Mount Gilead", ["Mount Gilead", "Troy"], ["27306", "27371"]),
        ]),
      ),
    ).toEqual([]);
    expect(
      hoursCheck(
        site(undefined, [
          served("charlotte", "Charlotte", ["Charlotte", "Albemarle"], ["28217", "28001"]),
          served("mount-gilead", "Mount Gilead", ["Mount Gilead", "albemarle "], ["27306", "28001"]),
        ]),
      ),
    ).toEqual([
      'data/site.json: entry locations[1] "Mount Gilead", field "servedZips[1]" is the Charlotte shop\'s too: give it to one shop',
      'data/site.json: entry locations[1] "Mount Gilead", field "servedTowns[1]" is the Charlotte shop\'s too: give it to one shop',
    ]);
  });

  it("names a day a shop lists twice", () => {
    const hours = [...monSat(), { day: "Monday", opens: "10:00", closes: "16:00" } as DayHours];
    expect(
      hoursCheck(site(undefined, [shop("charlotte", "Charlotte"), shop("mount-gilead", "Mount Gilead", hours)])),
    ).toEqual([
      'data/site.json: entry locations[1] "Mount Gilead", field "openingHours[6].day" lists Monday a second time',
    ]);
  });

  it("names a day that closes when or before it opens", () => {
    const hours = monSat();
    hours[2] = { day: "Wednesday", opens: "09:00", closes: "09:00" };
    hours[5] = { day: "Saturday", opens: "17:00", closes: "08:00" };
    expect(hoursCheck(site(undefined, [shop("charlotte", "Charlotte", hours)]))).toEqual([
      'data/site.json: entry locations[0] "Charlotte", field "openingHours[2].closes" (09:00) must be after "opens" (09:00) on Wednesday',
      'data/site.json: entry locations[0] "Charlotte", field "openingHours[5].closes" (08:00) must be after "opens" (17:00) on Saturday',
    ]);
    // A minute is enough.
    hours[2] = { day: "Wednesday", opens: "09:00", closes: "09:01" };
    hours[5] = { day: "Saturday", opens: "00:00", closes: "23:59" };
    expect(hoursCheck(site(undefined, [shop("charlotte", "Charlotte", hours)]))).toEqual([]);
  });

  it("names the missing time of half-written special hours", () => {
    expect(
      hoursCheck(
        site([
          { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00" },
          { date: "2026-12-31", reason: "New Year's Eve", closes: "15:00" },
        ]),
      ),
    ).toEqual([
      'data/site.json: entry specialHours[0] "Christmas Eve" (2026-12-24), field "closes" is missing: give both times for other hours, or neither for a closed day',
      'data/site.json: entry specialHours[1] "New Year\'s Eve" (2026-12-31), field "opens" is missing: give both times for other hours, or neither for a closed day',
    ]);
  });

  it("names special hours that close when or before they open", () => {
    expect(
      hoursCheck(
        site([
          { date: "2026-12-24", reason: "Christmas Eve", opens: "14:00", closes: "09:00" },
          { date: "2026-12-31", reason: "New Year's Eve", opens: "15:00", closes: "15:00" },
        ]),
      ),
    ).toEqual([
      'data/site.json: entry specialHours[0] "Christmas Eve" (2026-12-24), field "closes" (09:00) must be after "opens" (14:00)',
      'data/site.json: entry specialHours[1] "New Year\'s Eve" (2026-12-31), field "closes" (15:00) must be after "opens" (15:00)',
    ]);
  });

  it("names a `through` before the date", () => {
    expect(hoursCheck(site([{ date: "2026-12-28", through: "2026-12-20", reason: "Holiday break" }]))).toEqual([
      'data/site.json: entry specialHours[0] "Holiday break" (2026-12-28), field "through" (2026-12-20) is before "date" (2026-12-28)',
    ]);
    // The same day is one day.
    expect(hoursCheck(site([{ date: "2026-12-28", through: "2026-12-28", reason: "Holiday break" }]))).toEqual([]);
  });

  it("names a location that is no location's id, with the ids there are", () => {
    expect(
      hoursCheck(site([{ date: "2026-12-07", reason: "Staff training", locations: ["charlotte", "concord"] }])),
    ).toEqual([
      'data/site.json: entry specialHours[0] "Staff training" (2026-12-07), field "locations[1]" names "concord", which is no location\'s id (charlotte, mount-gilead)',
    ]);
  });

  it("names two entries for the same shop and day, and the shops they share", () => {
    expect(
      hoursCheck(
        site([
          { date: "2026-11-26", reason: "Thanksgiving" },
          { date: "2026-11-26", reason: "Thanksgiving Day" },
        ]),
      ),
    ).toEqual([
      'data/site.json: entry specialHours[1] "Thanksgiving Day" (2026-11-26) overlaps entry specialHours[0] "Thanksgiving" (2026-11-26) for charlotte, mount-gilead: keep one entry per shop and day',
    ]);
    // A business-wide closure and a location's own special hours that day: only that shop.
    expect(
      hoursCheck(
        site([
          { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00", locations: ["mount-gilead"] },
          { date: "2026-12-20", through: "2026-12-24", reason: "Holiday week" },
        ]),
      ),
    ).toEqual([
      'data/site.json: entry specialHours[1] "Holiday week" (2026-12-20) overlaps entry specialHours[0] "Christmas Eve" (2026-12-24) for mount-gilead: keep one entry per shop and day',
    ]);
  });

  it("names every pair of overlapping entries, the later against the earlier", () => {
    expect(
      hoursCheck(
        site([
          { date: "2026-12-28", through: "2027-01-01", reason: "Holiday break" },
          { date: "2026-12-31", reason: "New Year's Eve", opens: "09:00", closes: "15:00" },
          { date: "2027-01-01", reason: "New Year's Day", locations: ["charlotte"] },
          { date: "2027-01-02", reason: "Inventory" },
        ]),
      ),
    ).toEqual([
      'data/site.json: entry specialHours[1] "New Year\'s Eve" (2026-12-31) overlaps entry specialHours[0] "Holiday break" (2026-12-28) for charlotte, mount-gilead: keep one entry per shop and day',
      'data/site.json: entry specialHours[2] "New Year\'s Day" (2027-01-01) overlaps entry specialHours[0] "Holiday break" (2026-12-28) for charlotte: keep one entry per shop and day',
    ]);
  });

  it("lists every problem of the file at once, locations first", () => {
    const hours = monSat();
    hours[0] = { day: "Monday", opens: "18:00", closes: "09:00" };
    expect(
      hoursCheck(
        site(
          [
            { date: "2026-12-24", reason: "Christmas Eve", closes: "14:00" },
            { date: "2026-12-24", reason: "Christmas Eve", locations: ["charlote"] },
          ],
          [shop("charlotte", "Charlotte"), shop("mount-gilead", "Mount Gilead", hours)],
        ),
      ),
    ).toEqual([
      'data/site.json: entry locations[1] "Mount Gilead", field "openingHours[0].closes" (09:00) must be after "opens" (18:00) on Monday',
      'data/site.json: entry specialHours[0] "Christmas Eve" (2026-12-24), field "opens" is missing: give both times for other hours, or neither for a closed day',
      'data/site.json: entry specialHours[1] "Christmas Eve" (2026-12-24), field "locations[0]" names "charlote", which is no location\'s id (charlotte, mount-gilead)',
    ]);
  });
});

describe("pastHours", () => {
  const special: Special[] = [
    { date: "2026-11-26", reason: "Thanksgiving" },
    { date: "2026-12-21", through: "2026-12-23", reason: "Inventory" },
    { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00" },
  ];

  it("warns of exceptions whose last day is before today, naming file and entry", () => {
    expect(pastHours(site(special), "2026-11-27")).toEqual([
      'data/site.json: entry specialHours[0] "Thanksgiving" (2026-11-26) is in the past (before 2026-11-27): remove it when convenient',
    ]);
    expect(pastHours(site(special), "2026-12-25")).toEqual([
      'data/site.json: entry specialHours[0] "Thanksgiving" (2026-11-26) is in the past (before 2026-12-25): remove it when convenient',
      'data/site.json: entry specialHours[1] "Inventory" (2026-12-21) is in the past (before 2026-12-25): remove it when convenient',
      'data/site.json: entry specialHours[2] "Christmas Eve" (2026-12-24) is in the past (before 2026-12-25): remove it when convenient',
    ]);
  });

  it("says nothing of an exception on its day, or of one of several days until its last", () => {
    expect(pastHours(site(special), "2026-11-26")).toEqual([]);
    expect(pastHours(site(special.slice(1)), "2026-12-23")).toEqual([]);
    expect(pastHours(site(special.slice(1)), "2026-12-24")).toEqual([
      'data/site.json: entry specialHours[0] "Inventory" (2026-12-21) is in the past (before 2026-12-24): remove it when convenient',
    ]);
    expect(pastHours(site(), "2030-01-01")).toEqual([]);
  });
});

describe("the real data/site.json", () => {
  it("passes hoursCheck", () => {
    const { files } = loadDataFiles(path.resolve(__dirname, "../../../.."));
    const business = dataOf<BusinessData>(files, "data/site.json");
    expect(business.locations.length).toBeGreaterThan(0);
    expect(hoursCheck(business)).toEqual([]);
  });
});
