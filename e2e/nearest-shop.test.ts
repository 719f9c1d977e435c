import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import site from "../data/site.json";
import { telHref } from "../src/domain/phone";
import { shopServing } from "../src/domain/served-area";
import { mainShop, otherShop } from "./facts";
import {
  connectBrowser,
  fillContactForm,
  gotoAndSettle,
  mailSince,
  openPage,
  plainThanks,
  sendForm,
  server,
  shopMails,
} from "./helpers";

// "The nearest one" really chosen: a visit goes to the shop whose area its address is in (its ZIP code, else its
// town), and a request from a shop's page to that shop, in the browser and again on the server, with and without
// JavaScript. The addresses are made from data/site.json's areas, whatever they hold.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const VISIT = "We come to you";
const copy = pages.contact.booking;

type Area = (typeof site.locations)[number] & { servedZips?: string[] };
/** An address in `shop`'s area: one of its ZIP codes where it lists them, else its last town. */
const addressIn = (shop: Area) =>
  shop.servedZips?.length
    ? `200 Main St, NC ${shop.servedZips[shop.servedZips.length - 1]}`
    : `200 Main St, ${shop.servedTowns[shop.servedTowns.length - 1]}, NC`;
/** An address in no shop's area. */
const OUTSIDE = "1 Elm St, Nowhere Springs, ZZ 00000";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function askVisit(page: Page, name: string, address: string) {
  await fillContactForm(page, { name, dropoff: VISIT, message: "The office printer is offline." });
  await page.locator("input[name=address]").fill(address);
}

