import type { Browser, Page } from "playwright-core";
import navigation from "../data/navigation.json";
import pages from "../data/pages.json";
import { pricing } from "../functions/contact/pricing-data";
import services from "../data/services.json";
import site from "../data/site.json";
import { ESTIMATE_FIELDS, type Pricing } from "../src/domain/pricing";
import {
  familyModels,
  familyRows,
  formatDayRange,
  modelPath,
  modelRows,
  modelTitleName,
  pricingPath,
  repairSummaries,
  servicePrices,
} from "../src/lib/price-pages";
import { fill } from "./facts";
import { gotoAndSettle, connectBrowser, openPage, server } from "./helpers";

const BOOK_HREF =
  /^\/contact\/\?device=([a-z0-9-]+)&brand=([a-z0-9-]+)&model=([a-z0-9-]+)&repair=([a-z0-9-]+)#request$/;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page without JavaScript: what the server sent is all there is. */
async function openWithoutScripts(path: string) {
  const { page, context } = await openPage(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const response = await page.goto(server().baseUrl + path);
  expect(response?.status()).toBe(200);
  return { page, context };
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));

/** The JSON-LD blocks of a page. */
const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => JSON.parse(s.textContent ?? "{}")["@graph"] ?? []));

describe("price pages without JavaScript", () => {
  it("/pricing/ has a table per family with a row per repair, the estimate note and links to each family", async () => {
    const { page, context } = await openWithoutScripts("/pricing/");
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.getByText(pricing.estimateNote).first().isVisible()).resolves.toBe(true);
    expect(await hrefs(page, "[data-estimate-note] a")).toContain("/warranty/");
    await expect(page.locator("table").count()).resolves.toBe(pricing.families.length);
    for (const family of pricing.families) {
      const section = page.locator(`[data-family="${family.id}"]`);
      const rows = section.locator("table tbody tr");
      await expect(rows.count()).resolves.toBe(repairSummaries(family).length);
      await expect(rows.first().isVisible()).resolves.toBe(true);
      await expect(section.locator("table caption").count()).resolves.toBe(1);
      expect(await hrefs(page, `[data-family="${family.id}"] a`)).toEqual(
        expect.arrayContaining([pricingPath(family.id)]),
      );
    }
    await context.close();
  });

  it.each(pricing.families.map((f) => [pricingPath(f.id), f]))(
    "%s links each model to its page, whose rows each have a Book link carrying its four ids",
    async (path, family) => {
      const f = family as Pricing["families"][number];
      const { page, context } = await openWithoutScripts(path as string);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.getByText(pricing.estimateNote).first().isVisible()).resolves.toBe(true);
      expect(await hrefs(page, "[data-estimate-note] a")).toEqual(["/warranty/"]);
      const models = familyModels(f);
      expect(await hrefs(page, "a[data-model-link]")).toEqual(
        models.map(({ brand, model }) => modelPath(f.id, brand.id, model.id)),
      );
      // The first model's page: a row per repair it offers, in the family's order, each with its Book link.
      const { brand, model } = models[0];
      await page.goto(`${server().baseUrl}${modelPath(f.id, brand.id, model.id)}`);
      const expected = modelRows(f, brand.id, model.id);
      const rows = page.locator("[data-price-row]");
      await expect(rows.count()).resolves.toBe(expected.length);
      await expect(rows.first().isVisible()).resolves.toBe(true);
      const books = await hrefs(page, "[data-price-row] a");
      expect(books).toHaveLength(expected.length);
      for (const href of books) expect(href).toMatch(BOOK_HREF);
      expect(books.map((href) => BOOK_HREF.exec(href)!.slice(1).join("/"))).toEqual(
        expected.map((row) => ESTIMATE_FIELDS.map((field) => row.ids[field]).join("/")),
      );
      // Each Book link names its model and repair for screen readers.
      await expect(rows.first().getByRole("link").textContent()).resolves.toContain(expected[0].name);
      await context.close();
    },
  );

  it("a model page's Book link opens the request form with that estimate's ids", async () => {
    const { page, context } = await openPage(browser);
    const family = pricing.families[0];
    const { brand, model } = familyModels(family)[0];
    await gotoAndSettle(page, modelPath(family.id, brand.id, model.id));
    const [row] = modelRows(family, brand.id, model.id);
    await page.locator("[data-price-row]").first().getByRole("link").click();
    await page.waitForURL(/\/contact\/\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/contact/");
    expect(url.hash).toBe("#request");
    for (const field of ESTIMATE_FIELDS) expect(url.searchParams.get(field)).toBe(row.ids[field]);
    await context.close();
  });
});

