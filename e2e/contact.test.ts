import type { Browser, Page } from "playwright-core";
import services from "../data/services.json";
import { telHref } from "../src/domain/phone";
import { withReference } from "../functions/contact/__tests__/fixtures";
import { dropoffLabel, formService, otherShop } from "./facts";
import {
  connectBrowser,
  fillContactForm,
  gotoAndSettle,
  mailSince,
  openPage,
  plainThanks,
  pressSend,
  sendForm,
  server,
  shopMails,
  untilStill,
} from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A request for the last service, dropped off at another shop than the main one (where there is one).
const service = services.services[services.services.length - 1];
const fill = (page: Page, name: string) =>
  fillContactForm(page, {
    name,
    phone: "(704) 555-9876",
    service: service.label,
    dropoff: dropoffLabel(otherShop),
    message: "Laptop will not charge.\nTried two chargers.",
  });

describe("the Request Service form", () => {
  it("sends the request, lands on /thank-you/ and the e-mail holds the values", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    const before = shopMails();
    await fill(page, "Tess Submit");
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    await page.locator("h1", { hasText: "received" }).waitFor();
    const mail = await mailSince(before, "Tess Submit");
    // A drop-off at that shop: its inbox, named in the subject.
    expect(mail.subject).toMatch(withReference(`Service request [${otherShop.name}]: ${service.label} - Tess Submit`));
    expect(mail.to).toMatchObject({ value: [{ address: otherShop.email }] });
    expect(mail.replyTo?.value[0]).toEqual({ name: "Tess Submit", address: "visitor@example.com" });
    for (const value of ["(704) 555-9876", otherShop.name, "Tried two chargers.", "/contact/"])
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
    await sendForm(page);
    const toast = page.getByText("Submission failed");
    await toast.waitFor();
    // The drop-off shop's phone, not the main one.
    await expect(page.getByText(`Please try again or call ${otherShop.phone}`).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe("/contact/");
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Fay Lure");
    await expect(page.getByLabel("Phone").inputValue()).resolves.toBe("(704) 555-9876");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("visitor@example.com");
    await expect(page.getByLabel("Service Needed").inputValue()).resolves.toBe(service.label);
    await expect(page.getByLabel("Describe the issue").inputValue()).resolves.toBe(
      "Laptop will not charge.\nTried two chargers.",
    );
    expect(messages.some((m) => m.includes("Service request failed"))).toBe(true);
    await context.close();
  });

  it("sends one request when the button is clicked twice", async () => {
    const { page, context } = await openPage(browser);
    // The post is held until the second click has been handled, as on a slow connection.
    let calls = 0;
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-contact-email", async (route) => {
      calls += 1;
      await clicked;
      await route.continue();
    });
    await gotoAndSettle(page, "/contact/");
    await fill(page, "Double Click");
    await pressSend(page, { how: "dblclick" });
    release();
    await page.waitForURL(/\/thank-you\/$/);
    expect(calls).toBe(1);
    await context.close();
  });

  it("preselects the service named in ?service=", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, `/contact/?service=${service.path}`);
    const select = page.getByLabel("Service Needed");
    // Read from the address by the hydrated page, a moment after the server's HTML shows.
    await select.locator("option:checked", { hasText: service.label }).waitFor({ state: "attached" });
    await expect(select.inputValue()).resolves.toBe(service.label);
    await context.close();
  });

  it("shows field errors and announces them when required fields are empty", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    await pressSend(page);
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
    await untilStill(page); // its entrance, and the page's scroll after it
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
      await sendForm(page, { how: options.hasTouch ? "tap" : "click" });
      const { toast, box, send: sendBox } = await toastAndSend(page);
      const text = await toast.innerText();
      expect(text).toMatch(/This connection has sent the most requests/);
      expect(text).toMatch(/in 2 minutes/);
      const phone = otherShop.phone; // the drop-off's shop
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
    await sendForm(page, { how: "tap" });
    const { toast } = await toastAndSend(page);
    await expect(toast.innerText()).resolves.toMatch(/The shop did not get your request/);
    await expect(toast.getByRole("link", { name: otherShop.phone }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the plain form post lands on a page with the request's reference and its shop's phone and address", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}/contact/`, { waitUntil: "networkidle" });
    const before = shopMails();
    await fill(page, "No Script Contact");
    await page.getByRole("button", { name: "Send request" }).click();
    const reference = await plainThanks(page);
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(`, ${otherShop.name}`);
    await expect(page.locator(`main a[href="${telHref(otherShop.phone)}"]`).count()).resolves.toBe(1);
    const mail = await mailSince(before, "No Script Contact");
    expect(mail.subject).toContain("No Script Contact");
    expect(mail.subject).toContain(reference);
    await context.close();
  });

  it("an invalid plain post gets a page that explains the error and sends the visitor back", async () => {
    const response = await fetch(`${server().baseUrl}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "A",
        phone: "12",
        email: "a@example.com",
        service: formService.label,
        message: "x",
      }),
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
    // The words come with the sending code's chunk, loaded once the form's app has started.
    await page
      .getByRole("alert")
      .filter({ hasText: /valid phone number/ })
      .waitFor();
    await context.close();
  });

  // A crafted link used to blank the page: the code was looked up on a plain object, __proto__ included.
  it.each(["__proto__", "constructor", "toString"])(
    "a link with ?error=%s shows the form and the general sentence",
    async (code) => {
      const { page, context, messages } = await openPage(browser);
      await gotoAndSettle(page, `/contact/?error=${code}#request`);
      await page
        .getByRole("alert")
        .filter({ hasText: /Something in the form was not valid/ })
        .waitFor();
      await expect(page.getByRole("button", { name: "Send request" }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel("Full Name").isVisible()).resolves.toBe(true);
      expect(messages).toEqual([]);
      await context.close();
    },
  );
});
