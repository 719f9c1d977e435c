import { WEEKDAYS } from "./hours";

/**
 * A time zone's UTC offsets as a small table, made at build time (Node has the zone data) so that the browser can
 * tell the shop's local time without `Intl.DateTimeFormat({ timeZone })`: making such a formatter loads the zone's
 * data, which measured 181 ms of one task on a phone-speed CPU (5x slowdown) on every page with the open status.
 */
export type ZoneOffsets = {
  /** [from (ms since the epoch), offset (minutes east of UTC)], in time order: each holds until the next. */
  changes: ReadonlyArray<readonly number[]>;
  /** The table says nothing from here on (ms since the epoch). */
  until: number;
};

const HOUR = 3_600_000;

// Making a formatter for a time zone loads the zone's data (tens of milliseconds on a slow phone): one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The local calendar date ("2026-11-24"), weekday (0 = Monday) and minutes since midnight of an instant, by Intl. */
export function intlZonedTime(instant: Date, timeZone: string): { date: string; day: number; minutes: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS.indexOf(parts.weekday as (typeof WEEKDAYS)[number]),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The offset of a time zone at an instant, from Intl (minutes east of UTC, whole minutes). */
export function intlOffset(instant: number, timeZone: string): number {
  const { date, minutes } = intlZonedTime(new Date(instant), timeZone);
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The table for `timeZone` from `from` to `until` (ms since the epoch). Zones change their offset on the hour or
 * half hour: each change is found to the minute between two hourly readings that differ.
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const start = Math.floor(from / HOUR) * HOUR;
  const changes: Array<[number, number]> = [[start, intlOffset(start, timeZone)]];
  for (let t = start + HOUR; t < until; t += HOUR) {
    const offset = intlOffset(t, timeZone);
    if (offset === changes[changes.length - 1][1]) continue;
    let low = t - HOUR;
    let high = t; // the offset changed in (low, high]
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (intlOffset(mid, timeZone) === offset) high = mid;
      else low = mid;
    }
    changes.push([high, offset]);
  }
  return { changes, until };
}

/** The offset at `instant` by the table, or undefined outside it. */
export function tableOffset(instant: number, table: ZoneOffsets): number | undefined {
  if (instant < table.changes[0][0] || instant >= table.until) return undefined;
  let offset = table.changes[0][1];
  for (const [from, minutes] of table.changes) {
    if (from > instant) break;
    offset = minutes;
  }
  return offset;
}