describe("a visit goes to the shop whose area its address is in", () => {
  it("the areas in data/site.json route each shop's own address to it (the test's premise)", () => {
    for (const shop of site.locations) expect(shopServing(addressIn(shop), site.locations)).toBe(shop.id);
    expect(shopServing(OUTSIDE, site.locations)).toBeUndefined();
  });

  it.each(site.locations.map((shop) => [shop.name, shop] as const))(
    "at 390 px: an address in %s's area, 'The nearest one' left as it is: its inbox, its thank-you",
    async (_, shop) => {
      const { page, context, messages } = await openPage(browser, PHONE);
      await gotoAndSettle(page, "/contact/");
      const name = `Area Visit ${shop.id}`;
      await askVisit(page, name, addressIn(shop));
      const before = shopMails();
      const answer = await (await sendForm(page, { how: "tap" })).json();
      expect(answer.booking.shop.id).toBe(shop.id);
      await page.waitForURL(/\/thank-you\//);
      // The thank-you page names the shop and its phone.
      await page.getByText(`${site.name} ${shop.name}, ${shop.streetAddress}`).waitFor();
      await expect(
        page.getByRole("link", { name: new RegExp(shop.phone.replace(/[()]/g, "\\$&")) }).count(),
      ).resolves.toBeGreaterThan(0);
      const mail = await mailSince(before, name);
      expect(mail.subject).toContain(`[${shop.name}]`);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain(shop.email);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it("a visit outside every area goes to the main shop; the shop the visitor picks wins over the address", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, "/contact/");
    await askVisit(page, "Outside Visit", OUTSIDE);
    expect((await (await sendForm(page, { how: "tap" })).json()).booking.shop.id).toBe(mainShop.id);
    await gotoAndSettle(page, "/contact/");
    await askVisit(page, "Chosen Visit", addressIn(mainShop));
    await page.getByLabel(copy.locationLabel).selectOption({ label: otherShop.name });
    expect((await (await sendForm(page, { how: "tap" })).json()).booking.shop.id).toBe(otherShop.id);
    await context.close();
  });
});

describe("a request from a shop's page goes to that shop", () => {
  it.each(site.locations.map((shop) => [shop.name, shop] as const))(
    "every request link in %s's page carries the shop",
    async (_, shop) => {
      const { page, context } = await openPage(browser, PHONE);
      await gotoAndSettle(page, `/locations/${shop.id}/`);
      const hrefs = await page
        .locator('main a[href^="/contact/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const query = new URL(href, server().baseUrl).searchParams;
        expect([href, query.get("dropoff") === shop.id || query.get("location") === shop.id]).toEqual([href, true]);
      }
      await context.close();
    },
  );

  it("the visit link of the other shop's page chooses it in the form, and the request goes there", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, `/locations/${otherShop.id}/`);
    await page.locator(`main a[href*="dropoff=on-site"][href*="location=${otherShop.id}"]`).first().tap();
    await page.waitForURL((url) => url.searchParams.get("location") === otherShop.id);
    await page.waitForFunction(() => "app" in document.documentElement.dataset);
    await expect(page.getByLabel(copy.locationLabel).inputValue()).resolves.toBe(otherShop.name);
    await fillContactForm(page, { name: "Page Visit", message: "Server room check." });
    await page.locator("input[name=address]").fill(OUTSIDE);
    expect((await (await sendForm(page, { how: "tap" })).json()).booking.shop.id).toBe(otherShop.id);
    await context.close();
  });

  it("without JavaScript, the plain form sent from the other shop's visit link goes to that shop", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server().baseUrl}/locations/${otherShop.id}/`);
    await page.locator(`main a[href*="dropoff=on-site"][href*="location=${otherShop.id}"]`).first().click();
    await page.waitForURL((url) => url.searchParams.get("location") === otherShop.id);
    await fillContactForm(page, { name: "Plain Page Visit", dropoff: VISIT, message: "Server room check." });
    await page.locator("input[name=address]").fill(OUTSIDE);
    const before = shopMails();
    await page.getByRole("button", { name: "Send request" }).click();
    await plainThanks(page);
    // The page names the shop the visit's address routed it to, with that shop's phone.
    await expect(page.locator("main").textContent()).resolves.toContain(`, ${otherShop.name}`);
    await expect(page.locator(`main a[href="${telHref(otherShop.phone)}"]`).count()).resolves.toBe(1);
    const mail = await mailSince(before, "Plain Page Visit");
    expect(mail.subject).toContain(`[${otherShop.name}]`);
    await context.close();
  });
});

describe("the contact page's numbers are the chosen shop's", () => {
  /** The numbers the page's main part calls (tel: links) and shows. */
  const numbers = (page: Page) =>
    page.locator("main").evaluate((main) => ({
      calls: [...new Set([...main.querySelectorAll("a[href^='tel:']")].map((a) => a.getAttribute("href")))],
      shown: [...new Set(main.textContent!.match(/\(\d{3}\) \d{3}-\d{4}/g))],
    }));
  const of = (shop: { phone: string }) => ({
    calls: [`tel:+1${shop.phone.replace(/\D/g, "")}`],
    shown: [shop.phone],
  });

  it("from another shop's drop-off link, and as the visitor changes the shop in the form", async () => {
    expect(otherShop.phone).not.toBe(mainShop.phone); // the test's premise
    const { page, context } = await openPage(browser, PHONE);
    await gotoAndSettle(page, "/contact/");
    await expect(numbers(page)).resolves.toEqual(of(mainShop));
    // The form's app starts at once with a choice in the address, and makes the numbers the chosen shop's.
    await gotoAndSettle(page, `/contact/?dropoff=${otherShop.id}`);
    await page.waitForFunction(
      (phone) => !document.querySelector("main")!.textContent!.includes(phone),
      mainShop.phone,
    );
    await expect(numbers(page)).resolves.toEqual(of(otherShop));
    await page.getByLabel(/How will the device get to us/).selectOption(mainShop.id);
    await page.waitForFunction(
      (phone) => !document.querySelector("main")!.textContent!.includes(phone),
      otherShop.phone,
    );
    await expect(numbers(page)).resolves.toEqual(of(mainShop));
    await context.close();
  });
});
