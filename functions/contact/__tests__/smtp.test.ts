import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import ICAL from "ical.js";
import { createContactHandler, createRetryJob } from "..";
import site from "../../../data/site.json";
import {
  bookingDates,
  formatBookingDate,
  SHOP_SCHEDULE,
  SHOP_SCHEDULES,
  timeWindows,
} from "../../../src/domain/booking";
import type { ContactRequest } from "../handle";
import { jpeg, multipartRequest, png, tempDir, withReference } from "./fixtures";
import { BOOKED, LAST_SHOP, MAIN_SHOP, SERVICE } from "./site-data";
import { startSmtpSink as startSink } from "./smtp-sink";

const body = {
  name: "Jane Doe",
  phone: "(704) 555-1234",
  email: "jane@example.com",
  service: SERVICE,
  location: LAST_SHOP.name,
  message: "No picture.\nSound works. <b>not bold</b>",
  pageUrl: "http://localhost/contact/",
  submittedAt: "2026-11-22T10:00:00.000Z",
};
const request = (fields: object = body): ContactRequest => {
  return {
    method: "POST",
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(fields)),
    clientIp: "127.0.0.1",
  };
};

/** A repair booked from the price list (site-data.ts) for a drop-off at the main shop, with two photos, as the page's script posts it. */
async function bookedWithPhotos() {
  const photos = [await jpeg(120, 90), await png(40, 30)];
  const preferredDate = bookingDates(new Date(), SHOP_SCHEDULE)[0];
  const request = await multipartRequest(
    {
      name: "Jane Doe",
      phone: "(704) 555-1234",
      email: "jane@example.com",
      message: "Cracked screen.",
      ...BOOKED.ids,
      price: "$1",
      dropoff: MAIN_SHOP.id,
      preferredDate,
      preferredTime: "morning",
    },
    [
      { name: "IMG_0001.jpg", content: photos[0], type: "image/jpeg" },
      { name: "shot.png", content: photos[1], type: "image/png" },
    ],
    { clientIp: "127.0.0.1" },
  );
  return { request, photos, preferredDate };
}

/** Waits until `read()` gives a value `done` accepts (the confirmation is written beside the answer, not before it). */
async function until<T>(read: () => T, done: (value: T) => boolean, ms = 5000): Promise<T> {
  for (const end = Date.now() + ms; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const value = read();
    if (done(value) || Date.now() > end) return value;
  }
}

/** The one shop's e-mail in an outbox folder, parsed: the other file is the visitor's confirmation. */
async function shopMail(dir: string): Promise<ParsedMail> {
  const files = await until(
    () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml")),
    (found) => found.length === 2,
  );
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  const shop = mails.filter((mail) => !/\.visitor@/.test(mail.messageId ?? ""));
  expect(shop).toHaveLength(1);
  return shop[0];
}

/** The booked request's e-mail as the shop reads it: the subject, the rows and both photos. */
function expectBookedMail(mail: ParsedMail, photos: Buffer[], preferredDate: string) {
  expect(mail.subject).toMatch(withReference(`Service request [${MAIN_SHOP.name}]: ${BOOKED.name} - Jane Doe`));
  expect(mail.text).toContain(`Service needed: ${BOOKED.service}`);
  expect(mail.text).toMatch(/Estimate shown to the visitor: \$\d+-\$\d+, typically /);
  expect(mail.text).not.toContain("$1,");
  expect(mail.text).toContain(`Preferred date: ${formatBookingDate(preferredDate)}`);
  expect(mail.text).toContain("Preferred time: Morning");
  expect(
    mail.attachments.map((a) => [
      a.filename,
      a.contentType,
      a.content.equals(photos[a.filename === "photo-1.jpg" ? 0 : 1]),
    ]),
  ).toEqual([
    ["photo-1.jpg", "image/jpeg", true],
    ["photo-2.png", "image/png", true],
  ]);
}

