import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { fillContactForm, gotoAndSettle, launch, openPage, sitemapPathsAndMissing, templateSample } from "./helpers";

/**
 * The theme in src/theme/ keeps only the tokens the site renders. These tests are the guard for that pruning:
 * every `var(--chakra-…)` a stylesheet uses, on every page and in every lazily loaded part (mobile menu drawer
 * and accordion, toast), must be defined, and no declaration may carry a token name Chakra could not resolve
 * (`color: brand.850` is what a missing or misspelt token turns into).
 */
let browser: Browser;
let paths: string[] = [];
beforeAll(async () => {
  browser = await launch();
  paths = templateSample(await sitemapPathsAndMissing());
});
afterAll(async () => {
  await browser?.close();
});

type CssUse = { used: string[]; usedInVariables: string[]; defined: string[]; unresolved: string[] };

/** The CSS variables the page's stylesheets use and define, and declarations that look like unresolved tokens. */
const cssUse = (page: Page): Promise<CssUse> =>
  page.evaluate(() => {
    const used = new Set<string>();
    const usedInVariables = new Set<string>();
    const defined = new Set<string>();
    const unresolved = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ("cssRules" in rule && (rule as CSSGroupingRule).cssRules) visit((rule as CSSGroupingRule).cssRules);
        if (!("style" in rule)) continue;
        const style = (rule as CSSStyleRule).style;
        // Declarations as written: a var() inside a shorthand (border-color, inset) is not readable from the
        // longhands the CSSOM lists, so the variables are read from the rule's text.
        for (const declaration of style.cssText.split(/;(?![^(]*\))/)) {
          const colon = declaration.indexOf(":");
          if (colon < 0) continue;
          const property = declaration.slice(0, colon).trim();
          for (const match of declaration.slice(colon + 1).matchAll(/var\((--chakra-(?:[\w-]|\\.)+)(\s*,)?/g)) {
            // A variable with a fallback may be undefined by design (Chakra's --chakra-empty condition trick).
            if (match[2]) continue;
            // Token names with a dot are escaped in CSS ("--chakra-spacing-0\\.5"); compare them unescaped.
            (property.startsWith("--") ? usedInVariables : used).add(match[1].replace(/\\/g, ""));
          }
        }
        for (let i = 0; i < style.length; i++) {
          const property = style[i];
          const value = style.getPropertyValue(property);
          if (property.startsWith("--chakra-")) defined.add(property.replace(/\\/g, ""));
          // A token path left as it is: "brand.850", "page.bgg", "colorPalette.solid" (not numbers like 1.5).
          if (
            !property.startsWith("--") &&
            /(^|[\s,(])[a-zA-Z][a-zA-Z]*\.[a-zA-Z0-9]+/.test(value) &&
            !/url\(/.test(value)
          )
            unresolved.add(`${property}: ${value}`);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    // The CSS parser drops a declaration an unresolved token makes invalid (border-color: whiteAlpha.750), so the
    // server's <style> text is read as written too.
    for (const element of Array.from(document.querySelectorAll("style"))) {
      for (const match of (element.textContent ?? "").matchAll(/([\w-]+):([^;{}]*)/g)) {
        const [, property, value] = match;
        if (!property.startsWith("--") && /(^|[\s,(])[a-zA-Z]+\.[a-zA-Z0-9]+/.test(value) && !/url\(|["']/.test(value))
          unresolved.add(`${property}: ${value}`);
      }
    }
    return {
      used: [...used],
      usedInVariables: [...usedInVariables],
      defined: [...defined],
      unresolved: [...unresolved],
    };
  });

const problems = (where: string, { used, usedInVariables, defined, unresolved }: CssUse) => {
  const known = new Set(defined);
  return [
    ...used.filter((name) => !known.has(name)).map((name) => `${where}: ${name} is used but not defined`),
    ...usedInVariables
      .filter((name) => !known.has(name))
      .map((name) => `${where}: ${name} is used (in a variable) but not defined`),
    ...unresolved.map((line) => `${where}: unresolved token in "${line}"`),
  ];
};

/** Every variable seen, for the record (written next to the test output, read when pruning the theme). */
const seen = new Set<string>();
const record = (use: CssUse) => [...use.used, ...use.usedInVariables].forEach((name) => seen.add(name));

describe("theme CSS", () => {
  it("every page uses only CSS variables it defines, and no unresolved token", async () => {
    expect(paths.length).toBeGreaterThan(40);
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const found: string[] = [];
    for (const path of paths) {
      await gotoAndSettle(page, path);
      const use = await cssUse(page);
      record(use);
      found.push(...problems(path, use));
    }
    await context.close();
    expect(found).toEqual([]);
  }, 300000);

  it("the open mobile menu (sheet and an open group) and the contact toast too", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.locator("summary", { hasText: "Repair & Maintenance" }).click();
    await page.waitForTimeout(400);
    const menu = await cssUse(page);
    record(menu);

    await page.route("**/api/send-contact-email", (route) => route.fulfill({ status: 500, body: "{}" }));
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Theme Test", phone: "7045550100", email: "theme@example.com" });
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Submission failed").waitFor();
    const toast = await cssUse(page);
    record(toast);
    await context.close();
    expect([...problems("mobile menu", menu), ...problems("toast", toast)]).toEqual([]);
    fs.writeFileSync(path.join(os.tmpdir(), "qctr-css-vars-used.txt"), [...seen].sort().join("\n") + "\n");
  }, 120000);
});
