import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { modelName, shownPrice, type PricingFamily } from "../src/domain/pricing";
import { langOfPath, type Lang } from "../src/domain/language";
import { translated } from "../src/domain/translation";
import { pricing } from "../functions/contact/pricing-data";
import services from "../data/services.json";
import { builtPages, pagePathOf, PUBLIC_DIR } from "../scripts/lib/built-pages.cjs";
import { familyRows, readPriceKey, servicePrices, type PriceRow } from "../src/lib/price-pages";
import { gotoAndSettle, connectBrowser, openPage } from "./helpers";

/**
 * One price everywhere (issue 31, point 4): every price a built page shows is marked with what it is of
 * (`data-price`, lib/price-pages.ts priceKey), equals what shownPrice gives for it from data/pricing-families/, and
 * sits where the page names that model and repair (its row, and the headings it is under). A dollar amount anywhere
 * else fails, as does a structured-data offer whose name and range are not a row of the data.
 */

type Shown = { key: string; text: string; context: string };
type PageReading = { prices: Shown[]; stray: string[]; offers: Array<{ name: string; min: number; max: number }> };

let browser: Browser;
let reader: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  reader = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** A built page read as the browser parses it (DOMParser: no script runs, nothing is fetched). */
const readPage = (html: string): Promise<PageReading> =>
  reader.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const headings = [...doc.body.querySelectorAll("h1, h2, h3, h4")];
    /** The headings an element is under: the last h1 before it, the last h2 after that, and so on. */
    const outline = (element: Element) => {
      const before = headings.filter((h) => h.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      const chain: string[] = [];
      let level = 5;
      for (const heading of before.reverse()) {
        const own = Number(heading.tagName.slice(1));
        if (own < level) {
          chain.push(heading.textContent ?? "");
          level = own;
        }
      }
      return chain.join(" | ");
    };
    const prices = [...doc.body.querySelectorAll("[data-price]")].map((element) => {
      const row = element.closest("[data-price-row], tr, li, section") ?? element;
      return {
        key: element.getAttribute("data-price") ?? "",
        text: (element.textContent ?? "").trim(),
        context: `${row.textContent ?? ""} | ${outline(element)}`,
      };
    });
    const stray: string[] = [];
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      if (/\$\s?\d/.test(node.textContent ?? "") && !parent.closest("[data-price]"))
        stray.push((node.textContent ?? "").trim());
    }
    const offers = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const found: Array<{ name: string; min: number; max: number }> = [];
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === "object") {
          const record = value as Record<string, unknown>;
          const spec = record.priceSpecification as Record<string, number> | undefined;
          if (record["@type"] === "Offer" && spec)
            found.push({ name: String(record.name), min: spec.minPrice, max: spec.maxPrice });
          Object.values(record).forEach(walk);
        }
      };
      walk(JSON.parse(script.textContent ?? "{}"));
      return found;
    });
    return { prices, stray, offers };
  }, html);

const lower = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
const family = (id: string) => pricing.families.find((f) => f.id === id);
/** A family in a page's language: its Spanish words (data/pricing-families/<id>.es.json) laid over it on a Spanish page. */
const familyIn = (id: string, lang: Lang) => {
  const english = family(id);
  const file = path.join(__dirname, "..", "data", "pricing-families", `${id}.${lang}.json`);
  return english && lang !== "en" && fs.existsSync(file)
    ? translated(english, JSON.parse(fs.readFileSync(file, "utf8")))
    : english;
};

/** What is wrong with one shown price on a page in `lang`, or nothing. */
function problem(shown: Shown, lang: Lang = "en"): string | undefined {
  const read = readPriceKey(shown.key);
  const f = read && familyIn(read.device, lang);
  if (!read || !f) return `data-price="${shown.key}" names no family`;
  const expected = shownPrice(f as PricingFamily, read.of, lang);
  if (!expected) return `${shown.key} names no price of the data`;
  if (shown.text !== expected.text) return `${shown.key} shows "${shown.text}", the data gives "${expected.text}"`;
  const context = lower(shown.context);
  const repair = f.repairs.find((r) => r.id === read.of.repair)!;
  const names = [repair.label];
  if (read.of.model) {
    const brand = f.brands.find((b) => b.id === read.of.brand)!;
    const model = brand.models.find((m) => m.id === read.of.model)!;
    names.push(model.label);
    // A label that names models of several brands (a TV size) must be read with its brand.
    if (modelName(f as PricingFamily, brand, model) !== model.label) names.push(brand.label);
  }
  // A price across the family's models is named by the family: its label ("Phones", as on the hub) or its one device
  // ("Phone repair prices", a family page's heading).
  else if (!context.includes(lower(f.singular))) names.push(f.label);
  const missing = names.filter((name) => !context.includes(lower(name)));
  return missing.length
    ? `${shown.key} "${shown.text}" is shown where the page does not name ${missing.join(", ")}`
    : undefined;
}

