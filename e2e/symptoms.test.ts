import type { Browser } from "playwright-core";
import pages from "../data/pages.json";
import { modelRepairs, shownPrice } from "../src/domain/pricing";
import { pricing } from "../functions/contact/pricing-data";
import { familyModels } from "../src/lib/price-pages";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

/**
 * Repairs found by symptom (issue 31, point 3): "lines" finds the TV panel repair in the estimator's first step and on
 * /pricing/tvs/, and leads to its price on the model's page.
 */

const tvs = pricing.families.find((f) => f.id === "tvs")!;
const panel = tvs.repairs.find((r) => r.id === "screen")!;
const copy = pages.quote;

const VIEWPORTS: Array<
  [string, { viewport: { width: number; height: number }; hasTouch: boolean; isMobile: boolean }]
> = [
  ["390 px with touch", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ["1280 px", { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false }],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)("at %s", (_name, options) => {
  it("the estimator: What's wrong? 'lines' -> the TV panel repair -> Which size? -> its price on the model's page", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, "/get-a-quote/");
    const list = page.locator("#quote-symptoms");
    await expect(list.isVisible()).resolves.toBe(false);
    const box = page.getByLabel(copy.symptomLabel, { exact: true });
    if (options.hasTouch) await box.tap();
    await box.pressSequentially("lines");
    const choice = page.getByRole("link", { name: new RegExp(`^TVs: ${panel.label.replace(/[()]/g, "\\$&")}`) });
    await expect(choice.textContent()).resolves.toContain("lines on the screen");
    await expect(page.locator("#quote-symptoms-filter-count").textContent()).resolves.toMatch(/^\d+ repairs match$/);
    await (options.hasTouch ? choice.tap() : choice.click());
    await page.waitForURL(/\/pricing\/tvs\/\?repair=screen$/);
    await expect(page.getByRole("heading", { name: tvs.modelHeading! }).isVisible()).resolves.toBe(true);
    const size = page.locator('a[href^="/pricing/tvs/samsung/50-55-inch/"]');
    await page.waitForFunction(() =>
      document.querySelector('a[href^="/pricing/tvs/samsung/50-55-inch/"]')?.getAttribute("href")?.endsWith("#screen"),
    );
    await (options.hasTouch ? size.tap() : size.click());
    await page.waitForURL(/\/pricing\/tvs\/samsung\/50-55-inch\/#screen$/);
    const expected = shownPrice(tvs, { brand: "samsung", model: "50-55-inch", repair: "screen" })!;
    const price = page.locator('#screen [data-price="tvs/samsung/50-55-inch/screen"]');
    await expect(price.textContent()).resolves.toBe(expected.text);
    // The repair's row is the page's target, in view, with its Book link.
    const row = await page.locator("#screen").boundingBox();
    expect(row!.y).toBeGreaterThan(0);
    expect(row!.y + row!.height).toBeLessThanOrEqual(options.viewport.height);
    await expect(
      page
        .locator("#screen")
        .getByRole("link", { name: /Book a repair/ })
        .isVisible(),
    ).resolves.toBe(true);
    // Words no repair has say what to do instead.
    await gotoAndSettle(page, "/get-a-quote/");
    await page.getByLabel(copy.symptomLabel, { exact: true }).pressSequentially("toaster smoke");
    await expect(page.getByText(/^No repair matches those words/).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      options.viewport.width,
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it("/pricing/tvs/: the filter 'lines' leaves the panel repair and the sizes that offer it; brand and size narrow it", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, "/pricing/tvs/");
    const items = page.locator("#price-list [data-filter-item]");
    const models = familyModels(tvs);
    const total = models.length + tvs.repairs.length;
    await expect(items.count()).resolves.toBe(total);
    const box = page.getByLabel(pages.pricing.filterLabel, { exact: true });
    await expect(box.isVisible()).resolves.toBe(true);
    if (options.hasTouch) await box.tap();
    await box.pressSequentially("lines");
    const visible = () =>
      items.evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute("data-filter-item")),
      );
    // Every size that offers the panel repair is found by its symptom, and the repair itself.
    const withPanel = models.filter(({ model }) =>
      modelRepairs(tvs, model).some(({ repair }) => repair.id === "screen"),
    );
    const shown = await visible();
    expect(shown).toEqual(expect.arrayContaining([panel.label]));
    expect(shown.filter((words) => words !== panel.label && !tvs.repairs.some((r) => r.label === words))).toHaveLength(
      withPanel.length,
    );
    await expect(page.locator("#price-list-filter-count").textContent()).resolves.toBe(
      `${shown.length} of ${total} models and repairs shown`,
    );
    await box.fill("samsung 65 lines");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toEqual([expect.stringMatching(/^Samsung 65 inch/)]);
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

it("without JavaScript /pricing/tvs/ is the plain full list and /get-a-quote/ the devices: no filter box shown", async () => {
  const { page, context } = await openPage(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await page.goto(`${server().baseUrl}/pricing/tvs/`);
  await expect(page.getByLabel(pages.pricing.filterLabel, { exact: true }).isVisible()).resolves.toBe(false);
  const links = page.locator("a[data-model-link]");
  await expect(links.count()).resolves.toBe(familyModels(tvs).length);
  await expect(links.last().isVisible()).resolves.toBe(true);
  // The symptoms are on the page for everyone, under the prices by repair.
  await expect(
    page.getByText(`${pages.pricing.symptomsLabel}: ${panel.symptoms!.join(", ")}`).isVisible(),
  ).resolves.toBe(true);
  await page.goto(`${server().baseUrl}/get-a-quote/`);
  await expect(page.getByLabel(copy.symptomLabel, { exact: true }).isVisible()).resolves.toBe(false);
  await expect(
    page
      .getByRole("heading", { name: copy.familyHeading })
      .locator("xpath=following-sibling::ul[1]//a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
  ).resolves.toEqual(pricing.families.map((f) => `/pricing/${f.id}/`));
  await context.close();
});
