import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import { pricing } from "../functions/contact/pricing-data";
import { familyFile } from "../src/domain/pricing";
import { placeOf } from "../src/lib/data/editor-words";
import { pricingPath } from "../src/lib/price-pages";
import { adoptDevelop, alive, startDevelop, stopDevelop, type DevelopServer } from "../scripts/lib/develop-server.cjs";
import { formService } from "./facts";
import { connectBrowser, gotoAndSettle, openPage, pressSend, until } from "./helpers";
import { templatePages } from "./page-checks";

// `gatsby develop` (what an editor runs with `npm run cms`) shows every template as the built site does: a copy of
// the project (its own .cache and public/, so the build the other tests serve is left alone) is started with
// `gatsby develop` (scripts/lib/develop-server.cjs), and one page of each template is opened there and on the built
// site, side by side.

const root = path.resolve(__dirname, "..");
let browser: Browser;
let develop: DevelopServer;
let copy = "";
let developUrl = "";
/** What gatsby develop has printed so far. */
const developLog = () => fs.readFileSync(develop.logFile, "utf8");

/** One page of each template (src/pages and src/templates), from the build. */
const TEMPLATES = templatePages();
/** A blog post of data/blog/ (the first), a model for the post the test writes. */
const POST_FILE = fs.readdirSync(path.join(root, "data", "blog")).find((file) => file.endsWith(".json"))!;
const postPath = `/blog/${POST_FILE.replace(/\.json$/, "")}/`;

/**
 * Until `gatsby develop` has printed nothing for `quietMs` (it logs each step of taking a change): the change before
 * has been taken. A data file written while Gatsby was still taking another once left the new page's query unrun
 * ("Couldn't get query results") until the next change.
 */
async function developIdle(quietMs = 4000, maxMs = 90_000) {
  let [seen, since] = [developLog().length, Date.now()];
  await until(
    `gatsby develop to be quiet for ${quietMs} ms`,
    () => {
      const length = developLog().length;
      if (length !== seen) [seen, since] = [length, Date.now()];
      return Date.now() - since >= quietMs;
    },
    { timeout: maxMs, every: 250 },
  ).catch(() => undefined); // still busy after maxMs: go on, as before
}

beforeAll(async () => {
  // npm test started it after the build, at the lowest CPU priority (scripts/lib/develop-server.cjs); alone, its own.
  develop = adoptDevelop() ?? (await startDevelop());
  ({ copy, url: developUrl } = develop);
  browser = await connectBrowser();
  await until(
    "gatsby develop to start",
    () => {
      if (!alive(develop.pid)) throw new Error(`gatsby develop ended:\n${developLog().slice(-3000)}`);
      return /You can now view/.test(developLog());
    },
    { timeout: 480_000, every: 500 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}:\n${developLog().slice(-3000)}`);
  });
  // What develop does right after it says so (writing page data, a second compile) is done before the first page.
  await developIdle();
}, 540_000);

afterAll(async () => {
  await browser?.close();
  if (develop) await stopDevelop(develop);
});

/** What a visitor sees of a page: the texts, and the looks of the header's buttons, the skip link and the heading. */
async function shown(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return {
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontWeight} ${style.fontSize}`,
        size: `${Math.round(rect.width)}x${Math.round(rect.height)}`,
        top: Math.round(rect.top + window.scrollY),
      };
    };
    const text = (selector: string) =>
      (document.querySelector<HTMLElement>(selector)?.innerText ?? "")
        // The open status is worked out from the clock when the page runs.
        .replace(/^(Open|Closed)[^\n]*\n/gm, "")
        .replace(/\s+/g, " ")
        .trim();
    return {
      title: document.title,
      header: text("[data-chrome=header]"),
      main: text("main"),
      footer: text("[data-chrome=footer]"),
      h1: box("h1"),
      skipLink: box("a[href='#main']"),
      headerLinks: Array.from(document.querySelectorAll("[data-chrome=header] a")).map((a) => {
        const style = getComputedStyle(a);
        return `${a.textContent}: ${style.color} on ${style.backgroundColor}, ${Math.round(a.getBoundingClientRect().height)}px`;
      }),
    };
  });
}

