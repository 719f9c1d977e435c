import type { Browser } from "playwright-core";
import { connectBrowser, fillContactForm, gotoAndSettle, openPage, pressSend, untilStill } from "./helpers";
import { cssProblems, cssUse, sweepPages, violations } from "./page-checks";

// The per-page checks at a phone's width (page-checks.ts), and the parts that show only after a tap: the open mobile
// menu and the contact form's errors and toast. pages-1280.test.ts does the same at a desktop's width.

const VIEWPORT = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe(`every template at ${VIEWPORT.width}px`, () => {
  sweepPages(() => browser, VIEWPORT, { css: true });
});

describe(`what shows after a tap, at ${VIEWPORT.width}px`, () => {
  it("the mobile menu, open with a group expanded: no violation, its CSS variables defined", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT });
    await gotoAndSettle(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.locator("summary").first().click();
    await untilStill(page);
    expect([...cssProblems("mobile menu", await cssUse(page)), ...(await violations(page))]).toEqual([]);
    await context.close();
  });

  it("the price search with its results: no violation, its CSS variables defined", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT, hasTouch: true, isMobile: true });
    await gotoAndSettle(page, "/get-a-quote/");
    const box = page.locator("form[data-site-search] input[type=search]");
    await box.tap();
    await box.pressSequentially("screen");
    await page.locator("[data-search-results] li").first().waitFor();
    await untilStill(page);
    expect([...cssProblems("search results", await cssUse(page)), ...(await violations(page))]).toEqual([]);
    await context.close();
  });

  it("the contact form after a failed submit, with field errors and then the toast: no violation, its CSS defined", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT });
    await page.route("**/api/send-contact-email", (route) => route.fulfill({ status: 500, body: "{}" }));
    await gotoAndSettle(page, "/contact/");
    await pressSend(page);
    await page.getByRole("alert").filter({ hasText: "Please correct" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await fillContactForm(page, { name: "Axe Test", phone: "7045550100", email: "axe@example.com" });
    await pressSend(page);
    await page.getByText("Submission failed").waitFor();
    // Typing scrolled the page; show the form from its heading, as the visitor last saw it.
    await page.locator("#request-heading").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await untilStill(page);
    expect([...cssProblems("toast", await cssUse(page)), ...(await violations(page))]).toEqual([]);
    await context.close();
  });
});
