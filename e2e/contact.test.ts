import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import site from "../data/site.json";
import { fillContactForm, gotoAndSettle, launch, openPage, server } from "./helpers";
import { withReference } from "../functions/contact/__tests__/fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The shop's e-mails (a visitor's confirmation is written beside each, named -visitor.eml).
const emlFiles = () => fs.readdirSync(server().outbox).filter((f) => f.endsWith(".eml") && !f.endsWith("-visitor.eml"));

const fill = (page: Page, name: string) =>
  fillContactForm(page, {
    name,
    phone: "(704) 555-9876",
    service: "Laptop Repair",
    dropoff: "Drop off at Mount Gilead",
    message: "Laptop will not charge.\nTried two chargers.",
  });

describe("the Request Service form", () => {
  it("sends the request, lands on /thank-you/ and the e-mail holds the values", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    const before = new Set(emlFiles());
    await fill(page, "Tess Submit");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/thank-you\/$/);
    await page.locator("h1", { hasText: "received" }).waitFor();
    const added = emlFiles().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(server().outbox, added[0])));
    // A Mount Gilead drop-off: that shop's inbox, named in the subject.
    expect(mail.subject).toMatch(withReference("Service request [Mount Gilead]: Laptop Repair - Tess Submit"));
    expect(mail.to).toMatchObject({ value: [{ address: site.locations[1].email }] });
    expect(mail.replyTo?.value[0]).toEqual({ name: "Tess Submit", address: "visitor@example.com" });
    for (const value of ["(704) 555-9876", "Mount Gilead", "Tried two chargers.", "/contact/"])
      expect(mail.text).toContain(value);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("on a failing endpoint shows the toast with the phone, keeps every value and stays on /contact/", async () => {
    const { page, context, messages } = await openPage(browser);
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
    );
    await gotoAndSettle(page, "/contact/");
    await fill(page, "Fay Lure");
    await page.getByRole("button", { name: "Send request" }).click();
    const toast = page.getByText("Submission failed");
    await toast.waitFor();
    // The drop-off shop's phone (Mount Gilead's), not the main one.
    await expect(page.getByText(`Please try again or call ${site.locations[1].phone}`).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe("/contact/");
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Fay Lure");
    await expect(page.getByLabel("Phone").inputValue()).resolves.toBe("(704) 555-9876");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("visitor@example.com");
    await expect(page.getByLabel("Service Needed").inputValue()).resolves.toBe("Laptop Repair");
    await expect(page.getByLabel("Describe the issue").inputValue()).resolves.toBe(
      "Laptop will not charge.\nTried two chargers.",
    );
    expect(messages.some((m) => m.includes("Service request failed"))).toBe(true);
    await context.close();
  });

  it("sends one request when the button is clicked twice", async () => {
    const { page, context } = await openPage(browser);
    let calls = 0;
    await page.route("**/api/send-contact-email", async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await gotoAndSettle(page, "/contact/");
    await fill(page, "Double Click");
    await page.getByRole("button", { name: "Send request" }).dblclick();
    await page.waitForURL(/\/thank-you\/$/);
    expect(calls).toBe(1);
    await context.close();
  });

  it("preselects the service named in ?service=", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/?service=/tv-repair/");
    const service = page.getByLabel("Service Needed");
    // Read from the address by the hydrated page, a moment after the server's HTML shows.
    await service.locator("option:checked", { hasText: "TV Repair" }).waitFor({ state: "attached" });
    await expect(service.inputValue()).resolves.toBe("TV Repair");
    await context.close();
  });

  it("shows field errors and announces them when required fields are empty", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct 5 fields" }).waitFor();
    await expect(page.getByLabel("Full Name").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");
    await context.close();
  });
});

