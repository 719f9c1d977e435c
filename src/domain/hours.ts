export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One open day of a shop's usual week (data/site.json `locations[].openingHours`). Days not listed are closed. */
export type DayHours = { day: string; opens: string; closes: string };
/** A day (or days, to `through`) a shop closes, or keeps other hours (data/site.json `specialHours`). */
export type SpecialHours = {
  date: string;
  through?: string | null;
  reason: string;
  opens?: string | null;
  closes?: string | null;
  /** The locations it applies to; none means every one. */
  locations?: readonly string[] | null;
};
/** A shop's week and the exceptions that apply to it, in its time zone: what every reader of hours needs. */
export type Schedule = {
  hours: readonly DayHours[];
  special: readonly SpecialHours[];
  timeZone: string;
};
/** The hours of one calendar date: open from `opens` to `closes`, or closed; `reason` when an exception decides. */
export type DateHours =
  { open: true; opens: string; closes: string; reason?: string } | { open: false; reason?: string };

const short = (day: string) => day.slice(0, 3);

/** "09:00" -> 540. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/** "09:00" -> "9am", "18:30" -> "6:30pm". */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** Consecutive days as "Mon-Sat", single days as "Sun", gaps as "Mon, Wed". */
export function formatDays(days: readonly string[]): string {
  const indexes = days.map((d) => WEEKDAYS.indexOf(d as Weekday)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) =>
      run.length > 1 ? `${short(WEEKDAYS[run[0]])}-${short(WEEKDAYS[run[run.length - 1]])}` : short(WEEKDAYS[run[0]]),
    )
    .join(", ");
}

/** The week's days grouped by equal hours, in the week's order: [{ days: [Mon..Sat], opens, closes }]. */
export function groupedHours(hours: readonly DayHours[]): Array<{ days: Weekday[]; opens: string; closes: string }> {
  const groups: Array<{ days: Weekday[]; opens: string; closes: string }> = [];
  for (const day of WEEKDAYS) {
    const entry = hours.find((h) => h.day === day);
    if (!entry) continue;
    const group = groups.find((g) => g.opens === entry.opens && g.closes === entry.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], opens: entry.opens, closes: entry.closes });
  }
  return groups;
}

/** Each line of the hours as shown on the site: ["Mon-Sat: 9am-6pm", "Sun: Closed"]. */
export function formatHours(hours: readonly DayHours[]): string[] {
  const lines = groupedHours(hours).map((g) => `${formatDays(g.days)}: ${formatTime(g.opens)}-${formatTime(g.closes)}`);
  const closed = WEEKDAYS.filter((day) => !hours.some((h) => h.day === day));
  if (closed.length) lines.push(`${formatDays(closed)}: Closed`);
  return lines;
}

/** "a", "a and b", "a, b and c": a list as a sentence writes it. */
const inWords = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : (items[0] ?? "");

/** The hours in a sentence, for copy ({hours}): "Monday through Saturday from 9am to 6pm, and closed on Sunday". */
export function hoursSentence(hours: readonly DayHours[]): string {
  const phrase = (days: Weekday[]) => {
    const runs = formatDays(days).split(", ");
    const long = (abbr: string) => WEEKDAYS.find((d) => d.startsWith(abbr))!;
    return inWords(runs.map((run) => (run.includes("-") ? run.split("-").map(long).join(" through ") : long(run))));
  };
  const open = groupedHours(hours).map(
    (g) => `${phrase(g.days)} from ${formatTime(g.opens)} to ${formatTime(g.closes)}`,
  );
  const closed = WEEKDAYS.filter((day) => !hours.some((h) => h.day === day));
  const parts = [...open, ...(closed.length ? [`closed on ${phrase(closed)}`] : [])];
  // Clauses with "and" inside are set apart by commas: "..., Saturday from 10am to 4pm, and closed on Sunday".
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1]}` : parts[0];
}

/** The weekday (data's spelling) of a calendar date "2026-11-26". */
export const weekdayOf = (iso: string): Weekday => {
  const [y, m, d] = iso.split("-").map(Number);
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
};

/** The exceptions that apply to a location: business-wide ones and its own. */
export const specialFor = (special: readonly SpecialHours[], locationId: string) =>
  special.filter((s) => !s.locations?.length || s.locations.includes(locationId));

/** Whether an exception covers a calendar date (ISO dates compare as strings). */
export const covers = (s: SpecialHours, iso: string) => s.date <= iso && iso <= (s.through || s.date);

/** The hours of one date: an exception covering it wins over the usual week. */
export function hoursOn(schedule: Pick<Schedule, "hours" | "special">, iso: string): DateHours {
  const special = schedule.special.find((s) => covers(s, iso));
  if (special)
    return special.opens && special.closes
      ? { open: true, opens: special.opens, closes: special.closes, reason: special.reason }
      : { open: false, reason: special.reason };
  const usual = schedule.hours.find((h) => h.day === weekdayOf(iso));
  return usual ? { open: true, opens: usual.opens, closes: usual.closes } : { open: false };
}

/** A location's schedule: its week and the exceptions that apply to it. */
export const locationSchedule = (
  location: { id: string; openingHours: readonly DayHours[] },
  special: readonly SpecialHours[],
  timeZone: string,
): Schedule => ({ hours: location.openingHours, special: specialFor(special, location.id), timeZone });

/** The calendar date `n` days after an ISO date. */
export const addDaysIso = (iso: string, n: number) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
