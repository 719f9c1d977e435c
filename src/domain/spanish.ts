// Dates in Spanish, written by hand as dates.ts writes them in English (no Intl in the browser: dates.ts says why). A
// module of its own: the English pages' first scripts (the open status's closures, on every page) are bundled from
// dates.ts, and the contact page's has a 4 KB budget that they meet by a few bytes.

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

/** `longDate` (dates.ts) in Spanish: "14 de marzo de 2024", "jueves, 14 de marzo de 2024". */
export function spanishDate(date: Date, { weekday = false } = {}): string {
  const dia = `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return weekday ? `${DIAS[(date.getUTCDay() + 6) % 7]}, ${dia}` : dia;
}
