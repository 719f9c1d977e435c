import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import site from "../data/site.json";
import { blogListPath, POSTS_PER_PAGE } from "../src/lib/blog-pages";
import { connectBrowser, gotoAndSettle, openPage, server } from "./helpers";

/** The posts of data/blog/, newest first, as the blog lists them. */
const BLOG = path.resolve(__dirname, "..", "data", "blog");
const posts = fs
  .readdirSync(BLOG)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(BLOG, file), "utf8")) as { slug: string; date: string })
  .sort((a, b) => b.date.localeCompare(a.date));
const SLUGS = posts.map((post) => post.slug);
const firstPage = posts.slice(0, POSTS_PER_PAGE);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("blog", () => {
  it("/blog/ lists a card for each post of its page, newest first, linking to them", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/blog/");
    const cards = page.locator("main li");
    await expect(cards.count()).resolves.toBe(firstPage.length);
    const links = await page
      .getByRole("link", { name: /Read more/ })
      .evaluateAll((a) => a.map((l) => l.getAttribute("href")));
    expect(new Set(links)).toEqual(new Set(firstPage.map((post) => `/blog/${post.slug}/`)));
    const dates = await page.locator("main li time").evaluateAll((t) => t.map((e) => e.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await context.close();
  });

  it(`/blog/ has its own canonical, and links a next page only with more than ${POSTS_PER_PAGE} posts`, async () => {
    const html = await (await fetch(`${server().baseUrl}/blog/`)).text();
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog\/"/);
    const more = posts.length > POSTS_PER_PAGE;
    expect(html.includes('aria-label="Blog pages"')).toBe(more);
    expect(/rel="next"/.test(html)).toBe(more);
    expect(html).not.toMatch(/rel="prev"/);
    expect((await fetch(`${server().baseUrl}${blogListPath(2)}`)).status).toBe(more ? 200 : 404);
  });

  it.each(SLUGS)(
    "%s shows hero, title, date, author, 500+ words and two related posts (or the others)",
    async (slug) => {
      const { page, context, messages } = await openPage(browser);
      await gotoAndSettle(page, `/blog/${slug}/`);
      const hero = page.locator("article img[fetchpriority=high]").last();
      await expect(hero.getAttribute("loading")).resolves.toBe("eager");
      // Width and height reserve the image's space before it loads: no layout shift.
      await expect(hero.getAttribute("width")).resolves.toMatch(/^\d+$/);
      await expect(hero.getAttribute("height")).resolves.toMatch(/^\d+$/);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.locator("article time").getAttribute("datetime")).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator("article").textContent()).resolves.toContain(`By ${site.name}`);
      const body = await page.evaluate(() => document.querySelector("article")!.innerText);
      expect(body.split(/\s+/).length).toBeGreaterThan(500);
      const related = await page.locator("aside[aria-labelledby=related-posts] h3").allTextContents();
      expect(related).toHaveLength(Math.min(2, posts.length - 1));
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
    },
  );

  it.each(posts.map((post) => [post.slug, post.date]))("%s keeps its file's date, %s", async (slug, date) => {
    const html = await (await fetch(`${server().baseUrl}/blog/${slug}/`)).text();
    expect(html).toMatch(new RegExp(`datetime="${date}"`, "i"));
  });

  it("an unknown slug is the not-found page with status 404", async () => {
    const response = await fetch(`${server().baseUrl}/blog/no-such-post/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