/**
 * What the page logged as an error, but Gatsby develop's own: React's warnings when its development runtime calls the
 * legacy unmountComponentAtNode on the root (which develop renders with createRoot, gatsby-browser.tsx).
 */
const errorsOf = (messages: readonly string[]) =>
  messages.filter((m) => /^(error|pageerror)/.test(m) && !/\[HMR\]|React DevTools|unmountComponentAtNode/.test(m));

/**
 * Opens `url` under gatsby develop and waits until the page has run its code (the site chrome started). The first
 * page opened once stayed without its heading for two minutes (CI, the development bundle rebuilt while it loaded):
 * a page that shows no heading within a minute is loaded once more, and a second failure names what the page showed
 * and what develop printed last.
 */
async function settle(page: Page, url: string) {
  const heading = page.locator("main h1").first();
  for (let attempt = 1; ; attempt++) {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const shown = await heading.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
    if (attempt === 2) {
      const body = await page.evaluate(() => document.body.innerText.slice(0, 500)).catch(() => "");
      throw new Error(
        `${url} showed no heading in two loads. The page:\n${body}\ngatsby develop:\n${developLog().slice(-2000)}`,
      );
    }
  }
  await page.waitForFunction(() => "chromeStarted" in document.documentElement.dataset);
}

/**
 * What the development page shows once it shows what the built one does: read until it does (its lazy parts and
 * fonts come when they come), or until the deadline, then returned as it is for the comparison to name the difference.
 */
async function shownLike(page: Page, expected: Awaited<ReturnType<typeof shown>>) {
  let actual = await shown(page);
  await until(
    "the development page to show what the built one does",
    async () => isDeepStrictEqual((actual = await shown(page)), expected),
    { timeout: 30_000, every: 250 },
  ).catch(() => undefined);
  return actual;
}

describe("gatsby develop shows every template as the built site does", () => {
  // One tab on each site for all the templates, as a visitor's: a new context each time loaded and compiled the
  // development bundle (megabytes of unminified script) again for every page, about a second of CPU each.
  let built: Awaited<ReturnType<typeof openPage>>;
  let dev: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    built = await openPage(browser);
    dev = await openPage(browser);
  });
  afterAll(async () => {
    await built?.context.close();
    await dev?.context.close();
  });

  it.each(TEMPLATES)(
    "%s",
    async (pagePath) => {
      dev.messages.length = 0;
      await gotoAndSettle(built.page, pagePath);
      await settle(dev.page, developUrl + pagePath);
      if (pagePath === "/contact/") {
        // The built form starts its app when the visitor turns to it (it then lists the days that can be booked).
        for (const { page } of [built, dev]) {
          await page.getByLabel("Full Name").focus();
          await page.waitForFunction(() => "app" in document.documentElement.dataset);
          // The days come with a chunk of their own (src/domain/booking.ts): on a loaded host it took over the
          // half second this once waited (CI: the development page compared without them). Until then the select
          // holds the plain form's weekdays ("next-monday"), so what is waited for is a day's date as its value.
          await page.waitForFunction(() =>
            Array.from(document.querySelectorAll<HTMLOptionElement>("select[name=preferredDate] option")).some((o) =>
              /^\d{4}-\d{2}-\d{2}$/.test(o.value),
            ),
          );
        }
      }
      const expected = await shown(built.page);
      expect(await shownLike(dev.page, expected)).toEqual(expected);
      // No error: in particular no part the built site never hydrates with a handler (src/components/development/overlay.tsx).
      expect(errorsOf(dev.messages)).toEqual([]);
    },
    240_000,
  );

  it("runs the estimator and the request form there", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await settle(page, `${developUrl}/get-a-quote/`);
    const [family] = pricing.families;
    await page
      .locator("main")
      .getByRole("link", { name: new RegExp(`^${family.label}`) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === pricingPath(family.id));
    await page.getByRole("heading", { name: family.modelHeading ?? pages.pricing.modelsHeading }).waitFor();
    await settle(page, `${developUrl}/contact/`);
    await pressSend(page);
    await page.getByRole("alert").filter({ hasText: "Please correct" }).waitFor();
    expect(errorsOf(messages)).toEqual([]);
    await context.close();
  }, 240_000);
});

