import { exampleSubmission } from "../../../src/domain/service-request";
import { composeMessage } from "../compose";
import {
  handleContactRequest,
  MAX_BODY_BYTES,
  admitContactRequest,
  type ContactDeps,
  type ContactRequest,
} from "../handle";
import { createRateLimiter } from "../rate-limit";
import { OTHER_SERVICE } from "../../../src/domain/fields";
import { validateSubmission } from "../../../src/domain/service-request";
import { storeDeps, testConfig } from "./fixtures";

const catalogue = { services: ["TV Repair", "Laptop Repair"], locations: ["Charlotte", "Mount Gilead"] };
const valid = {
  name: "Jane Doe",
  phone: "(704) 555-1234",
  email: "jane@example.com",
  service: "TV Repair",
  location: "Charlotte",
  message: "No picture, sound works.",
  pageUrl: "https://www.example.com/contact/",
  submittedAt: "2026-11-22T10:00:00.000Z",
};

/** Deps over a folder store; `sent` holds the shop's e-mails, `confirmations` the visitor's. */
function setup(overrides: Partial<ContactDeps> = {}) {
  const sent: unknown[] = [];
  const confirmations: unknown[] = [];
  const logs: string[] = [];
  let now = Date.parse("2026-11-22T15:00:00Z");
  const deps: ContactDeps = {
    config: testConfig,
    ...storeDeps(),
    transport: {
      sendMail: async (m) => void (/\.visitor@/.test(m.messageId ?? "") ? confirmations : sent).push(m),
    },
    limiter: createRateLimiter({ max: 5, windowMs: 600_000 }),
    now: () => new Date(now),
    log: (_level, message) => void logs.push(message),
    ...overrides,
  };
  return { deps, sent, confirmations, logs, advance: (ms: number) => (now += ms) };
}

const jsonRequest = (body: unknown, extra: Partial<ContactRequest> = {}): ContactRequest => {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    method: "POST",
    contentType: "application/json",
    body: Buffer.from(text),
    clientIp: "10.0.0.1",
    ...extra,
  };
};
const formRequest = (fields: Record<string, string>, extra: Partial<ContactRequest> = {}): ContactRequest => {
  const text = new URLSearchParams(fields).toString();
  return {
    method: "POST",
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(text),
    clientIp: "10.0.0.2",
    ...extra,
  };
};

describe("validateSubmission", () => {
  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["name", { name: "x".repeat(101) }, "Please keep your name under 100 characters."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number (at least 7 digits)."],
    ["phone", { phone: "1".repeat(26) }, "Please enter a valid phone number (at least 7 digits)."],
    ["phone", { phone: "call me maybe 1234567" }, "Please enter a valid phone number (at least 7 digits)."],
    ["email", { email: "jane" }, "Please enter a valid e-mail address."],
    ["email", { email: `${"a".repeat(250)}@x.com` }, "Please enter a valid e-mail address."],
    ["email", { email: "jane@example.com, bcc@evil.com" }, "Please enter a valid e-mail address."],
    ["service", { service: "Brain Surgery" }, "Please choose a service from the list."],
    ["location", { location: "Raleigh" }, "Please choose one of our locations."],
    ["message", { message: "   " }, "Please describe the issue."],
    ["message", { message: "x".repeat(5001) }, "Please keep the description under 5,000 characters."],
  ])("rejects a bad %s", (field, change, message) => {
    const result = validateSubmission({ ...valid, ...change }, catalogue);
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("trims, accepts the edges of every bound, 'Other / not sure' and no location", () => {
    const result = validateSubmission(
      {
        ...valid,
        name: ` ${"n".repeat(100)} `,
        phone: "555 0142",
        service: OTHER_SERVICE,
        location: "",
        message: "m".repeat(5000),
        extra: "ignored",
      },
      catalogue,
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.name).toHaveLength(100);
      expect(result.value).not.toHaveProperty("extra");
    }
  });

  it.each(["name", "phone", "email", "service"])("rejects CR or LF in the single-line field %s", (field) => {
    const result = validateSubmission(
      { ...valid, [field]: `${(valid as Record<string, string>)[field]}\r\nBcc: victim@example.com` },
      catalogue,
    );
    expect(result).toEqual({ ok: false, errors: expect.objectContaining({ [field]: "Must be on one line." }) });
  });

  it("keeps line breaks in the message", () => {
    expect(validateSubmission({ ...valid, message: "line 1\nline 2" }, catalogue).ok).toBe(true);
  });

  it("makes the message optional with an estimate, which describes the problem; its other rules stay", () => {
    expect(validateSubmission({ ...valid, message: "" }, catalogue, { withEstimate: true })).toEqual({
      ok: true,
      value: exampleSubmission({ ...valid, message: "" }),
    });
    expect(validateSubmission({ ...valid, message: "  " }, catalogue, { withEstimate: false })).toEqual({
      ok: false,
      errors: { message: "Please describe the issue." },
    });
    expect(validateSubmission({ ...valid, message: "x".repeat(5001) }, catalogue, { withEstimate: true })).toEqual({
      ok: false,
      errors: { message: "Please keep the description under 5,000 characters." },
    });
    expect(validateSubmission({ ...valid, message: "a\u001bb" }, catalogue, { withEstimate: true }).ok).toBe(false);
  });
});

