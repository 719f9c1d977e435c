import type { Browser } from "playwright-core";
import { connectBrowser, fillContactForm, gotoAndSettle, openPage, pressSend, untilStill } from "./helpers";
import { sweepPages, violations } from "./page-checks";

// The per-page checks at a desktop's width (page-checks.ts), and the parts that show only after a click: an open
// dropdown of the header and the contact form's errors and toast. pages-390.test.ts does the same at a phone's width.

const VIEWPORT = { width: 1280, height: 800 };
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe(`every template at ${VIEWPORT.width}px`, () => {
  sweepPages(() => browser, VIEWPORT, { css: false });
});

describe(`what shows after a click, at ${VIEWPORT.width}px`, () => {
  it("an open desktop dropdown has no violation", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT });
    await gotoAndSettle(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button").first().click();
    await untilStill(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the contact form after a failed submit, with field errors and then the toast, has no violation", async () => {
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
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
