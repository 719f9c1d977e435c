import type { Browser } from "playwright-core";
import services from "../data/services.json";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("service pages show their own content", () => {
  it("every service page shows its intro and its FAQs, two open at once", async () => {
    const { page, context } = await openPage(browser);
    for (const service of services.services) {
      await gotoAndSettle(page, service.path);
      await expect(page.getByText(service.intro, { exact: true }).count()).resolves.toBe(1);
      const summaries = page.locator("section[aria-labelledby=faq] summary");
      await expect(summaries.count()).resolves.toBe(service.faqs.length);
      await summaries.nth(0).click();
      await summaries.nth(1).click();
      await expect(page.locator("section[aria-labelledby=faq] details[open]").count()).resolves.toBe(2);
    }
    await context.close();
  }, 180000); // 30 page loads: a clean-clone CI on a busy host once took over 60 s
});

describe("about and locations", () => {
  it("/about/ has Our Story and Why choose us", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/about/");
    const headings = await page.locator("h2").allTextContents();
    expect(headings).toEqual(expect.arrayContaining(["Our Story", "Why choose us"]));
    await context.close();
  });

  it("/locations/ has two titled lazy maps in 16:9 and two directions links", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/locations/");
    const maps = page.locator("iframe");
    // On a phone the second map is far below the screen: it is not loaded until the visitor scrolls near it.
    await page.waitForTimeout(300);
    await expect(maps.count()).resolves.toBeLessThan(2);
    // Scroll to the second location (its directions link sits beside its map), as a visitor would.
    await page
      .getByRole("link", { name: /Get Directions/ })
      .nth(1)
      .scrollIntoViewIfNeeded();
    await maps.nth(1).waitFor();
    await expect(maps.count()).resolves.toBe(2);
    for (let i = 0; i < 2; i++) {
      await expect(maps.nth(i).getAttribute("title")).resolves.toMatch(
        /^Map of our (Charlotte|Mount Gilead) location$/,
      );
      await expect(maps.nth(i).getAttribute("loading")).resolves.toBe("lazy");
      await maps.nth(i).scrollIntoViewIfNeeded();
      const box = await maps.nth(i).boundingBox();
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    }
    const directions = page.getByRole("link", { name: /Get Directions/ });
    await expect(directions.count()).resolves.toBe(2);
    for (let i = 0; i < 2; i++) {
      await expect(directions.nth(i).getAttribute("href")).resolves.toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      await expect(directions.nth(i).getAttribute("target")).resolves.toBe("_blank");
    }
    await context.close();
  });
});

describe("open now", () => {
  it.each([
    ["2026-11-23T14:30:00Z", "Open now - closes 6pm"],
    ["2026-11-29T17:00:00Z", "Closed - opens tomorrow 9am"],
    ["2026-11-28T23:30:00Z", "Closed - opens Mon 9am"],
  ])("at %s the locations page says %s, whatever the visitor's time zone", async (iso, label) => {
    const { page, context } = await openPage(browser, { timezoneId: "Asia/Tokyo" });
    await page.clock.setFixedTime(new Date(iso));
    await gotoAndSettle(page, "/locations/");
    await page.locator("main [data-open-status]").first().waitFor();
    const labels = await page.locator("main [data-open-status]").allTextContents();
    expect(labels).toEqual([label, label]);
    await context.close();
  });

  it("the server HTML holds the plain hours and no status", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}/locations/`);
    await expect(page.locator("[data-open-status]").count()).resolves.toBe(0);
    await expect(page.getByText("Mon-Sat: 9am-6pm").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
