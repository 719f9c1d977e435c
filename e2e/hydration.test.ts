import type { Browser, Page } from "playwright-core";
import { formService, pricedEstimate } from "./facts";
import { afterFrames, connectBrowser, gotoAndSettle, openPage, server } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * For each selector: whether React owns the first element (it hydrated it) and how many elements inside it React
 * owns. React marks the DOM nodes it hydrates or renders with a `__reactFiber$...` property.
 */
const owned = (page: Page, selectors: string[]) =>
  page.evaluate((list) => {
    const isReacts = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    return Object.fromEntries(
      list.map((selector) => {
        const el = document.querySelector(selector);
        if (!el) return [selector, "missing"];
        return [selector, { self: isReacts(el), inside: [...el.querySelectorAll("*")].filter(isReacts).length }];
      }),
    );
  }, selectors);

describe("what the browser hydrates (page-runtime/static-page.tsx, layout/static-chrome.tsx, theme/static/)", () => {
  it("a page with no JavaScript of its own loads the site chrome's script only: no React, no Gatsby runtime", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await gotoAndSettle(page, formService.path);
    // The open status is filled in without React (page-runtime/site-chrome.ts), when the browser is idle: after
    // anything the chrome's script starts has been asked for.
    await page.locator("footer [data-open-status]").waitFor({ state: "attached" });
    const ownership = await owned(page, ["#gatsby-focus-wrapper", "main", "header", "footer"]);
    expect(ownership).toEqual({
      "#gatsby-focus-wrapper": { self: false, inside: 0 },
      main: { self: false, inside: 0 },
      header: { self: false, inside: 0 },
      footer: { self: false, inside: 0 },
    });
    expect(scripts).toEqual([expect.stringMatching(/^\/site-chrome-[0-9a-f]{20}\.js$/)]);
    await expect(page.evaluate(() => "___loader" in window || "React" in window)).resolves.toBe(false);
    // Its head carries the layout's static sheet only: no form can render on a page without the app.
    const sheets = await page.locator("style[data-static-css]").textContent();
    expect([/\.ly-skip\{/.test(sheets ?? ""), /\.(ui|cf|qe)-/.test(sheets ?? "")]).toEqual([true, false]);
    // The mobile menu opens and closes without the app.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(messages).toEqual([]);
    await context.close();
  });

  it.each([
    ["/thank-you/", false],
    ["/thank-you/?ref=QC-7K4M-2XQ9", true],
  ])(
    "the thank-you page (%s) starts the app only when there is a reference or a booking to show: %s",
    async (path, startsApp) => {
      const { page, context, messages } = await openPage(browser);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await gotoAndSettle(page, path);
      const chrome = expect.stringMatching(/^\/site-chrome-[0-9a-f]{20}\.js$/);
      // What the page does once its script has run: shows the reference (the app), or fills the open status when idle.
      if (startsApp) await page.locator("main strong", { hasText: "QC-7K4M-2XQ9" }).waitFor();
      else await page.locator("footer [data-open-status]").waitFor({ state: "attached" });
      if (startsApp) {
        expect(scripts).toEqual(expect.arrayContaining([chrome, expect.stringMatching(/^\/framework-[0-9a-f]+\.js$/)]));
        await expect(page.locator("main strong", { hasText: "QC-7K4M-2XQ9" }).count()).resolves.toBe(1);
        // The app runs the chrome itself: one set of handlers, so the menu opens and closes as on any page.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").waitFor();
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      } else {
        expect(scripts).toEqual([chrome]);
        await expect(page.evaluate(() => "___loader" in window)).resolves.toBe(false);
      }
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it("a page with a form, once the visitor turns to it, hydrates its main in full, and leaves the header and footer as the server sent them", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    // Before: React owns nothing (the app starts on intent, page-runtime/app-on-intent.ts).
    await expect(owned(page, ["main"])).resolves.toEqual({ main: { self: false, inside: 0 } });
    await page.getByLabel("Full Name").focus();
    await page.waitForFunction(() => "app" in document.documentElement.dataset);
    const result = (await owned(page, ["main", "[data-chrome=header]", "[data-chrome=footer]"])) as Record<
      string,
      { self: boolean; inside: number }
    >;
    expect(result.main.self).toBe(true);
    expect(result.main.inside).toBeGreaterThan(50);
    expect(result["[data-chrome=header]"]).toEqual({ self: true, inside: 0 });
    expect(result["[data-chrome=footer]"]).toEqual({ self: true, inside: 0 });
    // The parts around the form are kept as the server sent them (staticPart): the hero, the card, the questions.
    const parts = (await owned(page, ["main h1", "#technician-heading", "#faq-heading"])) as Record<
      string,
      { self: boolean }
    >;
    expect(Object.values(parts).map((part) => part.self)).toEqual([false, false, false]);
    await context.close();
  });

  it.each([[pricedEstimate.book.replace("#request", ""), "#estimate-heading", "fontWeight", "700"]])(
    "%s renders its form in the browser with the server's static classes: no Chakra, no style added",
    async (path, rendered, property, value) => {
      const { page, context, messages } = await openPage(browser);
      const html = await (await fetch(`${server().baseUrl}${path}`)).text();
      await gotoAndSettle(page, path);
      // Both rendered only in the browser (the built page does not know the query); React has committed it, and
      // what it inserts with it, once two frames have passed.
      await page.locator(rendered).waitFor();
      await afterFrames(page);
      const styles = await page.evaluate(() => ({
        count: document.querySelectorAll("style").length,
        emotionInBrowser: document.querySelectorAll("style[data-s]").length,
      }));
      expect(styles).toEqual({ count: (html.match(/<style/g) ?? []).length, emotionInBrowser: 0 });
      // The browser-rendered parts are styled by the static sheets' classes (theme/static/).
      const styled = await page
        .locator(rendered)
        .evaluate((el, name) => [el.className, getComputedStyle(el)[name as "display"]], property);
      expect(styled).toEqual([expect.stringMatching(/^(cf|ui)-[a-z-]+( (cf|ui)-[a-z-]+)*$/), value]);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it("a static page reached by a client-side navigation renders in full, with a working copy of the chrome", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/contact/");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    // The visitor turns to the form, which starts the app (page-runtime/app-on-intent.ts).
    await page.getByLabel("Full Name").focus();
    await page.waitForFunction(() => "app" in document.documentElement.dataset);
    // The form's privacy link is Gatsby's: it navigates without a page load.
    await page
      .locator("main form")
      .getByRole("link", { name: /privacy/i })
      .click();
    await page.waitForURL((url) => url.pathname === "/privacy-policy/");
    // Gatsby changes the address before it renders the new page: wait for the new page's heading, not any heading.
    await page.locator("main h1", { hasText: /Privacy/ }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    await expect(page.locator("main h1").count()).resolves.toBe(1);
    await expect(page.locator("main h2").count()).resolves.toBeGreaterThan(2);
    // One header and one footer, the footer's open status filled in again, the current page marked in the menus.
    await expect(page.locator("header").count()).resolves.toBe(1);
    await expect(page.locator("footer").count()).resolves.toBe(1);
    await page.locator("footer [data-open-status]").waitFor({ state: "attached" });
    await expect(
      page
        .locator("[data-chrome] a[aria-current=page]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).resolves.toEqual(expect.arrayContaining(["/privacy-policy/"]));
    await expect(page.locator("[data-chrome] a[aria-current=page][href='/contact/']").count()).resolves.toBe(0);
    // The copied menu still opens, and closes on Escape.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(messages).toEqual([]);
    await context.close();
  });
});