describe("errors that say what to do", () => {
  const VIEWPORTS = [
    { name: "390 px with touch", options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    { name: "1280 px", options: { viewport: { width: 1280, height: 800 } } },
  ];
  const answer = (page: Page, status: number, headers: Record<string, string> = {}) =>
    page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status, headers, contentType: "application/json", body: '{"success":false}' }),
    );
  /** The toast once it has come in and the page has moved, and the Send button's box. */
  const toastAndSend = async (page: Page) => {
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await toast.waitFor();
    await page.waitForTimeout(600); // its entrance animation, and the page's scroll after it
    return {
      toast,
      box: await toast.boundingBox(),
      send: await page.getByRole("button", { name: "Send request" }).boundingBox(),
    };
  };

  it.each(VIEWPORTS)(
    "at $name a 429 names the connection's limit and the wait from Retry-After, with the phone as a tel: link, clear of Send",
    async ({ options }) => {
      const { page, context } = await openPage(browser, options);
      await answer(page, 429, { "Retry-After": "120" });
      await gotoAndSettle(page, "/contact/");
      await fill(page, "Rate Limited");
      const send = page.getByRole("button", { name: "Send request" });
      if (options.hasTouch) await send.tap();
      else await send.click();
      const { toast, box, send: sendBox } = await toastAndSend(page);
      const text = await toast.innerText();
      expect(text).toMatch(/This connection has sent the most requests/);
      expect(text).toMatch(/in 2 minutes/);
      const phone = site.locations[1].phone; // the Mount Gilead drop-off's shop
      expect(text).toContain(phone);
      await expect(toast.getByRole("link", { name: phone }).getAttribute("href")).resolves.toMatch(/^tel:\+1\d{10}$/);
      // The toast never covers the Send button, and both are on the screen.
      const viewport = page.viewportSize()!;
      expect(box!.y + box!.height <= sendBox!.y || sendBox!.y + sendBox!.height <= box!.y).toBe(true);
      expect(sendBox!.y).toBeGreaterThanOrEqual(0);
      expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(viewport.height);
      // What was typed stays.
      await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Rate Limited");
      await context.close();
    },
  );

  it("a 502 says the shop did not get the request and to call", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS[0].options);
    await answer(page, 502);
    await gotoAndSettle(page, "/contact/");
    await fill(page, "Not Received");
    await page.getByRole("button", { name: "Send request" }).tap();
    const { toast } = await toastAndSend(page);
    await expect(toast.innerText()).resolves.toMatch(/The shop did not get your request/);
    await expect(toast.getByRole("link", { name: site.locations[1].phone }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the plain form post lands on /thank-you/ with the request's reference", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}/contact/`, { waitUntil: "networkidle" });
    const before = emlFiles().length;
    await fill(page, "No Script");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/thank-you\/\?ref=QC-[0-9A-Z]{4}-[0-9A-Z]{4}&shop=mount-gilead$/);
    expect(emlFiles().length).toBe(before + 1);
    await context.close();
  });

  it("an invalid plain post gets a page that explains the error and sends the visitor back", async () => {
    const response = await fetch(`${server().baseUrl}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "A", phone: "12", email: "a@example.com", service: "TV Repair", message: "x" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/valid phone number/);
    expect(html).toMatch(/Back button: your form keeps what you typed/);
  });

  it("a link with ?error=phone explains the error on the form", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/?error=phone#request");
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/valid phone number/);
    await context.close();
  });

  // A crafted link used to blank the page: the code was looked up on a plain object, __proto__ included.
  it.each(["__proto__", "constructor", "toString"])(
    "a link with ?error=%s shows the form and the general sentence",
    async (code) => {
      const { page, context, messages } = await openPage(browser);
      await gotoAndSettle(page, `/contact/?error=${code}#request`);
      await expect(page.getByRole("alert").textContent()).resolves.toMatch(/Something in the form was not valid/);
      await expect(page.getByRole("button", { name: "Send request" }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel("Full Name").isVisible()).resolves.toBe(true);
      expect(messages).toEqual([]);
      await context.close();
    },
  );
});
