import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import navigation from "../data/navigation.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { withReference } from "../functions/contact/__tests__/fixtures";
import { bookingDates, timeWindows } from "../src/domain/booking";
import { addDaysIso, weekdayOf } from "../src/domain/hours";
import { upcomingClosures } from "../src/domain/open-status";
import { pathIn } from "../src/domain/language";
import { internationalPhone } from "../src/domain/phone";
import { locationPath } from "../src/lib/locations";
import { closure, mainShop, otherShop, quietDay, scheduleOf, shopStatus, shopTime, shortDay } from "./facts";
import {
  afterFrames,
  connectBrowser,
  fillContactForm,
  firstOfferedDay,
  gotoAndSettle,
  mailSince,
  openPage,
  recordShifts,
  sendForm,
  server,
  shifts,
  shopMails,
  startFormApp,
  untilHydrated,
} from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The main shop, and another where the site has one (facts.ts); named for what they were when this was written.
const [charlotte, mountGilead] = [mainShop, otherShop];
const pathOf = (id: string) => `/locations/${id}/`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A request for the last service (any service would do).
const service = services.services[services.services.length - 1];

type Store = {
  "@type": string;
  "@id": string;
  telephone: string;
  address: { streetAddress: string; addressLocality: string; postalCode: string };
  openingHoursSpecification: Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
  specialOpeningHoursSpecification?: Array<{ name: string; validFrom: string; opens: string; closes: string }>;
};

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data["@graph"] as Array<Record<string, unknown>> | undefined) ?? [data];
  });
}

