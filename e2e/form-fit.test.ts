import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import services from "../data/services.json";
import site from "../data/site.json";
import { pricing } from "../functions/contact/pricing-data";
import { dropoffOptions } from "../src/domain/dropoff";
import { photoServices } from "../src/domain/photos-offered";
import { connectBrowser, gotoAndSettle, openPage, server, startFormApp } from "./helpers";

// The request form fits the way the device gets to the shop, once its app has started (the plain form without
// JavaScript asks everything): a drop-off at a shop asks neither an address nor a shop, a visit asks its address as
// required, mail-in no day or time. Counted at 390 px: the fields a visitor sees for each way.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const copy = pages.contact.booking;
const ways = dropoffOptions(site.locations);
const shopWay = ways.find((w) => site.locations.some((l) => l.id === w.id))!;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The names of the form's controls a visitor sees (the honeypot and hidden inputs are none of them). */
const visibleFields = (page: Page) =>
  page.locator("main form").evaluate((form) =>
    [...form.querySelectorAll<HTMLInputElement>("input, select, textarea")]
      .filter(
        (el) => el.type !== "hidden" && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
      )
      .filter((el) => !el.closest("[aria-hidden=true]"))
      .map((el) => el.name),
  );

describe("the request form at 390 px asks what the way chosen needs", () => {
  const counts: Record<string, number> = {};
  afterAll(() => console.log(`visible fields per way at 390 px: ${JSON.stringify(counts)}`));

  it.each([
    ["not decided yet", ""],
    [shopWay.label, shopWay.id],
    ["a visit", "on-site"],
    ["mail-in", "mail-in"],
  ])("%s", async (name, way) => {
    const { page, context, messages } = await openPage(browser, PHONE);
    await gotoAndSettle(page, "/contact/");
    await startFormApp(page);
    await page.locator("select[name=dropoff]").selectOption(way);
    const fields = await visibleFields(page);
    counts[name] = fields.length;
    const address = page.locator("input[name=address]");
    if (way === "on-site") {
      expect(fields).toContain("address");
      // Asked first among the way's fields, marked as required, by its label and for the browser.
      expect(fields.indexOf("address")).toBe(fields.indexOf("dropoff") + 1);
      await expect(page.getByLabel(copy.addressVisitLabel).count()).resolves.toBe(1);
      await expect(address.evaluate((el: HTMLInputElement) => el.required)).resolves.toBe(true);
    } else expect(fields).not.toContain("address");
    if (way === shopWay.id) expect(fields).not.toContain("location");
    else expect(fields).toContain("location");
    if (way === "mail-in") {
      expect(fields).not.toContain("preferredDate");
      expect(fields).not.toContain("preferredTime");
      await expect(page.locator("main form p", { hasText: copy.dateMailIn }).isVisible()).resolves.toBe(true);
    } else expect(fields).toEqual(expect.arrayContaining(["preferredDate", "preferredTime"]));
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("the request form offers photos for a device repair only", () => {
  const offered = photoServices(services.services, pricing.families);
  const device = services.services.find((s) => offered.has(s.path));
  const other = services.services.find((s) => !offered.has(s.path));

  it("photos for a device repair and before a service is chosen; none for a visit, sales or marketing service", async () => {
    const { page, context, messages } = await openPage(browser, PHONE);
    await gotoAndSettle(page, "/contact/");
    await startFormApp(page);
    await expect(visibleFields(page)).resolves.toContain("photos");
    const service = page.locator("select[name=service]");
    if (other) {
      await service.selectOption(other.label);
      await expect(visibleFields(page)).resolves.not.toContain("photos");
    }
    if (device) {
      await service.selectOption(device.label);
      await expect(visibleFields(page)).resolves.toContain("photos");
    }
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("a visit's service page opens the form at the visit", () => {
  const visits = services.services.filter((s) => "visit" in s && s.visit);

  it("each service done at the customer's place (data/services.json visit): its request button chooses the visit", async () => {
    const { page, context, messages } = await openPage(browser, PHONE);
    // Each page's request link, as the server sends it, asks for the visit and names the service by its page.
    for (const service of visits) {
      const html = await (await fetch(`${server().baseUrl}${service.path}`)).text();
      const hrefs = [...html.matchAll(/<main[\s\S]*?<\/main>/g)]
        .flatMap(([main]) => [...main.matchAll(/href="(\/contact\/\?[^"]*)"/g)])
        .map(([, href]) => new URL(href.replace(/&amp;/g, "&"), server().baseUrl).searchParams);
      expect([
        service.path,
        hrefs.some((q) => q.get("dropoff") === "on-site" && q.get("service") === service.path),
      ]).toEqual([service.path, true]);
    }
    // The link's tap chooses the visit in the form: the first and the last of them.
    for (const service of new Set([visits[0], visits[visits.length - 1]])) {
      await gotoAndSettle(page, service.path);
      const request = page.locator(`main a[href*="dropoff=on-site"][href*="service="]`).first();
      await request.tap();
      await page.waitForURL((url) => url.pathname === "/contact/" && url.searchParams.get("dropoff") === "on-site");
      await startFormApp(page);
      await page.waitForFunction(
        () => document.querySelector<HTMLSelectElement>("select[name=dropoff]")?.value === "on-site",
      );
      const fields = await visibleFields(page);
      expect([service.path, fields.indexOf("address")]).toEqual([service.path, fields.indexOf("dropoff") + 1]);
      await expect(page.locator("select[name=service]").inputValue()).resolves.toBe(service.label);
    }
    // A service done at the shop asks nothing of a visit.
    const shopService = services.services.find((s) => !("visit" in s && s.visit))!;
    await gotoAndSettle(page, shopService.path);
    await expect(page.locator(`main a[href*="dropoff=on-site"]`).count()).resolves.toBe(0);
    expect(messages).toEqual([]);
    await context.close();
  });
});