/** Every priced row's name and range in a language, for the structured data's offers. */
const offerRanges = (lang: Lang) =>
  new Map(
    pricing.families.flatMap((f) =>
      familyRows(familyIn(f.id, lang) as PricingFamily, lang)
        .filter((row) => !row.price.quote)
        .map((row) => [`${f.id}:${row.name}`, { from: row.price.from, to: row.price.to }] as const),
    ),
  );
const rangesByLang = { en: offerRanges("en"), es: offerRanges("es") };

describe("every built page's prices are the data's, through shownPrice", () => {
  const pages = builtPages(PUBLIC_DIR);
  const priced: string[] = [];

  it("reads the build", () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((page) => [pagePathOf(page), page]))("%s", async (_path, page) => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, page as string), "utf8");
    const reading = await readPage(html);
    expect(reading.stray).toEqual([]);
    const lang = langOfPath(pagePathOf(page as string));
    expect(reading.prices.map((shown) => problem(shown, lang)).filter(Boolean)).toEqual([]);
    if (reading.prices.length) priced.push(page as string);
    // Structured data: an offer is a row of one family, by its exact name, with that row's range.
    for (const offer of reading.offers) {
      const matches = pricing.families.flatMap((f) => rangesByLang[lang].get(`${f.id}:${offer.name}`) ?? []);
      expect([offer.name, matches]).toEqual([offer.name, [{ from: offer.min, to: offer.max }]]);
    }
  });

  it("found prices on the price pages and on every service page that owns repairs", () => {
    const servicePages = services.services
      .filter((s) => servicePrices(pricing, s.path))
      .map((s) => `${s.path.slice(1)}index.html`);
    for (const page of ["pricing/index.html", ...pricing.families.map((f) => `pricing/${f.id}/index.html`)])
      expect(priced).toContain(page);
    for (const page of servicePages) expect(priced).toContain(page);
  });
});

describe("a price fails the check when the page shows another", () => {
  it("names the wrong text, the unnamed model and the stray amount", async () => {
    const reading = await readPage(
      `<main><h2>Vizio</h2><ul><li data-price-row><span>50-55 inch power board repair</span>` +
        `<b data-price="tvs/samsung/50-55-inch/power-board">$119-$169</b></li>` +
        `<li data-price-row>50-55 inch power board repair <b data-price="tvs/vizio/50-55-inch/power-board">$119-$169</b></li>` +
        `<li>Power board from $99</li></ul></main>`,
    );
    expect(reading.stray).toEqual(["Power board from $99"]);
    const [samsung, vizio] = reading.prices.map((shown) => problem(shown));
    expect(samsung).toMatch(/shows "\$119-\$169", the data gives "\$[\d-$]+"/);
    expect(vizio).toBeUndefined(); // under the heading Vizio, its own price
  });
});

describe("the model pages (the estimator's last step) show the service pages' prices, named alike", () => {
  const highlights = pricing.families.flatMap((f) =>
    services.services.flatMap((s) => servicePrices(pricing, s.path)?.rows.filter((r) => r.ids.device === f.id) ?? []),
  );
  /** A row whose model's label another brand of its family shares (a TV size): named with its brand (modelName). */
  const sharesLabel = (row: PriceRow) => {
    const f = family(row.ids.device)!;
    const brand = f.brands.find((b) => b.id === row.ids.brand)!;
    const model = brand.models.find((m) => m.id === row.ids.model)!;
    return modelName(f as PricingFamily, brand, model) !== model.label ? brand.label : undefined;
  };
  const shared = pricing.families.flatMap((f) => familyRows(f)).find((row) => sharesLabel(row));
  const cases = [
    ...new Map(
      [...highlights, ...(shared ? [shared] : [])].map((row) => [Object.values(row.ids).join("/"), row.ids]),
    ).values(),
  ];
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser, { viewport: { width: 390, height: 844 } });
  });
  afterAll(() => opened?.context.close());

  it.each(cases.map((ids) => [Object.values(ids).join("/"), ids]))("%s", async (_key, ids) => {
    const { device, brand, model, repair } = ids as PriceRow["ids"];
    const expected = shownPrice(family(device)!, { brand, model, repair })!;
    const { page, messages } = opened;
    messages.length = 0;
    await gotoAndSettle(page, `/pricing/${device}/${brand}/${model}/#${repair}`);
    const result = page.locator(`#${repair} [data-price="${device}/${brand}/${model}/${repair}"]`);
    await result.waitFor();
    await expect(result.textContent()).resolves.toBe(expected.text);
    // Its Book link names the model and repair exactly.
    await expect(page.locator(`#${repair}`).getByRole("link").textContent()).resolves.toContain(expected.name);
    expect(messages).toEqual([]);
  });

  it("the issue's case: a service page names a model whose label several brands share with its brand", () => {
    for (const service of services.services)
      for (const row of servicePrices(pricing, service.path)?.rows ?? []) {
        const brand = sharesLabel(row);
        if (!brand) continue;
        const html = fs.readFileSync(path.join(PUBLIC_DIR, service.path.slice(1), "index.html"), "utf8");
        expect(row.name.startsWith(`${brand} `)).toBe(true);
        expect([service.path, html.includes(`>${row.name.slice(brand.length + 1)}<`)]).toEqual([service.path, false]);
      }
  });
});
