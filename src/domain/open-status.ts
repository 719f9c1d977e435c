import { byIsoDate, humanDate } from "./dates";
import { addDaysIso, formatTime, hoursOn, minutesOf, weekdayOf, type Schedule } from "./hours";
import { intlZonedTime, tableOffset, type ZoneOffsets } from "./zone-offsets";

/**
 * The calendar date ("2026-11-24"), weekday (0 = Monday) and minutes since midnight of an instant in a
 * time zone (DST included). With the zone's offset table (domain/zone-offsets.ts) and an instant inside it, by
 * arithmetic; otherwise by Intl, which loads the zone's data on first use.
 */
export function zonedTime(
  instant: Date,
  timeZone: string,
  offsets?: ZoneOffsets,
): { date: string; day: number; minutes: number } {
  const offset = offsets && tableOffset(instant.getTime(), offsets);
  if (offset !== undefined) {
    const local = new Date(instant.getTime() + offset * 60_000);
    return {
      date: local.toISOString().slice(0, 10),
      day: (local.getUTCDay() + 6) % 7,
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  return intlZonedTime(instant, timeZone);
}

/**
 * "Open now - closes 6pm", "Closed - opens tomorrow 9am" or, on a closure, "Closed today: Thanksgiving. Opens Friday
 * 9am", for the shop's own time zone whatever the visitor's. The usual week with its exceptions (domain/hours.ts).
 * Closed, it also says why (`reason`), whether the shop opens at all today (`openDay`) and when it next opens (`next`:
 * "today", "tomorrow", "Friday" within the week, "Friday, December 4" beyond).
 */
export type OpenStatus = {
  open: boolean;
  label: string;
  reason?: string;
  openDay?: boolean;
  next?: { day: string; opens: string };
};

export function openStatus(instant: Date, schedule: Schedule, offsets?: ZoneOffsets): OpenStatus {
  const now = zonedTime(instant, schedule.timeZone, offsets);
  const today = hoursOn(schedule, now.date);
  if (today.open && now.minutes >= minutesOf(today.opens) && now.minutes < minutesOf(today.closes))
    return {
      open: true,
      label: `Open now - closes ${formatTime(today.closes)}${today.reason ? ` today (${today.reason})` : ""}`,
    };
  const closed = { open: false, openDay: today.open, ...(today.reason && { reason: today.reason }) };
  if (today.open && now.minutes < minutesOf(today.opens))
    return {
      ...closed,
      label: `Closed - opens today ${formatTime(today.opens)}`,
      next: { day: "today", opens: today.opens },
    };
  for (let ahead = 1; ahead <= 31; ahead++) {
    const iso = addDaysIso(now.date, ahead);
    const next = hoursOn(schedule, iso);
    if (!next.open) continue;
    const day = weekdayOf(iso);
    const when = ahead <= 6 ? day : `${day}, ${humanDate(iso).replace(/, \d{4}$/, "")}`;
    const opens = formatTime(next.opens);
    return {
      ...closed,
      label:
        !today.open && today.reason
          ? `Closed today: ${today.reason}. Opens ${when} ${opens}`
          : `Closed - opens ${ahead === 1 ? "tomorrow" : ahead <= 6 ? day.slice(0, 3) : when} ${opens}`,
      next: { day: ahead === 1 ? "tomorrow" : when, opens: next.opens },
    };
  }
  return { ...closed, label: today.reason ? `Closed today: ${today.reason}` : "Closed" };
}

/**
 * While a shop is closed, what a visitor on the first screen needs, from its open status: "Closed today for
 * Thanksgiving. Send a request and we call you Friday from 9am.", "Closed now. Send a request and we call you tomorrow
 * from 9am."; none while it is open.
 */
export function closedNowText({ open, reason, openDay, next }: OpenStatus): string | undefined {
  if (open) return undefined;
  const closed = openDay ? "Closed now." : reason ? `Closed today for ${reason}.` : "Closed today.";
  return `${closed} Send a request and we call you ${next ? `${next.day} from ${formatTime(next.opens)}` : "as soon as we open"}.`;
}

/**
 * The exceptions from today to `days` days ahead, in words, for the notice on the location and contact pages:
 * "Closed Thursday, November 26 (Thanksgiving)", "Open 9am-2pm Thursday, December 24 (Christmas Eve)". `dated` writes
 * every day with its year and never "today" (a page written at build that stays true when read later).
 */
export function upcomingClosures(
  instant: Date,
  schedule: Schedule,
  offsets?: ZoneOffsets,
  days = 7,
  { dated = false } = {},
): string[] {
  const today = zonedTime(instant, schedule.timeZone, offsets).date;
  const last = addDaysIso(today, days);
  const lines: string[] = [];
  for (const s of [...schedule.special].sort((a, b) => byIsoDate(a.date, b.date))) {
    const end = s.through || s.date;
    if (end < today || s.date > last) continue;
    const from = s.date < today ? today : s.date;
    const day = (iso: string) =>
      dated
        ? `${weekdayOf(iso)}, ${humanDate(iso)}`
        : iso === today
          ? "today"
          : `${weekdayOf(iso)}, ${humanDate(iso).replace(/, \d{4}$/, "")}`;
    const span = end > from ? `${day(from)} to ${day(end)}` : day(from);
    lines.push(
      s.opens && s.closes
        ? `Open ${formatTime(s.opens)}-${formatTime(s.closes)} ${span} (${s.reason})`
        : `Closed ${span} (${s.reason})`,
    );
  }
  return lines;
}
