import type { Browser } from "playwright-core";
import pages from "../data/pages.json";
import { shownPrice } from "../functions/contact/pricing";
import { pricing } from "../functions/contact/pricing-data";
import { familyRows } from "../src/lib/price-pages";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

/** Repairs found by symptom (issue 31, point 3): "lines" finds the TV panel repair in the estimator and on /pricing/tvs/. */

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
  it("the estimator: What's wrong? 'lines' -> the TV panel repair -> Which brand? -> Which size? -> its price", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, "/get-a-quote/");
    const box = page.getByLabel(copy.symptomLabel, { exact: true });
    await box.fill("lines");
    const choice = page.getByRole("link", { name: new RegExp(`^TVs: ${panel.label.replace(/[()]/g, "\\$&")}`) });
    await expect(choice.textContent()).resolves.toContain("lines on the screen");
    await expect(page.locator("#quote-symptom-count").textContent()).resolves.toMatch(/^\d+ repairs match$/);
    await (options.hasTouch ? choice.tap() : choice.click());
    await page.waitForFunction(() => document.querySelector("#quote-step-heading")?.textContent === "Which brand?");
    expect(new URL(page.url()).search).toBe("?device=tvs&repair=screen");
    await expect(page.getByRole("list", { name: copy.pathLabel }).textContent()).resolves.toContain(panel.label);
    const samsung = page.getByRole("link", { name: "Samsung", exact: true });
    await (options.hasTouch ? samsung.tap() : samsung.click());
    await page.waitForFunction(() => document.querySelector("#quote-step-heading")?.textContent === "Which size?");
    const size = page.getByRole("link", { name: /^50-55 inch/ });
    await (options.hasTouch ? size.tap() : size.click());
    const expected = shownPrice(tvs, { brand: "samsung", model: "50-55-inch", repair: "screen" })!;
    const price = page.locator('[data-price="tvs/samsung/50-55-inch/screen"]');
    await price.waitFor();
    await expect(price.textContent()).resolves.toBe(expected.text);
    await expect(page.getByRole("heading", { name: expected.name }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe("?device=tvs&brand=samsung&model=50-55-inch&repair=screen");
    // Words no repair has say what to do instead.
    await gotoAndSettle(page, "/get-a-quote/");
    await page.getByLabel(copy.symptomLabel, { exact: true }).fill("toaster smoke");
    await expect(page.getByText(/^No repair matches those words/).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      options.viewport.width,
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it("/pricing/tvs/: the filter 'lines' leaves the panel repair of every size, and the brand and model narrow it", async () => {
    const { page, context, messages } = await openPage(browser, options);
    await gotoAndSettle(page, "/pricing/tvs/");
    const rows = page.locator("[data-price-row]");
    const all = familyRows(tvs);
    const panels = all.filter((row) => row.ids.repair === "screen");
    await expect(rows.count()).resolves.toBe(all.length);
    const box = page.getByLabel(pages.pricing.filterLabel, { exact: true });
    await expect(box.isVisible()).resolves.toBe(true);
    if (options.hasTouch) await box.tap();
    await box.pressSequentially("lines");
    const visible = () =>
      rows.evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute("data-filter-item")),
      );
    await expect(visible()).resolves.toEqual(panels.map((row) => expect.stringContaining(row.repairLabel)));
    await expect(page.locator("#price-list-filter-count").textContent()).resolves.toBe(
      `${panels.length} of ${all.length} prices`,
    );
    await box.fill("samsung 65 lines");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toEqual([`Samsung 65 inch ${panel.label}`]);
    // Only Samsung's section is left.
    await expect(page.locator("section[data-filter-group]:not([hidden])").count()).resolves.toBe(1);
    await box.fill("no such thing");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toEqual([]);
    await expect(page.locator("[data-filter-empty]").isVisible()).resolves.toBe(true);
    await box.fill("");
    await box.dispatchEvent("input");
    await expect(visible()).resolves.toHaveLength(all.length);
    expect(messages).toEqual([]);
    await context.close();
  });
});

it("without JavaScript /pricing/tvs/ is the plain full list: no filter box shown, every row there", async () => {
  const { page, context } = await openPage(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await page.goto(`${server().baseUrl}/pricing/tvs/`);
  await expect(page.getByLabel(pages.pricing.filterLabel, { exact: true }).isVisible()).resolves.toBe(false);
  const rows = page.locator("[data-price-row]");
  await expect(rows.count()).resolves.toBe(familyRows(tvs).length);
  await expect(rows.last().isVisible()).resolves.toBe(true);
  // The symptoms are on the page for everyone, under what each repair includes.
  await expect(
    page.getByText(`${pages.pricing.symptomsLabel}: ${panel.symptoms!.join(", ")}`).isVisible(),
  ).resolves.toBe(true);
  await context.close();
});