describe("price structured data", () => {
  it.each(pricing.families.map((f) => [pricingPath(f.id), f]))(
    "%s has a Service by the business with an AggregateOffer per repair: its range across the models (USD)",
    async (path, family) => {
      const f = family as Pricing["families"][number];
      const { page, context } = await openWithoutScripts(path as string);
      const blocks = (await jsonLd(page)) as Array<Record<string, unknown>>;
      const service = blocks.find((b) => b["@type"] === "Service")!;
      expect(service.provider).toEqual({ "@id": `${site.siteUrl}/#organization` });
      expect(blocks.some((b) => b["@id"] === `${site.siteUrl}/#organization`)).toBe(true);
      // Every shop's towns (point 5 of issue 30).
      for (const location of site.locations)
        for (const town of location.servedTowns)
          expect(service.areaServed).toContainEqual({ "@type": "City", name: `${town}, ${location.region}` });
      const priced = familyRows(f).filter((row) => !row.price.quote);
      const expected = f.repairs.flatMap((repair) => {
        const rows = priced.filter((row) => row.ids.repair === repair.id);
        return rows.length
          ? [
              {
                "@type": "AggregateOffer",
                name: repair.label,
                itemOffered: { "@type": "Service", name: repair.label },
                lowPrice: Math.min(...rows.map((row) => row.price.from!)),
                highPrice: Math.max(...rows.map((row) => row.price.to!)),
                offerCount: rows.length,
                priceCurrency: "USD",
              },
            ]
          : [];
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(service.offers).toEqual(expected);
      await context.close();
    },
  );

  it.each(pricing.families.map((f) => [f.id, f]))(
    "the first model page of %s has a Service with its own offers, breadcrumbs to it and a title of its own",
    async (_id, family) => {
      const f = family as Pricing["families"][number];
      const { brand, model } = familyModels(f)[0];
      const path = modelPath(f.id, brand.id, model.id);
      const { page, context } = await openWithoutScripts(path);
      const blocks = (await jsonLd(page)) as Array<Record<string, unknown>>;
      const service = blocks.find((b) => b["@type"] === "Service")!;
      expect(service.provider).toEqual({ "@id": `${site.siteUrl}/#organization` });
      expect(service.url).toBe(`${site.siteUrl}${path}`);
      const priced = modelRows(f, brand.id, model.id).filter((row) => !row.price.quote);
      expect(priced.length).toBeGreaterThan(0);
      expect(service.offers).toEqual(
        priced.map((row) => ({
          "@type": "Offer",
          name: row.name,
          itemOffered: { "@type": "Service", name: row.name },
          priceSpecification: {
            "@type": "PriceSpecification",
            minPrice: row.price.from,
            maxPrice: row.price.to,
            priceCurrency: "USD",
          },
        })),
      );
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as {
        itemListElement: Array<{ item: string }>;
      };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
        `${site.siteUrl}/`,
        `${site.siteUrl}/pricing/`,
        `${site.siteUrl}${pricingPath(f.id)}`,
        `${site.siteUrl}${path}`,
      ]);
      const title = await page.title();
      expect(title).toContain(modelTitleName(f, brand.id, model.id));
      expect(title.length).toBeLessThanOrEqual(60);
      await context.close();
    },
  );

  it("the hub is a CollectionPage", async () => {
    const { page, context } = await openWithoutScripts("/pricing/");
    const blocks = (await jsonLd(page)) as Array<Record<string, unknown>>;
    expect(blocks.map((b) => b["@type"])).toContain("CollectionPage");
    await context.close();
  });
});

