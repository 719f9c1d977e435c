import { bookingDates, BOOKING_DAYS } from "../../../src/domain/booking";
import { LANGUAGES, type Lang } from "../../../src/domain/language";
import { checkRequest } from "../../../src/domain/request";
import { exampleSubmission } from "../../../src/domain/service-request";
import type { MailMessage } from "../compose";
import { handleContactRequest, pageLang, type ContactDeps, type ContactRequest } from "../handle";
import { createRateLimiter } from "../rate-limit";
import { jpegOfSize, multipartRequest, storeDeps, testConfig } from "./fixtures";

// The server answers a request in its language: its own `lang` field (JSON and the plain form alike), else the
// language of the page it came from (a page under /es/). The shop's e-mail stays in English and says which.

// Sunday 22 November 2026, 10:00 in Charlotte.
const NOW = new Date("2026-11-22T15:00:00Z");
const valid = exampleSubmission({ service: testConfig.catalogue.services[0], location: "" });
const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };

function setup() {
  const sent: MailMessage[] = [];
  const store = storeDeps();
  const deps: ContactDeps = {
    config: testConfig,
    ...store,
    transport: { sendMail: async (m) => void (/\.visitor@/.test(m.messageId ?? "") ? undefined : sent.push(m)) },
    limiter: createRateLimiter({ max: 100, windowMs: 600_000 }),
    now: () => NOW,
    log: () => undefined,
  };
  return { sent, deps, send: (request: ContactRequest) => handleContactRequest(request, deps) };
}
const jsonRequest = (body: object, referer?: string): ContactRequest => ({
  method: "POST",
  contentType: "application/json",
  body: Buffer.from(JSON.stringify(body)),
  clientIp: "10.0.0.1",
  ...(referer && { referer }),
});
const formRequest = (fields: Record<string, string>, referer?: string): ContactRequest => ({
  method: "POST",
  contentType: "application/x-www-form-urlencoded",
  body: Buffer.from(new URLSearchParams(fields).toString()),
  clientIp: "10.0.0.2",
  ...(referer && { referer }),
});
const errorsOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { errors: Record<string, string> }).errors;

/** Requests that break every rule a visitor can meet, each once: the same fields fail in every language. */
const closedDay = (() => {
  const schedule = testConfig.schedules.byLocation.charlotte;
  const open = new Set(bookingDates(NOW, schedule));
  for (let n = 1; n <= BOOKING_DAYS; n++) {
    const day = new Date(NOW.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    if (!open.has(day)) return day;
  }
  throw new Error("the main shop is open every day of the next three weeks: no closed day to book");
})();
const broken: Array<[string, Record<string, unknown>]> = [
  ["empty", {}],
  [
    "too long, on two lines, a list",
    { name: "x".repeat(101), phone: "12\n34", email: ["a@b.co", "c@d.co"], message: "x".repeat(5001) },
  ],
  ["a name with a link, a phone too short", { ...valid, name: "www.example.com", phone: "12345", email: "jane" }],
  ["unknown choices", { ...valid, service: "Brain Surgery", location: "Raleigh", dropoff: "moon" }],
  ["an estimate missing its model", { ...valid, device: "phones", brand: "apple", repair: "screen" }],
  ["an unknown model", { ...valid, ...ids, model: "nope" }],
  ["a visit without address, a date not a date", { ...valid, dropoff: "on-site", preferredDate: "12/01/2026" }],
  [
    "a closed day, an unknown window",
    { ...valid, dropoff: "charlotte", preferredDate: closedDay, preferredTime: "dusk" },
  ],
  ["today", { ...valid, dropoff: "charlotte", preferredDate: "2026-11-22" }],
  ["a date for the post", { ...valid, dropoff: "mail-in", preferredDate: "2026-11-24" }],
];
const errorsIn = (fields: Record<string, unknown>, lang: Lang) => {
  const result = checkRequest(fields, testConfig, NOW, lang);
  return result.ok ? {} : result.errors;
};

describe("the request's messages in each language", () => {
  it.each(broken)("%s: the same fields fail, each message in Spanish differs from the English one", (_, fields) => {
    const en = errorsIn(fields, "en");
    const es = errorsIn(fields, "es");
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(es)).toEqual(Object.keys(en));
    for (const field of Object.keys(en)) {
      const [english, spanish] = [en[field as keyof typeof en]!, es[field as keyof typeof es]!];
      expect([field, spanish]).not.toEqual([field, english]);
      // Spanish all through: none of the English messages' words ("Please", "choose", "enter") left in it.
      expect([field, spanish]).not.toEqual([field, expect.stringMatching(/\b(Please|choose|enter|the)\b/)]);
    }
  });

  it("names a closed day in Spanish, as the Spanish calendar writes it", () => {
    const { preferredDate } = errorsIn({ ...valid, dropoff: "charlotte", preferredDate: closedDay }, "es");
    expect(preferredDate).toMatch(
      /^Estamos cerrados el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de 2026( \(.+\))?\. Elija otro día\.$/,
    );
  });

  it("a request without errors is the same request in each language, its language kept when not English", () => {
    const [en, es] = LANGUAGES.map((lang) => checkRequest(valid, testConfig, NOW, lang));
    expect(en).toEqual({ ok: true, value: expect.not.objectContaining({ lang: expect.anything() }) });
    expect(es).toEqual({ ok: true, value: { ...(en.ok ? en.value : {}), lang: "es" } });
  });
});

