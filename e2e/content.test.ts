import type { Browser } from "playwright-core";
import about from "../data/documents/about.json";
import pages from "../data/pages.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { formatHours } from "../src/domain/hours";
import { richParts } from "../src/lib/rich-text";
import { siteTokens } from "../src/domain/text";
import { fill, mainShop, serviceFill, shopStatus } from "./facts";
import { afterFrames, connectBrowser, gotoAndSettle, openPage, server } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("service pages show their own content", () => {
  it("every service page shows its intro and its FAQs, as the server sends it", async () => {
    // The server's HTML is what the page shows: read without scripts, which loads 30 pages in a third of the time.
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    for (const service of services.services) {
      await page.goto(server().baseUrl + service.path);
      await expect(page.getByText(serviceFill(service)(service.intro), { exact: true }).count()).resolves.toBe(1);
      const summaries = page.locator("section[aria-labelledby=faq] summary");
      await expect(summaries.count()).resolves.toBe(service.faqs.length);
    }
    await context.close();
  }, 120000);

  // The page's script leaves the questions as the browser's details elements are: any number open at once.
  it.each([services.services[0], services.services.at(-1)!].map((s) => [s.path, s] as const))(
    "%s opens two questions at once",
    async (_path, service) => {
      const { page, context } = await openPage(browser);
      await gotoAndSettle(page, service.path);
      const summaries = page.locator("section[aria-labelledby=faq] summary");
      await summaries.nth(0).click();
      await summaries.nth(1).click();
      await expect(page.locator("section[aria-labelledby=faq] details[open]").count()).resolves.toBe(2);
      await context.close();
    },
  );
});

describe("about and locations", () => {
  it("/about/ has its document's sections as headings", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/about/");
    const headings = await page.locator("h2").allTextContents();
    expect(headings).toEqual(expect.arrayContaining(about.sections.map((section) => fill(section.heading))));
    await context.close();
  });

  it("/about/ links every phone number, e-mail address and page its words name", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/about/");
    const texts = [about.intro, ...about.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])];
    const links = texts.flatMap((text) => richParts(text, siteTokens(site, mainShop)).filter((p) => p.to || p.href));
    expect(links.filter((link) => link.href?.startsWith("tel:")).length).toBeGreaterThan(0);
    const shown = await page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.textContent]));
    for (const link of links) expect(shown).toContainEqual([link.to ?? link.href, link.text]);
    // No word of the page is a link's syntax or an unfilled token.
    await expect(page.locator("main").textContent()).resolves.not.toMatch(/\]\(|\{[A-Za-z]+\}/);
    await context.close();
  });

  it("/locations/ has a titled lazy map in 16:9 and a directions link for each shop", async () => {
    const count = site.locations.length;
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/locations/");
    const maps = page.locator("iframe");
    // On a phone the last map is far below the screen: it is not loaded until the visitor scrolls near it. The
    // chrome's observer has reported what is near the screen once two frames have passed since it started.
    await afterFrames(page);
    await expect(maps.count()).resolves.toBeLessThan(count);
    // Scroll to the last location (its directions link sits beside its map), as a visitor would.
    const directionsLabel = new RegExp(pages.locations.directionsLabel);
    await page
      .getByRole("link", { name: directionsLabel })
      .nth(count - 1)
      .scrollIntoViewIfNeeded();
    await maps.nth(count - 1).waitFor();
    await expect(maps.count()).resolves.toBe(count);
    for (let i = 0; i < count; i++) {
      await expect(maps.nth(i).getAttribute("title")).resolves.toBe(
        fill(pages.locations.mapTitle, { location: site.locations[i].name }),
      );
      await expect(maps.nth(i).getAttribute("loading")).resolves.toBe("lazy");
      await maps.nth(i).scrollIntoViewIfNeeded();
      const box = await maps.nth(i).boundingBox();
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    }
    const directions = page.getByRole("link", { name: directionsLabel });
    await expect(directions.count()).resolves.toBe(count);
    for (let i = 0; i < count; i++) {
      await expect(directions.nth(i).getAttribute("href")).resolves.toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      await expect(directions.nth(i).getAttribute("target")).resolves.toBe("_blank");
    }
    await context.close();
  });
});

describe("open now", () => {
  // A Monday morning, a Sunday noon and a Saturday evening in the shops' zone: each shop's status is what its hours
  // and closures give (domain/open-status.ts), whatever the visitor's time zone.
  it.each(["2026-11-23T14:30:00Z", "2026-11-29T17:00:00Z", "2026-11-28T23:30:00Z"])(
    "at %s the locations page says each shop's status, whatever the visitor's time zone",
    async (iso) => {
      const { page, context } = await openPage(browser, { timezoneId: "Asia/Tokyo" });
      await page.clock.setFixedTime(new Date(iso));
      await gotoAndSettle(page, "/locations/");
      await page.locator("main [data-open-status]").first().waitFor();
      const labels = await page.locator("main [data-open-status]").allTextContents();
      expect(labels).toEqual(site.locations.map((shop) => shopStatus(shop, new Date(iso)).label));
      await context.close();
    },
  );

  it("the server HTML holds the plain hours and no status", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}/locations/`);
    await expect(page.locator("[data-open-status]").count()).resolves.toBe(0);
    for (const shop of site.locations)
      for (const line of formatHours(shop.openingHours))
        await expect(page.getByText(line).count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
