import { bookingDates, BOOKING_DAYS, formatBookingDate } from "../../../src/domain/booking";
import { OTHER_SERVICE } from "../../../src/domain/fields";
import { LANGUAGES, pathIn, type Lang } from "../../../src/domain/language";
import servicesData from "../../../data/services.json";
import { checkRequest } from "../../../src/domain/request";
import { exampleSubmission } from "../../../src/domain/service-request";
import type { MailMessage } from "../compose";
import { contactConfig } from "../config";
import { CONFIRMATION_IN, estimateIn, IN, serviceName, STATUS_COPY_IN } from "../confirmation-data";
import { PRICING_IN } from "../pricing-data";
import { shownPrice } from "../../../src/domain/pricing";
import { spanishDropoff, spanishTime } from "../../../src/domain/spanish";
import { statusAnswer } from "../status";
import { messageFor } from "../deliver";
import { handleContactRequest, pageLang, type ContactDeps, type ContactRequest } from "../handle";
import { newRecord, newUpdateRecord, newVisitorRecord, retryPolicy } from "../record";
import { createRateLimiter } from "../rate-limit";
import { jpegOfSize, multipartRequest, storeDeps, testConfig } from "./fixtures";

// The server answers a request in its language: its own `lang` field (JSON and the plain form alike), else the
// language of the page it came from (a page under /es/). The shop's e-mail stays in English and says which.

// Sunday 22 November 2026, 10:00 in Charlotte.
const NOW = new Date("2026-11-22T15:00:00Z");
const valid = exampleSubmission({ service: testConfig.catalogue.services[0], location: "" });
const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };

