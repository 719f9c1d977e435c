import { WEEKDAYS, type DayHours, type Schedule, type SpecialHours } from "../hours";
import { closedNowText, openStatus, upcomingClosures } from "../open-status";
import { spanishClosures, spanishStatus } from "../open-status-es";

// The open status in Spanish, from the same facts as the English one: a shop of the test's own, open Monday to
// Saturday 9am-6pm in Charlotte's time zone.
const monSat: DayHours[] = WEEKDAYS.slice(0, 6).map((day) => ({ day, opens: "09:00", closes: "18:00" }));
const schedule = (special: SpecialHours[] = []): Schedule => ({ hours: monSat, special, timeZone: "America/New_York" });
const thanksgiving: SpecialHours = { date: "2026-11-26", reason: "Thanksgiving" };
const spanishAt = (iso: string, s = schedule()) => spanishStatus(openStatus(new Date(iso), s), new Date(iso), s);
const both = (iso: string, s = schedule()) => [openStatus(new Date(iso), s).label, spanishAt(iso, s).label];

describe("the open status in Spanish", () => {
  it.each([
    ["2026-11-23T13:59:00Z", "Closed - opens today 9am", "Cerrado - abre hoy a las 9am"], // Mon 8:59
    ["2026-11-23T14:00:00Z", "Open now - closes 6pm", "Abierto ahora - cierra a las 6pm"], // Mon 9:00
    ["2026-11-23T23:00:00Z", "Closed - opens tomorrow 9am", "Cerrado - abre mañana a las 9am"], // Mon 18:00
    ["2026-11-28T23:30:00Z", "Closed - opens Mon 9am", "Cerrado - abre el lunes a las 9am"], // Sat 18:30
  ])("%s: %s / %s", (iso, english, spanish) => {
    expect(both(iso)).toEqual([english, spanish]);
  });

  it("names a short day's reason while open", () => {
    const eve = schedule([{ date: "2026-12-24", opens: "09:00", closes: "14:00", reason: "Nochebuena" }]);
    expect(both("2026-12-24T15:00:00Z", eve)).toEqual([
      "Open now - closes 2pm today (Nochebuena)",
      "Abierto ahora - cierra a las 2pm hoy (Nochebuena)",
    ]);
  });

  it("names a closure and the next opening, and beyond a week the day with its date", () => {
    expect(both("2026-11-26T17:00:00Z", schedule([thanksgiving]))).toEqual([
      "Closed today: Thanksgiving. Opens Friday 9am",
      "Cerrado hoy: Thanksgiving. Abre mañana a las 9am",
    ]);
    const long = schedule([{ date: "2026-11-26", through: "2026-12-05", reason: "Inventory" }]);
    expect(both("2026-11-26T17:00:00Z", long)[1]).toBe(
      "Cerrado hoy: Inventory. Abre el lunes 7 de diciembre a las 9am",
    );
  });

  it("tells the first screen what to do while closed, and nothing while open", () => {
    const closed = openStatus(new Date("2026-11-26T17:00:00Z"), schedule([thanksgiving]));
    expect(closedNowText(closed)).toBe(
      "Closed today for Thanksgiving. Send a request and we call you tomorrow from 9am.",
    );
    expect(spanishAt("2026-11-26T17:00:00Z", schedule([thanksgiving])).closedNow).toBe(
      "Cerrado hoy por Thanksgiving. Envíe una solicitud y le llamamos mañana desde las 9am.",
    );
    expect(spanishAt("2026-11-28T23:30:00Z").closedNow).toBe(
      "Cerrado ahora. Envíe una solicitud y le llamamos el lunes desde las 9am.",
    );
    expect(spanishAt("2026-11-23T14:00:00Z").closedNow).toBeUndefined();
  });

  it("lists the coming closures as the English does, day by day, in Spanish", () => {
    const special: SpecialHours[] = [
      thanksgiving,
      { date: "2026-11-27", opens: "09:00", closes: "14:00", reason: "Black Friday" },
    ];
    const at = new Date("2026-11-24T15:00:00Z");
    expect(upcomingClosures(at, schedule(special))).toHaveLength(2);
    expect(spanishClosures(at, schedule(special))).toEqual([
      "Cerrado el jueves 26 de noviembre (Thanksgiving)",
      "Abierto de 9am a 2pm el viernes 27 de noviembre (Black Friday)",
    ]);
    expect(spanishClosures(new Date("2026-11-26T15:00:00Z"), schedule(special))[0]).toBe("Cerrado hoy (Thanksgiving)");
    expect(spanishClosures(at, schedule(special), undefined, 7, { dated: true })[0]).toBe(
      "Cerrado el jueves 26 de noviembre de 2026 (Thanksgiving)",
    );
    const span = schedule([{ date: "2026-12-24", through: "2026-12-26", reason: "Navidad" }]);
    expect(spanishClosures(new Date("2026-12-20T15:00:00Z"), span)).toEqual([
      "Cerrado del jueves 24 de diciembre al sábado 26 de diciembre (Navidad)",
    ]);
  });
});
