// What the shop's rules write by hand, in Spanish: dates (as dates.ts writes them in English, no Intl in the browser:
// dates.ts says why), a repair's time, the ways a device gets to us. A module of its own: the English pages' first
// scripts are bundled from dates.ts, and the contact page's has a 4 KB budget that they meet by a few bytes.

/** The months and weekdays in Spanish, as `Intl.DateTimeFormat("es-US", ...)` writes them (lower case). */
const MESES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;
const DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;

/** An English weekday's name ("Monday", as data/site.json's hours write them) in Spanish ("lunes"); another as it is. */
export const spanishWeekday = (day: string): string =>
  DIAS[["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].indexOf(day.toLowerCase())] ??
  day;

/** `longDate` (dates.ts) in Spanish: "14 de marzo de 2024", "jueves, 14 de marzo de 2024". */
export function spanishDate(date: Date, { weekday = false } = {}): string {
  const dia = `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return weekday ? `${DIAS[(date.getUTCDay() + 6) % 7]}, ${dia}` : dia;
}

/** `humanDate` (dates.ts) in Spanish: "2024-03-14" -> "14 de marzo de 2024" (an unreadable date as it is). */
export function spanishHumanDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : spanishDate(date);
}

const UNITS: Record<string, string> = {
  hour: "hora",
  hours: "horas",
  day: "día",
  days: "días",
  week: "semana",
  weeks: "semanas",
};

/**
 * A price's time (data's words: "same day", "1-2 days", "24 hours") in Spanish: "el mismo día", "1-2 días". A time in
 * other words than these stays as written.
 */
export function spanishTime(time: string): string {
  const text = time.trim().toLowerCase();
  if (text === "same day") return "el mismo día";
  if (text === "next day") return "al día siguiente";
  const match = /^(\d+(?:\s*-\s*\d+)?)\s+(hours?|days?|weeks?)$/.exec(text);
  return match ? `${match[1]} ${UNITS[match[2]]}` : time;
}

/** The weekdays as hours.ts formatHours abbreviates them, in Spanish. */
const DIAS_CORTOS: Record<string, string> = {
  Mon: "lun",
  Tue: "mar",
  Wed: "mié",
  Thu: "jue",
  Fri: "vie",
  Sat: "sáb",
  Sun: "dom",
};

/** formatHours' lines ("Mon-Sat: 9am-6pm", "Sun: Closed") in Spanish: "lun-sáb: 9am-6pm", "dom: Cerrado". */
export const spanishHours = (lines: readonly string[]): string[] =>
  lines.map((line) =>
    line.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => DIAS_CORTOS[day]).replace(/: Closed$/, ": Cerrado"),
  );

/** The form's choice for a service not on the list (fields.ts OTHER_SERVICE), in Spanish. */
export const SPANISH_OTHER_SERVICE = "Otro / no estoy seguro";

/** A way of getting the device to us (dropoff.ts's ids), in Spanish: a shop's counter, a visit, the post. */
export function spanishDropoff(id: string, shopName: string): string {
  if (id === "on-site") return "Vamos a su domicilio";
  if (id === "mail-in") return "Lo envía por correo";
  return `Lo trae a la tienda de ${shopName}`;
}