describe("contact e-mail over real SMTP", () => {
  it("delivers every field, Reply-To and the subject", async () => {
    const sink = await startSink();
    try {
      const handle = createContactHandler({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_SECURE: "false",
        CONTACT_TO: "shop@example.com",
        CONTACT_STORE_DIR: tempDir("store"),
      });
      const response = await handle(request());
      expect(response.status).toBe(200);
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0];
      expect(mail.subject).toMatch(withReference(`Service request [${LAST_SHOP.name}]: ${SERVICE} - Jane Doe`));
      expect(mail.replyTo?.value).toEqual([{ name: "Jane Doe", address: "jane@example.com" }]);
      expect((mail.to as { text: string }).text).toBe("shop@example.com");
      for (const value of [
        body.phone,
        body.location,
        body.pageUrl,
        body.submittedAt,
        "No picture.",
        "Sound works. <b>not bold</b>",
      ])
        expect(mail.text).toContain(value);
      expect(mail.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
      expect(mail.headers.get("bcc")).toBeUndefined();
    } finally {
      await sink.close();
    }
  });

  it("delivers a booked repair with its two photos as attachments", async () => {
    const sink = await startSink();
    try {
      const handle = createContactHandler({
        ...sink.env,
        CONTACT_TO: "shop@example.com",
        CONTACT_STORE_DIR: tempDir("store"),
      });
      const { request, photos, preferredDate } = await bookedWithPhotos();
      const response = await handle(request);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body).booking.photos).toBe(2);
      expect(sink.received).toHaveLength(1);
      expectBookedMail(sink.received[0], photos, preferredDate);
    } finally {
      await sink.close();
    }
  });

  it("sends each request to the inbox of its shop, names the shop in the subject and the last line", async () => {
    const sink = await startSink();
    try {
      const handle = createContactHandler({ ...sink.env, CONTACT_STORE_DIR: tempDir("store") });
      const [main, second] = [MAIN_SHOP, LAST_SHOP];
      const day = bookingDates(new Date(), SHOP_SCHEDULES.byLocation[second.id])[0];
      const asked = [
        // A drop-off names its shop; a visit or a parcel the location chosen; nothing, the main shop.
        [{ ...body, location: "", dropoff: second.id, preferredDate: day }, second],
        [{ ...body, location: second.name, dropoff: "on-site", address: "1 Elm St, Troy" }, second],
        [{ ...body, location: "", dropoff: "mail-in" }, main],
        [{ ...body, location: "" }, main],
      ] as const;
      for (const [fields] of asked) expect((await handle(request(fields))).status).toBe(200);
      expect(sink.received.map((mail) => (mail.to as { text: string }).text)).toEqual(asked.map(([, l]) => l.email));
      asked.forEach(([, location], i) => {
        const mail = sink.received[i];
        expect(mail.subject).toMatch(withReference(`Service request [${location.name}]: ${SERVICE} - Jane Doe`));
        expect(mail.text).toContain(`For the ${location.name} shop: ${location.streetAddress}, `);
        expect(mail.text).toContain(location.phone);
      });
      // The answer names the shop, for the thank-you page's phone and address.
      const answer = JSON.parse((await handle(request(asked[0][0]))).body) as { booking: { shop: { phone: string } } };
      expect(answer.booking.shop.phone).toBe(second.phone);
    } finally {
      await sink.close();
    }
  });

  it("keeps a request the SMTP server refuses: 200 with its reference, the record pending with the server's answer", async () => {
    const sink = await startSink({ refuse: true });
    try {
      const dir = tempDir("store");
      const handle = createContactHandler({ ...sink.env, CONTACT_STORE_DIR: dir });
      const response = await handle(request());
      expect(response.status).toBe(200);
      const { reference } = JSON.parse(response.body) as { reference: string };
      const record = JSON.parse(fs.readFileSync(path.join(dir, `${reference}.json`), "utf8"));
      expect(record).toMatchObject({ reference, state: "pending", attempts: 1, submission: { name: "Jane Doe" } });
      expect(record.lastError).toMatch(/550 Mailbox unavailable/);
    } finally {
      await sink.close();
    }
  });

  it("delivers with 200 when the store cannot be written but the SMTP server takes the message", async () => {
    const sink = await startSink();
    try {
      const file = path.join(tempDir("store"), "a-file");
      fs.writeFileSync(file, "");
      const handle = createContactHandler({ ...sink.env, CONTACT_STORE_DIR: path.join(file, "requests") });
      const response = await handle(request());
      expect(response.status).toBe(200);
      const { reference } = JSON.parse(response.body) as { reference: string };
      expect(sink.received.map((m) => m.subject)).toEqual([
        `Service request [${LAST_SHOP.name}]: ${SERVICE} - Jane Doe (${reference})`,
      ]);
    } finally {
      await sink.close();
    }
  });

  it("answers 502 when no SMTP server is listening and the store cannot be written", async () => {
    const sink = await startSink();
    await sink.close();
    // A folder inside a file: not even root can create it.
    const file = path.join(tempDir("store"), "a-file");
    fs.writeFileSync(file, "");
    const handle = createContactHandler({ ...sink.env, CONTACT_STORE_DIR: path.join(file, "requests") });
    expect((await handle(request())).status).toBe(502);
  });
});

