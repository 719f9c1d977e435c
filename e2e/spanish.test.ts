import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import english from "../data/pages.json";
import spanish from "../data/pages.es.json";
import spanishServices from "../data/services.es.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { locationPath } from "../src/lib/locations";
import { builtPages, isNotFound, pagePathOf, PUBLIC_DIR } from "../scripts/lib/built-pages.cjs";
import { counterparts, langOfPath, pathIn, slugPath, SPANISH_PATHS } from "../src/domain/language";
import { fieldAttributes } from "../src/domain/service-request";
import { spanishDropoff } from "../src/domain/spanish";
import { formService, mainShop } from "./facts";
import {
  connectBrowser,
  firstOfferedDay,
  gotoAndSettle,
  openPage,
  plainThanks,
  REFERENCE,
  sendForm,
  server,
  until,
} from "./helpers";

// The site in Spanish for a visitor on a phone: the header's switch keeps the page, the request form speaks Spanish
// from its labels to its errors, its thank-you page and the visitor's e-mail, and the status page answers in Spanish.
// The pairs of pages name each other in every built page's head.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const es = spanish.contact;
const words = fieldAttributes("es");

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The visitor's confirmation of `reference`, once it is in the outbox. */
const confirmationOf = (reference: string): Promise<ParsedMail> =>
  until(`the confirmation of ${reference}`, async () => {
    for (const file of fs.readdirSync(server().outbox).filter((f) => f.endsWith("-visitor.eml"))) {
      const mail = await simpleParser(fs.readFileSync(path.join(server().outbox, file)));
      if (mail.subject?.includes(reference)) return mail;
    }
  });

/** A label that starts with `text` (data's words, matched as written). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The services with their Spanish page (a slug in services.es.json): English and Spanish address. */
const SERVICE_PAIRS: Array<[string, string]> = (spanishServices.services as Array<{ path: string; slug?: string }>)
  .filter((service) => service.slug)
  .map((service) => [service.path, slugPath("es", service.slug!)]);
/** The shops' pages: each has its Spanish page under the Spanish hub. */
const SHOP_PAIRS: Array<[string, string]> = site.locations.map(({ id }) => [locationPath(id), locationPath(id, "es")]);
/** Every pair of pages: the fixed pages', the services' and the shops'. */
const PAIRS: Array<[string, string]> = [...Object.entries(SPANISH_PATHS), ...SERVICE_PAIRS, ...SHOP_PAIRS];
/** The device families with their Spanish words, by id: their Spanish address part (their slug, else their id). */
const SPANISH_FAMILIES = new Map(
  fs.readdirSync(path.join(__dirname, "..", "data", "pricing-families")).flatMap((name) => {
    const id = /^([a-z0-9-]+)\.es\.json$/.exec(name)?.[1];
    if (!id) return [];
    const words = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "pricing-families", name), "utf8"));
    return [[id, (words as { slug?: string }).slug ?? id] as const];
  }),
);
const [PRICES, PRECIOS] = [pathIn("/pricing/", "en"), pathIn("/pricing/", "es")];
/** A price page's pair: /pricing/<id>/... and /es/precios/<slug>/..., for a family with its Spanish words. */
const pricePair = (pagePath: string): [string, string] | undefined => {
  const [, base, segment, rest] = new RegExp(`^(${PRICES}|${PRECIOS})([a-z0-9-]+)/(.*)$`).exec(pagePath) ?? [];
  const id =
    base === PRICES ? segment : [...SPANISH_FAMILIES].find(([, spanishSegment]) => spanishSegment === segment)?.[0];
  return id && SPANISH_FAMILIES.has(id)
    ? [`${PRICES}${id}/${rest}`, `${PRECIOS}${SPANISH_FAMILIES.get(id)}/${rest}`]
    : undefined;
};
/** A page's pair, as its head and the sitemap must name it; empty for a page in one language. */
const pairOf = (pagePath: string): Partial<Record<"en" | "es", string>> => {
  const pair = PAIRS.find(([en, esPath]) => en === pagePath || esPath === pagePath) ?? pricePair(pagePath);
  return pair ? { en: pair[0], es: pair[1] } : counterparts(pagePath);
};

