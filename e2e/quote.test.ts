import AxeBuilder from "@axe-core/playwright";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import navigation from "../data/navigation.json";
import { findEstimate, formatPrice } from "../functions/contact/pricing";
import { pricing } from "../functions/contact/pricing-data";
import { PUBLIC_DIR } from "../scripts/lib/built-pages.cjs";
import { gotoAndSettle, launch, openPage, server } from "./helpers";

const IPHONE_15_SCREEN = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };
const RESULT_URL = "/get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=screen";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const HEADING = "#quote-step-heading";

const expectedPrice = (ids: typeof IPHONE_15_SCREEN) => {
  const found = findEstimate(pricing, ids);
  if (!found.ok) throw new Error(`${JSON.stringify(ids)} is not in the price files: ${found.error}`);
  return formatPrice(found.estimate.price);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until the focused element is a link whose href matches, as a keyboard user would. */
async function tabTo(page: Page, href: RegExp) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("href") ?? "");
    if (href.test(focused)) return;
  }
  throw new Error(`Tab never reached a link to ${href}`);
}

/** Waits until the step heading has the text and, when `focused` (after a step change), holds the focus in view. */
async function waitForStep(page: Page, heading: string, focused = true) {
  await page.waitForFunction(
    ({ selector, heading, focused }) => {
      const element = document.querySelector(selector);
      const top = element?.getBoundingClientRect().top ?? -1;
      const inView = top > 0 && top < window.innerHeight / 2;
      return element?.textContent === heading && (!focused || (document.activeElement === element && inView));
    },
    { selector: HEADING, heading, focused },
  );
}

const search = (page: Page) => new URL(page.url()).search;
const estimator = (page: Page) => page.locator("section[aria-labelledby='quote-step-heading']");

