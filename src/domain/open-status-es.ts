import { byIsoDate } from "./dates";
import { addDaysIso, formatTime, hoursOn, type DateHours, type Schedule } from "./hours";
import { zonedTime, type OpenStatus } from "./open-status";
import { spanishDate } from "./spanish";
import type { ZoneOffsets } from "./zone-offsets";

// The open status and the coming closures in Spanish (open-status.ts writes them in English), from the same facts. A
// module of its own: the English pages' chrome scripts are bundled without it (page-runtime/site-chrome.ts).

const dateOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
/** "viernes 4 de diciembre" (the year with `year`: "viernes 4 de diciembre de 2026"). */
const dayAndDate = (iso: string, year = false) => {
  const text = spanishDate(dateOf(iso), { weekday: true }).replace(",", "");
  return year ? text : text.replace(/ de \d{4}$/, "");
};
const weekday = (iso: string) => spanishDate(dateOf(iso), { weekday: true }).split(",")[0];

/** The facts behind an open status that its English label holds in words: today's hours, the next opening's day. */
function factsOf(status: OpenStatus, instant: Date, schedule: Schedule, offsets?: ZoneOffsets) {
  const date = zonedTime(instant, schedule.timeZone, offsets).date;
  const today = hoursOn(schedule, date);
  // The next opening as openStatus found it: later today, else the first day ahead that opens.
  let ahead = status.next?.day === "today" ? 0 : 1;
  while (ahead && ahead < 31 && !hoursOn(schedule, addDaysIso(date, ahead)).open) ahead++;
  return { today, ahead, iso: addDaysIso(date, ahead) };
}

/** When the shop next opens, as a sentence says it: "hoy", "mañana", "el viernes", "el viernes 4 de diciembre". */
function nextDay(ahead: number, iso: string): string {
  if (ahead === 0) return "hoy";
  if (ahead === 1) return "mañana";
  return ahead <= 6 ? `el ${weekday(iso)}` : `el ${dayAndDate(iso)}`;
}

/**
 * An open status (open-status.ts `openStatus`, for `instant` and `schedule`) in Spanish: its label ("Abierto ahora -
 * cierra a las 6pm", "Cerrado - abre mañana a las 9am"), and what the first screen says while the shop is closed
 * ("Cerrado hoy por Thanksgiving. Envíe una solicitud y le llamamos mañana desde las 9am.").
 */
export function spanishStatus(
  status: OpenStatus,
  instant: Date,
  schedule: Schedule,
  offsets?: ZoneOffsets,
): { label: string; closedNow?: string } {
  const { open, openDay, next } = status;
  const { today, ahead, iso } = factsOf(status, instant, schedule, offsets);
  const reason = status.reason ?? today.reason;
  if (open && today.open)
    return { label: `Abierto ahora - cierra a las ${formatTime(today.closes)}${reason ? ` hoy (${reason})` : ""}` };
  const closed = openDay ? "Cerrado ahora." : reason ? `Cerrado hoy por ${reason}.` : "Cerrado hoy.";
  if (!next)
    return {
      label: reason ? `Cerrado hoy: ${reason}` : "Cerrado",
      closedNow: `${closed} Envíe una solicitud y le llamamos en cuanto abramos.`,
    };
  const day = nextDay(ahead, iso);
  const opens = `${day} a las ${formatTime(next.opens)}`;
  return {
    label: !openDay && reason ? `Cerrado hoy: ${reason}. Abre ${opens}` : `Cerrado - abre ${opens}`,
    closedNow: `${closed} Envíe una solicitud y le llamamos ${day} desde las ${formatTime(next.opens)}.`,
  };
}

/** upcomingClosures in Spanish: "Cerrado el jueves 26 de noviembre (Thanksgiving)", "Abierto de 9am a 2pm hoy (...)". */
export function spanishClosures(
  instant: Date,
  schedule: Schedule,
  offsets?: ZoneOffsets,
  days = 7,
  { dated = false } = {},
): string[] {
  // The exceptions from today to `days` days ahead, each from its first day still to come, as upcomingClosures finds
  // them. Not a helper both call: that cost the English pages' live chrome script 6-11 bytes gzipped (measured), and
  // its 4 KB budget is met by 3.
  const today = zonedTime(instant, schedule.timeZone, offsets).date;
  const last = addDaysIso(today, days);
  const day = (iso: string) => (!dated && iso === today ? "hoy" : `el ${dayAndDate(iso, dated)}`);
  return [...schedule.special]
    .sort((a, b) => byIsoDate(a.date, b.date))
    .filter((s) => (s.through || s.date) >= today && s.date <= last)
    .map((s) => {
      const [from, end] = [s.date < today ? today : s.date, s.through || s.date];
      const span = end > from ? `del ${day(from).replace(/^el /, "")} al ${day(end).replace(/^el /, "")}` : day(from);
      return s.opens && s.closes
        ? `Abierto de ${formatTime(s.opens)} a ${formatTime(s.closes)} ${span} (${s.reason})`
        : `Cerrado ${span} (${s.reason})`;
    });
}

/** One date's hours as the week's table writes them, in Spanish: "9am-6pm", "Cerrado", "Cerrado (Thanksgiving)". */
export function spanishDayHours(hours: DateHours): string {
  const text = hours.open ? `${formatTime(hours.opens)}-${formatTime(hours.closes)}` : "Cerrado";
  return hours.reason ? `${text} (${hours.reason})` : text;
}

/** lib/locations.ts weekOf in Spanish: the week that holds `instant`, each day's hours with its exceptions, and today. */
export function spanishWeek(
  instant: Date,
  schedule: Schedule,
  offsets?: ZoneOffsets,
): { today: number; days: string[] } {
  const now = zonedTime(instant, schedule.timeZone, offsets);
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) => spanishDayHours(hoursOn(schedule, addDaysIso(now.date, i - now.day))));
  return { today: now.day, days };
}