describe.each(site.locations.map((location) => [location.name, location] as const))("the %s page", (_, location) => {
  it.each([390, 1280])(
    "at %i px: one h1 naming the town, the full address, phone and e-mail, nothing off screen",
    async (width) => {
      const { page, context, messages } = await openPage(browser, { viewport: { width, height: 844 } });
      await gotoAndSettle(page, pathOf(location.id));
      const h1 = page.locator("h1");
      await expect(h1.count()).resolves.toBe(1);
      await expect(h1.textContent()).resolves.toContain(location.city);
      const main = page.locator("main");
      const text = (await main.textContent())!;
      expect(text).toContain(location.streetAddress);
      expect(text).toContain(`${location.city}, ${location.region} ${location.postalCode}`);
      await expect(
        main.locator(`a[href="tel:${internationalPhone(location.phone).replace(/-/g, "")}"]`).count(),
      ).resolves.toBeGreaterThan(0);
      const mail = main.locator(`a[href="mailto:${location.email}"]`);
      await expect(mail.count()).resolves.toBe(1);
      // The e-mail address wraps inside its column: no sideways scrolling on a phone.
      const box = (await mail.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      // Directions go to the full address, street number included.
      const directions = main.getByRole("link", { name: /Get Directions/ });
      const href = new URL((await directions.getAttribute("href"))!);
      expect(href.searchParams.get("destination")).toContain(location.streetAddress);
      // The hero's "Request service" link preselects this shop.
      const book = main.getByRole("link", { name: navigation.actions.requestService, exact: true }).first();
      await expect(book.getAttribute("href")).resolves.toBe(`/contact/?dropoff=${location.id}#request`);
      // How to find it, and the towns it serves.
      expect(text).toContain(location.directions);
      for (const town of location.servedTowns) expect(text).toContain(town);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  // Lighthouse's slow mobile network and CPU (150 ms, 1.6 Mbps, 4x): the page moves nothing as it loads, its week and
  // closures filled by the script in place, in each language.
  it.each([
    ["English", pathOf(location.id)],
    ["Spanish", pathIn(pathOf(location.id), "es")],
  ])("in %s at 390 px on a slow phone: nothing moves as it loads (CLS under 0.01)", async (_language, at) => {
    const { page, context, messages } = await openPage(browser, PHONE);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await recordShifts(page);
    await gotoAndSettle(page, at);
    await expect(shifts(page)).resolves.toBeLessThan(0.01);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("has one ElectronicsStore with its own @id and the facts the page shows, coming closures included", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(server().baseUrl + pathOf(location.id));
    const blocks = await jsonLdBlocks(page);
    const stores = blocks.filter((b) => b["@type"] === "ElectronicsStore") as unknown as Store[];
    expect(stores).toHaveLength(1);
    const [store] = stores;
    expect(store["@id"]).toMatch(new RegExp(`/locations/${location.id}/#business$`));
    expect(store.telephone).toBe(internationalPhone(location.phone));
    expect(store.address).toMatchObject({
      streetAddress: location.streetAddress,
      addressLocality: location.city,
      postalCode: location.postalCode,
    });
    expect(store.openingHoursSpecification.flatMap((h) => h.dayOfWeek)).toHaveLength(location.openingHours.length);
    const closed = store.specialOpeningHoursSpecification?.find((s) => s.name === closure.reason);
    expect(closed).toMatchObject({ validFrom: closure.date, opens: "00:00", closes: "00:00" });
    // The organization points at this shop by the same @id.
    const organization = blocks.find((b) => b["@type"] === "Organization") as {
      subOrganization: Array<{ "@id": string }>;
    };
    expect(organization.subOrganization.map((s) => s["@id"])).toContain(store["@id"]);
    expect(blocks.some((b) => "aggregateRating" in b || "review" in b)).toBe(false);
    await context.close();
  });
});

describe("on a day the shops close", () => {
  // 10:30 in the shops' zone on the closure, the visitor in another zone.
  const during = shopTime(closure.date, "10:30");

  it.each(site.locations.map((l) => [l.name, l] as const))(
    "the %s page says it is closed today, marks that day in the week and shows the notice",
    async (_, location) => {
      const { page, context } = await openPage(browser, {
        timezoneId: "Europe/Berlin",
        viewport: { width: 390, height: 844 },
      });
      await page.clock.setFixedTime(during);
      await gotoAndSettle(page, pathOf(location.id));
      const status = page.locator("main [data-open-status]").first();
      await status.waitFor();
      const expected = shopStatus(location, during).label;
      expect(expected).toMatch(new RegExp(`^Closed today: ${escape(closure.reason)}\\.`));
      await expect(status.textContent()).resolves.toBe(expected);
      const today = page.locator("main tr[aria-current=date]");
      await expect(today.count()).resolves.toBe(1);
      await expect(today.textContent()).resolves.toMatch(
        new RegExp(`^${weekdayOf(closure.date)}.*Closed \\(${escape(closure.reason)}\\)$`),
      );
      const notice = page.locator("main [data-closure-notice]");
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(notice.textContent()).resolves.toContain(closure.reason);
      await context.close();
    },
  );

  it.each(["en", "es"] as const)(
    "in %s, the browser's week (the closure's words, today's hours in bold) moves no column of the usual week",
    async (lang) => {
      const address = locationPath(charlotte.id, lang);
      // Each cell's column on a phone's screen: the page as sent (the usual week, no script), then as the browser fills
      // it on the closure day. A visitor looking at the week while it is filled sees no column move (a reason too long
      // for one line still adds a line to its row).
      const cells = async (javaScriptEnabled: boolean) => {
        const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled });
        await page.clock.setFixedTime(during);
        await page.goto(server().baseUrl + address, { waitUntil: "load" });
        if (javaScriptEnabled) await page.locator("main tr[aria-current=date]").waitFor({ state: "attached" });
        const table = page.locator("main table[aria-labelledby=hours-heading]");
        const boxes = await table.locator("th, td").evaluateAll((all) =>
          all.map((cell) => {
            const { x, width } = cell.getBoundingClientRect();
            return { x: Math.round(x), width: Math.round(width) };
          }),
        );
        const words = await table.locator("td").allTextContents();
        await context.close();
        return { boxes, words };
      };
      const sent = await cells(false);
      const filled = await cells(true);
      // The browser did change the week: the closure is said in its row.
      expect(filled.words).not.toEqual(sent.words);
      expect(filled.words.join(" ")).toContain(closure.reason);
      expect(filled.boxes).toEqual(sent.boxes);
    },
  );

  it.each(["en", "es"] as const)(
    "in %s, three days before the closure, the week and its notice are laid out with the page: scrolled through at 390 px, nothing on screen moves",
    async (lang) => {
      const { page, context, messages } = await openPage(browser, PHONE);
      await page.clock.setFixedTime(shopTime(addDaysIso(closure.date, -3), "10:00"));
      await recordShifts(page);
      await gotoAndSettle(page, locationPath(charlotte.id, lang));
      const notice = page.locator("main [data-closure-notice]");
      await notice.waitFor({ state: "visible" });
      // Below the first screen, in no part rendered near the screen only (content-visibility: auto): the notice and the
      // week's words, filled as the page loads, are laid out then, out of the visitor's sight. In such a part they were
      // laid out when it came on the screen, and moved it (CLS 0.15-0.16 in 4 of 16 runs).
      await expect(notice.boundingBox().then((box) => box!.y)).resolves.toBeGreaterThan(PHONE.viewport.height);
      await expect(
        notice.evaluate((element) => {
          const skipped = [];
          for (let at: Element | null = element; at; at = at.parentElement)
            if (getComputedStyle(at).contentVisibility !== "visible") skipped.push(at.tagName);
          return skipped;
        }),
      ).resolves.toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let at = PHONE.viewport.height; at < height; at += PHONE.viewport.height) {
        await page.evaluate((y) => window.scrollTo(0, y), at);
        await afterFrames(page);
      }
      await expect(shifts(page)).resolves.toBeLessThan(0.01);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it("in Spanish, the notice is filled as the chrome starts, in Spanish, while the words of the week have not come", async () => {
    const { page, context, messages } = await openPage(browser, PHONE);
    await page.clock.setFixedTime(shopTime(addDaysIso(closure.date, -3), "10:00"));
    // The Spanish words' script (the status lines, the week) held until the notice has been read: a round trip later,
    // a notice shown then appeared under a reader who had already scrolled to the hours.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/open-status-es-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until the load event: one that came after the chrome's start would wait for the script held here.
    await page.goto(server().baseUrl + locationPath(charlotte.id, "es"), { waitUntil: "domcontentloaded" });
    await untilHydrated(page);
    const notice = page.locator("main [data-closure-notice]");
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(notice.innerText()).resolves.toContain(`(${closure.reason})`);
    await expect(notice.innerText()).resolves.toMatch(/\bCerrado (el|del) \S+ \d+ de /);
    // The week is the usual one until the words come, then says the closure.
    await expect(page.locator("main tr[aria-current=date]").count()).resolves.toBe(0);
    release();
    await page.locator("main tr[aria-current=date]").waitFor({ state: "attached" });
    expect(messages).toEqual([]);
    await context.close();
  });

  it("five days before a short day, the notice names it and every closure of the week ahead", async () => {
    const { page, context } = await openPage(browser);
    const before = shopTime(addDaysIso(shortDay.date, -5), "10:00");
    await page.clock.setFixedTime(before);
    await gotoAndSettle(page, pathOf(charlotte.id));
    const notice = page.locator("main [data-closure-notice]");
    await notice.waitFor({ state: "visible" });
    const text = await notice.textContent();
    const lines = upcomingClosures(before, scheduleOf(charlotte));
    expect(lines.join("\n")).toContain(shortDay.reason);
    for (const line of lines) expect(text).toContain(/\(([^)]+)\)$/.exec(line)![1]);
    await context.close();
  });

  it("a week with no closure ahead, the notice stays hidden", async () => {
    const { page, context } = await openPage(browser);
    await page.clock.setFixedTime(shopTime(quietDay(closure.date, mountGilead), "10:00"));
    await gotoAndSettle(page, pathOf(mountGilead.id));
    await page.locator("main [data-open-status]").first().waitFor();
    await expect(page.locator("main [data-closure-notice]").isHidden()).resolves.toBe(true);
    await context.close();
  });

  it("the contact page gives each shop's status and shows each one's notice", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.clock.setFixedTime(during);
    await gotoAndSettle(page, "/contact/");
    const card = page.locator("aside[aria-labelledby=technician-heading]");
    await card.locator("[data-open-status]").first().waitFor();
    await expect(card.locator("[data-open-status]").allTextContents()).resolves.toEqual(
      site.locations.map((location) => shopStatus(location, during).label),
    );
    const notices = card.locator("[data-closure-notice]");
    await expect(notices.count()).resolves.toBe(site.locations.length);
    for (let i = 0; i < site.locations.length; i++) await expect(notices.nth(i).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("the contact form's days are the open days ahead (the closure left out), and a short day's windows are its hours'", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const twoDaysBefore = shopTime(addDaysIso(closure.date, -2), "10:00");
    await page.clock.setFixedTime(twoDaysBefore);
    await gotoAndSettle(page, `/contact/?dropoff=${charlotte.id}#request`);
    // The days are the form app's (the page's own list, for a visit without JavaScript, names weekdays): read once it
    // has started, as a visitor's first touch starts it, and has filled the list.
    await startFormApp(page);
    await firstOfferedDay(page);
    const day = page.getByLabel(/Preferred day/);
    await expect(day.isEnabled()).resolves.toBe(true);
    const days = await day
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const expected = bookingDates(twoDaysBefore, scheduleOf(charlotte));
    expect(expected).not.toContain(closure.date);
    expect(days).toEqual(expected);
    await context.close();

    const late = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await late.page.clock.setFixedTime(shopTime(addDaysIso(shortDay.date, -3), "10:00"));
    await gotoAndSettle(late.page, `/contact/?dropoff=${charlotte.id}#request`);
    await late.page.getByLabel(/Preferred day/).selectOption(shortDay.date);
    const windows = await late.page
      .getByLabel(/Preferred time/)
      .locator("option")
      .allTextContents();
    const short = timeWindows(scheduleOf(charlotte), shortDay.date).map((w) => w.label);
    expect(short.length).toBeGreaterThan(0);
    expect(windows).toEqual(expect.arrayContaining(short));
    await late.context.close();
  });
});

describe("a drop-off at another shop than the main one", () => {
  it("is e-mailed to that shop's inbox, and the thank-you page gives that shop's phone and address", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, pathOf(mountGilead.id));
    await page.getByRole("link", { name: navigation.actions.requestService, exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get("dropoff") === mountGilead.id);
    await fillContactForm(page, { name: "Gil Ead", service: service.label, message: "Laptop will not turn on." });
    // The form's app preselects the shop from the address once it has started (a moment after the first input).
    await startFormApp(page);
    await page.waitForFunction(
      (id) => document.querySelector<HTMLSelectElement>("select[name=dropoff]")?.value === id,
      mountGilead.id,
    );
    await expect(page.getByLabel(/How will the device get to us/).inputValue()).resolves.toBe(mountGilead.id);
    const day = page.getByLabel(/Preferred day/);
    await day.selectOption(await firstOfferedDay(page, day));
    const before = shopMails();
    expect((await sendForm(page)).status()).toBe(200);
    await page.waitForURL(/\/thank-you\//);
    const main = page.locator("main");
    await main
      .getByRole("link", { name: new RegExp(escape(mountGilead.phone)) })
      .first()
      .waitFor();
    const text = (await main.textContent())!;
    expect(text).toContain(mountGilead.phone);
    expect(text).toContain(mountGilead.streetAddress);
    if (mountGilead.phone !== charlotte.phone) expect(text).not.toContain(charlotte.phone);

    const mail = await mailSince(before, "Gil Ead");
    const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
    expect(to.flatMap((a) => a.value.map((v) => v.address))).toEqual([mountGilead.email]);
    expect(mail.subject).toMatch(withReference(`Service request [${mountGilead.name}]: ${service.label} - Gil Ead`));
    expect(mail.text).toContain(mountGilead.phone);
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("the hub, the footer and the sitemaps", () => {
  it("link every location's page", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    for (const where of ["/locations/", "/sitemap/", "/"]) {
      await page.goto(server().baseUrl + where);
      for (const location of site.locations)
        await expect(
          page.locator(`${where === "/" ? "footer" : "main"} a[href="${pathOf(location.id)}"]`).count(),
        ).resolves.toBeGreaterThan(0);
    }
    await context.close();
    const xml = fs.readFileSync(path.join(__dirname, "..", "public", "sitemap-0.xml"), "utf8");
    for (const location of site.locations) expect(xml).toContain(`/locations/${location.id}/</loc>`);
  });
});
