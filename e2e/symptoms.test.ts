import type { Browser } from "playwright-core";
import navigation from "../data/navigation.json";
import pages from "../data/pages.json";
import { pricing } from "../functions/contact/pricing-data";
import { modelName, modelRepairs, shownPrice } from "../src/domain/pricing";
import { familyModels, modelPath, pricingPath } from "../src/lib/price-pages";
import { connectBrowser, gotoAndSettle, openPage, server } from "./helpers";

/**
 * Repairs found by symptom (issue 31, point 3; the search of issue 41): a repair's symptom, in a visitor's words, finds
 * it in the estimator's search and on its family's price page, and leads to its price on a model's page. The repair: the last with
 * symptoms of the last family that has one (when written, "lines on the screen": the TV panel repair).
 */

const tvs = [...pricing.families].reverse().find((f) => f.repairs.some((r) => r.symptoms?.length))!;
const panel = [...tvs.repairs].reverse().find((r) => r.symptoms?.length)!;
const symptom = panel.symptoms![0];
const copy = pages.quote;
/** The first model that offers the repair. */
const { brand, model } = familyModels(tvs).find(({ model }) =>
  modelRepairs(tvs, model).some(({ repair }) => repair.id === panel.id),
)!;
const sizePage = modelPath(tvs.id, brand.id, model.id);
const familyPage = pricingPath(tvs.id);
const escapeRe = (text: string) => text.replace(/[()[\]{}.*+?^$|\\]/g, "\\$&");

const VIEWPORTS: Array<
  [string, { viewport: { width: number; height: number }; hasTouch: boolean; isMobile: boolean }]
