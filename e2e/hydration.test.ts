import type { Browser, Page } from "playwright-core";
import { gotoAndSettle, launch, openPage } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
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

describe("static regions (ui/static-region.tsx)", () => {
  it("a static page's main, the footer's link columns and the menus' links are left as the server sent them", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/tv-repair/");
    // Hydrated, with effects run: the footer's open status (outside the static columns) is filled in.
    await page.locator("footer [data-open-status]").waitFor({ state: "attached" });
    await expect(
      owned(page, ["main", "footer [data-open-status]", "#mobile-menu nav", "nav[aria-label=Main] ul ul"]),
    ).resolves.toEqual({
      main: { self: true, inside: 0 },
      "footer [data-open-status]": { self: true, inside: 0 },
      "#mobile-menu nav": { self: true, inside: 0 },
      "nav[aria-label=Main] ul ul": { self: true, inside: 0 },
    });
    // The footer's link columns are not React's.
    const columns = await page
      .locator("footer h2")
      .evaluateAll((headings) =>
        headings.map((h) => Object.keys(h.parentElement!).some((key) => key.startsWith("__reactFiber$"))),
      );
    expect(columns.filter(Boolean).length).toBe(1); // only "Hours", with the live status
    expect(messages).toEqual([]);
    await context.close();
  });

  it("a page with a form hydrates its main in full", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    const { main } = (await owned(page, ["main"])) as { main: { self: boolean; inside: number } };
    expect(main.self).toBe(true);
    expect(main.inside).toBeGreaterThan(50);
    await context.close();
  });

  it("a static page reached by a client-side navigation renders in full", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/contact/");
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    // The header's home link is hydrated (not in a static region): Gatsby navigates without a page load.
    await page.locator("header").getByRole("link", { name: "Queen City Tech Repair" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("main h1").waitFor();
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    await expect(page.locator("main #services a").count()).resolves.toBeGreaterThan(5);
    expect(messages).toEqual([]);
    await context.close();
  });
});
