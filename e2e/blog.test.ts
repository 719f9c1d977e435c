import type { Browser } from "playwright-core";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

const SLUGS = [
  "same-day-computer-repair-charlotte",
  "iphone-screen-repair-what-to-know",
  "small-business-it-support-charlotte",
  "data-recovery-services-charlotte",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("blog", () => {
  it("/blog/ lists four cards, newest first, linking to the four posts", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/blog/");
    const cards = page.locator("main li");
    await expect(cards.count()).resolves.toBe(4);
    const links = await page
      .getByRole("link", { name: /Read more/ })
      .evaluateAll((a) => a.map((l) => l.getAttribute("href")));
    expect(new Set(links)).toEqual(new Set(SLUGS.map((s) => `/blog/${s}/`)));
    const dates = await page.locator("main li time").evaluateAll((t) => t.map((e) => e.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await context.close();
  });

  it("/blog/ is the only list page with four posts: its own canonical, no page links", async () => {
    const html = await (await fetch(`${server().baseUrl}/blog/`)).text();
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog\/"/);
    expect(html).not.toContain('aria-label="Blog pages"');
    expect(html).not.toMatch(/rel="(prev|next)"/);
    expect((await fetch(`${server().baseUrl}/blog/2/`)).status).toBe(404);
  });

  it.each(SLUGS)("%s shows hero, title, date, author, 500+ words and two related posts", async (slug) => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, `/blog/${slug}/`);
    const hero = page.locator("article img[fetchpriority=high]").last();
    await expect(hero.getAttribute("loading")).resolves.toBe("eager");
    // Width and height reserve the image's space before it loads: no layout shift.
    await expect(hero.getAttribute("width")).resolves.toMatch(/^\d+$/);
    await expect(hero.getAttribute("height")).resolves.toMatch(/^\d+$/);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.locator("article time").getAttribute("datetime")).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator("article").textContent()).resolves.toContain("By Queen City Tech Repair");
    const body = await page.evaluate(() => document.querySelector("article")!.innerText);
    expect(body.split(/\s+/).length).toBeGreaterThan(500);
    const related = await page.locator("aside[aria-labelledby=related-posts] h3").allTextContents();
    expect(related).toHaveLength(2);
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = JSON.parse(ld!)["@graph"] as Array<Record<string, unknown>>;
    const posting = graph.find((b) => b["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: expect.any(String),
      description: expect.any(String),
      image: expect.stringMatching(/^https:/),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(posting.author).toEqual({ "@id": expect.stringMatching(/\/#organization$/) });
    const crumbs = graph.find((b) => b["@type"] === "BreadcrumbList") as {
      itemListElement: Array<{ position: number; name: string }>;
    };
    expect(crumbs.itemListElement.map((i) => i.name).slice(0, 2)).toEqual(["Home", "Blog"]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("the data recovery post keeps its fixed 2024 date", async () => {
    const html = await (await fetch(`${server().baseUrl}/blog/data-recovery-services-charlotte/`)).text();
    expect(html).toMatch(/datetime="2024-03-14"/i);
  });

  it("an unknown slug is the not-found page with status 404", async () => {
    const response = await fetch(`${server().baseUrl}/blog/no-such-post/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
