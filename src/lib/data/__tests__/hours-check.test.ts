import fs from "node:fs";
import path from "node:path";
import { hoursCheck as checkHours, pastHours as pastOf } from "../hours-check";
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

// Checked with site.json's schema, as the build does: the file and its fields are named as the CMS names them.
const schema = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../../../../data/schemas/site.schema.json"), "utf8"),
) as object;
const hoursCheck = (business: BusinessData) => checkHours(business, schema);
const pastHours = (business: BusinessData, today: string) => pastOf(business, today, schema);

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
      "Business facts → Mount Gilead → Served zips → 28001: is the Charlotte shop's too: give it to one shop\ndata/site.json at locations[1].servedZips[1]",
      "Business facts → Mount Gilead → Served towns → albemarle : is the Charlotte shop's too: give it to one shop\ndata/site.json at locations[1].servedTowns[1]",
    ]);
  });

  it("names a day a shop lists twice", () => {
    const hours = [...monSat(), { day: "Monday", opens: "10:00", closes: "16:00" } as DayHours];
    expect(
      hoursCheck(site(undefined, [shop("charlotte", "Charlotte"), shop("mount-gilead", "Mount Gilead", hours)])),
    ).toEqual([
      'Business facts → Mount Gilead → Opening hours → Monday: "Day" is Monday a second time: keep one row per day\ndata/site.json at locations[1].openingHours[6].day',
    ]);
  });

  it("names a day that closes when or before it opens", () => {
    const hours = monSat();
    hours[2] = { day: "Wednesday", opens: "09:00", closes: "09:00" };
    hours[5] = { day: "Saturday", opens: "17:00", closes: "08:00" };
    expect(hoursCheck(site(undefined, [shop("charlotte", "Charlotte", hours)]))).toEqual([
      'Business facts → Charlotte → Opening hours → Wednesday: "Closes" is 09:00, not after "Opens" (09:00): correct the time (a 24-hour clock: 18:00 is 6 pm)\ndata/site.json at locations[0].openingHours[2].closes',
      'Business facts → Charlotte → Opening hours → Saturday: "Closes" is 08:00, not after "Opens" (17:00): correct the time (a 24-hour clock: 18:00 is 6 pm)\ndata/site.json at locations[0].openingHours[5].closes',
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
      'Business facts → Special hours → 2026-12-24 Christmas Eve: "Closes" is missing: give both times for other hours, or neither for a closed day\ndata/site.json at specialHours[0].closes',
      'Business facts → Special hours → 2026-12-31 New Year\'s Eve: "Opens" is missing: give both times for other hours, or neither for a closed day\ndata/site.json at specialHours[1].opens',
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
      'Business facts → Special hours → 2026-12-24 Christmas Eve: "Closes" is 09:00, not after "Opens" (14:00): correct the time\ndata/site.json at specialHours[0].closes',
      'Business facts → Special hours → 2026-12-31 New Year\'s Eve: "Closes" is 15:00, not after "Opens" (15:00): correct the time\ndata/site.json at specialHours[1].closes',
    ]);
  });

  it("names a `through` before the date", () => {
    expect(hoursCheck(site([{ date: "2026-12-28", through: "2026-12-20", reason: "Holiday break" }]))).toEqual([
      'Business facts → Special hours → 2026-12-28 Holiday break: "Through" is 2026-12-20, before the first day (2026-12-28): pick a later day\ndata/site.json at specialHours[0].through',
    ]);
    // The same day is one day.
    expect(hoursCheck(site([{ date: "2026-12-28", through: "2026-12-28", reason: "Holiday break" }]))).toEqual([]);
  });

  it("names a location that is no location's id, with the ids there are", () => {
    expect(
      hoursCheck(site([{ date: "2026-12-07", reason: "Staff training", locations: ["charlotte", "concord"] }])),
    ).toEqual([
      "Business facts → Special hours → 2026-12-07 Staff training → Locations → concord: is no shop of the site: choose one of Charlotte (charlotte), Mount Gilead (mount-gilead)\ndata/site.json at specialHours[0].locations[1]",
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
      "Business facts → Special hours → 2026-11-26 Thanksgiving Day: falls on a day of 2026-11-26 Thanksgiving too, for Charlotte and Mount Gilead: keep one of them for each shop and day\ndata/site.json at specialHours[1]",
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
      "Business facts → Special hours → 2026-12-20 Holiday week: falls on a day of 2026-12-24 Christmas Eve too, for Mount Gilead: keep one of them for each shop and day\ndata/site.json at specialHours[1]",
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
      "Business facts → Special hours → 2026-12-31 New Year's Eve: falls on a day of 2026-12-28 Holiday break too, for Charlotte and Mount Gilead: keep one of them for each shop and day\ndata/site.json at specialHours[1]",
      "Business facts → Special hours → 2027-01-01 New Year's Day: falls on a day of 2026-12-28 Holiday break too, for Charlotte: keep one of them for each shop and day\ndata/site.json at specialHours[2]",
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
      'Business facts → Mount Gilead → Opening hours → Monday: "Closes" is 09:00, not after "Opens" (18:00): correct the time (a 24-hour clock: 18:00 is 6 pm)\ndata/site.json at locations[1].openingHours[0].closes',
      'Business facts → Special hours → 2026-12-24 Christmas Eve: "Opens" is missing: give both times for other hours, or neither for a closed day\ndata/site.json at specialHours[0].opens',
      "Business facts → Special hours → 2026-12-24 Christmas Eve → Locations → charlote: is no shop of the site: choose one of Charlotte (charlotte), Mount Gilead (mount-gilead)\ndata/site.json at specialHours[1].locations[0]",
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
      "Business facts → Special hours → 2026-11-26 Thanksgiving: is in the past (before 2026-11-27): remove it when convenient\ndata/site.json at specialHours[0]",
    ]);
    expect(pastHours(site(special), "2026-12-25")).toEqual([
      "Business facts → Special hours → 2026-11-26 Thanksgiving: is in the past (before 2026-12-25): remove it when convenient\ndata/site.json at specialHours[0]",
      "Business facts → Special hours → 2026-12-21 Inventory: is in the past (before 2026-12-25): remove it when convenient\ndata/site.json at specialHours[1]",
      "Business facts → Special hours → 2026-12-24 Christmas Eve: is in the past (before 2026-12-25): remove it when convenient\ndata/site.json at specialHours[2]",
    ]);
  });

  it("says nothing of an exception on its day, or of one of several days until its last", () => {
    expect(pastHours(site(special), "2026-11-26")).toEqual([]);
    expect(pastHours(site(special.slice(1)), "2026-12-23")).toEqual([]);
    expect(pastHours(site(special.slice(1)), "2026-12-24")).toEqual([
      "Business facts → Special hours → 2026-12-21 Inventory: is in the past (before 2026-12-24): remove it when convenient\ndata/site.json at specialHours[0]",
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