describe("contact e-mail to the local outbox", () => {
  it("writes each .eml whole (temporary name, then renamed), 0600 in a 0700 folder; a full disk leaves nothing", async () => {
    const dir = path.join(tempDir("outbox"), "outbox");
    const store = tempDir("store");
    const handle = createContactHandler({
      CONTACT_OUTBOX_DIR: dir,
      CONTACT_STORE_DIR: store,
      CONTACT_RETRY_SECONDS: "1",
    });
    const real = fs.promises.writeFile;
    // The disk fills half way through the message: the old outbox kept a 2 MB partial file, then an empty one per retry.
    const spy = jest.spyOn(fs.promises, "writeFile").mockImplementation(async (file, data, options) => {
      if (String(file).startsWith(dir)) {
        await real(file, Buffer.from(data as Buffer).subarray(0, 100), options);
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      }
      return real(file, data, options);
    });
    try {
      expect((await handle(request())).status).toBe(200); // kept: the retry job sends it once there is room
      // The visitor's confirmation is sent beside the answer, not before it: its attempt has failed too once its
      // record says so (and only then is the disk given room again).
      await until(
        () =>
          fs
            .readdirSync(store)
            .filter((f) => f.endsWith(".visitor.json"))
            .map(
              (f) => JSON.parse(fs.readFileSync(path.join(store, f), "utf8")) as { attempts: number; claim?: string },
            ),
        (records) => records.length === 1 && records[0].attempts >= 1 && !records[0].claim,
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect((await handle(request())).status).toBe(200);
    // The shop's e-mail and the visitor's confirmation.
    // Each is written under a hidden temporary name and renamed: wait for both names, then nothing else is there.
    const files = await until(
      () => fs.readdirSync(dir).filter((file) => file.endsWith(".eml")),
      (found) => found.length === 2,
    );
    expect(fs.readdirSync(dir).sort()).toEqual([...files].sort());
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of files) expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    expect((await shopMail(dir)).text).toContain("Jane Doe");
  });

  it("removes the temporary files a killed process left in the outbox, once an hour old", async () => {
    const dir = tempDir("outbox");
    for (const name of [".old.eml.1.tmp", ".new.eml.2.tmp", "kept.eml"]) fs.writeFileSync(path.join(dir, name), "x");
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(dir, ".old.eml.1.tmp"), old, old);
    createContactHandler({ CONTACT_OUTBOX_DIR: dir, CONTACT_STORE_DIR: tempDir("store") });
    const left = await until(
      () => fs.readdirSync(dir).sort(),
      (names) => !names.includes(".old.eml.1.tmp"),
    );
    expect(left).toEqual([".new.eml.2.tmp", "kept.eml"]);
  });

  it("puts a name written as an encoded word into the headers as the text it is", async () => {
    const dir = tempDir("outbox");
    const handle = createContactHandler({ CONTACT_OUTBOX_DIR: dir, CONTACT_STORE_DIR: tempDir("store") });
    const name = "=?utf-8?B?QWRtaW4gPGFkbWluQGV2aWwuZXhhbXBsZT4=?="; // "Admin <admin@evil.example>"
    expect((await handle(request({ ...body, name }))).status).toBe(200);
    const mail = await shopMail(dir);
    expect(mail.subject).toMatch(withReference(`Service request [${LAST_SHOP.name}]: ${SERVICE} - ${name}`));
    expect(mail.replyTo?.value[0]).toEqual({ name, address: "jane@example.com" });
  });

  it("writes a parseable .eml file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const handle = createContactHandler({ CONTACT_OUTBOX_DIR: dir, CONTACT_STORE_DIR: tempDir("store") });
    expect((await handle(request())).status).toBe(200);
    const mail = await shopMail(dir);
    expect(mail.subject).toMatch(withReference(`Service request [${LAST_SHOP.name}]: ${SERVICE} - Jane Doe`));
    expect(mail.replyTo?.value[0].address).toBe("jane@example.com");
    expect(mail.text).toContain(LAST_SHOP.name);
  });

  it("writes a booked repair's photos into the .eml as attachments", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const handle = createContactHandler({ CONTACT_OUTBOX_DIR: dir, CONTACT_STORE_DIR: tempDir("store") });
    const { request, photos, preferredDate } = await bookedWithPhotos();
    expect((await handle(request)).status).toBe(200);
    expectBookedMail(await shopMail(dir), photos, preferredDate);
  });
});

