import { problemAt, type PathPart } from "./editor-words";
import type { BusinessData } from "./types";

// The rules of the hours in data/site.json that a JSON Schema cannot say: one problem each, in the editor's words
// (editor-words.ts), as the schema's are; `schema` is site.json's (for the file's and the fields' names).

const FILE = "data/site.json";
type Location = BusinessData["locations"][number];
type Special = NonNullable<BusinessData["specialHours"]>[number];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const lastDay = (s: Special) => s.through || s.date;
/** The locations an exception applies to, or every one. */
const appliesTo = (s: Special, all: readonly string[]) =>
  s.locations?.length ? s.locations.filter((id) => all.includes(id)) : all;

/**
 * Errors: a day listed twice, a shop that closes before it opens, an exception half-written, or two for one day; a
 * ZIP code or town served by two shops.
 */
export function hoursCheck(site: BusinessData, schema: object = {}): string[] {
  const problems: string[] = [];
  const at = (parts: PathPart[], says: string) =>
    problems.push(problemAt({ file: FILE, data: site, schema }, parts, says));
  const ids = site.locations.map((l) => l.id);
  const shopName = (id: string) => site.locations.find((l) => l.id === id)?.name ?? id;
  site.locations.forEach((location: Location, i) => {
    const seen = new Set<string>();
    location.openingHours.forEach((h, j) => {
      if (seen.has(h.day))
        at(["locations", i, "openingHours", j, "day"], `is ${h.day} a second time: keep one row per day`);
      seen.add(h.day);
      if (minutes(h.closes) <= minutes(h.opens))
        at(
          ["locations", i, "openingHours", j, "closes"],
          `is ${h.closes}, not after "Opens" (${h.opens}): correct the time (a 24-hour clock: 18:00 is 6 pm)`,
        );
    });
  });
  // A ZIP code or a town two shops claim: a visit there could go to either (domain/shops.ts shopServing).
  const claimed = new Map<string, string>();
  site.locations.forEach((location: Location, i) => {
    const claim = (key: string, parts: PathPart[]) => {
      const other = claimed.get(key);
      if (other && other !== location.name)
        at(["locations", i, ...parts], `is the ${other} shop's too: give it to one shop`);
      claimed.set(key, location.name);
    };
    (location.servedZips ?? []).forEach((zip, j) => claim(`zip ${zip}`, ["servedZips", j]));
    (location.servedTowns ?? []).forEach((town, j) => claim(`town ${town.trim().toLowerCase()}`, ["servedTowns", j]));
  });
  const special = site.specialHours ?? [];
  const shopChoices = site.locations.map((l) => `${l.name} (${l.id})`).join(", ");
  special.forEach((s, i) => {
    if (Boolean(s.opens) !== Boolean(s.closes))
      at(
        ["specialHours", i, s.opens ? "closes" : "opens"],
        "is missing: give both times for other hours, or neither for a closed day",
      );
    else if (s.opens && s.closes && minutes(s.closes) <= minutes(s.opens))
      at(["specialHours", i, "closes"], `is ${s.closes}, not after "Opens" (${s.opens}): correct the time`);
    if (s.through && s.through < s.date)
      at(["specialHours", i, "through"], `is ${s.through}, before the first day (${s.date}): pick a later day`);
    (s.locations ?? []).forEach((id, j) => {
      if (!ids.includes(id))
        at(["specialHours", i, "locations", j], `is no shop of the site: choose one of ${shopChoices}`);
    });
  });
  // Two exceptions for the same shop on the same day: which one holds would depend on their order.
  special.forEach((a, i) =>
    special.slice(0, i).forEach((b) => {
      const days = a.date <= lastDay(b) && b.date <= lastDay(a);
      const shops = appliesTo(a, ids).filter((id) => appliesTo(b, ids).includes(id));
      if (days && shops.length)
        at(
          ["specialHours", i],
          `falls on a day of ${b.date} ${b.reason} too, for ${shops.map(shopName).join(" and ")}: keep one of them for each shop and day`,
        );
    }),
  );
  return problems;
}

/** Warnings: exceptions whose last day is before `today` (YYYY-MM-DD), which can be removed. */
export function pastHours(site: BusinessData, today: string, schema: object = {}): string[] {
  return (site.specialHours ?? []).flatMap((s, i) =>
    lastDay(s) < today
      ? [
          problemAt(
            { file: FILE, data: site, schema },
            ["specialHours", i],
            `is in the past (before ${today}): remove it when convenient`,
          ),
        ]
      : [],
  );
}