describe("composeMessage", () => {
  const meta = {
    to: "shop@example.com",
    from: "Site <no-reply@example.com>",
    receivedAt: new Date("2026-11-22T15:00:00Z"),
    timeZone: "America/New_York",
    businessName: "Shop",
  };

  it("puts the visitor only in Reply-To, as a parsed address", () => {
    const message = composeMessage(exampleSubmission(valid), meta);
    expect(message.replyTo).toEqual({ name: "Jane Doe", address: "jane@example.com" });
    expect(message.to).toBe("shop@example.com");
    expect(message.subject).toBe("Service request: TV Repair - Jane Doe");
    expect(message.messageId).toBeUndefined();
    const referenced = composeMessage(exampleSubmission({ ...valid, name: "N".repeat(100) }), {
      ...meta,
      reference: "QC-7K4M-2XQ9",
    });
    // A long subject is cut before the reference, never through it; the Message-ID is the reference at the sender's domain.
    expect(referenced.subject).toMatch(/ - N+ \(QC-7K4M-2XQ9\)$/);
    expect(referenced.messageId).toBe("<QC-7K4M-2XQ9@example.com>");
    expect(referenced.text).toMatch(/^Reference: QC-7K4M-2XQ9$/m);
    for (const value of [
      valid.phone,
      valid.location,
      valid.message,
      valid.pageUrl,
      valid.submittedAt,
      // When the server received it, on the shops' clock (their zone, data/site.json's).
      "Sun, November 22, 2026 at 10:00 AM EST",
    ]) {
      expect(message.text).toContain(value);
      expect(message.html).toContain(value.replace(/&/g, "&amp;"));
    }
  });

  it("escapes HTML in every value", () => {
    const message = composeMessage(
      exampleSubmission({
        ...valid,
        name: "<b>Jane</b>",
        message: `<script>alert("x")</script> & <img src=x onerror=alert(1)>`,
      }),
      meta,
    );
    expect(message.html).not.toMatch(/<script>|<img|<b>Jane/);
    expect(message.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    );
  });
});

