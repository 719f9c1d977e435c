import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import { ESTIMATE_FIELDS, shownPrice } from "../src/domain/pricing";
import { pricing } from "../functions/contact/pricing-data";
import { pricingPath } from "../src/lib/price-pages";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

/**
 * The estimator as pages (issue 31, points 2 and 10): /get-a-quote/ (what is wrong, or the device) -> the family's page
 * (Which model?) -> the model's page (each repair's price and its Book link). Each step is a page without an app.
 */

const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until the focused element is a link whose href matches, as a keyboard user would. */
async function tabTo(page: Page, href: RegExp) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("href") ?? "");
    if (href.test(focused)) return;
  }
  throw new Error(`Tab never reached a link to ${href}`);
}

describe("the estimator's pages", () => {
  it("go device -> model -> Book by keyboard alone, and the Book link carries the estimate to the form", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/get-a-quote/");
    await tabTo(page, /^\/pricing\/phones\/$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/pricing\/phones\/$/);
    await tabTo(page, /^\/pricing\/phones\/apple\/iphone-15\/$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/pricing\/phones\/apple\/iphone-15\/$/);
    const phones = pricing.families.find((f) => f.id === "phones")!;
    const expected = shownPrice(phones, { brand: "apple", model: "iphone-15", repair: "screen" })!;
    await expect(page.locator('[data-price="phones/apple/iphone-15/screen"]').textContent()).resolves.toBe(
      expected.text,
    );
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("iPhone 15 repair prices");
    await tabTo(page, /^\/contact\/\?.*repair=screen/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/contact\/\?/);
    const url = new URL(page.url());
    const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };
    for (const field of ESTIMATE_FIELDS) expect(url.searchParams.get(field)).toBe(ids[field]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("an old estimator link (?device=...) goes on to the page of its step", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server().baseUrl}/get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=screen`);
    await page.waitForURL(/\/pricing\/phones\/apple\/iphone-15\/#screen$/);
    await page.goto(`${server().baseUrl}/get-a-quote/?device=tvs&repair=screen`);
    await page.waitForURL(/\/pricing\/tvs\/\?repair=screen$/);
    await page.goto(`${server().baseUrl}/get-a-quote/?device=consoles`);
    await page.waitForURL(/\/pricing\/consoles\/$/);
    await context.close();
  });

  it("a family page is at most about 6 phone screens tall at 390 px", async () => {
    const { page, context } = await openPage(browser, MOBILE);
    const heights: Record<string, number> = {};
    for (const family of pricing.families) {
      await gotoAndSettle(page, pricingPath(family.id));
      heights[family.id] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    // 6 screens of 844 px, and a little more for a family that grows by a model or two.
    for (const [id, height] of Object.entries(heights)) expect([id, height <= 6.3 * 844]).toEqual([id, true]);
    await context.close();
  });

  it("a brand link lands with the brand's heading in view, under the sticky header", async () => {
    for (const options of [MOBILE, { viewport: { width: 1280, height: 800 } }]) {
      const { page, context } = await openPage(browser, options);
      await gotoAndSettle(page, "/pricing/tvs/");
      const nav = page.getByRole("navigation", { name: pages.pricing.brandsLabel });
      for (const brand of ["lg", "hisense", "other"]) {
        const link = nav.locator(`a[href="#${brand}"]`);
        await ("hasTouch" in options ? link.tap() : link.click());
        await page.waitForFunction((id) => location.hash === `#${id}`, brand);
        await page.waitForTimeout(100);
        const heading = await page.locator(`#${brand}-heading`).boundingBox();
        const header = await page.locator("header").first().boundingBox();
        expect([brand, heading!.y >= header!.y + header!.height - 1]).toEqual([brand, true]);
        expect([brand, heading!.y + heading!.height <= options.viewport.height / 2]).toEqual([brand, true]);
      }
      await context.close();
    }
  });
});