function setup(config: ContactDeps["config"] = testConfig) {
  const sent: MailMessage[] = [];
  const store = storeDeps();
  const deps: ContactDeps = {
    config,
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

  it("the plain form's refusal page is in Spanish: its language, its words and the problems", async () => {
    const { send } = setup({ ...testConfig, languages: contactConfig({}).languages });
    const response = await send(formRequest({ ...valid, phone: "12345", lang: "es" }));
    expect(response.status).toBe(400);
    const copy = IN.es.pages.contact.refusal;
    expect(response.body).toContain('<html lang="es">');
    for (const words of [copy.heading, copy.backText, copy.formLinkLabel, copy.callText])
      expect(response.body).toContain(words);
    expect(response.body).toContain("Escriba un número de teléfono válido (al menos 7 dígitos).");
    expect(response.body).not.toContain("Please enter a valid phone number");
    expect(response.body).not.toContain(IN.en.pages.contact.refusal.backText.slice(0, 20));
    // Refused before its fields are read (too long), the page's language says it.
    const long = await send(
      formRequest({ ...valid, message: "x".repeat(17 * 1024) }, "https://www.example.com/es/contacto/"),
    );
    expect(long.status).toBe(413);
    expect(long.body).toContain('<html lang="es">');
    expect(long.body).toContain("La solicitud era demasiado larga (16 KB como máximo).");
  });

  it("the plain form's thank-you page of a Spanish request is in Spanish, with the way the device gets to us", async () => {
    const { send } = setup({ ...testConfig, languages: contactConfig({}).languages });
    const response = await send(formRequest({ ...valid, dropoff: "charlotte", lang: "es" }));
    expect(response.status).toBe(200);
    const copy = IN.es.pages.thankYou;
    expect(response.body).toContain('<html lang="es">');
    for (const words of [
      copy.heading,
      copy.referenceLabel,
      copy.stepsHeading,
      copy.steps[1].text,
      copy.booked.dropoffLabel,
    ])
      expect(response.body).toContain(words);
    expect(response.body).toContain("Lo trae a la tienda de Charlotte");
    expect(response.body).not.toContain(IN.en.pages.thankYou.heading.slice(0, 12));
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

  it("the answer to a Spanish request names its estimate in Spanish, as the thank-you page shows it", async () => {
    const { send } = setup();
    const family = PRICING_IN.es.families.find((f) => f.id === ids.device)!;
    const response = await send(jsonRequest({ ...valid, ...ids, dropoff: "mail-in", lang: "es" }));
    expect(response.status).toBe(200);
    const { booking } = JSON.parse(response.body) as {
      booking: { estimate: { name: string; time: string }; dropoff?: { label: string } };
    };
    expect(booking.estimate.name).toBe(shownPrice(family, ids, "es")!.name);
    // Its usual time too, as the confirmation writes it ("el mismo día", "2-3 días").
    const price = shownPrice(
      PRICING_IN.en.families.find((f) => f.id === ids.device)!,
      ids,
    )!.price!;
    expect(booking.estimate.time).toBe(spanishTime(price.time));
    // And the way the device comes, as the Spanish form's choice reads.
    expect(booking.dropoff?.label).toBe(spanishDropoff("mail-in", ""));
    const englishAnswer = JSON.parse((await send(jsonRequest({ ...valid, ...ids }))).body);
    expect(englishAnswer.booking.estimate.name).toBe(
      shownPrice(
        PRICING_IN.en.families.find((f) => f.id === ids.device)!,
        ids,
      )!.name,
    );
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

describe("the visitor's e-mails in their language", () => {
  const policy = retryPolicy({});
  const mail = {
    to: "",
    from: "Site <no-reply@example.com>",
    businessName: testConfig.businessName,
    shops: testConfig.shops,
    schedules: testConfig.schedules,
    siteUrl: "https://shop.example",
  };
  const open = bookingDates(NOW, testConfig.schedules.byLocation.charlotte);
  const booked = {
    ...valid,
    ...ids,
    message: "",
    dropoff: "charlotte",
    preferredDate: open[0],
    preferredTime: "morning",
  };
  const recordIn = (lang: Lang, fields: Record<string, unknown> = booked) => {
    const checked = checkRequest(fields, testConfig, NOW, lang);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return newRecord("QC-7K4M-2XQ9", checked.value, [], NOW, policy, undefined, "A".repeat(28));
  };
  const confirmationOf = (lang: Lang, fields?: Record<string, unknown>) => {
    const request = recordIn(lang, fields);
    return messageFor({ record: newVisitorRecord(request, NOW, policy, undefined, "A".repeat(28)), photos: [] }, mail);
  };
  const every = (text: unknown, words: readonly string[]) =>
    expect(words.filter((word) => !String(text).includes(word))).toEqual([]);

  it("a Spanish booking's confirmation is in Spanish: its words from data/pages.es.json, its day, window, time and way", () => {
    const message = confirmationOf("es");
    const { copy, estimateNote } = CONFIRMATION_IN.es;
    expect(message.subject).toBe(
      copy.subject
        .replace("{businessName}", testConfig.businessName)
        .replace("{shop}", "Charlotte")
        .replace("{reference}", "QC-7K4M-2XQ9"),
    );
    every(message.text, [
      "Hola, Jane Doe:",
      `${copy.referenceLabel}: QC-7K4M-2XQ9`,
      copy.requestHeading,
      copy.bookingHeading,
      copy.steps.dropoff.heading,
      ...copy.steps.dropoff.steps,
      estimateNote,
      "Lo trae a la tienda de Charlotte",
      `${copy.whenLabel}: ${formatBookingDate(open[0], "es")}, Mañana (`,
      STATUS_COPY_IN.es.email.statusText,
    ]);
    // The service by its Spanish name (data/services.es.json), from the English one the request carries; a service
    // the Spanish file does not name yet keeps its English name.
    const service = recordIn("es").submission.service;
    every(message.text, [`${copy.serviceLabel}: ${serviceName(service, "es")}`]);
    expect(serviceName("Brain Surgery", "es")).toBe("Brain Surgery");
    expect(message.text).toMatch(/, normalmente (el mismo día|\d+(-\d+)? (días|horas|semanas))\. /);
    // Nothing the English e-mail writes itself is left in it.
    for (const english of ["typically", "Drop off at", "Morning", "Thank you", "Your reference"])
      expect([english, message.text.includes(english)]).toEqual([english, false]);
    // The calendar entry too.
    const ics = message.attachments![0].content.toString("utf8");
    expect(ics).toContain("traiga su equipo a Charlotte");
    expect(ics).toContain("Su número de referencia: QC-7K4M-2XQ9");
    expect(ics).not.toContain("drop off your device");
  });

  it("names the repair, the model's estimate and the price in Spanish words (the family's Spanish file), the shop's e-mail in English", () => {
    const family = PRICING_IN.es.families.find((f) => f.id === ids.device)!;
    const english = PRICING_IN.en.families.find((f) => f.id === ids.device)!;
    const repair = (f: typeof family) => f.repairs.find((r) => r.id === ids.repair)!.label;
    const { copy } = CONFIRMATION_IN.es;
    // The family has its Spanish words (else there is nothing to say in Spanish).
    if (repair(family) === repair(english)) return;
    const message = confirmationOf("es");
    every(message.text, [`${copy.repairLabel}: ${repair(family)}`]);
    expect(message.text).not.toContain(`: ${repair(english)}\n`);
    const shop = messageFor({ record: recordIn("es"), photos: [] }, mail);
    every(shop.text, [repair(english)]);
    // The status page in Spanish names it in Spanish too; an estimate whose ids the prices no longer have stays.
    const record = recordIn("es");
    const answer = statusAnswer(record, {
      copy: STATUS_COPY_IN.es,
      shops: testConfig.shops,
      retentionMs: 86_400_000,
      lang: "es",
    });
    expect(answer.found && answer.request).toContain(repair(family));
    const gone = { ...record.estimate!, ids: { ...record.estimate!.ids, model: "no-such-model" } };
    expect(estimateIn(gone, "es")).toBe(gone);
    expect(estimateIn(record.estimate!, "es").shown?.name).toBe(shownPrice(family, ids, "es")!.name);
  });

  it("an English request's confirmation stays English, and the shop's e-mail of a Spanish one is English", () => {
    const english = confirmationOf("en");
    every(english.text, [`${CONFIRMATION_IN.en.copy.referenceLabel}: QC-7K4M-2XQ9`, "typically", "Drop off at"]);
    expect(english.text).not.toContain("Hola");
    const shop = messageFor({ record: recordIn("es"), photos: [] }, mail);
    every(shop.text, ["New service request from the", "Language: The visitor wrote in Spanish", "Preferred date:"]);
    expect(shop.text).not.toContain("Hola");
  });

  it("a status update of a Spanish request is in Spanish: the state's name and words, the intro and the closing", () => {
    const request = recordIn("es", valid);
    const entry = { state: "ready" as const, at: NOW.toISOString(), note: "Listo." };
    const update = newUpdateRecord(request, entry, 1, "B".repeat(28), NOW, policy);
    const message = messageFor({ record: update, photos: [] }, mail);
    const copy = STATUS_COPY_IN.es;
    every(message.text, [
      "Hola, Jane Doe:",
      copy.states.ready.text,
      `${copy.noteLabel}: Listo.`,
      copy.email.statusText,
      `ahora está: ${copy.states.ready.label}`,
    ]);
    expect(message.subject).toContain(copy.states.ready.label);
    expect(message.text).not.toContain(STATUS_COPY_IN.en.states.ready.text);
    // Its link opens the Spanish status page, as the confirmation's does; an English request's, the English one.
    expect(message.text).toMatch(new RegExp(`${pathIn("/status/", "es")}#r=QC-7K4M-2XQ9&c=B{28}`));
    expect(confirmationOf("es").text).toContain(`${pathIn("/status/", "es")}#r=QC-7K4M-2XQ9&c=`);
    expect(confirmationOf("en").text).toContain("/status/#r=QC-7K4M-2XQ9&c=");
    expect(confirmationOf("en").text).not.toContain(pathIn("/status/", "es"));
  });

  it("the Spanish words are every one of them translated: none equals the English it stands for", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
    const [en, es] = [strings(CONFIRMATION_IN.en), strings(CONFIRMATION_IN.es)];
    expect(es).toHaveLength(en.length);
    expect(es.filter((text, i) => text === en[i])).toEqual([]);
    const [statusEn, statusEs] = [strings(STATUS_COPY_IN.en.email), strings(STATUS_COPY_IN.es.email)];
    expect(statusEs.filter((text, i) => text === statusEn[i])).toEqual([]);
  });
});

describe("the services' Spanish names", () => {
  it("each service data/services.es.json names has a Spanish name of its own; 'Other / not sure' too", () => {
    for (const { label } of servicesData.services) {
      const spanish = serviceName(label, "es");
      if (spanish !== label) expect([label, spanish]).not.toEqual([label, expect.stringMatching(/Repair|Services?$/)]);
    }
    expect(serviceName(OTHER_SERVICE, "es")).not.toBe(OTHER_SERVICE);
    expect(serviceName(OTHER_SERVICE, "en")).toBe(OTHER_SERVICE);
  });
});