describe("the language switch at 390 px", () => {
  // The fixed pages, and a service page (a page made from data/, its pair named by its Spanish slug).
  it.each([
    ...Object.entries(SPANISH_PATHS),
    ...SERVICE_PAIRS.slice(0, 1),
    ...SHOP_PAIRS.slice(0, 1),
    ...[...SPANISH_FAMILIES.keys()].slice(0, 1).map((family) => pricePair(`${PRICES}${family}/`)!),
  ])("%s <-> %s: a tap leads to the same page in the other language and back", async (en, spanishPath) => {
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, en);
    expect(await htmlLang(page)).toBe("en");
    const toSpanish = page.getByRole("link", { name: /Español/ });
    await expect(toSpanish.isVisible()).resolves.toBe(true);
    await toSpanish.tap();
    await page.waitForURL(`**${spanishPath}`);
    await page.waitForFunction(() => document.documentElement.lang === "es");
    const toEnglish = page.getByRole("link", { name: /English/ });
    await expect(toEnglish.isVisible()).resolves.toBe(true);
    await toEnglish.tap();
    await page.waitForURL((url) => url.pathname === en);
    await context.close();
  });

  it("a page with no Spanish counterpart shows no switch", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, "/about/");
    expect(await page.locator("[data-chrome=header] a[hreflang]").count()).toBe(0);
    await context.close();
  });
});

