import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import {
  afterFrames,
  connectBrowser,
  fillContactForm,
  gotoAndSettle,
  openPage,
  sendForm,
  server,
  untilHydrated,
} from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REFERENCE = "QC-7K4M-2XQ9";
const copy = pages.thankYou;
const MOBILE = { width: 390, height: 844 };

/**
 * Waits until React has hydrated the page and run its effects (the page's reading of ?ref= among them); after a
 * client-side navigation, until two frames have passed, by which time React has run the new page's effects.
 */
async function hydrated(page: Page) {
  await untilHydrated(page);
  await afterFrames(page);
}

/** The reference as the page shows it (strong text), and the sentence shown without one. */
const shownReference = (page: Page) => page.locator("main strong", { hasText: /^QC-/ });
const noReference = (page: Page) => page.getByText(copy.noReference, { exact: true });

describe("the request's reference on /thank-you/", () => {
  it("shows ?ref= from the no-JavaScript redirect near the top, in strong text", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    await gotoAndSettle(page, `/thank-you/?ref=${REFERENCE}`);
    const reference = shownReference(page);
    await reference.waitFor();
    await expect(reference.textContent()).resolves.toBe(REFERENCE);
    await expect(page.getByText(copy.referenceLabel).count()).resolves.toBe(1);
    await expect(page.getByText(copy.referenceHint).count()).resolves.toBe(1);
    await expect(noReference(page).count()).resolves.toBe(0);
    // Seen without scrolling on a phone, and selected whole with one click.
    const box = (await reference.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
    await expect(reference.evaluate((el) => getComputedStyle(el).userSelect)).resolves.toBe("all");
    expect(messages).toEqual([]);
    await context.close();
  });

  it("says when no confirmation e-mail was sent (its address had its three of the day), and not otherwise", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    await gotoAndSettle(page, `/thank-you/?ref=${REFERENCE}&shop=charlotte&confirmation=held`);
    await shownReference(page).waitFor();
    const held = page.getByText(copy.confirmationHeldText);
    await held.waitFor();
    // Right under the reference, on a phone's first screen.
    const box = (await held.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height * 1.5);
    await gotoAndSettle(page, `/thank-you/?ref=${REFERENCE}&shop=charlotte`);
    await shownReference(page).waitFor();
    await hydrated(page);
    await expect(page.getByText(copy.confirmationHeldText).count()).resolves.toBe(0);
    expect(messages).toEqual([]);
    await context.close();
  });

  it.each([
    ["markup", "<script>alert(1)</script>"],
    ["a word", "bogus"],
    ["lower case", REFERENCE.toLowerCase()],
    ["a letter Crockford's alphabet leaves out", "QC-7K4M-2XQI"],
  ])("ignores ?ref= with %s and shows the sentence without a reference", async (_name, value) => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await gotoAndSettle(page, `/thank-you/?ref=${encodeURIComponent(value)}`);
    await hydrated(page);
    await expect(shownReference(page).count()).resolves.toBe(0);
    await expect(page.getByText(copy.referenceLabel).count()).resolves.toBe(0);
    await expect(noReference(page).count()).resolves.toBe(1);
    await expect(page.locator("main").textContent()).resolves.not.toContain(value);
    expect(dialogs).toBe(0);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("without JavaScript, the server's page says there is a reference without showing one", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: MOBILE });
    const response = await page.goto(`${server().baseUrl}/thank-you/?ref=${REFERENCE}`);
    expect(response?.status()).toBe(200);
    // The page after a request is in <noscript> (the page cannot read ?ref= without JavaScript; the direct visit's copy
    // hides). Playwright's text and role queries skip <noscript>, so what shows is read from the DOM.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll("main h1, main p, main strong")]
        .filter((el) => el.checkVisibility())
        .map((el) => `${el.tagName}: ${(el as HTMLElement).innerText}`),
    );
    expect(shown).toContain(`H1: ${copy.heading}`);
    expect(shown.filter((line) => line.startsWith("H1:"))).toHaveLength(1);
    expect(shown).toContain(`P: ${copy.noReference}`);
    expect(shown.join("\n")).not.toContain(REFERENCE);
    expect(shown.join("\n")).not.toContain(copy.directHeading);
    await context.close();
  });

  it("shows the reference of the function's answer after the form is sent with JavaScript", async () => {
    const { page, context, messages } = await openPage(browser);
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, reference: REFERENCE, booking: { photos: 0 } }),
      }),
    );
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Rita Reference" });
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    const reference = shownReference(page);
    await reference.waitFor();
    await expect(reference.textContent()).resolves.toBe(REFERENCE);
    await expect(noReference(page).count()).resolves.toBe(0);
    // A reload is a first visit of a chrome-only page: its script finds the reference in the history entry and starts
    // the app, which shows it again (page-runtime/app-rules.ts).
    await page.reload();
    await hydrated(page);
    await reference.waitFor();
    await expect(reference.textContent()).resolves.toBe(REFERENCE);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("shows no reference when the function's answer carries a malformed one", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, reference: "<b>QC</b>", booking: { photos: 0 } }),
      }),
    );
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Mal Formed" });
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    await page.locator("h1", { hasText: "received" }).waitFor();
    await hydrated(page);
    await expect(shownReference(page).count()).resolves.toBe(0);
    await expect(noReference(page).count()).resolves.toBe(1);
    expect(messages).toEqual([]);
    await context.close();
  });
});
