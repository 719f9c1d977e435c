import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { bookingDates, formatBookingDate, SHOP_SCHEDULE } from "../src/domain/booking";
import { jpeg, jpegOfSize, png, withReference } from "../functions/contact/__tests__/fixtures";
import { REFERENCE_PATTERN } from "../src/domain/fields";
import { startServer, type StartedServer } from "../scripts/lib/start-server.cjs";
import { formService, mainShop, pricedEstimate } from "./facts";
import { until } from "./helpers";

// The Gatsby Function (src/api/send-contact-email.ts) over the same core, as `gatsby serve` runs it.
// The other browser tests use `npm start`'s server and the Netlify function.
const root = path.resolve(__dirname, "..");
let server: StartedServer | undefined;
let base = "";
let outbox = "";

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-gatsby-serve-"));
  server = await startServer({
    command: path.join(root, "node_modules", ".bin", "gatsby"),
    args: (port) => ["serve", "--port", String(port), "--host", "127.0.0.1"],
    env: { CONTACT_OUTBOX_DIR: outbox, CONTACT_STORE_DIR: path.join(outbox, "requests"), SMTP_HOST: "" },
    logFile: path.join(outbox, "gatsby-serve.log"),
  });
  base = server.baseUrl;
});

afterAll(() => server?.stop());

describe("the Gatsby Function under gatsby serve", () => {
  it("accepts a valid request with 200 and writes one e-mail", async () => {
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Gats By",
        phone: "(704) 555-0144",
        email: "gatsby@example.com",
        service: formService.label,
        message: "Checking the Gatsby Function.",
      }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      success: true,
      confirmation: "sent",
      reference: expect.stringMatching(REFERENCE_PATTERN),
      booking: { photos: 0, shop: expect.objectContaining({ id: mainShop.id, name: mainShop.name }) },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The shop's e-mail (the visitor's confirmation is written beside it, named -visitor.eml).
    const sent = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml") && !f.endsWith("-visitor.eml"));
    expect(sent).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox, sent[0]), "utf8")).toContain("Gats By");
  });

  it("serves the status lookup too: the confirmation's code opens the request, a wrong one gets 404", async () => {
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Stat Us",
        phone: "(704) 555-0145",
        email: "status@example.com",
        service: formService.label,
        message: "Checking the status function.",
      }),
    });
    const { reference } = (await response.json()) as { reference: string };
    const confirmation = await until("the confirmation", async () => {
      for (const file of fs.readdirSync(outbox).filter((f) => f.endsWith("-visitor.eml"))) {
        const text = (await simpleParser(fs.readFileSync(path.join(outbox, file)))).text ?? "";
        if (text.includes(reference)) return text;
      }
    });
    const code = new RegExp(`#r=${reference}&c=([0-9A-Z]{28})`).exec(confirmation)![1];
    // The page's script posts the lookup; an address never carries the code.
    const ask = (c: string) =>
      fetch(`${base}/api/request-status`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ reference, code: c }),
      });
    const get = await fetch(`${base}/api/request-status?${new URLSearchParams({ reference, code })}`, {
      headers: { Accept: "application/json" },
    });
    expect(get.status).toBe(405);
    const found = await ask(code);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    await expect(found.json()).resolves.toMatchObject({ found: true, reference, state: "received" });
    expect((await ask("0".repeat(28))).status).toBe(404);
    // The form without JavaScript posts; Gatsby has parsed the body, the adapter hands it on.
    const posted = await fetch(`${base}/api/request-status`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reference, code }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toMatch(/<h2>Received<\/h2>/);
  });

  it("books a repair with two photos posted as multipart, and e-mails both as attachments", async () => {
    const before = new Set(fs.readdirSync(outbox));
    const photos = [await jpeg(800, 600), await png(300, 200)];
    const preferredDate = bookingDates(new Date(), SHOP_SCHEDULE)[0];
    const { ids, name: estimate } = pricedEstimate;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Pho Tos",
      phone: "(704) 555-0145",
      email: "photos@example.com",
      message: "Cracked screen, see the photos.",
      ...ids,
      price: "$1",
      dropoff: mainShop.id,
      preferredDate,
      preferredTime: "afternoon",
    }))
      form.append(name, value);
    form.append("photos", new Blob([new Uint8Array(photos[0])], { type: "image/jpeg" }), "IMG_0001.jpg");
    form.append("photos", new Blob([new Uint8Array(photos[1])], { type: "image/png" }), "screen.png");
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      success: boolean;
      booking: { estimate: { name: string }; photos: number };
    };
    expect(answer.success).toBe(true);
    expect(answer.booking.photos).toBe(2);
    expect(answer.booking.estimate.name).toBe(estimate);
    const sent = fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith(".eml") && !f.endsWith("-visitor.eml") && !before.has(f));
    expect(sent).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, sent[0])));
    expect(mail.subject).toMatch(withReference(`Service request [${mainShop.name}]: ${estimate} - Pho Tos`));
    expect(mail.text).toMatch(/Estimate shown to the visitor: \$\d+-\$\d+/);
    expect(mail.text).not.toContain("$1,");
    expect(mail.text).toContain(`Preferred date: ${formatBookingDate(preferredDate)}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual([
      ["photo-1.jpg", "image/jpeg", photos[0].length],
      ["photo-2.png", "image/png", photos[1].length],
    ]);
    expect(mail.attachments[0].content.equals(photos[0])).toBe(true);
    expect(mail.attachments[1].content.equals(photos[1])).toBe(true);
    // The visitor's confirmation may land just after the answer: the next test counts the outbox.
    await until("the photo request's confirmation", () =>
      fs.readdirSync(outbox).some((f) => f.endsWith("-visitor.eml") && !before.has(f)),
    );
  });

  it("answers 413 for photos over 4 MB together, sending nothing", async () => {
    const before = fs.readdirSync(outbox).length;
    const form = new FormData();
    form.append("name", "Too Big");
    const photo = await jpegOfSize(2.2 * 1024 * 1024);
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "a.jpg");
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "b.jpg");
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form,
    });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { success: boolean; errors: Record<string, string> };
    expect(answer.success).toBe(false);
    expect(answer.errors.photos).toMatch(/too large/);
    expect(fs.readdirSync(outbox)).toHaveLength(before);
  });

  it("answers GET with 405", async () => {
    expect((await fetch(`${base}/api/send-contact-email`)).status).toBe(405);
  });
});