describe("gatsby develop checks the data again on every change", () => {
  it("a model saved without prices: the problem shows in the terminal and over the page, and no page turns into a 404", async () => {
    const family = pricing.families[0].id;
    const file = path.join(copy, familyFile(family));
    const original = fs.readFileSync(file, "utf8");
    const checked = (settled: (problems: string[]) => boolean) =>
      until(
        "the data check to settle",
        async () => {
          const answer = (await (await fetch(`${developUrl}/__data-check`)).json()) as { problems: string[] };
          return settled(answer.problems) && answer.problems;
        },
        { every: 500 },
      ).catch((error: Error) => {
        throw new Error(`${error.message}:\n${developLog().slice(-3000)}`);
      });
    try {
      const data = JSON.parse(original) as { brands: Array<{ models: Array<Record<string, unknown>> }> };
      delete data.brands[0].models[0].prices;
      fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
      const problems = await checked((p) => p.length > 0);
      // In the editor's words first (the family, brand and model by name, the field by its label), then file and path.
      expect(problems).toContainEqual(
        `${placeOf(familyFile(family), data, {}, ["brands", 0, "models", 0]).where.join(" → ")}: "Prices" is missing: fill it in\n${familyFile(family)} at brands[0].models[0].prices`,
      );
      expect(developLog()).toMatch(/The data files have \d+ problems?; fix them to see your change/);
      // Once Gatsby has taken the change (it logs each step, then is quiet): every kind of page is still there, as it
      // was before the change.
      await developIdle();
      for (const pagePath of [formService.path, pricingPath(family), postPath, "/"])
        expect([
          pagePath,
          (await fetch(`${developUrl}/page-data${pagePath === "/" ? "/index" : pagePath}page-data.json`)).status,
        ]).toEqual([pagePath, 200]);
      const { page, context } = await openPage(browser);
      await settle(page, `${developUrl}${formService.path}`);
      const overlay = page.locator("[data-data-problems]");
      await overlay.waitFor();
      expect(await overlay.textContent()).toContain(familyFile(family));
      expect(await page.locator("h1").textContent()).toBeTruthy();
      // Put right, the problems and the overlay go.
      fs.writeFileSync(file, original);
      await checked((p) => p.length === 0);
      await overlay.waitFor({ state: "detached" });
      await context.close();
    } finally {
      // Only if the test stopped before it put the file right: a second change event would overlap the next test's.
      if (fs.readFileSync(file, "utf8") !== original) fs.writeFileSync(file, original);
    }
  }, 300_000);

  it("a closure in the coming week shows its notice in a part the browser renders after the page (the contact card)", async () => {
    const file = path.join(copy, "data", "site.json");
    const original = fs.readFileSync(file, "utf8");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const inThreeDays = new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const site = JSON.parse(original) as { specialHours: Array<{ date: string; reason: string }> };
    site.specialHours = [...site.specialHours, { date: inThreeDays, reason: "Inventory day" }].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    const { page, context } = await openPage(browser);
    try {
      fs.writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
      // The card's code comes after the page, as on a slow connection: once the layout's fill has run (the footer's
      // open status is filled in).
      await page.route(/static-parts/, async (route) => {
        await page
          .locator("footer [data-open-status]")
          .first()
          .waitFor({ state: "attached" })
          .catch(() => undefined); // the page went away: the route goes on
        await route.continue().catch(() => undefined);
      });
      const notice = page.locator("[data-closure-notice]:visible", { hasText: "Inventory day" }).first();
      const deadline = Date.now() + 120_000;
      for (;;) {
        await settle(page, `${developUrl}/contact/`);
        // Filled when the card is there, not at the chrome's next minute.
        if (
          await notice.waitFor({ timeout: 10_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
        if (Date.now() > deadline) throw new Error(`no closure notice on /contact/:\n${developLog().slice(-3000)}`);
      }
      expect(await notice.textContent()).toMatch(/Holiday hours coming up in \w/);
    } finally {
      await context.close();
      // Put right; the next change waits until Gatsby has taken this one (developIdle where it is made).
      if (fs.readFileSync(file, "utf8") !== original) fs.writeFileSync(file, original);
    }
  }, 300_000);

  it("a post saved as the CMS writes it: three paragraphs and an internal link on its page, first on the blog", async () => {
    const blog = path.join(copy, "data", "blog");
    const model = JSON.parse(fs.readFileSync(path.join(blog, POST_FILE), "utf8")) as Record<string, unknown>;
    const paragraphs = [
      "A new post, written in the content manager as three paragraphs.",
      `The second one links to [the first prices](${pricingPath(pricing.families[0].id)}) of the site.`,
      "And the third one closes it.",
    ];
    const file = path.join(blog, "develop-three-paragraphs.json");
    const post = {
      ...model,
      slug: "develop-three-paragraphs",
      title: "Three Paragraphs Written in the Content Manager",
      // The CMS starts a new post with today's date: the newest of the blog.
      date: new Date().toISOString().slice(0, 10),
      body: paragraphs.join("\n\n"),
    };
    try {
      // After Gatsby has taken the last change (the test before put a file right): one change at a time, as saves come.
      await developIdle();
      fs.writeFileSync(file, `${JSON.stringify(post, null, 2)}\n`);
      // The page's query runs with the change (gatsby-node.ts onPreInit: develop without Query on Demand, which left
      // a new page's query unrun until the next save in 2 of 6 runs).
      await until(
        "the post's page",
        async () =>
          (await fetch(`${developUrl}/page-data/blog/develop-three-paragraphs/page-data.json`)).status === 200,
        { timeout: 90_000, every: 500 },
      ).catch((error: Error) => {
        throw new Error(`${error.message}:\n${developLog().slice(-3000)}`);
      });
      // What the CMS checks a save against is the working copy as it is now, with the pages no data file makes.
      const snapshot = (await (await fetch(`${developUrl}/admin/site-data.json`)).json()) as {
        files: Array<{ file: string }>;
        staticRoutes: string[];
      };
      expect(snapshot.files.map((f) => f.file)).toContain("data/blog/develop-three-paragraphs.json");
      expect(snapshot.staticRoutes).toEqual(expect.arrayContaining(["/", "/contact/", "/get-a-quote/"]));
      expect(snapshot.staticRoutes).not.toContain("/tv-repair/");
      const { page, context } = await openPage(browser);
      await settle(page, `${developUrl}/blog/develop-three-paragraphs/`);
      const texts = paragraphs.map((p) => p.replace(/\[([^\]]+)\]\([^)]+\)/, "$1"));
      for (const text of texts)
        expect([text, await page.locator("main p", { hasText: text }).count()]).toEqual([text, 1]);
      const link = page.locator("main p", { hasText: texts[1] }).getByRole("link", { name: "the first prices" });
      expect(await link.getAttribute("href")).toBe(pricingPath(pricing.families[0].id));
      expect(await link.getAttribute("target")).toBeNull();
      await settle(page, `${developUrl}/blog/`);
      expect(await page.locator("main h2, main h3").first().textContent()).toBe(post.title);
      await context.close();
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 420_000);
});
