import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import navigation from "../data/navigation.json";
import { addDaysIso } from "../src/domain/hours";
import { closedNowText, openStatus, upcomingClosures } from "../src/domain/open-status";
import { closure, mainShop, quietDay, scheduleOf, shopTime } from "./facts";
import { connectBrowser, gotoAndSettle, openPage, recordShifts, server, shifts } from "./helpers";

// A closed day said where a phone looks: on the home and contact pages at 390 px, above the fold, with Request
// service beside Call; while the shop is open the same line says until when. Filling it moves nothing on the screen.
// The day is data/site.json's next closure of every shop.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PAGES = ["/", "/contact/"];
const closedAt = shopTime(closure.date, "11:00");
/** 11am on the first day after the closure's week when the main shop is open then. */
const openAt = (() => {
  for (let day = quietDay(closure.date); ; day = addDaysIso(day, 1)) {
    const at = shopTime(day, "11:00");
    if (openStatus(at, scheduleOf(mainShop)).open) return at;
  }
})();

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first screen's line of today in the page's main part. */
const todayLine = (page: Page) => page.locator("main [data-closed-now]");

describe.each(PAGES)("%s at 390 px", (path) => {
  it(`on ${closure.date} (${closure.reason}) says so above the fold, with Request service beside Call`, async () => {
    const { page, context, messages } = await openPage(browser, PHONE);
    await recordShifts(page);
    await page.clock.setFixedTime(closedAt);
    await gotoAndSettle(page, path);
    const line = todayLine(page);
    const said = closedNowText(openStatus(closedAt, scheduleOf(mainShop)))!;
    await page.waitForFunction(([selector, text]) => document.querySelector(selector)?.textContent === text, [
      "main [data-closed-now]",
      said,
    ] as const);
    expect(await line.textContent()).toContain(closure.reason);
    const request = page.locator("main").getByRole("link", { name: navigation.actions.requestService }).first();
    const call = page
      .locator("main")
      .getByRole("link", { name: /^Call / })
      .first();
    for (const part of [line, request, call]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
    }
    // The line took the place the page kept for it: no shift of what the visitor sees (at most what the fonts move).
    expect(await shifts(page)).toBeLessThan(0.01);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("while the shop is open says until when on the same line", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.clock.setFixedTime(openAt);
    await gotoAndSettle(page, path);
    const said = openStatus(openAt, scheduleOf(mainShop)).label;
    await page.waitForFunction(([selector, text]) => document.querySelector(selector)?.textContent === text, [
      "main [data-closed-now]",
      said,
    ] as const);
    expect(said).toMatch(/^Open now/);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the coming closures are written in the page, dated", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    for (const route of PAGES) {
      // The closures as the build saw them when it wrote the page (its clock, not this test's: the build may have
      // run before the shop's midnight and this test after it).
      const builtAt = fs.statSync(path.resolve(__dirname, "..", "public", route.slice(1), "index.html")).mtime;
      const coming = upcomingClosures(builtAt, scheduleOf(mainShop), undefined, 21, { dated: true });
      await page.goto(`${server().baseUrl}${route}`);
      const written = await page.evaluate(() =>
        [...document.querySelectorAll("main noscript p[data-closures-at-build]")].map((p) => p.textContent).join(" "),
      );
      // None in the three weeks after the build: nothing written.
      expect(written).toBe(coming.map((line) => `${line}.`).join(" "));
      for (const line of coming) expect(line).toMatch(/\d{4}/);
    }
    await context.close();
  });
});