describe("the server answers in the request's language", () => {
  it("a JSON request with lang es gets its field errors in Spanish; without lang, in English", async () => {
    const { send } = setup();
    const spanish = await send(jsonRequest({ ...valid, name: "", email: "jane", lang: "es" }));
    expect(spanish.status).toBe(400);
    expect(errorsOf(spanish)).toEqual({ name: "Escriba su nombre.", email: "Escriba un correo electrónico válido." });
    const english = await send(jsonRequest({ ...valid, name: "", email: "jane" }));
    expect(errorsOf(english)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
    });
  });

  it("an unknown lang is English, never a failure; a request from a page under /es/ without lang is Spanish", async () => {
    const { send } = setup();
    expect(errorsOf(await send(jsonRequest({ ...valid, name: "", lang: "fr" })))).toEqual({
      name: "Please enter your name.",
    });
    expect(errorsOf(await send(jsonRequest({ ...valid, name: "" }, "https://www.example.com/es/contacto/")))).toEqual({
      name: "Escriba su nombre.",
    });
    // The request's own field wins over its page.
    expect(
      errorsOf(await send(jsonRequest({ ...valid, name: "", lang: "en" }, "https://www.example.com/es/contacto/"))),
    ).toEqual({ name: "Please enter your name." });
  });

  it("the plain form's refusal page names the problems in Spanish", async () => {
    const { send } = setup();
    const response = await send(formRequest({ ...valid, phone: "12345", lang: "es" }));
    expect(response.status).toBe(400);
    expect(response.body).toContain("Escriba un número de teléfono válido (al menos 7 dígitos).");
    expect(response.body).not.toContain("Please enter a valid phone number");
  });

  it("photos too large, refused before the fields are read, are said in the page's language", async () => {
    const { send } = setup();
    const photo = await jpegOfSize(2.2 * 1024 * 1024);
    const files = [
      { name: "a.jpg", content: photo, type: "image/jpeg" },
      { name: "b.jpg", content: photo, type: "image/jpeg" },
    ];
    const request = await multipartRequest({ ...valid, lang: "es" }, files);
    const response = await send({
      ...request,
      accept: "application/json",
      referer: "https://www.example.com/es/contacto/",
    });
    expect(response.status).toBe(413);
    expect(errorsOf(response).photos).toMatch(/^Las fotos pesan demasiado: 4 MB en total como máximo\./);
  });

  it("a Spanish request is kept with its language, and the shop's e-mail, in English, says the visitor wrote in Spanish", async () => {
    const { send, sent, deps } = setup();
    const response = await send(jsonRequest({ ...valid, lang: "es" }));
    expect(response.status).toBe(200);
    const { reference } = JSON.parse(response.body) as { reference: string };
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Language: The visitor wrote in Spanish");
    expect(sent[0].text).toContain("New service request from the");
    expect((await deps.openStore().get(reference))?.record.lang).toBe("es");
    // An English request has no such row.
    await send(jsonRequest(valid));
    expect(sent[1].text).not.toContain("Language:");
  });

  it("pageLang reads the Referer's path, and anything else is English", () => {
    expect(pageLang("https://www.example.com/es/")).toBe("es");
    expect(pageLang("https://www.example.com/es/contacto/?device=phones")).toBe("es");
    expect(pageLang("https://www.example.com/escape/")).toBe("en");
    expect(pageLang("https://www.example.com/contact/")).toBe("en");
    expect(pageLang("not a url")).toBe("en");
    expect(pageLang(undefined)).toBe("en");
  });
});
