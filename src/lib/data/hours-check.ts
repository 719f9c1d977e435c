import type { BusinessData } from "./types";

// The rules of the hours in data/site.json that a JSON Schema cannot say: one line per problem, naming file, entry
// and field, as the other checks do.

const FILE = "data/site.json";
type Location = BusinessData["locations"][number];
type Special = NonNullable<BusinessData["specialHours"]>[number];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const specialEntry = (s: Special, i: number) => `specialHours[${i}] "${s.reason}" (${s.date})`;
const lastDay = (s: Special) => s.through || s.date;
/** The locations an exception applies to, or every one. */
const appliesTo = (s: Special, all: readonly string[]) =>
  s.locations?.length ? s.locations.filter((id) => all.includes(id)) : all;

/**
 * Errors: a day listed twice, a shop that closes before it opens, an exception half-written, or two for one day; a
 * ZIP code or town served by two shops.
 */
export function hoursCheck(site: BusinessData): string[] {
  const problems: string[] = [];
  const ids = site.locations.map((l) => l.id);
  site.locations.forEach((location: Location, i) => {
    const entry = `locations[${i}] "${location.name}"`;
    const seen = new Set<string>();
    location.openingHours.forEach((h, j) => {
      if (seen.has(h.day))
        problems.push(`${FILE}: entry ${entry}, field "openingHours[${j}].day" lists ${h.day} a second time`);
      seen.add(h.day);
      if (minutes(h.closes) <= minutes(h.opens))
        problems.push(
          `${FILE}: entry ${entry}, field "openingHours[${j}].closes" (${h.closes}) must be after "opens" (${h.opens}) on ${h.day}`,
        );
    });
  });
  // A ZIP code or a town two shops claim: a visit there could go to either (domain/shops.ts shopServing).
  const claimed = new Map<string, string>();
  site.locations.forEach((location: Location, i) => {
    const entry = `locations[${i}] "${location.name}"`;
    const claim = (key: string, field: string) => {
      const other = claimed.get(key);
      if (other && other !== location.name)
        problems.push(`${FILE}: entry ${entry}, field "${field}" is the ${other} shop's too: give it to one shop`);
      claimed.set(key, location.name);
    };
    (location.servedZips ?? []).forEach((zip, j) => claim(`zip ${zip}`, `servedZips[${j}]`));
    (location.servedTowns ?? []).forEach((town, j) => claim(`town ${town.trim().toLowerCase()}`, `servedTowns[${j}]`));
  });
  const special = site.specialHours ?? [];
  special.forEach((s, i) => {
    const entry = specialEntry(s, i);
    if (Boolean(s.opens) !== Boolean(s.closes))
      problems.push(
        `${FILE}: entry ${entry}, field "${s.opens ? "closes" : "opens"}" is missing: give both times for other hours, or neither for a closed day`,
      );
    else if (s.opens && s.closes && minutes(s.closes) <= minutes(s.opens))
      problems.push(`${FILE}: entry ${entry}, field "closes" (${s.closes}) must be after "opens" (${s.opens})`);
    if (s.through && s.through < s.date)
      problems.push(`${FILE}: entry ${entry}, field "through" (${s.through}) is before "date" (${s.date})`);
    (s.locations ?? []).forEach((id, j) => {
      if (!ids.includes(id))
        problems.push(
          `${FILE}: entry ${entry}, field "locations[${j}]" names "${id}", which is no location's id (${ids.join(", ")})`,
        );
    });
  });
  // Two exceptions for the same shop on the same day: which one holds would depend on their order.
  special.forEach((a, i) =>
    special.slice(0, i).forEach((b, j) => {
      const days = a.date <= lastDay(b) && b.date <= lastDay(a);
      const shops = appliesTo(a, ids).filter((id) => appliesTo(b, ids).includes(id));
      if (days && shops.length)
        problems.push(
          `${FILE}: entry ${specialEntry(a, i)} overlaps entry ${specialEntry(b, j)} for ${shops.join(", ")}: keep one entry per shop and day`,
        );
    }),
  );
  return problems;
}

/** Warnings: exceptions whose last day is before `today` (YYYY-MM-DD), which can be removed. */
export function pastHours(site: BusinessData, today: string): string[] {
  return (site.specialHours ?? []).flatMap((s, i) =>
    lastDay(s) < today
      ? [`${FILE}: entry ${specialEntry(s, i)} is in the past (before ${today}): remove it when convenient`]
      : [],
  );
}