describe("service pages with prices", () => {
  const priced = services.services
    .map((s) => [s.path, servicePrices(pricing, s.path)] as const)
    .filter(([, prices]) => prices !== null);

  it("at least one service page owns repairs", () => {
    expect(priced.length).toBeGreaterThan(0);
  });

  it.each(priced)(
    "%s shows its highlighted prices, the estimate note and links to prices and warranty",
    async (path) => {
      const prices = servicePrices(pricing, path)!;
      const { page, context } = await openWithoutScripts(path);
      const section = page.locator("section[aria-labelledby='prices']");
      await expect(section.count()).resolves.toBe(1);
      await expect(section.locator("[data-price-row]").count()).resolves.toBe(prices.rows.length);
      expect(prices.rows.length).toBeLessThanOrEqual(5);
      await expect(section.getByText(pricing.estimateNote).isVisible()).resolves.toBe(true);
      const links = await hrefs(page, "section[aria-labelledby='prices'] a");
      expect(links).toContain("/warranty/");
      for (const family of prices.families) expect(links).toContain(pricingPath(family.id));
      for (const href of links.filter((h) => h.startsWith("/contact/"))) expect(href).toMatch(BOOK_HREF);
      await context.close();
    },
  );
});

describe("warranty and mail-in pages", () => {
  it("/warranty/ has a table per family with each repair's period from the price files", async () => {
    const { page, context } = await openWithoutScripts("/warranty/");
    for (const family of pricing.families) {
      const cells = await page
        .locator(`[data-family="${family.id}"] tbody tr`)
        .evaluateAll((rows) =>
          rows.map((r) => [r.querySelector("th")!.textContent, r.querySelector("td")!.textContent]),
        );
      expect(cells).toEqual(
        repairSummaries(family).map((s) => [
          s.label,
          s.maxWarrantyDays === 0 ? expect.any(String) : `${formatDayRange(s.minWarrantyDays, s.maxWarrantyDays)} days`,
        ]),
      );
    }
    await context.close();
  });

  it("/mail-in-repair/ lists its steps in order, every shop's address and a mail-in Book link", async () => {
    const { page, context } = await openWithoutScripts("/mail-in-repair/");
    await expect(page.locator("#how-it-works ol > li").allTextContents()).resolves.toEqual(
      pages.mailIn.steps.map((step, i) => `${i + 1}${step.title}${fill(step.text)}`),
    );
    for (const location of site.locations) {
      const address = await page.locator(`[data-location="${location.id}"] address`).textContent();
      expect(address).toContain(location.streetAddress);
      expect(address).toContain(`${location.city}, ${location.region} ${location.postalCode}`);
    }
    const books = (await hrefs(page, "main a")).filter((h) => h.startsWith("/contact/"));
    expect(books.length).toBeGreaterThan(0);
    for (const href of books) expect(href).toBe("/contact/?dropoff=mail-in#request");
    await context.close();
  });

  it.each(navigation.footer.contactLinks.map((link) => [link.label, link]))(
    "the footer's %s link reaches its page",
    async (label, link) => {
      const { page, context } = await openPage(browser);
      await gotoAndSettle(page, "/");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: label as string, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === (link as { to: string }).to);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await context.close();
    },
  );
});

describe("header call to action", () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])("Get a price and the phone button are both visible and inside a %ipx header", async (width, height) => {
    const { page, context, messages } = await openPage(browser, { viewport: { width, height } });
    await gotoAndSettle(page, "/pricing/");
    const banner = page.getByRole("banner");
    const quote = banner.getByRole("link", { name: navigation.actions.getPrice, exact: true });
    const call = banner.locator('a[href^="tel:"]:not(dialog a)');
    for (const link of [quote, call]) {
      await expect(link.isVisible()).resolves.toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.height).toBeGreaterThanOrEqual(36);
    }
    await expect(quote.getAttribute("href")).resolves.toBe(navigation.quote.to);
    // The phone button keeps the number as its name where only its icon shows.
    await expect(call.textContent()).resolves.toContain(site.phone);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    expect(messages).toEqual([]);
    await context.close();
  });
});

// The price pages log no error and no hydration warning at 390 and 1280 px: checked for a sample of every template by
// pages-390.test.ts and pages-1280.test.ts (page-checks.ts).