describe("a request from the Spanish form, at 390 px", () => {
  it("says its errors in Spanish, lands on the Spanish thank-you page, and the confirmation is Spanish with its Spanish status link", async () => {
    const { page, context, messages } = await openPage(browser, PHONE);
    const form = pathIn("/contact/", "es");
    await gotoAndSettle(page, `${form}#request`);
    expect(await htmlLang(page)).toBe("es");
    await expect(page.getByRole("heading", { name: es.formHeading }).isVisible()).resolves.toBe(true);
    // The open status, in the header, the first screen and the card, in Spanish (its words' own script, loaded at idle).
    const statuses = page.locator("[data-open-hours][data-open-status]");
    await until("the open status lines", async () => (await statuses.count()) >= 2);
    for (const text of await statuses.allTextContents()) expect(text).toMatch(/^(Abierto|Cerrado)/);

    // Sent empty: the browser-side checks, in Spanish, under each field and in the summary.
    await page.getByRole("button", { name: es.submitLabel }).click();
    const alert = page.getByRole("alert").filter({ hasText: /Corrija/ });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(/Please|field/);
    const nameError = page.locator("#name-error, [id^=name][id$=error]").first();
    expect(await page.getByLabel("Nombre completo").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("main form").textContent()).not.toContain("Please enter");
    if (await nameError.count()) expect(await nameError.textContent()).not.toContain("Please");
    expect(await page.getByLabel("Nombre completo").getAttribute("title")).toBe(words.name.title);

    // Filled in as a Spanish-speaking visitor would: the service by its Spanish name, a drop-off with a day.
    const name = `Lucía Hernández ${Date.now()}`;
    await page.getByLabel("Nombre completo").fill(name);
    await page.getByLabel("Teléfono").fill("(704) 555-0142");
    await page.getByLabel("Correo electrónico").fill("lucia@example.com");
    const service = page.getByLabel("Servicio que necesita");
    const serviceText = await service.locator(`option[value=${JSON.stringify(formService.label)}]`).textContent();
    await service.selectOption(formService.label);
    await page.getByLabel("Describa el problema").fill("La pantalla está rota y no carga.");
    await page
      .getByLabel(startsWith(es.booking.dropoffLegend))
      .selectOption({ label: spanishDropoff(mainShop.id, mainShop.name) });
    const days = page.getByLabel(startsWith(es.booking.dateLabel));
    const day = await firstOfferedDay(page, days);
    const dayLabel = await days.locator(`option[value="${day}"]`).textContent();
    expect(dayLabel).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de [a-z]+ de \d{4}$/);
    await days.selectOption(day);
    await page.getByLabel(startsWith(es.booking.timeLabel)).selectOption("morning");
    await sendForm(page, { button: es.submitLabel });

    await page.waitForURL((url) => url.pathname === pathIn("/thank-you/", "es"));
    await page.getByRole("heading", { name: spanish.thankYou.heading }).waitFor();
    expect(await htmlLang(page)).toBe("es");
    const reference = REFERENCE.exec((await page.locator("main").textContent())!)![0];
    // The booking's summary: the shop's line and link in Spanish words, its hours as the Spanish pages write them.
    const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    expect(main).toContain(spanish.thankYou.booked.shopLinkLabel);
    expect(main).not.toContain(english.thankYou.booked.shopLinkLabel);
    expect(main).not.toMatch(/\b(Mon|Sun|Closed)\b/);
    expect(main).toContain(spanishDropoff(mainShop.id, mainShop.name));

    // The confirmation: Spanish words, the service by the name the visitor chose, the Spanish status page's link.
    const mail = await confirmationOf(reference);
    expect(mail.text).toContain(spanish.contact.confirmation.greeting.replace("{name}", name));
    expect(mail.text).toContain(`${spanish.contact.confirmation.serviceLabel}: ${serviceText}`);
    const link = new RegExp(`https?://[^/\\s]+(${pathIn("/status/", "es")}#r=${reference}&c=[0-9A-Z]{28})`).exec(
      mail.text!,
    );
    expect(link).not.toBeNull();
    expect(mail.text).not.toContain(english.contact.confirmation.requestHeading);

    // Its link opens the Spanish status page, which shows the request's state in Spanish.
    await page.goto(server().baseUrl + link![1]);
    const region = page.locator("[data-status-result]");
    await region.getByRole("heading", { name: spanish.status.states.received.label }).waitFor();
    expect(await region.textContent()).toContain(spanishDropoff(mainShop.id, mainShop.name));
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("the Spanish form without JavaScript, at 390 px", () => {
  it("offers Spanish weekdays, refuses a visit without its address in Spanish, and thanks in Spanish", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(server().baseUrl + pathIn("/contact/", "es"));
    const days = await page.locator("select[name=preferredDate] option").allTextContents();
    expect(days.slice(1).every((day) => /(lunes|martes|miércoles|jueves|viernes|sábado|domingo)/.test(day))).toBe(true);
    await page.getByLabel("Nombre completo").fill("Plain Español");
    await page.getByLabel("Teléfono").fill("(704) 555-0143");
    await page.getByLabel("Correo electrónico").fill("plain.es@example.com");
    await page.getByLabel("Servicio que necesita").selectOption(formService.label);
    await page.getByLabel("Describa el problema").fill("No carga.");
    await page.getByLabel(startsWith(es.booking.dropoffLegend)).selectOption("on-site");
    // A visit needs an address: a rule HTML cannot express, so the function refuses the form, in Spanish.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: es.submitLabel }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByRole("heading", { level: 1, name: es.refusal.heading }).waitFor();
    expect(await htmlLang(page)).toBe("es");
    await page.goBack();
    await page.getByLabel(startsWith(es.booking.addressLabel)).fill("1 Test St, Charlotte, NC 28202");
    await page.getByRole("button", { name: es.submitLabel }).click();
    await plainThanks(page);
    expect(await htmlLang(page)).toBe("es");
    await page.getByRole("heading", { level: 1, name: spanish.thankYou.heading }).waitFor();
    await context.close();
  });
});

describe("the price search on the Spanish pages, at 390 px", () => {
  // A repair of the first family with Spanish words, by its first Spanish symptom typed with the device's Spanish name.
  const [familyId, segment] = [...SPANISH_FAMILIES][0];
  const words = JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "data", "pricing-families", `${familyId}.es.json`), "utf8"),
  ) as { singular: string; repairs: Array<{ id: string; symptoms?: string[] }> };
  const repair = words.repairs.find((r) => r.symptoms?.length)!;
  const query = `${words.singular} ${repair.symptoms![0]}`;
  const familyPage = `${PRECIOS}${segment}/`;

  it.each([
    ["the estimator", pathIn("/get-a-quote/", "es"), 200],
    ["the not-found page", "/es/no-existe/", 404],
  ])("%s (%s, status %s) finds the repair in Spanish words and leads to its Spanish page", async (_, at, status) => {
    const answer = await fetch(`${server().baseUrl}${at}`);
    expect(answer.status).toBe(status);
    if (status === 404) expect(await answer.text()).toContain(escapeHtml(spanish.notFound.heading));
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, at);
    expect(await htmlLang(page)).toBe("es");
    const box = page.getByLabel(spanish.quote.searchLabel);
    await box.tap();
    await box.pressSequentially(query);
    const results = page.locator("[data-search-results] li a");
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((links) =>
      links.map(
        (a) =>
          new URL((a as HTMLAnchorElement).href).pathname +
          new URL((a as HTMLAnchorElement).href).search +
          new URL((a as HTMLAnchorElement).href).hash,
      ),
    );
    expect(hrefs.every((href) => href.startsWith("/es/"))).toBe(true);
    expect(
      hrefs.some(
        (href) =>
          href === `${familyPage}?repair=${repair.id}` ||
          (href.startsWith(familyPage) && href.endsWith(`#${repair.id}`)),
      ),
    ).toBe(true);
    await results.first().tap();
    await page.waitForURL((url) => url.pathname !== at);
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await context.close();
  });
});

