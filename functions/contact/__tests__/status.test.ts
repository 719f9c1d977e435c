import { exampleSubmission } from "../../../src/domain/service-request";
import { serviceName, STATUS_COPY, STATUS_COPY_IN } from "../confirmation-data";
import { composeConfirmation } from "../confirmation";
import { createRateLimiter } from "../rate-limit";
import { isExpired, markSent, newRecord, newUpdateRecord, newVisitorRecord, retryPolicy } from "../record";
import { isStoreKey } from "../reference";
import type { ServiceRequest } from "../../../src/domain/request";
import {
  changeStatus,
  groupedCode,
  normalizeCode,
  stateLabels,
  STATUS_STATES,
  StatusChangeError,
  TRANSITIONS,
} from "../../../src/domain/status";
import { hashCode, newStatusCode, opens } from "../status-code";
import { statusAnswer } from "../status";
import { handleStatusRequest, type StatusDeps } from "../status-handle";
import { createDirectoryStore } from "../store";
import { composeUpdate } from "../status-mail";
import { CONFIRMATION } from "../confirmation-data";
import { tempDir, TEST_SHOPS } from "./fixtures";

const T0 = new Date("2026-11-20T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const policy = retryPolicy({});
const labels = stateLabels(STATUS_COPY);

/** A request full of personal data, booked for a visit at home: none of it may reach the status page. */
const PERSONAL = {
  name: "Jane Quill",
  phone: "(704) 555-8899",
  email: "jane.quill@example.com",
  address: "12 Elm Street, Troy, NC 27371",
  message: "My son dropped it in the pool at 44 Oak Lane",
};
const request: ServiceRequest = {
  submission: exampleSubmission({
    name: PERSONAL.name,
    phone: PERSONAL.phone,
    email: PERSONAL.email,
    service: "TV Repair",
    location: "Mount Gilead",
    message: PERSONAL.message,
  }),
  booking: {
    location: "mount-gilead",
    dropoff: { id: "on-site", label: "On-site visit" },
    address: PERSONAL.address,
    preferredDate: "2026-11-24",
    preferredTime: "morning",
    preferredTimeLabel: "Morning (9am-12pm)",
  },
};
const CODE = newStatusCode(Buffer.alloc(18, 0xab));

const recordWith = (code = CODE) => newRecord("QC-7K4M-2XQ9", request, [], T0, policy, undefined, code);

describe("status codes", () => {
  it("are 28 characters of Crockford's base 32, 140 random bits, different each time", () => {
    const codes = new Set(Array.from({ length: 200 }, () => newStatusCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
    // Every bit counts: codes from bytes that differ in their last used bit differ.
    const a = Buffer.alloc(18, 0);
    const b = Buffer.alloc(18, 0);
    b[17] = 0x10; // bit 140 of 144
    expect(newStatusCode(a)).not.toBe(newStatusCode(b));
    expect(groupedCode(CODE)).toMatch(/^(\w{4}-){6}\w{4}$/);
  });

  it("read as typed: capitals, dashes and spaces do not matter, I/L/O read as 1/0, anything else is no code", () => {
    const typed = ` ${groupedCode(CODE).toLowerCase()} `;
    expect(normalizeCode(typed)).toBe(CODE);
    expect(normalizeCode("O".repeat(28))).toBe("0".repeat(28));
    expect(normalizeCode("il".repeat(14))).toBe("1".repeat(28));
    for (const bad of ["", "ABC", "U".repeat(28), `${CODE}A`, 42, undefined, "x".repeat(500)])
      expect(normalizeCode(bad)).toBeUndefined();
  });

  it("are kept only as their hash, and open only their own request", () => {
    const record = recordWith();
    expect(JSON.stringify(record)).not.toContain(CODE);
    expect(record.status?.codes).toEqual([hashCode(CODE)]);
    expect(opens(record.status, CODE)).toBe(true);
    expect(opens(record.status, newStatusCode())).toBe(false);
    expect(opens(undefined, CODE)).toBe(false);
    expect(opens(record.status, undefined)).toBe(false);
  });

  it("travel in clear only with the e-mail that carries them, until it is sent", () => {
    const visitor = newVisitorRecord(recordWith(), T0, policy, undefined, CODE);
    expect(visitor.statusCode).toBe(CODE);
    expect(markSent(visitor, T0, "<id>").statusCode).toBeUndefined();
    expect(isStoreKey("QC-7K4M-2XQ9.update-3")).toBe(true);
    for (const key of [
      "QC-7K4M-2XQ9.update-0",
      "QC-7K4M-2XQ9.update-x",
      "QC-7K4M-2XQ9.status",
      "QC-7K4M-2XQ9.update-1/..",
    ])
      expect(isStoreKey(key)).toBe(false);
  });
});

describe("a request's status", () => {
  it("starts as Received, and moves only along the allowed transitions", () => {
    for (const from of STATUS_STATES)
      for (const to of STATUS_STATES) {
        if (from === to) continue;
        const base = recordWith();
        const at = { ...base, status: { ...base.status!, history: [{ state: from, at: T0.toISOString() }] } };
        const change = () => changeStatus(at, { state: to }, T0, labels);
        if (TRANSITIONS[from].includes(to)) expect(change().record.status?.history.at(-1)?.state).toBe(to);
        else expect(change).toThrow(StatusChangeError);
      }
    expect(() => changeStatus(recordWith(), { state: "completed" }, T0, labels)).toThrow(
      "QC-7K4M-2XQ9 cannot go from Received to Completed. From Received it can go to: booked, diagnosing, cancelled.",
    );
  });

  it("takes the same state again only with a note, and tells the visitor of the states they wait for and of notes", () => {
    const record = recordWith();
    expect(() => changeStatus(record, { state: "received" }, T0, labels)).toThrow(/already Received.*--note/);
    expect(changeStatus(record, { state: "received", note: "We called, no answer." }, T0, labels).notify).toBe(true);
    expect(changeStatus(record, { state: "booked" }, T0, labels).notify).toBe(true);
    const diagnosing = changeStatus(record, { state: "diagnosing", privateNote: "Board damage" }, T0, labels);
    expect(diagnosing.notify).toBe(false);
    expect(diagnosing.entry).toEqual({ state: "diagnosing", at: T0.toISOString(), privateNote: "Board damage" });
  });

  it("answers the page with the state, the history and its notes, and nothing personal", () => {
    let record = recordWith();
    record = changeStatus(
      record,
      { state: "diagnosing", privateNote: "customer was rude" },
      new Date(+T0 + DAY),
      labels,
    ).record;
    record = changeStatus(
      record,
      { state: "ready", note: "Bring the remote." },
      new Date(+T0 + 2 * DAY),
      labels,
    ).record;
    const answer = statusAnswer(record, { copy: STATUS_COPY, shops: TEST_SHOPS, retentionMs: 30 * DAY });
    expect(answer).toMatchObject({
      found: true,
      reference: "QC-7K4M-2XQ9",
      state: "ready",
      label: "Ready for pickup",
      request: "TV Repair",
      booking: "On-site visit (Mount Gilead), Tuesday, November 24, 2026, Morning (9am-12pm)",
      shop: { name: "Mount Gilead", phone: TEST_SHOPS[1].phone },
      keptUntil: "December 22, 2026",
    });
    expect(answer.history.map((h) => [h.label, h.note])).toEqual([
      ["Received", undefined],
      ["Diagnosing", undefined],
      ["Ready for pickup", "Bring the remote."],
    ]);
    expect(answer.history[0].date).toBe("November 20, 2026 at 10:00 AM");
    expect(answer.keptUntilText).toContain("December 22, 2026");
    const text = JSON.stringify(answer);
    for (const value of [...Object.values(PERSONAL), "customer was rude", TEST_SHOPS[1].email, hashCode(CODE)])
      expect(text).not.toContain(value);
  });

  it("is kept for the retention after its last change, not only after the e-mail was sent", () => {
    let record = markSent(recordWith(), T0, "<id>");
    expect(isExpired(record, new Date(+T0 + 30 * DAY), 30 * DAY)).toBe(true);
    record = changeStatus(record, { state: "diagnosing" }, new Date(+T0 + 20 * DAY), labels).record;
    expect(isExpired(record, new Date(+T0 + 30 * DAY), 30 * DAY)).toBe(false);
    expect(isExpired(record, new Date(+T0 + 50 * DAY), 30 * DAY)).toBe(true);
  });
});

describe("the visitor's e-mails link the status page", () => {
  it("the confirmation carries the link with its code, and the code to type", () => {
    const message = composeConfirmation(
      request.submission,
      { booking: request.booking },
      {
        reference: "QC-7K4M-2XQ9",
        from: "Site <no-reply@example.com>",
        businessName: "Queen City Tech Repair",
        shop: TEST_SHOPS[1],
        copy: CONFIRMATION.copy,
        estimateNote: "",
        status: { copy: STATUS_COPY.email, siteUrl: "https://shop.example", code: CODE },
      },
    );
    expect(message.text).toContain(`https://shop.example/status/#r=QC-7K4M-2XQ9&c=${CODE}`);
    expect(message.text).toContain(groupedCode(CODE));
    expect(message.html).toContain(`href="https://shop.example/status/#r=QC-7K4M-2XQ9&amp;c=${CODE}"`);
  });

  it("an update says the new state, the shop's note (never its private one), and links the page with a code of its own", () => {
    const code = newStatusCode();
    const changed = changeStatus(
      recordWith(),
      { state: "received", note: "We tried to call.", privateNote: "secret" },
      T0,
      labels,
    );
    const update = newUpdateRecord(changed.record, changed.entry, 1, code, T0, policy);
    expect(update.reference).toBe("QC-7K4M-2XQ9.update-1");
    expect(JSON.stringify(update)).not.toContain("secret");
    const message = composeUpdate(update.submission, update.update!, {
      reference: "QC-7K4M-2XQ9",
      key: update.reference,
      from: "Site <no-reply@example.com>",
      businessName: "Queen City Tech Repair",
      shop: TEST_SHOPS[1],
      copy: STATUS_COPY,
      siteUrl: "https://shop.example",
      code,
    });
    expect(message.to).toBe(PERSONAL.email);
    expect(message.replyTo).toEqual({ name: "Queen City Tech Repair", address: TEST_SHOPS[1].email });
    expect(message.subject).toBe("Queen City Tech Repair: QC-7K4M-2XQ9 is now Received");
    expect(message.messageId).toBe("<QC-7K4M-2XQ9.update-1@example.com>");
    expect(message.text).toContain("We tried to call.");
    expect(message.text).toContain(`/status/#r=QC-7K4M-2XQ9&c=${code}`);
    expect(message.text + message.html).not.toContain("secret");
  });
});

describe("the status lookup (/api/request-status)", () => {
  async function setup({ notFoundMs = 60 } = {}) {
    const store = createDirectoryStore(tempDir("status"), () => undefined);
    await store.create(recordWith(), []);
    await store.create(newVisitorRecord(recordWith(), T0, policy, undefined, CODE), []);
    const logs: string[] = [];
    // The lookups that reached the store.
    let lookedUp = 0;
    const counted: typeof store = {
      ...store,
      getRecord: (reference) => ((lookedUp += 1), store.getRecord(reference)),
    };
    const deps: StatusDeps = {
      openStore: () => counted,
      limiter: createRateLimiter({ max: 10, windowMs: 600_000 }),
      copy: STATUS_COPY,
      copyIn: STATUS_COPY_IN,
      businessName: "Queen City Tech Repair",
      shops: TEST_SHOPS,
      retentionMs: 30 * DAY,
      now: () => new Date(+T0 + DAY),
      log: (_level, message) => void logs.push(message),
      notFoundMs,
    };
    // The page's script posts the form's fields and asks for JSON; the form without JavaScript posts them for a page.
    const lookup = (
      fields: Record<string, string>,
      {
        json = true,
        method = "POST",
        ip = "203.0.113.9",
        jsonBody = false,
        origin,
      }: { json?: boolean; method?: string; ip?: string; jsonBody?: boolean; origin?: string } = {},
    ) =>
      handleStatusRequest(
        {
          method,
          contentType: jsonBody ? "application/json" : "application/x-www-form-urlencoded",
          accept: json ? "application/json" : "text/html",
          body: Buffer.from(jsonBody ? JSON.stringify(fields) : new URLSearchParams(fields).toString()),
          clientIp: ip,
          hosts: ["www.example.com"],
          ...(origin && { origin }),
        },
        deps,
      );
    return { store, lookup, logs, reads: () => lookedUp };
  }

  it("answers in the lookup's language (lang=es): the state, the request, the visit and the dates in Spanish", async () => {
    const { lookup } = await setup();
    const es = STATUS_COPY_IN.es;
    for (const jsonBody of [false, true]) {
      const response = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE, lang: "es" }, { jsonBody });
      const body = JSON.parse(response.body);
      expect(body).toMatchObject({
        found: true,
        label: es.states.received.label,
        text: es.states.received.text,
        request: serviceName("TV Repair", "es"),
        booking: "Vamos a su domicilio (Mount Gilead), martes, 24 de noviembre de 2026, Mañana (9am-12pm)",
      });
      expect(body.history[0].date).toMatch(/^\d{1,2} de noviembre de 2026/);
      expect(body.keptUntilText).toMatch(/^Guardamos este estado hasta el \d{1,2} de diciembre de 2026, 30 días/);
    }
    // The page without JavaScript: in Spanish, and so is a miss.
    const page = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE, lang: "es" }, { json: false });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(`<h1>${es.heading}</h1>`);
    expect(page.body).toContain(`${es.historyHeading}</h2>`);
    const miss = await lookup({ reference: "QC-0000-0000", code: CODE, lang: "es" });
    expect(JSON.parse(miss.body).error).toBe(es.notFoundText.replace("{retentionDays}", "30"));
    // Without lang, or an unknown one, English.
    for (const lang of [undefined, "fr"]) {
      const english = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE, ...(lang && { lang }) });
      expect(JSON.parse(english.body)).toMatchObject({ label: STATUS_COPY.states.received.label });
    }
  });

  it("answers JSON for the page's script: the state, never cached, never indexed, no referrer", async () => {
    const { lookup } = await setup();
    const response = await lookup({ reference: "qc-7k4m-2xq9", code: groupedCode(CODE).toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
      "Content-Type": "application/json; charset=utf-8",
    });
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ found: true, state: "received", label: "Received" });
    for (const value of Object.values(PERSONAL)) expect(response.body).not.toContain(value);
  });

  it("answers a wrong code and an unknown reference alike, in the same time, JSON and HTML", async () => {
    const { lookup } = await setup({ notFoundMs: 150 });
    for (const json of [true, false]) {
      const answers = [];
      for (const fields of [
        { reference: "QC-7K4M-2XQ9", code: newStatusCode() },
        { reference: "QC-0000-0000", code: CODE },
      ]) {
        const started = Date.now();
        const response = await lookup(fields, { json });
        answers.push({ status: response.status, body: response.body, ms: Date.now() - started });
      }
      expect(answers[0].status).toBe(404);
      expect(answers[1]).toMatchObject({ status: 404, body: answers[0].body });
      for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(149);
      expect(Math.abs(answers[0].ms - answers[1].ms)).toBeLessThan(60);
    }
  });

  it("answers the form without JavaScript with a page of its own: the state and the notes, nothing personal", async () => {
    const { lookup, store } = await setup();
    await store.change(
      "QC-7K4M-2XQ9",
      (r) => changeStatus(r, { state: "booked", note: "See you Tuesday." }, T0, labels).record,
    );
    const response = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { json: false, method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["Content-Security-Policy"]).toContain("default-src 'none'");
    expect(response.body).toMatch(/<h2>Booked<\/h2>/);
    expect(response.body).toContain("See you Tuesday.");
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const value of Object.values(PERSONAL)) expect(response.body).not.toContain(value);
    expect(response.body).not.toContain("<script");
  });

  it("never opens a delivery's record, and refuses what is no lookup with a sentence", async () => {
    const { lookup } = await setup();
    expect((await lookup({ reference: "QC-7K4M-2XQ9.visitor", code: CODE })).status).toBe(400);
    expect(JSON.parse((await lookup({ reference: "QC-7K4M-2XQ9" })).body).error).toBe(STATUS_COPY.invalidText);
    const put = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.Allow).toBe("POST");
    expect((await lookup({ reference: "QC-7K4M-2XQ9", code: "x".repeat(3000) })).status).toBe(413);
  });

  it("holds a client after 10 lookups that found nothing, never one that keeps finding their own", async () => {
    const { lookup } = await setup({ notFoundMs: 0 });
    for (let i = 0; i < 20; i++) expect((await lookup({ reference: "QC-7K4M-2XQ9", code: CODE })).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await lookup({ reference: "QC-0000-0000", code: CODE }, { ip: "198.51.100.7" })).status).toBe(404);
    const held = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { ip: "198.51.100.7" });
    expect(held.status).toBe(429);
    expect(Number(held.headers["Retry-After"])).toBeGreaterThan(0);
    expect(JSON.parse(held.body).error).toMatch(/try again in about 10 minutes/);
    expect((await lookup({ reference: "QC-7K4M-2XQ9", code: CODE })).status).toBe(200);
  });

  it("looks up only from a post's body: a GET that carries the code is refused without reading the store (failed on main: it answered the status)", async () => {
    const { lookup, reads } = await setup();
    const before = reads();
    const get = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.Allow).toBe("POST");
    expect(JSON.parse(get.body).error).toMatch(/never from an address/);
    expect(reads()).toBe(before);
    // The page's script may post JSON as well as the form's fields.
    const posted = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { jsonBody: true });
    expect(JSON.parse(posted.body)).toMatchObject({ found: true, label: "Received" });
  });

  it("refuses a lookup posted from another site's page with a page that says so (failed on main: looked up)", async () => {
    const { lookup, reads } = await setup();
    const before = reads();
    const cross = await lookup(
      { reference: "QC-7K4M-2XQ9", code: CODE },
      { json: false, origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    expect(cross.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(cross.body).toContain("another website");
    expect(reads()).toBe(before);
    const own = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE }, { origin: "https://www.example.com" });
    expect(own.status).toBe(200);
  });

  it("50 wrong codes at once from one client: at most 10 are looked up, the rest held (failed on main: 25 looked up)", async () => {
    const { lookup, reads } = await setup({ notFoundMs: 50 });
    const before = reads();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        lookup({ reference: "QC-7K4M-2XQ9", code: newStatusCode() }, { ip: "198.51.100.50" }),
      ),
    );
    expect(reads() - before).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
  });

  it("keeps the owner's change made while an attempt was sending: the attempt's outcome does not overwrite it", async () => {
    const { store, lookup } = await setup();
    const held = await store.claim("QC-7K4M-2XQ9", T0, new Date(+T0 + 30_000), true);
    await store.change("QC-7K4M-2XQ9", (r) => changeStatus(r, { state: "diagnosing" }, T0, labels).record);
    expect(await store.settle(markSent(held!.record, T0, "<id>"), held!.record.claim!)).toBe(true);
    const record = await store.getRecord("QC-7K4M-2XQ9");
    expect(record).toMatchObject({ state: "sent" });
    expect(record?.status?.history.map((h) => h.state)).toEqual(["received", "diagnosing"]);
    expect(JSON.parse((await lookup({ reference: "QC-7K4M-2XQ9", code: CODE })).body).label).toBe("Diagnosing");
  });

  it("says the request is gone once its retention is over", async () => {
    const { lookup, store } = await setup();
    await store.remove("QC-7K4M-2XQ9");
    const response = await lookup({ reference: "QC-7K4M-2XQ9", code: CODE });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body).error).toContain("deleted 30 days after their last change");
  });
});
