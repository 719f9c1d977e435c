import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import { pricing } from "../functions/contact/pricing-data";
import { ESTIMATE_FIELDS } from "../src/domain/pricing";
import { pricingPath } from "../src/lib/price-pages";
import { fill, pricedEstimate } from "./facts";
import { connectBrowser, gotoAndSettle, openPage, server, untilStill } from "./helpers";

/**
 * The estimator as pages (issue 31, points 2 and 10): /get-a-quote/ (what is wrong, or the device) -> the family's page
 * (Which model?) -> the model's page (each repair's price and its Book link). Each step is a page without an app.
 */

const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
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
    const { ids, modelPage, modelName, text } = pricedEstimate;
    const familyPage = pricingPath(ids.device);
    const exactly = (path: string) => new RegExp(`^${path.replace(/[.?+*()[\]]/g, "\\$&")}$`);
    await gotoAndSettle(page, "/get-a-quote/");
    await tabTo(page, exactly(familyPage));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === familyPage);
    // The address changes before a client-side navigation renders: wait for the new page's link before tabbing.
    await page.locator(`main a[href="${modelPage}"]`).first().waitFor();
    await tabTo(page, exactly(modelPage));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === modelPage);
    await page
      .getByRole("heading", { level: 1, name: fill(pages.pricing.modelHeading, { model: modelName }), exact: true })
      .waitFor();
    await expect(page.locator(`[data-price="${Object.values(ids).join("/")}"]`).textContent()).resolves.toBe(text);
    await tabTo(page, new RegExp(`^/contact/\\?.*repair=${ids.repair}`));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/contact\/\?/);
    const url = new URL(page.url());
    for (const field of ESTIMATE_FIELDS) expect(url.searchParams.get(field)).toBe(ids[field]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("an old estimator link (?device=...) goes on to the page of its step", async () => {
    const { page, context } = await openPage(browser);
    const { ids, modelPage } = pricedEstimate;
    const at = (path: string) => (url: URL) => url.pathname + url.search + url.hash === path;
    await page.goto(`${server().baseUrl}/get-a-quote/?${new URLSearchParams(ids)}`);
    await page.waitForURL(at(`${modelPage}#${ids.repair}`));
    const last = pricing.families[pricing.families.length - 1];
    await page.goto(`${server().baseUrl}/get-a-quote/?device=${last.id}&repair=${last.repairs[0].id}`);
    await page.waitForURL(at(`${pricingPath(last.id)}?repair=${last.repairs[0].id}`));
    await page.goto(`${server().baseUrl}/get-a-quote/?device=${last.id}`);
    await page.waitForURL(at(pricingPath(last.id)));
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
    // The family with the most brands: its second, middle and last brand (the lowest on the page).
    const family = [...pricing.families].sort((a, b) => b.brands.length - a.brands.length)[0];
    const ids = family.brands.map((b) => b.id);
    const brands = [...new Set([ids[1] ?? ids[0], ids[Math.floor(ids.length / 2)], ids[ids.length - 1]])];
    for (const options of [MOBILE, { viewport: { width: 1280, height: 800 } }]) {
      const { page, context } = await openPage(browser, options);
      await gotoAndSettle(page, pricingPath(family.id));
      const nav = page.getByRole("navigation", { name: pages.pricing.brandsLabel });
      for (const brand of brands) {
        const link = nav.locator(`a[href="#${brand}"]`);
        await ("hasTouch" in options ? link.tap() : link.click());
        await page.waitForFunction((id) => location.hash === `#${id}`, brand);
        await untilStill(page);
        const heading = await page.locator(`#${brand}-heading`).boundingBox();
        const header = await page.locator("header").first().boundingBox();
        expect([brand, heading!.y >= header!.y + header!.height - 1]).toEqual([brand, true]);
        expect([brand, heading!.y + heading!.height <= options.viewport.height / 2]).toEqual([brand, true]);
      }
      await context.close();
    }
  });
});
