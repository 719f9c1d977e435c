import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { fillContactForm, gotoAndSettle, launch, openPage, sitemapPathsAndMissing, templateSample } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let browser: Browser;
let paths: string[] = [];
beforeAll(async () => {
  browser = await launch();
  // The status page says noindex and is in no sitemap: it is checked all the same.
  paths = [...templateSample(await sitemapPathsAndMissing()), "/status/"];
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Violations as short lines: rule, impact and the first offending elements. Content that the browser renders only
 * near the screen (`content-visibility: auto`, the price lists' model blocks) is rendered first, as it is when the
 * visitor scrolls to it: axe measures boxes (target size, contrast), and a block not yet rendered has none.
 */
async function violations(page: Page, { asDelivered = false } = {}) {
  if (!asDelivered) await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  // As delivered, only the rule that the not-yet-rendered blocks' places can break (the sweep checks every rule).
  const results = await (
    asDelivered ? new AxeBuilder({ page }).withRules(["target-size"]) : new AxeBuilder({ page }).withTags(TAGS)
  ).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

describe("accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA)", () => {
  it("every built page has no violation at 390px and 1280px", async () => {
    expect(paths.length).toBeGreaterThan(40);
    // The two widths run side by side, each in its own context: every page is still checked at both,
    // and one width's network-idle waits overlap the other's axe runs.
    const found = (
      await Promise.all(
        VIEWPORTS.map(async (viewport) => {
          const lines: string[] = [];
          const { page, context } = await openPage(browser, { viewport });
          for (const path of paths) {
            await gotoAndSettle(page, path);
            for (const line of await violations(page)) lines.push(`${viewport.width}px ${path}: ${line}`);
          }
          await context.close();
          return lines;
        }),
      )
    ).flat();
    expect(found).toEqual([]);
    // 108 page checks: 190-420 s on a quiet host, 680-715 s beside the other worker on a loaded one (2026-11-25).
  }, 1_200_000);

  it("the price pages as loaded, their blocks below the screen not yet rendered, have no violation", async () => {
    // A block that the browser has not rendered keeps a place of its own height (content-visibility: auto): one kept
    // shorter than the block let its last Book buttons lie over the next block (target-size, /pricing/computers/).
    const pricePaths = paths.filter((path) => /^\/pricing\/[^/]+\/$/.test(path));
    expect(pricePaths.length).toBeGreaterThanOrEqual(5);
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      const { page, context } = await openPage(browser, { viewport });
      for (const path of pricePaths) {
        await gotoAndSettle(page, path);
        for (const line of await violations(page, { asDelivered: true }))
          found.push(`${viewport.width}px ${path}: ${line}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 300_000);

  it("the mobile menu, open with a group expanded, has no violation", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORTS[0] });
    await gotoAndSettle(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.locator("summary", { hasText: "Repair & Maintenance" }).click();
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("an open desktop dropdown has no violation", async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORTS[1] });
    await gotoAndSettle(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Repair & Maintenance" }).click();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the contact form after a failed submit, with field errors and the toast, has no violation", async () => {
    for (const viewport of VIEWPORTS) {
      const { page, context } = await openPage(browser, { viewport });
      await page.route("**/api/send-contact-email", (route) => route.fulfill({ status: 500, body: "{}" }));
      await gotoAndSettle(page, "/contact/");
      await page.getByRole("button", { name: "Send request" }).click();
      await page.getByRole("alert").filter({ hasText: "Please correct" }).waitFor();
      expect(await violations(page)).toEqual([]);
      await fillContactForm(page, { name: "Axe Test", phone: "7045550100", email: "axe@example.com" });
      await page.getByRole("button", { name: "Send request" }).click();
      await page.getByText("Submission failed").waitFor();
      // Typing scrolled the page; show the form from its heading, as the visitor last saw it.
      await page.locator("#request-heading").evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.waitForTimeout(400);
      expect(await violations(page)).toEqual([]);
      await context.close();
    }
  });
});
