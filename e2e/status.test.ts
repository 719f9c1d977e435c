import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ICAL from "ical.js";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import { spawnSync } from "node:child_process";
import { dropoffLabel, formService, mainShop } from "./facts";
import {
  connectBrowser,
  fillContactForm,
  firstOfferedDay,
  gotoAndSettle,
  openPage,
  sendForm,
  server,
  until,
} from "./helpers";
import { violations } from "./page-checks";

// The visitor's path after a request: the confirmation with its calendar entry, the status page from its link, and
// the owner moving the repair along with `npm run requests -- status`, which the page and an e-mail then show.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");
const copy = pages.status;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The owner's command on the server's store; its e-mails go to an outbox of their own. */
async function owner(outbox: string, ...argv: string[]) {
  const { stdout } = await run("npm", ["run", "-s", "requests", "--", ...argv], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONTACT_STORE_DIR: path.join(server().outbox, "requests"),
      CONTACT_OUTBOX_DIR: outbox,
      SMTP_HOST: "",
    },
  });
  return stdout;
}

const confirmationOf = (reference: string): Promise<ParsedMail> =>
  until(`the confirmation of ${reference}`, async () => {
    for (const file of fs.readdirSync(server().outbox).filter((f) => f.endsWith("-visitor.eml"))) {
      const mail = await simpleParser(fs.readFileSync(path.join(server().outbox, file)));
      if (mail.subject?.includes(reference)) return mail;
    }
  });

/** The status page's result as the visitor reads it. */
const result = (page: Page) => page.locator("[data-status-result]");

/** Private data the request carried: none of it may be on the status page or in its answers. */
const PERSONAL = ["Dana Whitfield", "(704) 555-0177", "dana.whitfield@example.com", "Left it on the bus"];