describe("the estimator /get-a-quote/", () => {
  it("goes device -> brand -> model -> repair -> result by keyboard alone, focus following each step", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/get-a-quote/");
    await tabTo(page, /^\/pricing\/phones\/$/); // without JavaScript the family leads to its price page
    await page.keyboard.press("Enter");
    await waitForStep(page, "Which brand?");
    expect(search(page)).toBe("?device=phones");
    await tabTo(page, /brand=apple$/);
    await page.keyboard.press("Enter");
    await waitForStep(page, "Which model?");
    await tabTo(page, /model=iphone-15$/);
    await page.keyboard.press("Enter");
    await waitForStep(page, "What's wrong?");
    await expect(page.locator("ol[aria-label='Your choices']").innerText()).resolves.toMatch(
      /Phones\s*›\s*Apple\s*›\s*iPhone 15/,
    );
    await tabTo(page, /repair=screen$/);
    await page.keyboard.press("Enter");
    await waitForStep(page, "Your estimate");
    expect(search(page)).toBe("?device=phones&brand=apple&model=iphone-15&repair=screen");

    const result = page.locator("[aria-live='polite']").filter({ hasText: "iPhone 15 screen replacement" });
    await expect(result.innerText()).resolves.toContain(expectedPrice(IPHONE_15_SCREEN));
    await expect(result.innerText()).resolves.toContain(pricing.estimateNote);
    await expect(result.getByRole("link", { name: "How our warranty works" }).getAttribute("href")).resolves.toBe(
      "/warranty/",
    );
    await expect(result.getByRole("link", { name: navigation.actions.bookRepair }).getAttribute("href")).resolves.toBe(
      "/contact/?device=phones&brand=apple&model=iphone-15&repair=screen#request",
    );
    await expect(result.getByRole("link", { name: /^Call/ }).getAttribute("href")).resolves.toMatch(/^tel:\+1\d{10}$/);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("keeps the choice in the URL: browser Back goes back one step, a reload keeps the step", async () => {
    const { page, context, messages } = await openPage(browser);
    await gotoAndSettle(page, "/get-a-quote/");
    await estimator(page)
      .getByRole("link", { name: /^Phones/ })
      .click();
    await waitForStep(page, "Which brand?");
    await page.getByRole("link", { name: "Apple" }).click();
    await waitForStep(page, "Which model?");
    await page.getByRole("link", { name: /^iPhone 15\b(?! Pro| Plus)/ }).click();
    await waitForStep(page, "What's wrong?");
    await page.getByRole("link", { name: /^Battery replacement/ }).click();
    await waitForStep(page, "Your estimate");
    expect(search(page)).toBe("?device=phones&brand=apple&model=iphone-15&repair=battery");

    await page.goBack();
    await waitForStep(page, "What's wrong?");
    expect(search(page)).toBe("?device=phones&brand=apple&model=iphone-15");
    await page.goBack();
    await waitForStep(page, "Which model?");
    expect(search(page)).toBe("?device=phones&brand=apple");
    await page.goForward();
    await waitForStep(page, "What's wrong?");

    await page.reload({ waitUntil: "networkidle" });
    await waitForStep(page, "What's wrong?", false);
    await expect(page.locator("ol[aria-label='Your choices']").innerText()).resolves.toMatch(/iPhone 15/);

    // The visible Back: one step up, pushed as a new entry.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await waitForStep(page, "Which model?");
    expect(search(page)).toBe("?device=phones&brand=apple");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await waitForStep(page, "Which brand?");
    expect(messages).toEqual([]);
    await context.close();
  });

  it("restores a shared result, and falls back to the deepest valid step for unknown ids", async () => {
    const { page, context, messages } = await openPage(browser);
    const consoles = { device: "consoles", brand: "sony", model: "playstation-5", repair: "hdmi-port" };
    await gotoAndSettle(page, "/get-a-quote/?device=consoles&brand=sony&model=playstation-5&repair=hdmi-port");
    await waitForStep(page, "Your estimate", false);
    const result = page.locator("[aria-live='polite']");
    await expect(result.innerText()).resolves.toContain(expectedPrice(consoles));
    await expect(result.getByRole("link", { name: navigation.actions.bookRepair }).getAttribute("href")).resolves.toBe(
      "/contact/?device=consoles&brand=sony&model=playstation-5&repair=hdmi-port#request",
    );
    // A restored step is not the visitor's doing: the focus stays where the page load put it.
    expect(await page.evaluate((selector) => document.activeElement?.matches(selector), HEADING)).toBe(false);

    for (const [url, heading] of [
      ["/get-a-quote/?device=fridges", "What needs fixing?"],
      ["/get-a-quote/?device=phones&brand=nokia&model=iphone-15", "Which brand?"],
      ["/get-a-quote/?device=phones&brand=apple&model=iphone-99&repair=screen", "Which model?"],
      ["/get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=hdmi-port", "What's wrong?"],
    ]) {
      await gotoAndSettle(page, url);
      await waitForStep(page, heading, false);
    }
    expect(messages).toEqual([]);
    await context.close();
  });

  it("filters a brand's models when it has more than 8", async () => {
    const family = pricing.families.find((f) => f.brands.some((b) => b.models.length > 8));
    const brand = family?.brands.find((b) => b.models.length > 8);
    const small = pricing.families
      .flatMap((f) => f.brands.map((b) => [f, b] as const))
      .find(([, b]) => b.models.length <= 8);
    const { page, context } = await openPage(browser);
    if (small) {
      await gotoAndSettle(page, `/get-a-quote/?device=${small[0].id}&brand=${small[1].id}`);
      await waitForStep(page, "Which model?", false);
      await expect(page.getByLabel("Filter models").count()).resolves.toBe(0);
    }
    if (family && brand) {
      await gotoAndSettle(page, `/get-a-quote/?device=${family.id}&brand=${brand.id}`);
      await waitForStep(page, "Which model?", false);
      const links = page.locator("section[aria-labelledby='quote-step-heading'] ul a");
      await expect(links.count()).resolves.toBe(brand.models.length);
      const target = brand.models[brand.models.length - 1];
      await page.getByLabel("Filter models").fill(target.label.toUpperCase());
      await expect(links.allInnerTexts()).resolves.toEqual(
        expect.arrayContaining([expect.stringContaining(target.label)]),
      );
      expect(await links.count()).toBeLessThan(brand.models.length);
      await page.getByLabel("Filter models").fill("zzzz no such model");
      await expect(links.count()).resolves.toBe(0);
      await expect(page.getByText("No model matches").count()).resolves.toBe(1);
    }
    await context.close();
  });

  it("animates step changes, and not at all under prefers-reduced-motion", async () => {
    // Every frame: running animations, and any element framer-motion styles that is not fully opaque or is moved.
    const watch = () => {
      const seen = { animations: 0, faded: 0 };
      (window as unknown as { __motion: typeof seen }).__motion = seen;
      const frame = () => {
        seen.animations = Math.max(seen.animations, document.getAnimations().length);
        // framer-motion writes opacity and transform into the style attribute of the elements it moves.
        for (const element of document.querySelectorAll<HTMLElement>("#main [style*='opacity']")) {
          const style = getComputedStyle(element);
          if (Number(style.opacity) < 1 || style.transform !== "none") seen.faded++;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    const run = async (reducedMotion: "reduce" | "no-preference") => {
      const { page, context } = await openPage(browser, { reducedMotion });
      await gotoAndSettle(page, "/get-a-quote/");
      await page.evaluate(watch);
      await estimator(page)
        .getByRole("link", { name: /^Phones/ })
        .click();
      await waitForStep(page, "Which brand?");
      await page.getByRole("link", { name: "Apple" }).click();
      await waitForStep(page, "Which model?");
      await page.waitForTimeout(400);
      const seen = await page.evaluate(() => (window as unknown as { __motion: object }).__motion);
      await context.close();
      return seen as { animations: number; faded: number };
    };
    const moving = await run("no-preference");
    expect(moving.animations + moving.faded).toBeGreaterThan(0); // the watch sees animations when there are some
    await expect(run("reduce")).resolves.toEqual({ animations: 0, faded: 0 });
  });

  it("is whole without JavaScript: the families lead to the price pages, nothing starts hidden", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}${RESULT_URL}`);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.locator(HEADING).innerText()).resolves.toBe("What needs fixing?");
    const step = page.locator("section[aria-labelledby='quote-step-heading'] ul a");
    await expect(step.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).resolves.toEqual(
      pricing.families.map((f) => `/pricing/${f.id}/`),
    );
    const pricePages = page.locator("section[aria-labelledby='price-pages'] a");
    await expect(pricePages.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).resolves.toEqual(
      pricing.families.map((f) => `/pricing/${f.id}/`),
    );
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "get-a-quote", "index.html"), "utf8");
    expect(html).toContain('style="opacity:1;transform:none"'); // framer's first render: shown, not animating in
    expect(html).not.toMatch(/style="[^"]*(opacity:\s*0[;"]|visibility:\s*hidden)/);
    await context.close();
  });

  it("has no axe violation and valid HTML on any step, at 390px and 1280px", async () => {
    const steps = [
      ["/get-a-quote/", "What needs fixing?"],
      ["/get-a-quote/?device=phones", "Which brand?"],
      ["/get-a-quote/?device=phones&brand=apple", "Which model?"],
      ["/get-a-quote/?device=phones&brand=apple&model=iphone-15", "What's wrong?"],
      [RESULT_URL, "Your estimate"],
    ];
    const found: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quote-html-"));
    const files = [path.join(PUBLIC_DIR, "get-a-quote", "index.html")];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const { page, context } = await openPage(browser, { viewport });
      for (const [i, [url, heading]] of steps.entries()) {
        await gotoAndSettle(page, url);
        await waitForStep(page, heading, false);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        for (const v of results.violations)
          found.push(`${viewport.width}px ${url}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
        if (viewport.width === 390) {
          const file = path.join(dir, `step-${i}.html`);
          // The DOM as the browser built the step, less the prefetch hints Gatsby's runtime adds (not in any HTML).
          const html = await page.evaluate(() => {
            const copy = document.documentElement.cloneNode(true) as HTMLElement;
            copy.querySelectorAll("link[rel='prefetch']").forEach((link) => link.remove());
            return copy.outerHTML;
          });
          fs.writeFileSync(file, `<!DOCTYPE html>\n${html}`);
          files.push(file);
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);

    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar's export is the jar's path
    const jar = String(require("vnu-jar"));
    const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    const report = JSON.parse(run.stderr) as { messages: Array<{ type: string; url: string; message: string }> };
    expect(report.messages.map((m) => `${path.basename(m.url)}: ${m.message}`)).toEqual([]);
  }, 180000);
});
