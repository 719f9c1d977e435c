import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import pages from "../data/pages.json";
import reviewsFile from "../data/reviews.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { humanDate } from "../src/domain/dates";
import { reviewsFor } from "../src/lib/reviews";
import { builtPages, PUBLIC_DIR } from "../scripts/lib/built-pages.cjs";
import { connectBrowser, openPage, server } from "./helpers";

const reviews: ReadonlyArray<{ author: string; date: string; text: string; location: string; service?: string }> =
  reviewsFile.reviews;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page as the server sent it, at phone width: the reviews and the towns are in the HTML, not added by a script. */
async function openWithoutScripts(pagePath: string, width = 390) {
  const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: { width, height: 844 } });
  const response = await page.goto(server().baseUrl + pagePath);
  expect(response?.status()).toBe(200);
  return { page, context };
}

describe("reviews (data/reviews.json)", () => {
  it("the home page shows the first review: its words, who, when, and no review markup", async () => {
    const first = reviews[0];
    const { page, context } = await openWithoutScripts("/");
    const section = page.locator("section#reviews");
    await expect(section.locator("h2").textContent()).resolves.toBe(pages.reviews.heading);
    const quote = section.locator("blockquote").first();
    await expect(quote.textContent()).resolves.toBe(`“${first.text}”`);
    await expect(quote.isVisible()).resolves.toBe(true);
    const caption = await section.locator("figcaption").first().textContent();
    expect(caption).toContain(first.author);
    expect(caption).toContain(humanDate(first.date));
    await expect(section.locator("time").first().getAttribute("datetime")).resolves.toBe(first.date);
    await context.close();
  });

  it("a service page that no review names shows no reviews section and no testimonial", async () => {
    const without = services.services.filter((service) => reviewsFor(reviews, { service: service.path }).length === 0);
    expect(without.length).toBeGreaterThan(0);
    const { page, context } = await openWithoutScripts(without[0].path);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.locator("#reviews-heading, section#reviews").count()).resolves.toBe(0);
    await expect(page.locator("blockquote").count()).resolves.toBe(0);
    for (const review of reviews) await expect(page.getByText(review.text).count()).resolves.toBe(0);
    await context.close();
  });

  it("a service page that a review names shows it, headed by the service", async () => {
    const named = services.services.find((service) => reviewsFor(reviews, { service: service.path }).length > 0);
    // Only the reviews an editor entered: there may be none that names a service yet.
    if (!named) return;
    const { page, context } = await openWithoutScripts(named.path);
    const heading = page.locator("#reviews-heading");
    await expect(heading.textContent()).resolves.toBe(pages.reviews.serviceHeading.replace("{service}", named.label));
    for (const review of reviewsFor(reviews, { service: named.path }))
      await expect(page.getByText(review.text).count()).resolves.toBe(1);
    await context.close();
  });

  it("no built page's structured data has a Review or an AggregateRating", () => {
    const found: string[] = [];
    const visit = (value: unknown, file: string) => {
      if (Array.isArray(value)) return value.forEach((item) => visit(item, file));
      if (!value || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        if (/^(review|reviews|aggregateRating)$/i.test(key)) found.push(`${file}: key ${key}`);
        if (key === "@type" && [inner].flat().some((type) => /Review|AggregateRating|Rating/.test(String(type))))
          found.push(`${file}: @type ${JSON.stringify(inner)}`);
        visit(inner, file);
      }
    };
    const files = builtPages();
    expect(files.length).toBeGreaterThan(20);
    let blocks = 0;
    for (const file of files) {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        blocks += 1;
        visit(JSON.parse(json), file);
      }
    }
    expect(blocks).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});

describe("both shops, everywhere they belong", () => {
  const near = (name: string, label: string) => label.replace("{location}", name);

  it("every service page's Areas we serve lists each shop's towns under its name", async () => {
    const { page, context } = await openWithoutScripts("/");
    for (const service of services.services) {
      await page.goto(server().baseUrl + service.path);
      const areas = page.locator("section[aria-labelledby=areas]");
      await expect(areas.locator("h2").textContent()).resolves.toBe(pages.service.townsHeading);
      for (const location of site.locations) {
        const group = areas.locator(`ul[aria-labelledby="areas-${location.id}"]`);
        await expect(page.locator(`#areas-${location.id}`).textContent()).resolves.toBe(
          near(location.name, pages.service.townsNearLabel),
        );
        const towns = await group.locator("li").allTextContents();
        expect(towns).toEqual(location.servedTowns.map((town) => `${town}, ${location.region}`));
      }
    }
    await context.close();
  }, 120000);

  it("the home page names every shop and links to the locations", async () => {
    const { page, context } = await openWithoutScripts("/");
    const link = page.locator("main").getByRole("link", { name: pages.home.locationsLink.label });
    await expect(link.getAttribute("href")).resolves.toBe(pages.home.locationsLink.to);
    // The sentence the link ends, in the hero under the h1.
    const text = await link.locator("xpath=..").textContent();
    for (const location of site.locations) expect(text).toContain(location.name);
    await context.close();
  });

  it("the contact page's service area names each shop's towns", async () => {
    const { page, context } = await openWithoutScripts("/contact/");
    const area = await page.locator("aside[aria-labelledby=technician-heading] dl").textContent();
    for (const location of site.locations) {
      expect(area).toContain(
        `${near(location.name, pages.contact.townsNearLabel)}: ${location.servedTowns.join(", ")}`,
      );
    }
    await context.close();
  });

  it.each(["/locations/", "/contact/", "/"])(
    "at 390 px an e-mail address on %s stays inside the screen",
    async (pagePath) => {
      const { page, context } = await openWithoutScripts(pagePath);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        mail: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]'))
          .filter((a) => a.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((a) => a.textContent),
      }));
      expect(overflow).toEqual({ page: 0, mail: [] });
      await context.close();
    },
  );
});