describe("the visitor hears back, and sees where their repair stands", () => {
  it("booked drop-off -> confirmation with its .ics -> status link shows Received -> owner's Ready -> page and e-mail change", async () => {
    const { page, context, messages } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    // Every address the page asks for, the status page's lookups included.
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await gotoAndSettle(page, "/contact/#request");
    await fillContactForm(page, {
      name: PERSONAL[0],
      phone: PERSONAL[1],
      email: PERSONAL[2],
      message: PERSONAL[3],
      dropoff: dropoffLabel(mainShop),
    });
    const day = await firstOfferedDay(page);
    await page.getByLabel(/Preferred day/).selectOption(day);
    await page.getByLabel(/Preferred time/).selectOption("morning");
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    const reference = (await page
      .getByText(/QC-[0-9A-Z]{4}-[0-9A-Z]{4}/)
      .first()
      .textContent())!.match(/QC-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];

    // The confirmation: its calendar entry read by another iCalendar library, its status link and code.
    const mail = await confirmationOf(reference);
    const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString("utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.uid).toContain(reference);
    expect(event.startDate.toString()).toMatch(new RegExp(`^${day}T`));
    // The e-mail links the site's address (`npm start`: localhost); the test opens it on the server's own.
    const linked = new RegExp(`https?://[^/\\s]+(/status/#r=${reference}&c=([0-9A-Z]{28}))`).exec(mail.text!);
    expect(linked).not.toBeNull();
    const link = [server().baseUrl + linked![1]];
    const code = linked![2];
    expect(mail.text).toContain(code.match(/.{4}/g)!.join("-"));

    // The link opens the page: Received, and the code is gone from the address bar at once.
    await page.goto(link[0]);
    await expect(result(page).getByRole("heading", { name: "Received" }).waitFor()).resolves.toBeUndefined();
    expect(page.url()).toBe(`${server().baseUrl}/status/`);
    expect(await result(page).textContent()).toContain(dropoffLabel(mainShop));
    for (const value of PERSONAL) expect(await page.content()).not.toContain(value);

    // The owner moves the repair to Ready with a note: one e-mail to the visitor, and the page shows it.
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-status-outbox-"));
    await owner(outbox, "status", reference, "diagnosing");
    expect(fs.readdirSync(outbox)).toEqual([]);
    const said = await owner(
      outbox,
      "status",
      reference,
      "ready",
      "--note",
      "Bring the charger.",
      "--private-note",
      "Paid",
    );
    expect(said).toContain(`${reference} is now Ready for pickup (was Diagnosing).`);
    const updates = fs.readdirSync(outbox).filter((f) => f.endsWith("-update.eml"));
    expect(updates).toHaveLength(1);
    const update = await simpleParser(fs.readFileSync(path.join(outbox, updates[0])));
    expect(update.to && "text" in update.to && update.to.text).toContain(PERSONAL[2]);
    expect(update.subject).toContain(`${reference} is now Ready for pickup`);
    expect(update.text).toContain("Bring the charger.");
    expect(update.text).not.toContain("Paid");
    const updateLink = `${server().baseUrl}/status/#r=${reference}&c=${/#r=QC-[0-9A-Z-]+&c=([0-9A-Z]{28})/.exec(update.text!)![1]}`;

    await page.goto(updateLink);
    const ready = result(page);
    await ready.getByRole("heading", { name: "Ready for pickup" }).waitFor();
    expect(await ready.textContent()).toContain("Bring the charger.");
    expect(await ready.textContent()).not.toContain("Paid");
    // The first e-mail's code still opens it.
    await page.goto(link[0]);
    await result(page).getByRole("heading", { name: "Ready for pickup" }).waitFor();
    expect(messages).toEqual([]);
    await context.close();

    // No address the page asked for carried the code: the lookups post it (failed on main: GET ?reference=&code=).
    expect(requested.filter((url) => url.includes("/api/request-status"))).not.toEqual([]);
    expect(requested.filter((url) => url.includes(code) || /[?&]code=/.test(url))).toEqual([]);
    // And the function looks nothing up from an address.
    const get = await fetch(`${server().baseUrl}/api/request-status?${new URLSearchParams({ reference, code })}`, {
      headers: { Accept: "application/json" },
    });
    expect(get.status).toBe(405);
    expect((await get.json()).found).toBe(false);

    // A wrong code and an unknown reference answer alike; no answer holds anything personal.
    const ask = async (ref: string, c: string, accept = "application/json") => {
      const response = await fetch(`${server().baseUrl}/api/request-status`, {
        method: "POST",
        headers: { Accept: accept },
        body: new URLSearchParams({ reference: ref, code: c }),
      });
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    const wrong = await ask(reference, "0".repeat(28));
    const unknown = await ask("QC-0000-0000", code);
    expect(wrong.status).toBe(404);
    expect(unknown).toMatchObject({ status: 404, body: wrong.body });
    for (const answer of [await ask(reference, code), await ask(reference, code, "text/html"), wrong]) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      for (const value of PERSONAL) expect(answer.body).not.toContain(value);
    }
    expect(JSON.parse((await ask(reference, code)).body)).toMatchObject({ found: true, state: "ready" });

    // Without JavaScript: the form is sent as it is, and the function answers with a page that shows the status.
    const plain = await openPage(browser, { javaScriptEnabled: false });
    await plain.page.goto(`${server().baseUrl}/status/`);
    await plain.page.getByLabel(copy.referenceLabel, { exact: true }).fill(reference.toLowerCase());
    await plain.page.getByLabel(copy.codeLabel, { exact: true }).fill(code.match(/.{4}/g)!.join(" "));
    await plain.page.getByRole("button", { name: copy.submitLabel }).click();
    await plain.page.getByRole("heading", { name: "Ready for pickup" }).waitFor();
    const html = await plain.page.content();
    expect(html).toContain("Bring the charger.");
    for (const value of PERSONAL) expect(html).not.toContain(value);
    await plain.page.goBack();
    await plain.page.getByLabel(copy.referenceLabel, { exact: true }).fill(reference);
    await plain.page.getByLabel(copy.codeLabel, { exact: true }).fill("0".repeat(28));
    await plain.page.getByRole("button", { name: copy.submitLabel }).click();
    await plain.page.getByRole("heading", { name: copy.notFoundHeading }).waitFor();
    await plain.context.close();
  }, 180_000);

  it("a wrong code in the link says no repair was found, and keeps what is in the form", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, `/status/#r=QC-0000-0000&c=${"0".repeat(28)}`);
    await result(page).getByRole("heading", { name: copy.notFoundHeading }).waitFor();
    expect(page.url()).toBe(`${server().baseUrl}/status/`);
    expect(await page.getByLabel(copy.referenceLabel, { exact: true }).inputValue()).toBe("QC-0000-0000");
    expect(messages.filter((m) => !/404/.test(m))).toEqual([]);
    await context.close();
  });

  it("the page with an answer, and the function's own pages, pass axe (WCAG 2.2 AA) and the Nu HTML checker", async () => {
    // A request kept by the function, its code from the confirmation.
    const response = await fetch(`${server().baseUrl}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Axe Checker",
        phone: "(704) 555-0178",
        email: "axe@example.com",
        service: formService.label,
        message: "Checking the status pages.",
      }),
    });
    const { reference } = (await response.json()) as { reference: string };
    const code = /#r=QC-[0-9A-Z-]+&c=([0-9A-Z]{28})/.exec((await confirmationOf(reference)).text!)![1];
    const post = async (fields: Record<string, string>) =>
      (
        await fetch(`${server().baseUrl}/api/request-status`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        })
      ).text();
    const answers = {
      found: await post({ reference, code }),
      "not-found": await post({ reference, code: "0".repeat(28) }),
      invalid: await post({ reference: "", code: "" }),
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-status-html-"));
    const files = Object.entries(answers).map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar's export is the jar's path
    const jar = String(require("vnu-jar"));
    const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    const report = JSON.parse(run.stderr) as { messages: Array<{ type: string; url: string; message: string }> };
    expect(report.messages.filter((m) => m.type !== "info").map((m) => `${m.url}: ${m.message}`)).toEqual([]);

    const found: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const { page, context } = await openPage(browser, { viewport });
      const check = async (what: string) => {
        for (const line of await violations(page)) found.push(`${viewport.width}px ${what}: ${line}`);
      };
      await gotoAndSettle(page, `/status/#r=${reference}&c=${code}`);
      await result(page).getByRole("heading", { name: "Received" }).waitFor();
      await check("/status/ with its answer");
      for (const [name, html] of Object.entries(answers)) {
        await page.route(`${server().baseUrl}/answer-${name}`, (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: html }),
        );
        await page.goto(`${server().baseUrl}/answer-${name}`);
        await check(`the function's ${name} page`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
