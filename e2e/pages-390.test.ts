import type { Browser } from "playwright-core";
import {
  afterFrames,
  connectBrowser,
  fillContactForm,
  gotoAndSettle,
  openPage,
  pressSend,
  recordShifts,
  shifts,
  untilStill,
} from "./helpers";
import { cssProblems, cssUse, sweepPages, templatePages, violations } from "./page-checks";

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

// A page's bands, blocks, lists and footer are rendered only near the screen (content-visibility: auto,
// src/theme/static/layout.ts): a phone's load lays out its first screen, not the whole page.
describe(`the parts of a page rendered near the screen, at ${VIEWPORT.width}px`, () => {
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser, { viewport: VIEWPORT });
    await recordShifts(opened.page);
  });
  afterAll(() => opened?.context.close());

  /** Each part: where it starts and ends on the screen now, and whether its content is rendered. */
  const parts = () =>
    opened.page.evaluate(() =>
      Array.from(document.querySelectorAll(".ly-band, .ly-block, .ly-group, .ly-links, .ly-footer"), (part) => {
        const { top, bottom } = part.getBoundingClientRect();
        const rendered = (part.firstElementChild ?? part).checkVisibility({ contentVisibilityAuto: true });
        return { part: `${part.tagName.toLowerCase()}.${part.className.split(" ")[0]}`, top, bottom, rendered };
      }),
    );
  /** The parts on the screen whose content is not rendered. */
  const blankOnScreen = async () =>
    (await parts()).filter((p) => p.bottom > 0 && p.top < VIEWPORT.height && !p.rendered);

  it.each(templatePages())(
    "%s: the first screen's parts rendered on load, a part three screens down not yet; scrolled through, each is rendered and nothing on screen moves",
    async (pagePath) => {
      const { page, messages } = opened;
      messages.length = 0;
      await gotoAndSettle(page, pagePath);
      // The frame that shows what the chrome filled as it started (a shop's closure notice): a visitor scrolls a page
      // that has painted. Scrolled before it, the notice and the scroll were laid out in one frame and counted as a
      // shift of the week (CLS 0.15 in 4 of 20 runs of a script that scrolled at once, in a week before a closure).
      await afterFrames(page);
      const screen = VIEWPORT.height;
      expect(await blankOnScreen()).toEqual([]);
      expect((await parts()).filter((p) => p.top > 3 * screen && p.rendered)).toEqual([]);
      // A screen at a time to the end, as a visitor's swipes: the parts coming near are rendered before they show,
      // and one taller or shorter than its kept place moves nothing on the screen (scroll anchoring).
      const blank = [];
      for (let at = screen; at < (await page.evaluate(() => document.documentElement.scrollHeight)); at += screen) {
        await page.evaluate((y) => window.scrollTo(0, y), at);
        await afterFrames(page);
        blank.push(...(await blankOnScreen()).map((p) => `${p.part} at ${at}px`));
      }
      expect(blank).toEqual([]);
      await expect(shifts(page)).resolves.toBeLessThan(0.01);
      expect(messages).toEqual([]);
    },
  );
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