describe("the status page in Spanish, at 390 px", () => {
  it("answers a lookup that finds nothing in Spanish", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, pathIn("/status/", "es"));
    expect(await htmlLang(page)).toBe("es");
    await page.getByLabel(spanish.status.referenceLabel).fill("QC-0000-0000");
    await page.getByLabel(spanish.status.codeLabel).fill("0000 0000 0000 0000 0000 0000 0000");
    await page.getByRole("button", { name: spanish.status.submitLabel }).tap();
    const region = page.locator("[data-status-result]");
    await region.getByRole("heading", { name: spanish.status.notFoundHeading }).waitFor();
    expect(await region.textContent()).not.toContain(english.status.notFoundHeading);
    await context.close();
  });
});

describe("the Spanish home page", () => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, pathIn("/", "es").slice(1), "index.html"), "utf8");
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));

  it("names every service of its sections by its Spanish name, and leads to the Spanish form", () => {
    const shown = new Set(english.home.sections.flatMap((section) => section.groups));
    const groupOf = new Map(services.services.map((service) => [service.path, service.group]));
    const missing = spanishServices.services
      .filter((service) => shown.has(groupOf.get(service.path)!))
      .filter((service) => !main.includes(`>${escapeHtml(service.label)}<`));
    expect(shown.size).toBeGreaterThan(0);
    expect(missing.map((service) => service.path)).toEqual([]);
    expect(main).toContain(`href="${pathIn("/contact/", "es")}`);
    expect(main).not.toContain('href="/contact/');
  });

  it("says its headings in Spanish, and the customers' words in their own language", () => {
    expect(main).toContain(escapeHtml(spanish.home.heading));
    for (const section of spanish.home.sections) expect(main).toContain(escapeHtml(section.heading));
    // Every review quoted on a Spanish page is marked as the English its customer wrote.
    const quotes = [...main.matchAll(/<blockquote[^>]*>/g)].map((m) => m[0]);
    expect(quotes.filter((tag) => !tag.includes('lang="en"'))).toEqual([]);
  });
});

describe("the Spanish shop pages, at 390 px", () => {
  it("say the week's hours, the closures and the way there in Spanish, once the chrome has filled today's week", async () => {
    const { page, context } = await openPage(browser, PHONE);
    for (const [, esPath] of SHOP_PAIRS) {
      await gotoAndSettle(page, esPath);
      // The chrome's script marks today's row when it has filled the week (page-runtime/site-chrome.ts fillWeeks).
      await page.waitForSelector("table tr[aria-current=date]");
      const week = await page.locator("table").first().innerText();
      expect([esPath, /\b(Monday|Sunday|Closed)\b/.test(week)]).toEqual([esPath, false]);
      expect([esPath, /Lunes/.test(week)]).toEqual([esPath, true]);
      const main = await page.locator("main").innerText();
      expect([esPath, /opens in a new tab|\bClosed\b/.test(main)]).toEqual([esPath, false]);
      expect(await page.locator("[data-chrome=header] a[hreflang=en]").getAttribute("href")).toBe(
        SHOP_PAIRS.find(([, p]) => p === esPath)![0],
      );
    }
    await context.close();
  });
});