> = [
  ["390 px with touch", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ["1280 px", { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false }],
];

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)("at %s", (_name, options) => {
  it("the estimator's search: a symptom -> its repair -> the family's models that offer it, the repair named -> its price on the model's page", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, "/get-a-quote/");
    const box = page.getByLabel(copy.searchLabel, { exact: true });
    if (options.hasTouch) await box.tap();
    await box.pressSequentially(symptom);
    const choice = page.locator("[data-search-results] a", { hasText: `${tvs.label}: ${panel.label}` });
    await choice.waitFor();
    await expect(page.locator("#site-search-count").textContent()).resolves.toMatch(
      new RegExp(`^${escapeRe(copy.searchCount).replace("\\{count\\}", "\\d+")}$`),
    );
    await (options.hasTouch ? choice.tap() : choice.click());
    await page.waitForURL((url) => url.pathname === familyPage && url.search === `?repair=${panel.id}`);
    // The repair is named over the models, only those that offer it are shown, and it is marked among the repairs.
    const named = page.locator("[data-repair-chosen]");
    // Shown by the page's script once it has run (page-runtime/list-filter.ts carryRepair): wait for that, not the URL.
    await named.waitFor();
    await expect(named.textContent()).resolves.toContain(pages.pricing.repairChosen.replace("{repair}", panel.label));
    await expect(named.isVisible()).resolves.toBe(true);
    await expect(page.locator(`#repair-${panel.id}`).getAttribute("aria-current")).resolves.toBe("true");
    const withRepair = familyModels(tvs).filter(({ model }) =>
      modelRepairs(tvs, model).some(({ repair }) => repair.id === panel.id),
    );
    await expect(
      page.locator("a[data-model-link]").evaluateAll((as) => as.filter((a) => (a as HTMLElement).offsetParent).length),
    ).resolves.toBe(withRepair.length);
    const size = page.locator(`a[href^="${sizePage}"]`);
    await page.waitForFunction(
      ([href, hash]) => document.querySelector(`a[href^="${href}"]`)?.getAttribute("href")?.endsWith(hash),
      [sizePage, `#${panel.id}`],
    );
    await (options.hasTouch ? size.tap() : size.click());
    await page.waitForURL((url) => url.pathname === sizePage && url.hash === `#${panel.id}`);
    const expected = shownPrice(tvs, { brand: brand.id, model: model.id, repair: panel.id })!;
    const price = page.locator(`#${panel.id} [data-price="${tvs.id}/${brand.id}/${model.id}/${panel.id}"]`);
    await expect(price.textContent()).resolves.toBe(expected.text);
    // The repair's row is the page's target, in view, with its Book link.
    const row = await page.locator(`#${panel.id}`).boundingBox();
    expect(row!.y).toBeGreaterThan(0);
    expect(row!.y + row!.height).toBeLessThanOrEqual(options.viewport.height);
    await expect(
      page
        .locator(`#${panel.id}`)
        .getByRole("link", { name: new RegExp(navigation.actions.bookRepair) })
        .isVisible(),
    ).resolves.toBe(true);
    // Words nothing has say what to do instead.
    await gotoAndSettle(page, "/get-a-quote/");
    await page.getByLabel(copy.searchLabel, { exact: true }).pressSequentially("zzqx xqzzv");
    await page.getByText(new RegExp(`^${escapeRe(copy.searchNoMatch.split("{")[0])}`)).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      options.viewport.width,
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it("the family's page: its filter leaves the repair of a symptom and the models that offer it; brand and model narrow it", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, familyPage);
    const items = page.locator("#price-list [data-filter-item]");
    const models = familyModels(tvs);
    const total = models.length + tvs.repairs.length;
    await expect(items.count()).resolves.toBe(total);
    const box = page.getByLabel(pages.pricing.filterLabel, { exact: true });
    await expect(box.isVisible()).resolves.toBe(true);
    if (options.hasTouch) await box.tap();
    await box.pressSequentially(symptom);
    const visible = () =>
      items.evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute("data-filter-item")),
      );
    // Every size that offers the panel repair is found by its symptom, and the repair itself.
    const withPanel = models.filter(({ model }) =>
      modelRepairs(tvs, model).some(({ repair }) => repair.id === panel.id),
    );
    const shown = await visible();
    expect(shown).toEqual(expect.arrayContaining([panel.label]));
    expect(shown.filter((words) => words !== panel.label && !tvs.repairs.some((r) => r.label === words))).toHaveLength(
      withPanel.length,
    );
    await expect(page.locator("#price-list-filter-count").textContent()).resolves.toBe(
      `${shown.length} of ${total} models and repairs shown`,
    );
    // A brand, a model and a word of the symptom: the models shown are that model's kind only, the model among them.
    const narrow = `${brand.label} ${model.label} ${symptom.split(" ")[0]}`.toLowerCase();
    await box.fill(narrow);
    await box.dispatchEvent("input");
    const narrowed = await visible();
    expect(narrowed).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${escapeRe(modelName(tvs, brand, model))}`))]),
    );
    expect(narrowed.length).toBeLessThanOrEqual(withPanel.length);
    await box.fill("no such thing");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toEqual([]);
    await expect(page.locator("[data-filter-empty]").isVisible()).resolves.toBe(true);
    await box.fill("");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toHaveLength(total);
    expect(messages).toEqual([]);
    await context.close();
  });
});

it("without JavaScript a family's page is the plain full list, and /get-a-quote/'s search a form to the price lists", async () => {
  const { page, context } = await openPage(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await page.goto(`${server().baseUrl}${familyPage}`);
  await expect(page.getByLabel(pages.pricing.filterLabel, { exact: true }).isVisible()).resolves.toBe(false);
  const links = page.locator("a[data-model-link]");
  await expect(links.count()).resolves.toBe(familyModels(tvs).length);
  await expect(links.last().isVisible()).resolves.toBe(true);
  // The symptoms are on the page for everyone, under the prices by repair.
  await expect(
    page.getByText(`${pages.pricing.symptomsLabel}: ${panel.symptoms!.join(", ")}`).isVisible(),
  ).resolves.toBe(true);
  await page.goto(`${server().baseUrl}/get-a-quote/`);
  const box = page.getByLabel(copy.searchLabel, { exact: true });
  await box.fill("ps5");
  await box.press("Enter");
  await page.waitForURL((url) => url.pathname === "/pricing/" && url.searchParams.get("q") === "ps5");
  await page.goto(`${server().baseUrl}/get-a-quote/`);
  await expect(
    page
      .getByRole("heading", { name: copy.familyHeading })
      .locator("xpath=following-sibling::ul[1]//a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
  ).resolves.toEqual(pricing.families.map((f) => `/pricing/${f.id}/`));
  await context.close();
});

it("a search sent before its script has arrived (Enter at once, on a slow network) opens its first result once the script has run", async () => {
  const { page, context, messages } = await openPage(browser, VIEWPORTS[0][1]);
  // The search's script (loaded on the box's first focus) held until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/site-search-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoAndSettle(page, "/get-a-quote/");
  const box = page.getByLabel(copy.searchLabel, { exact: true });
  await box.tap();
  await box.fill("ps5");
  // Playwright's press waits for a navigation it starts: a plain submit would be at /pricing/?q=ps5 by now.
  await box.press("Enter");
  expect(new URL(page.url()).pathname).toBe("/get-a-quote/");
  release();
  await page.waitForURL((url) => url.pathname !== "/get-a-quote/");
  // The first result, as the search answers once loaded: a page of the price lists, not their start with ?q=ps5.
  const url = new URL(page.url());
  expect(url.searchParams.has("q")).toBe(false);
  expect(url.pathname).toMatch(/^\/pricing\/[a-z0-9-]+\//);
  expect(messages).toEqual([]);
  await context.close();
});