describe("the visitor's confirmation over real SMTP", () => {
  const to = (mail: ParsedMail) => (mail.to as { text: string }).text;
  const waitFor = async (check: () => boolean, ms = 5000) => {
    for (const end = Date.now() + ms; !check();) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("a booked drop-off gets two e-mails: the shop's, and the visitor's with an .ics of the day and window", async () => {
    const sink = await startSink();
    try {
      const handle = createContactHandler({ ...sink.env, CONTACT_STORE_DIR: tempDir("store") });
      const { request, preferredDate } = await bookedWithPhotos();
      const response = await handle(request);
      expect(response.status).toBe(200);
      const { reference, booking } = JSON.parse(response.body) as { reference: string; booking: { calendar: string } };
      await waitFor(() => sink.received.length + sink.confirmations.length === 2);
      const shop = MAIN_SHOP;
      expect(sink.received.map(to)).toEqual([shop.email]);
      const [visitor] = sink.confirmations;
      expect(to(visitor)).toBe("jane@example.com");
      expect(visitor.subject).toBe(`${site.name} ${shop.name}: we have your request ${reference}`);
      expect(visitor.replyTo?.value).toEqual([{ name: site.name, address: shop.email }]);
      expect(visitor.messageId).toMatch(new RegExp(`^<${reference}\\.visitor@`));
      expect(visitor.text).toContain(shop.phone);
      expect(visitor.html).toContain(reference);
      const [ics] = visitor.attachments;
      expect([ics.filename, ics.contentType]).toEqual([`${reference}.ics`, "text/calendar"]);
      // The same file the answer offers the thank-you page.
      expect(ics.content.toString("utf8")).toBe(booking.calendar);
      // Read by another library than the one that wrote it: the day chosen, the morning, in New York time.
      const calendar = new ICAL.Component(ICAL.parse(ics.content.toString("utf8")));
      const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      event.startDate.zone = zone;
      const start = event.startDate.toJSDate();
      const local = new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/New_York",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(start);
      const morning = timeWindows(SHOP_SCHEDULES.byLocation[shop.id], preferredDate)[0];
      expect(local).toBe(`${preferredDate}, ${morning.from}`);
      expect(event.location).toBe(`${shop.streetAddress}, ${shop.city}, ${shop.region} ${shop.postalCode}`);
    } finally {
      await sink.close();
    }
  });

  it("with the mail server down, both deliveries wait, then the retry job delivers each exactly once", async () => {
    const down = await startSink();
    const port = down.port;
    await down.close();
    const env = {
      ...down.env,
      SMTP_PORT: String(port),
      CONTACT_TO: "shop@example.com",
      CONTACT_STORE_DIR: tempDir("store"),
      CONTACT_RETRY_SECONDS: "1",
    };
    const response = await createContactHandler(env)(request());
    expect(response.status).toBe(200);
    const { reference } = JSON.parse(response.body) as { reference: string };
    const store = JSON.parse.bind(JSON);
    const record = (key: string) => store(fs.readFileSync(path.join(env.CONTACT_STORE_DIR, `${key}.json`), "utf8"));
    await waitFor(() => record(`${reference}.visitor`).attempts === 1);
    expect(record(reference).state).toBe("pending");
    expect(record(`${reference}.visitor`).state).toBe("pending");
    const sink = await startSink({ port });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const job = createRetryJob(env);
      expect(await job()).toMatchObject({ due: 2, sent: 2 });
      expect(await job()).toMatchObject({ due: 0 });
      expect(sink.received.map(to)).toEqual(["shop@example.com"]);
      expect(sink.confirmations.map(to)).toEqual(["jane@example.com"]);
      expect(record(reference).state).toBe("sent");
      expect(record(`${reference}.visitor`).state).toBe("sent");
    } finally {
      await sink.close();
    }
  }, 20000);
});