describe("the Spanish service pages", () => {
  const mainOf = (pagePath: string) => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, pagePath.slice(1), "index.html"), "utf8");
    return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  };
  const byPath = new Map(
    (spanishServices.services as Array<{ path: string; label: string; intro?: string }>).map((s) => [s.path, s]),
  );
  const spanishFamilies = fs
    .readdirSync(path.join(__dirname, "..", "data", "pricing-families"))
    .filter((name) => name.endsWith(".es.json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "..", "data", "pricing-families", name), "utf8")))
    .flatMap((family: { repairs?: Array<{ label: string }> }) => family.repairs ?? []);

  it("say their service's Spanish words, and lead to the Spanish pages where there are some", () => {
    expect(SERVICE_PAIRS.length).toBeGreaterThan(0);
    const englishWithSpanish = new Set([...PAIRS.map(([en]) => en)]);
    for (const [en, esPath] of SERVICE_PAIRS) {
      const main = mainOf(esPath);
      const words = byPath.get(en)!;
      expect([esPath, main.includes(escapeHtml(words.label))]).toEqual([esPath, true]);
      expect([esPath, main.includes(escapeHtml(words.intro!.slice(0, 60)))]).toEqual([esPath, true]);
      // No link to an English page that has its Spanish page (the menus, the related services, the request button).
      const links = [...main.matchAll(/href="([^"#?]+)/g)].map((m) => m[1]);
      expect([esPath, links.filter((link) => englishWithSpanish.has(link))]).toEqual([esPath, []]);
    }
  });

  it("name their prices in Spanish: the repair's Spanish label, its time in Spanish", () => {
    const rows = SERVICE_PAIRS.flatMap(([, esPath]) =>
      [...mainOf(esPath).matchAll(/data-price-row=""[\s\S]*?<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]),
    );
    expect(rows.length).toBeGreaterThan(0);
    // The data's times ("same day", "1-2 days") said in Spanish: none left in English.
    const englishTimes = SERVICE_PAIRS.filter(([, esPath]) =>
      />\s*(same day|next day|\d+(-\d+)? (hours?|days?|weeks?))\s*</i.test(mainOf(esPath)),
    );
    expect(englishTimes).toEqual([]);
    expect(rows.filter((name) => !spanishFamilies.some((repair) => name.startsWith(escapeHtml(repair.label))))).toEqual(
      [],
    );
  });
});

describe("every built page's language, and its pair", () => {
  const files = builtPages().filter((file) => !isNotFound(file));
  const head = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").split("</head>")[0];
  const alternatesOf = (file: string) =>
    Object.fromEntries(
      [...head(file).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1],
        new URL(m[2]).pathname,
      ]),
    );

  it("has <html lang> and og:locale of its address", () => {
    const wrong = files.filter((file) => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
      const lang = langOfPath(pagePathOf(file));
      return !html.includes(`<html lang="${lang}"`) || !html.includes(`content="${lang === "es" ? "es_US" : "en_US"}"`);
    });
    expect(wrong).toEqual([]);
  });

  it("names its counterpart both ways (hreflang en, es and x-default the English one), and only then", () => {
    const byPath = new Map(files.map((file) => [pagePathOf(file), file]));
    const problems: string[] = [];
    for (const [pagePath, file] of byPath) {
      const pair = pairOf(pagePath);
      const named = alternatesOf(file);
      const expected = pair.en ? { en: pair.en, es: pair.es, "x-default": pair.en } : {};
      if (JSON.stringify(named) !== JSON.stringify(expected)) problems.push(`${pagePath}: ${JSON.stringify(named)}`);
      for (const other of Object.values(pair))
        if (!byPath.has(other!)) problems.push(`${pagePath}: its counterpart ${other} was not built`);
    }
    expect(problems).toEqual([]);
    expect(PAIRS.every(([, p]) => byPath.has(p))).toBe(true);
  });

  it("the Spanish sitemap page lists the Spanish pages of /sitemap.xml, each by its Spanish name", async () => {
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    const spanishLocs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => langOfPath(p) === "es");
    const html = await (await fetch(`${server().baseUrl}${pathIn("/sitemap/", "es")}`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const listed = [...main.matchAll(/<li[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(listed.map(([href]) => href).sort()).toEqual([...spanishLocs].sort());
    // Named in Spanish: none by its address, none by its English name.
    expect(listed.filter(([href, name]) => name === href || name === "")).toEqual([]);
    expect(main).toContain(escapeHtml(spanish.sitemap.heading));
  });

  it("the sitemap lists each indexable pair with its alternates", async () => {
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    // The build's site address, as the sitemap names its first page.
    const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]).origin;
    for (const [en, esPath] of PAIRS) {
      if (!xml.includes(`<loc>${origin}${en}</loc>`)) continue;
      for (const loc of [en, esPath]) {
        const entry = new RegExp(`<url><loc>${origin}${loc}</loc>.*?</url>`).exec(xml)?.[0] ?? "";
        expect(entry).toContain(`hreflang="es" href="${origin}${esPath}"`);
        expect(entry).toContain(`hreflang="x-default" href="${origin}${en}"`);
      }
    }
  });
});
