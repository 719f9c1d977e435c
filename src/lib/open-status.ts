import { formatTime, WEEKDAYS, type OpeningHours } from "./hours";
import { intlZonedTime, tableOffset, type ZoneOffsets } from "./zone-offsets";

export type OpenStatus = { open: boolean; label: string };

const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/**
 * The calendar date ("2026-11-24"), weekday (0 = Monday) and minutes since midnight of an instant in a
 * time zone (DST included). With the zone's offset table (lib/zone-offsets.ts) and an instant inside it, by
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
 * "Open now - closes 6pm" or "Closed - opens Mon 9am", for the shop's own time zone
 * whatever the visitor's. Days missing from the hours are closed.
 */
export function openStatus(
  instant: Date,
  hours: readonly OpeningHours[],
  timeZone: string,
  offsets?: ZoneOffsets,
): OpenStatus {
  const now = zonedTime(instant, timeZone, offsets);
  const dayHours = (day: number) => hours.find((h) => h.days.includes(WEEKDAYS[day]));
  const today = dayHours(now.day);
  if (today && now.minutes >= minutes(today.opens) && now.minutes < minutes(today.closes))
    return { open: true, label: `Open now - closes ${formatTime(today.closes)}` };
  if (today && now.minutes < minutes(today.opens))
    return { open: false, label: `Closed - opens today ${formatTime(today.opens)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = (now.day + ahead) % 7;
    const next = dayHours(day);
    if (next)
      return {
        open: false,
        label: `Closed - opens ${ahead === 1 ? "tomorrow" : WEEKDAYS[day].slice(0, 3)} ${formatTime(next.opens)}`,
      };
  }
  return { open: false, label: "Closed" };
}
