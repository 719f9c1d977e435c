import type { Browser, Page } from "playwright-core";
import english from "../data/navigation.json";
import spanish from "../data/navigation.es.json";
import site from "../data/site.json";
import { langOfPath, pathIn, type Lang } from "../src/domain/language";
import { translated } from "../src/domain/translation";
import { builtPages, isNotFound, pagePathOf } from "../scripts/lib/built-pages.cjs";
import { connectBrowser, openPage, server, templateSample } from "./helpers";

/**
 * One word for each action (DECISIONS.md "Words for actions", navigation.json `actions`, on a Spanish page
 * navigation.es.json's): every action link of the header, the mobile menu's sheet and each page's hero, on every built
 * page, at a phone's and a desktop's width.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The menus' words in each language: the English file with the Spanish words laid over it, as the site reads them. */
const NAVIGATION: Record<Lang, typeof english> = { en: english, es: translated(english, spanish) };
const phones = [...new Set([site.phone, ...site.locations.map((location) => location.phone)])];
// A call link reads "Call (704) 555-0142", or the number alone where only a number fits (the header's button).
const callWords = (lang: Lang) =>
  phones.flatMap((phone) => [NAVIGATION[lang].actions.call.replace("{phone}", phone), phone]);
// The words this issue replaced: none may come back on an action link.
const OLD_WORDS = [
  "Get a Quote",
  "Request a Quote",
  "Get an exact quote",
  "Get a Price Estimate",
  "Get an instant estimate",
  "Request Service",
  "Book Service",
  "Book this repair",
  "Call Now",
];

type FoundLink = { where: string; href: string; text: string };

/** The header's links outside its menus, the sheet's action links, and the hero's links. */
function actionLinks(page: Page): Promise<FoundLink[]> {
  return page.evaluate(() => {
    const text = (el: HTMLElement) =>
      (el.checkVisibility() ? el.innerText : (el.textContent ?? "")).replace(/\s+/g, " ").trim();
    const found: Array<{ where: string; href: string; text: string }> = [];
    const add = (where: string, links: Iterable<Element>) => {
      for (const link of links)
        found.push({ where, href: link.getAttribute("href") ?? "", text: text(link as HTMLElement) });
    };
    const header = document.querySelector("header")!;
    add(
      "header",
      // The language switch (a[hreflang]) is no action: it names a language.
      [...header.querySelectorAll("a:not([hreflang])")].filter((a) => !a.closest("nav")),
    );
    add("mobile menu", header.querySelectorAll("[data-menu-sheet] nav > div:last-child a"));
    const main = document.querySelector("main")!;
    // The hero: the largest block around the h1 that holds no h2 (a hero band; on a text page, the h1's own header).
    let hero: Element | null = main.querySelector("h1");
    while (
      hero?.parentElement &&
      hero.parentElement !== main &&
      getComputedStyle(hero.parentElement).display !== "contents" &&
      !hero.parentElement.querySelector("h2")
    )
      hero = hero.parentElement;
    if (hero) add("hero", hero.querySelectorAll("a"));
    return found;
  });
}

/**
 * The words an action link to `href` on a page in `lang` may use, or null when the link is not an action (a
 * breadcrumb, the shop).
 */
function allowedWords(href: string, lang: Lang): string[] | null {
  const { actions, quote, contact } = NAVIGATION[lang];
  if (href.startsWith("tel:")) return callWords(lang);
  const url = new URL(href, server().baseUrl);
  if (url.origin !== new URL(server().baseUrl).origin) return null;
  if (url.pathname === pathIn(quote.to, lang)) return [actions.getPrice];
  if (url.pathname === pathIn(contact.to, lang))
    return url.searchParams.has("repair") ? [actions.bookRepair] : [actions.requestService, actions.askQuestion];
  return null;
}

const pagePaths = templateSample(
  builtPages()
    .filter((file) => !isNotFound(file))
    .map(pagePathOf)
    .filter((path: string) => !path.startsWith("/dev-404-page/")),
);

describe("the words for actions", () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])("every page's header, mobile menu and hero use only navigation.json's words at %ipx", async (width, height) => {
    // Without JavaScript: the server's HTML is what every visitor first sees, and pages load faster this way.
    const { page, context } = await openPage(browser, { viewport: { width, height }, javaScriptEnabled: false });
    const problems: string[] = [];
    let checked = 0;
    const seen = { header: 0, "mobile menu": 0, hero: 0 } as Record<string, number>;
    for (const path of pagePaths) {
      await page.goto(server().baseUrl + path);
      for (const link of await actionLinks(page)) {
        const allowed = allowedWords(link.href, langOfPath(path));
        if (OLD_WORDS.some((word) => link.text.includes(word)))
          problems.push(`${path} ${link.where}: "${link.text}" (${link.href}) uses a replaced word`);
        if (!allowed) continue;
        checked += 1;
        seen[link.where] += 1;
        if (!allowed.includes(link.text))
          problems.push(`${path} ${link.where}: "${link.text}" (${link.href}) is not one of ${allowed.join(" / ")}`);
      }
    }
    expect(problems).toEqual([]);
    // Each place was looked at: the header and the sheet on every page, heroes on most.
    expect(seen.header).toBeGreaterThanOrEqual(2 * pagePaths.length);
    expect(seen["mobile menu"]).toBe(3 * pagePaths.length);
    expect(seen.hero).toBeGreaterThan(pagePaths.length);
    expect(checked).toBeGreaterThan(5 * pagePaths.length);
    await context.close();
  });
});