describe("handleContactRequest", () => {
  it("sends a valid JSON request and answers 200 success", async () => {
    const { deps, sent } = setup();
    const response = await handleContactRequest(jsonRequest(valid), deps);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      success: true,
      confirmation: "sent",
      reference: "QC-0000-0001",
      booking: { photos: 0, shop: expect.objectContaining({ id: "charlotte", phone: "(704) 555-0100" }) },
    });
    expect(response.headers).toMatchObject({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
    expect(sent).toHaveLength(1);
  });

  it("answers 400 with the field errors for invalid JSON input", async () => {
    const { deps, sent } = setup();
    const response = await handleContactRequest(jsonRequest({ ...valid, email: "nope", phone: "" }), deps);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      errors: { email: "Please enter a valid e-mail address.", phone: "Please enter a phone number." },
    });
    expect(sent).toHaveLength(0);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const { deps } = setup();
    expect((await handleContactRequest(jsonRequest("[1,2]"), deps)).status).toBe(400);
    expect((await handleContactRequest(jsonRequest("{not json"), deps)).status).toBe(400);
  });

  it("answers a valid plain form post with a page of its reference, its shop and what happens next", async () => {
    const { deps, sent } = setup();
    const response = await handleContactRequest(formRequest(valid), deps);
    expect(response.status).toBe(200);
    expect(response.headers.Location).toBeUndefined();
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["Content-Security-Policy"]).toMatch(/default-src 'none'/);
    const copy = deps.config.thanksCopy;
    const shop = deps.config.shops[0];
    expect(response.body).toContain(`<h1>${copy.heading}</h1>`);
    expect(response.body).toContain("<strong>QC-0000-0001</strong>");
    expect(response.body).toContain(shop.address);
    expect(response.body).toContain(`href="tel:`);
    expect(response.body).toContain(copy.steps[0].title);
    expect(response.body).not.toMatch(/<script/);
    expect(sent).toHaveLength(1);
  });

  it("answers an invalid plain form post with a page naming every problem, sending the visitor back", async () => {
    const { deps, sent } = setup();
    const response = await handleContactRequest(formRequest({ ...valid, email: "x", phone: "12" }), deps);
    expect(response.status).toBe(400);
    expect(response.headers.Location).toBeUndefined();
    expect(response.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Please enter a valid phone number (at least 7 digits).");
    expect(response.body).toContain("Please enter a valid e-mail address.");
    expect(response.body).toContain("Back button");
    expect(sent).toHaveLength(0);
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and Allow: POST", async (method) => {
    const { deps } = setup();
    const response = await handleContactRequest(jsonRequest(valid, { method }), deps);
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe("POST");
  });

  it.each(["text/plain", "multipart/mixed; boundary=x", ""])(
    "answers content type %p with 415",
    async (contentType) => {
      const { deps } = setup();
      expect((await handleContactRequest(jsonRequest(valid, { contentType }), deps)).status).toBe(415);
    },
  );

  it("accepts a charset parameter on the content type", async () => {
    const { deps } = setup();
    expect(
      (await handleContactRequest(jsonRequest(valid, { contentType: "application/json; charset=utf-8" }), deps)).status,
    ).toBe(200);
  });

  it("answers 413 for a body over 16 KB", async () => {
    const { deps, sent } = setup();
    const response = await handleContactRequest(jsonRequest({ ...valid, message: "x".repeat(MAX_BODY_BYTES) }), deps);
    expect(response.status).toBe(413);
    expect(sent).toHaveLength(0);
  });

  it("pretends success for a filled honeypot, sends nothing and logs it", async () => {
    const { deps, sent, logs } = setup();
    const response = await handleContactRequest(jsonRequest({ ...valid, website: "http://spam.example" }), deps);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      success: true,
      confirmation: "sent",
      reference: "QC-0000-0001",
      booking: { photos: 0 },
    });
    expect(sent).toHaveLength(0);
    expect(await deps.openStore().list()).toEqual([]);
    expect(logs.join("\n")).toMatch(/honeypot/);
  });

  it("keeps the request when the transport fails: 200 with the reference, the record pending for a retry in 1 minute", async () => {
    const { deps, logs } = setup({ transport: { sendMail: async () => Promise.reject(new Error("SMTP down")) } });
    const response = await handleContactRequest(jsonRequest(valid), deps);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ success: true, reference: "QC-0000-0001" });
    const stored = await deps.openStore().get("QC-0000-0001");
    expect(stored?.record).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "SMTP down",
      receivedAt: "2026-11-22T15:00:00.000Z",
      nextAttemptAt: "2026-11-22T15:01:00.000Z",
      submission: { name: "Jane Doe", service: "TV Repair", location: "Charlotte" },
    });
    expect(logs.join("\n")).toMatch(/QC-0000-0001 for TV Repair is stored; sending failed \(SMTP down\), will retry/);
  });

  it("marks a sent request sent, with the time and the Message-ID the transport reports", async () => {
    const { deps } = setup({ transport: { sendMail: async () => ({ messageId: "<QC-0000-0001@example.com>" }) } });
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    const [record] = await deps.openStore().list();
    expect(record).toMatchObject({
      reference: "QC-0000-0001",
      state: "sent",
      attempts: 1,
      sentAt: "2026-11-22T15:00:00.000Z",
      messageId: "<QC-0000-0001@example.com>",
    });
    expect(record.nextAttemptAt).toBeUndefined();
  });

  const brokenStore = () => ({
    openStore: () => {
      throw new Error("EROFS: read-only file system");
    },
  });

  it("sends the request when the store cannot be written, answers 200 and logs the store's failure", async () => {
    const { deps, sent, logs } = setup(brokenStore());
    const response = await handleContactRequest(jsonRequest(valid), deps);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).reference).toBe("QC-0000-0001");
    expect(sent).toHaveLength(1);
    expect((sent[0] as { subject: string }).subject).toBe(
      "Service request [Charlotte]: TV Repair - Jane Doe (QC-0000-0001)",
    );
    expect(logs.join("\n")).toMatch(
      /QC-0000-0001 could not be stored \(EROFS: read-only file system\); sending it anyway/,
    );
  });

  it("answers 502 (JSON, or a page for the plain form) only when neither the store nor the transport worked", async () => {
    const failing = { ...brokenStore(), transport: { sendMail: async () => Promise.reject(new Error("SMTP down")) } };
    const { deps, logs } = setup(failing);
    const response = await handleContactRequest(jsonRequest(valid), deps);
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body).success).toBe(false);
    expect(logs.join("\n")).toMatch(/neither stored nor sent/);
    const form = await handleContactRequest(formRequest(valid), setup(failing).deps);
    expect(form.status).toBe(502);
    expect(form.body).toContain("The shop did not get your request");
    expect(form.body).toContain('href="tel:+17045550100"');
  });

  it("limits one address to 5 requests in 10 minutes, then lets it in again", async () => {
    const { deps, advance } = setup();
    for (let i = 0; i < 5; i++) expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    const limited = await handleContactRequest(jsonRequest(valid), deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await handleContactRequest(jsonRequest(valid, { clientIp: "10.9.9.9" }), deps)).status).toBe(200);
    advance(600_001);
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
  });

  it("counts only the requests the shop received: five refused posts (a typo, the honeypot) and then one accepted", async () => {
    const { deps } = setup();
    for (let i = 0; i < 4; i++)
      expect((await handleContactRequest(formRequest({ ...valid, phone: "12" }), deps)).status).toBe(400);
    expect((await handleContactRequest(formRequest({ ...valid, website: "spam" }), deps)).status).toBe(200);
    expect((await handleContactRequest(formRequest(valid), deps)).body).toMatch(/<strong>QC-[0-9A-Z-]+<\/strong>/);
    // Five accepted fill the window: the sixth is refused before its body is even parsed.
    for (let i = 0; i < 4; i++) expect((await handleContactRequest(formRequest(valid), deps)).status).toBe(200);
    const limited = await handleContactRequest(formRequest(valid), deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
    expect(limited.body).toMatch(/You can send again in about 10 minutes, or call us now/);
  });

  it("refuses from the head alone, before a body is read: method, type, declared size, rate limit", async () => {
    const { deps } = setup({ limiter: createRateLimiter({ max: 1, windowMs: 600_000 }) });
    const head = { method: "POST", contentType: "multipart/form-data; boundary=x", clientIp: "10.0.0.7" };
    const refusal = async (h: typeof head & Record<string, unknown>) => {
      const admitted = await admitContactRequest(h, deps);
      return admitted.ok ? undefined : admitted.response;
    };
    expect((await refusal({ ...head, method: "GET" }))?.status).toBe(405);
    expect((await refusal({ ...head, contentType: "text/plain" }))?.status).toBe(415);
    // The plain form (no Accept: application/json) gets a page, never JSON.
    const tooLarge = await refusal({ ...head, contentLength: 7 * 1024 * 1024 });
    expect(tooLarge?.status).toBe(413);
    expect(tooLarge?.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(tooLarge?.body).toContain("The photos are too large");
    expect((await refusal({ ...head, accept: "application/json", contentLength: Infinity }))?.status).toBe(413);
    // Admitted: the request holds the client's one place until it is settled.
    const admitted = await admitContactRequest({ ...head, contentLength: 4000 }, deps);
    expect(admitted.ok).toBe(true);
    const limited = await refusal({ ...head, contentLength: 4000 });
    expect(limited?.status).toBe(429);
    expect(limited?.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect((await refusal({ ...head, accept: "application/json" }))?.status).toBe(429);
    // Refused after all (its body did not hold up): the place is given back.
    if (admitted.ok) await admitted.admission.settle(false);
    expect(await refusal({ ...head, contentLength: 4000 })).toBeUndefined();
  });

  it("waits for a hanging mail server only up to the answer budget, then answers 200 with the reference", async () => {
    let aborted = 0;
    // The shop's e-mail's attempts are counted (the confirmation's run beside them, on their own deadline).
    const hanging: ContactDeps["transport"] = {
      sendMail: (message, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => {
            if (!/\.visitor@/.test(message.messageId ?? "")) aborted += 1;
            reject(signal.reason);
          }),
        ),
    };
    const answerMs = 200;
    for (const background of [false, true]) {
      const { deps, logs } = setup({ transport: hanging, background });
      // The attempt's own deadline far past the answer's: an answer that waited for it would show (the bound below
      // leaves a loaded host 1.3 s).
      deps.policy = { ...deps.policy, answerMs, attemptMs: 2000 };
      const started = Date.now();
      const response = await handleContactRequest(jsonRequest(valid), deps);
      const took = Date.now() - started;
      expect(response.status).toBe(200);
      expect(took).toBeGreaterThanOrEqual(answerMs - 5);
      expect(took).toBeLessThan(answerMs + 1300);
      const { reference } = JSON.parse(response.body);
      if (background) {
        // A server that lives on goes on trying until the attempt's deadline, then leaves it to the retry job.
        expect(logs.join("\n")).toMatch(/has not answered in 0.2 s, still sending/);
        for (const end = Date.now() + 10_000; aborted < 2 && Date.now() < end;)
          await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A serverless function stops the attempt at the budget itself: nothing runs after its answer.
      expect(aborted).toBe(background ? 2 : 1);
      // The stopped attempt is written down a moment after it is stopped.
      const store = deps.openStore();
      let record = (await store.get(reference))!.record;
      for (const end = Date.now() + 10_000; !record.attempts && Date.now() < end;)
        record = await new Promise((resolve) => setTimeout(resolve, 20)).then(
          async () => (await store.get(reference))!.record,
        );
      expect(record).toMatchObject({ state: "pending", attempts: 1 });
      expect(record.lastError).toMatch(/within (0.2|2) s; the attempt was stopped/);
      expect(record.claim).toBeUndefined();
    }
  });

  it("refuses control characters in the one-line fields and the message (400 naming the field)", async () => {
    const { deps } = setup();
    const answer = await handleContactRequest(
      jsonRequest({
        ...valid,
        name: "\u001b[2J\u001b[31mEVIL\u001b]0;pwned\u0007",
        email: "a\u0000@example.com",
        message: "ok\u009bx",
      }),
      deps,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(JSON.parse(answer.body).errors).sort()).toEqual(["email", "message", "name"]);
    expect(JSON.parse(answer.body).errors.name).toMatch(/control characters/);
    // Tabs and line breaks belong in a description.
    expect((await handleContactRequest(jsonRequest({ ...valid, message: "a\tb\r\nc" }), deps)).status).toBe(200);
  });
});

describe("the visitor's confirmation, a delivery of its own", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  type Sent = { to: string; subject: string; messageId?: string };

  it("a kept request with an e-mail address gets it: kept, then sent to the address typed", async () => {
    const { deps, sent, confirmations } = setup();
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    await settle();
    const messages = [...sent, ...confirmations] as Sent[];
    expect(messages.map((m) => m.to).sort()).toEqual(["jane@example.com", "shop@example.com"]);
    const visitor = messages.find((m) => m.to === "jane@example.com")!;
    expect(visitor.subject).toContain("QC-0000-0001");
    expect(visitor.messageId).toMatch(/^<QC-0000-0001\.visitor@/);
    const stored = await deps.openStore().get("QC-0000-0001.visitor");
    expect(stored?.record).toMatchObject({
      reference: "QC-0000-0001.visitor",
      delivery: "visitor",
      request: "QC-0000-0001",
      state: "sent",
      photos: [],
    });
  });

  it("the visitor's answer never waits for it, and its failure leaves the shop's e-mail sent", async () => {
    const shop: Sent[] = [];
    const { deps, logs } = setup({
      transport: {
        sendMail: async (m) => {
          const message = m as unknown as Sent;
          if (message.to === "jane@example.com") throw new Error("550 mailbox unavailable");
          shop.push(message);
        },
      },
    });
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    await settle();
    expect(shop).toHaveLength(1);
    const store = deps.openStore();
    expect((await store.get("QC-0000-0001"))?.record.state).toBe("sent");
    expect((await store.get("QC-0000-0001.visitor"))?.record).toMatchObject({
      state: "pending",
      lastError: "550 mailbox unavailable",
    });
    expect(logs.join("\n")).toMatch(/confirmation of QC-0000-0001 not sent yet \(550 mailbox unavailable\)/);
  });

  it("a confirmation that hangs does not hold the answer", async () => {
    const { deps } = setup({
      transport: {
        sendMail: (m) =>
          (m as unknown as Sent).to === "jane@example.com" ? new Promise(() => undefined) : Promise.resolve(),
      },
    });
    const started = Date.now();
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a request the store could not keep gets none (only a kept confirmation is sent)", async () => {
    const { deps, sent, confirmations } = setup({
      openStore: () => {
        throw new Error("EROFS: read-only file system");
      },
    });
    expect((await handleContactRequest(jsonRequest(valid), deps)).status).toBe(200);
    await settle();
    expect((sent as Sent[]).map((m) => m.to)).toEqual(["shop@example.com"]);
    expect(confirmations).toEqual([]);
  });

  it("a booked drop-off's answer carries the calendar file the confirmation attaches", async () => {
    const { deps } = setup();
    const response = await handleContactRequest(
      jsonRequest({ ...valid, dropoff: "charlotte", preferredDate: "2026-11-24", preferredTime: "morning" }),
      deps,
    );
    const { booking } = JSON.parse(response.body) as { booking: { calendar?: string } };
    expect(booking.calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(booking.calendar).toContain("UID:QC-0000-0001@");
  });
});
