import fs from "node:fs";
import path from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { SHOP_SCHEDULES } from "../src/domain/booking";
import { weekdayChoice } from "../src/domain/fields";
import { pricingPath } from "../src/lib/price-pages";
import { formService, pricedEstimate } from "./facts";
import {
  connectBrowser,
  fillContactForm,
  gotoAndSettle,
  openPage,
  plainThanks,
  server,
  until,
  untilStill,
} from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MOBILE = { width: 390, height: 844 };
const CHROME = /^\/site-chrome-[0-9a-f]{20}\.js$/;
const FRAMEWORK = /\/framework-[0-9a-f]+\.js$/;

/**
 * The app's scripts as the page names them, and what the app loads next for the page (page-runtime/inline-scripts.ts keeps
 * them in `data-app-scripts` and `data-app-prefetch`).
 */
const appScripts = (page: Page) =>
  page.evaluate(() => {
    const { appScripts, appPrefetch } = document.getElementById("gatsby-globals")!.dataset;
    return { scripts: appScripts!.split(" "), next: appPrefetch!.split(" ") };
  });

const appStarted = (page: Page) => page.evaluate(() => "___loader" in window);

/** Holds back React (the framework chunk) until `release` is called, as a slow connection would. */
async function holdFramework(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(FRAMEWORK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page whose app's scripts are held back: the network is never idle (their prefetch waits too). */
async function openHeld(page: Page, path: string) {
  await page.goto(server().baseUrl + path, { waitUntil: "load" });
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
}

/** Marks the document, to tell a change made by the app from a new page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

/**
 * The contact form starts the app on the visitor's first interaction with it (page-runtime/app-rules.ts,
 * page-runtime/app-on-intent.ts): a plain visit runs no React while it loads.
 */
describe("the contact form starts the app when the visitor turns to it", () => {
  it.each(["/contact/"])(
    "a plain visit to %s runs only the site chrome's script; the app's are fetched after the load, not run",
    async (path) => {
      const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
      const scripts: string[] = [];
      const requested: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        requested.push(url.pathname);
        if (request.resourceType() === "script") scripts.push(url.pathname);
      });
      await gotoAndSettle(page, path);
      // In the cache for the visitor's first interaction: once all of it has been fetched, nothing else has run.
      const { scripts: app, next } = await appScripts(page);
      const chunks = next.filter((url) => url.endsWith(".js"));
      await until("the app's scripts fetched ahead", () => [...app, ...chunks].every((url) => requested.includes(url)));
      expect(scripts).toEqual([expect.stringMatching(CHROME)]);
      await expect(appStarted(page)).resolves.toBe(false);
      expect(app.length).toBeGreaterThanOrEqual(3);
      // The page's own chunk and its data among what comes next.
      expect(next).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/component---src-pages-[\w-]+-[0-9a-f]+\.js$/),
          `/page-data${path}page-data.json`,
        ]),
      );
      // The scripts and chunks, named by content, into the cache; the page's data, which must be fresh, not yet.
      const data = next.filter((url) => url.endsWith(".json"));
      expect(data.length).toBeGreaterThanOrEqual(2);
      expect(requested).toEqual(expect.arrayContaining([...app, ...chunks]));
      expect(requested.filter((url) => data.includes(url))).toEqual([]);
      // The menu works without the app.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await expect(appStarted(page)).resolves.toBe(false);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it("focusing a field starts the app: typing goes on, the open days are listed, the menu has one set of handlers", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoAndSettle(page, "/contact/");
    const day = page.getByLabel(/Preferred day/);
    // Before the app: the plain form's day list, the weekdays the shop opens (the built page does not know today's
    // date); once the app has started, the dates themselves.
    const weekdays = SHOP_SCHEDULES.byLocation[SHOP_SCHEDULES.main].hours.map(({ day }) => weekdayChoice(day));
    await expect(
      day.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).resolves.toEqual(["", ...weekdays]);
    await page.getByLabel("Full Name").click();
    await page.keyboard.type("Jane", { delay: 30 });
    await page.waitForFunction(() => "app" in document.documentElement.dataset);
    await page.keyboard.type(" Doe");
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Jane Doe");
    await page.waitForFunction(() =>
      /^\d{4}-\d{2}-\d{2}$/.test(document.querySelector<HTMLSelectElement>("[name=preferredDate]")!.options[1].value),
    );
    // The page's data, requested all at once with the start, is what the app then reads: each asked for once.
    const { next } = await appScripts(page);
    for (const url of next.filter((u) => u.endsWith(".json")))
      expect([url, requested.filter((r) => r === url).length]).toEqual([url, 1]);
    // The app runs the chrome's behaviour too (layout.tsx) but attaches no second set of listeners: a second
    // toggle would close the sheet as it opens.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    await untilStill(page);
    await expect(page.getByRole("dialog").isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(messages).toEqual([]);
    await context.close();
  });

  it("a click on Send before the app has hydrated waits for it: the app's checks answer, no page load", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    const release = await holdFramework(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await openHeld(page, "/contact/");
    await markDocument(page);
    // The click's default (the plain form's post) is stopped while it is dispatched: once click() returns, a post
    // would have started and the document changed.
    await page.getByRole("button", { name: /Send/ }).click();
    await expect(sameDocument(page)).resolves.toBe(true);
    await expect(appStarted(page)).resolves.toBe(false);
    release();
    // The form's own checks, shown by the app: the plain form would have posted and come back with ?error=.
    await page.getByText("Please enter your name.").waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact/");
    await expect(sameDocument(page)).resolves.toBe(true);
    expect(posts).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("what was typed before the app, sent with a click that came before it too, arrives whole", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    const release = await holdFramework(page);
    await openHeld(page, "/contact/");
    await markDocument(page);
    const name = `Early Bird ${Date.now()}`;
    await fillContactForm(page, { name, message: "Typed before the app arrived" });
    await page.getByRole("button", { name: /Send/ }).click();
    await expect(sameDocument(page)).resolves.toBe(true);
    await expect(appStarted(page)).resolves.toBe(false);
    release();
    await page.waitForURL((url) => url.pathname === "/thank-you/");
    await expect(sameDocument(page)).resolves.toBe(true);
    const { outbox } = server();
    const sent = () =>
      fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .some((file) => fs.readFileSync(path.join(outbox, file), "utf8").includes(name));
    await until("the e-mail", sent);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("when the app's scripts fail to load, a held Send goes ahead as the plain form's post", async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await page.route(FRAMEWORK, (route) => route.abort());
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Plain Post", message: "Sent without the app" });
    await page.getByRole("button", { name: /Send/ }).click();
    // The function answers the plain post with a page of its reference (functions/contact/thanks-page.ts).
    await plainThanks(page);
    await context.close();
  });

  it("a link in the form is not held: the privacy policy opens at once, as a plain page", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    const release = await holdFramework(page);
    await openHeld(page, "/contact/");
    await page
      .locator("main form")
      .getByRole("link", { name: /privacy/i })
      .click();
    await page.waitForURL((url) => url.pathname === "/privacy-policy/");
    release();
    expect(messages).toEqual([]);
    await context.close();
  });

  it("the estimator's steps are pages without an app: its start, a family's page and a model's page", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    for (const path of ["/get-a-quote/", pricingPath(pricedEstimate.ids.device), pricedEstimate.modelPage]) {
      await gotoAndSettle(page, path);
      await expect(appStarted(page)).resolves.toBe(false);
    }
    expect(messages).toEqual([]);
    await context.close();
  });

  it("a visit with a query the form reads (?service=) starts the app at once, to preselect the service", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: MOBILE });
    await gotoAndSettle(page, `/contact/?service=${formService.path}`);
    await expect(appStarted(page)).resolves.toBe(true);
    await expect(page.evaluate(() => "app" in document.documentElement.dataset)).resolves.toBe(true);
    await expect(page.getByLabel("Service Needed").inputValue()).resolves.toBe(formService.label);
    expect(messages).toEqual([]);
    await context.close();
  });
});
