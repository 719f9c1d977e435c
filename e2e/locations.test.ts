import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import navigation from "../data/navigation.json";
import site from "../data/site.json";
import { withReference } from "../functions/contact/__tests__/fixtures";
import { internationalPhone } from "../src/domain/phone";
import { fillContactForm, gotoAndSettle, launch, openPage, server } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const [charlotte, mountGilead] = site.locations;
const pathOf = (id: string) => `/locations/${id}/`;
/** 10:30am in Charlotte on Thanksgiving, Thursday 26 November 2026 (EST, UTC-5). */
const THANKSGIVING = new Date("2026-11-26T15:30:00Z");
// The shop's e-mails (a visitor's confirmation is written beside each, named -visitor.eml).
const emlFiles = () => fs.readdirSync(server().outbox).filter((f) => f.endsWith(".eml") && !f.endsWith("-visitor.eml"));

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
    const thanksgiving = store.specialOpeningHoursSpecification?.find((s) => s.name === "Thanksgiving");
    expect(thanksgiving).toMatchObject({ opens: "00:00", closes: "00:00" });
    // The organization points at this shop by the same @id.
    const organization = blocks.find((b) => b["@type"] === "Organization") as {
      subOrganization: Array<{ "@id": string }>;
    };
    expect(organization.subOrganization.map((s) => s["@id"])).toContain(store["@id"]);
    expect(blocks.some((b) => "aggregateRating" in b || "review" in b)).toBe(false);
    await context.close();
  });
});

describe("on Thanksgiving", () => {
  it.each(site.locations.map((l) => [l.name, l] as const))(
    "the %s page says it is closed today, marks Thursday in the week and shows the notice",
    async (_, location) => {
      const { page, context } = await openPage(browser, {
        timezoneId: "Europe/Berlin",
        viewport: { width: 390, height: 844 },
      });
      await page.clock.setFixedTime(THANKSGIVING);
      await gotoAndSettle(page, pathOf(location.id));
      const status = page.locator("main [data-open-status]").first();
      await status.waitFor();
      await expect(status.textContent()).resolves.toBe("Closed today: Thanksgiving. Opens Friday 9am");
      const today = page.locator("main tr[aria-current=date]");
      await expect(today.count()).resolves.toBe(1);
      await expect(today.textContent()).resolves.toMatch(/^Thursday.*Closed \(Thanksgiving\)$/);
      const notice = page.locator("main [data-closure-notice]");
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(notice.textContent()).resolves.toContain("Thanksgiving");
      await context.close();
    },
  );

  it("a week before Christmas, the notice names Christmas Eve's short day and Christmas Day", async () => {
    const { page, context } = await openPage(browser);
    await page.clock.setFixedTime(new Date("2026-12-19T15:00:00Z"));
    await gotoAndSettle(page, pathOf(charlotte.id));
    const notice = page.locator("main [data-closure-notice]");
    await notice.waitFor({ state: "visible" });
    const text = await notice.textContent();
    expect(text).toContain("Christmas Eve");
    expect(text).toContain("Christmas Day");
    await context.close();
  });

  it("a month before any closure, the notice stays hidden", async () => {
    const { page, context } = await openPage(browser);
    await page.clock.setFixedTime(new Date("2027-02-10T15:00:00Z"));
    await gotoAndSettle(page, pathOf(mountGilead.id));
    await page.locator("main [data-open-status]").first().waitFor();
    await expect(page.locator("main [data-closure-notice]").isHidden()).resolves.toBe(true);
    await context.close();
  });

  it("the contact page says both shops are closed and shows each one's notice", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.clock.setFixedTime(THANKSGIVING);
    await gotoAndSettle(page, "/contact/");
    const card = page.locator("aside[aria-labelledby=technician-heading]");
    await card.locator("[data-open-status]").first().waitFor();
    await expect(card.locator("[data-open-status]").allTextContents()).resolves.toEqual([
      "Closed today: Thanksgiving. Opens Friday 9am",
      "Closed today: Thanksgiving. Opens Friday 9am",
    ]);
    const notices = card.locator("[data-closure-notice]");
    await expect(notices.count()).resolves.toBe(site.locations.length);
    for (let i = 0; i < site.locations.length; i++) await expect(notices.nth(i).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("the contact form's days skip Thanksgiving and Sundays, and the windows follow Christmas Eve's short day", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.clock.setFixedTime(new Date("2026-11-24T15:00:00Z"));
    await gotoAndSettle(page, `/contact/?dropoff=${charlotte.id}#request`);
    const day = page.getByLabel(/Preferred day/);
    await expect(day.isEnabled()).resolves.toBe(true);
    const days = await day
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(days[0]).toBe("2026-11-25");
    expect(days).not.toContain("2026-11-26");
    expect(days).toContain("2026-11-27");
    expect(days).not.toContain("2026-11-29");
    expect(days).toContain("2026-12-14");
    await context.close();

    const late = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await late.page.clock.setFixedTime(new Date("2026-12-21T15:00:00Z"));
    await gotoAndSettle(late.page, `/contact/?dropoff=${charlotte.id}#request`);
    const lateDays = await late.page
      .getByLabel(/Preferred day/)
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(lateDays).not.toContain("2026-12-25");
    await late.page.getByLabel(/Preferred day/).selectOption("2026-12-24");
    const windows = await late.page
      .getByLabel(/Preferred time/)
      .locator("option")
      .allTextContents();
    expect(windows).toContain("Morning (9am-12pm)");
    expect(windows).toContain("Afternoon (12pm-2pm)");
    await late.context.close();
  });
});

describe("a Mount Gilead drop-off", () => {
  it("is e-mailed to the Mount Gilead inbox, and the thank-you page gives that shop's phone and address", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, pathOf(mountGilead.id));
    await page.getByRole("link", { name: navigation.actions.requestService, exact: true }).first().click();
    await page.waitForURL(/\/contact\/\?dropoff=mount-gilead/);
    await fillContactForm(page, { name: "Gil Ead", service: "Laptop Repair", message: "Laptop will not turn on." });
    // The form's app preselects the shop from the address once it has started (a moment after the first input).
    await page.waitForFunction(
      (id) => document.querySelector<HTMLSelectElement>("select[name=dropoff]")?.value === id,
      mountGilead.id,
    );
    await expect(page.getByLabel(/How will the device get to us/).inputValue()).resolves.toBe(mountGilead.id);
    const day = page.getByLabel(/Preferred day/);
    const first = await day.locator("option").nth(1).getAttribute("value");
    await day.selectOption(first!);
    const before = new Set(emlFiles());
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/thank-you\//);
    const main = page.locator("main");
    await main
      .getByRole("link", { name: new RegExp(mountGilead.phone.replace(/[()]/g, "\\$&")) })
      .first()
      .waitFor();
    const text = (await main.textContent())!;
    expect(text).toContain(mountGilead.phone);
    expect(text).toContain(mountGilead.streetAddress);
    expect(text).not.toContain(charlotte.phone);

    const added = emlFiles().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(server().outbox, added[0])));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
    expect(to.flatMap((a) => a.value.map((v) => v.address))).toEqual([mountGilead.email]);
    expect(mail.subject).toMatch(withReference("Service request [Mount Gilead]: Laptop Repair - Gil Ead"));
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
