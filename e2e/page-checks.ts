import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { builtPages, isNotFound, pagePathOf, PUBLIC_DIR } from "../scripts/lib/built-pages.cjs";
import { pageDataPath } from "../src/page-runtime/gatsby-output";
import { gotoAndSettle, openPage } from "./helpers";

// The per-page checks of the browser sweep (pages-390.test.ts, pages-1280.test.ts): accessibility (axe-core), the
// theme's CSS variables and the console, each page loaded once per width for all three.

/** The built page's template (its component's chunk, from Gatsby's page data) and what its main is made of. */
function shapeOf(file: string) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
  const { componentChunkName } = JSON.parse(
    fs.readFileSync(path.join(PUBLIC_DIR, pageDataPath(pagePathOf(file))), "utf8"),
  ) as { componentChunkName: string };
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const parts = new Set<string>();
  for (const [, tag] of main.matchAll(/<([a-z][\w-]*)/g)) parts.add(tag);
  for (const [, names] of main.matchAll(/\sclass="([^"]*)"/g)) for (const name of names.split(/\s+/)) parts.add(name);
  for (const [, name] of main.matchAll(/\s(data-[\w-]+|aria-[\w-]+|role)=/g)) parts.add(name);
  // A template in each language is a template of its own (its words' lengths, its lang): sampled apart.
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "";
  return `${componentChunkName} ${lang} ${[...parts].sort().join(" ")}`;
}

/**
 * The pages a per-page browser check visits: every template, and of a template's pages one for each shape it takes
 * (its main's elements, classes, roles and data- markers: what axe and the CSS check see), the first and the last of
 * each. Pages alike in all that differ in words and numbers only, which the checks of the data and of every built
 * page's HTML (head, prices-everywhere, html-validity) read. 30 of the 227 pages at the time of writing: the 170
 * model price pages take 2 shapes, the 30 service pages 3.
 */
export function pageSample(): string[] {
  const byShape = new Map<string, string[]>();
  for (const file of builtPages()) {
    const shape = shapeOf(file);
    byShape.set(shape, [...(byShape.get(shape) ?? []), file]);
  }
  const paths = [...byShape.values()].flatMap((files) => [...new Set([files[0], files[files.length - 1]])]);
  // The not-found template is seen as the server answers a missing address (404.html and 404/ are its copies, and
  // es/404.html the Spanish pages').
  return [...new Set(paths.map((file) => (isNotFound(file) ? missingIn(file) : pagePathOf(file))))];
}

/** One built page of each template (its component), the not-found page left out: the first, by path. */
export function templatePages(): string[] {
  const first = new Map<string, string>();
  for (const file of builtPages()) {
    if (isNotFound(file)) continue;
    const template = shapeOf(file).split(" ")[0];
    if (!first.has(template)) first.set(template, pagePathOf(file));
  }
  return [...first.values()];
}

/** An address the site does not have. */
export const MISSING = "/no-such-page/";
/** One under the Spanish pages, answered with their not-found page. */
export const MISSING_ES = "/es/no-existe/";
const missingIn = (file: string) => (file.startsWith("es/") ? MISSING_ES : MISSING);

/** What the not-found page logs by design: its 404, and the path it did not find (site.test.ts). */
const expectedOn = (pagePath: string, message: string) =>
  (pagePath === MISSING || pagePath === MISSING_ES) && (/\b404\b/.test(message) || message.includes(pagePath));

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Violations as short lines: rule, impact and the first offending elements. Content that the browser renders only
 * near the screen (`content-visibility: auto`: a page's bands, blocks, lists and footer, theme/static/layout.ts) is
 * rendered first, as it is when the visitor scrolls to it: axe measures boxes (target size, contrast), and a part not
 * yet rendered has none.
 *
 * axe-core runs in the page itself, its source evaluated once per document (as DevTools evaluates, beyond the page's
 * CSP). @axe-core/playwright ran the last step of every check in a blank page it opened for it: 0.4-0.7 s of a
 * 2-CPU host's time per check, over half of the whole check on most pages. Frames are left out: the only one the
 * site has is the map's, a page of Google's that the tests answer with a stub.
 */
export async function violations(page: Page, { asDelivered = false } = {}) {
  if (!asDelivered) await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // As delivered, only the rule that the not-yet-rendered blocks' places can break (the sweep checks every rule).
  const runOnly: axe.RunOptions["runOnly"] = asDelivered
    ? { type: "rule", values: ["target-size"] }
    : { type: "tag", values: TAGS };
  return page.evaluate(
    async (options) => {
      const { violations: found } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return found.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      );
    },
    { runOnly, iframes: false } satisfies axe.RunOptions,
  );
}

/**
 * The theme in src/theme/ keeps only the tokens the site renders. This is the guard for that pruning: every
 * `var(--chakra-…)` a stylesheet uses, on every page and in every lazily loaded part (mobile menu drawer and
 * accordion, toast), must be defined, and no declaration may carry a token name Chakra could not resolve
 * (`color: brand.850` is what a missing or misspelt token turns into).
 */
export type CssUse = { used: string[]; usedInVariables: string[]; defined: string[]; unresolved: string[] };

/** The CSS variables the page's stylesheets use and define, and declarations that look like unresolved tokens. */
export const cssUse = (page: Page): Promise<CssUse> =>
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

/** What a page's CSS use breaks, as lines naming `where`. */
export const cssProblems = (where: string, { used, usedInVariables, defined, unresolved }: CssUse) => {
  const known = new Set(defined);
  return [
    ...used.filter((name) => !known.has(name)).map((name) => `${where}: ${name} is used but not defined`),
    ...usedInVariables
      .filter((name) => !known.has(name))
      .map((name) => `${where}: ${name} is used (in a variable) but not defined`),
    ...unresolved.map((line) => `${where}: unresolved token in "${line}"`),
  ];
};

/**
 * Every sampled page at one width, each loaded once for all its checks: no axe violation (WCAG 2.0/2.1/2.2 A and AA),
 * as loaded and with every part rendered, nothing logged (an error, a hydration warning, a CSP violation), and, where
 * `css`, only CSS variables it defines.
 */
export function sweepPages(browser: () => Browser, viewport: { width: number; height: number }, { css = false }) {
  const paths = pageSample();
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser(), { viewport });
  });
  afterAll(() => opened?.context.close());

  it("samples every template", () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it.each(paths)(
    `%s at ${viewport.width}px: no violation, nothing logged${css ? ", its CSS variables defined" : ""}`,
    async (pagePath) => {
      const { page, messages } = opened;
      messages.length = 0;
      await gotoAndSettle(page, pagePath);
      const found = css ? cssProblems(pagePath, await cssUse(page)) : [];
      // First as loaded, the parts below the screen not yet rendered (they keep a place of their own height: one kept
      // shorter than its content let that content lie over the next part), then with every part rendered.
      found.push(...(await violations(page, { asDelivered: true })).map((line) => `${pagePath} as loaded: ${line}`));
      found.push(...(await violations(page)).map((line) => `${pagePath}: ${line}`));
      // Logged while the page loaded and ran, its checks included (a late error comes before axe's second of work ends).
      found.push(...messages.filter((m) => !expectedOn(pagePath, m)).map((m) => `${pagePath}: ${m}`));
      expect(found).toEqual([]);
    },
  );
}
