import type { Browser } from "playwright-core";
import navigation from "../data/navigation.json";
import pages from "../data/pages.json";
import services from "../data/services.json";
import { pricing } from "../functions/contact/pricing-data";
import { modelRepairs } from "../src/domain/pricing";
import { claimHolds, timeSpan, turnaroundClaims } from "../src/domain/turnaround";
import { requestServiceHref } from "../src/lib/contact-link";
import { filledPoints, otherServiceCopy } from "../src/lib/service-copy";
import { dropoffLabel, fill, mainShop, serviceFill } from "./facts";
import { connectBrowser, fillContactForm, gotoAndSettle, openPage, sendForm, server } from "./helpers";

/** Copy that fits each page: service pages by kind, the home page's groups, /thank-you/ with and without a request. */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  [390, 844],
  [1280, 800],
] as const;
/** The repair copy's words that no other service's page may show: its warranty, its book block's and quick help's. */
const REPAIR_CLAIMS = [pages.service.warrantyAll, fill(pages.service.bookText), pages.service.quickHelpText];
const sets = pages.service.otherServices;
/** Each set of other services' copy, with the first service that takes it (by its path, else by its group). */
const notRepairs = sets.flatMap((set) => {
  const service = services.services.find((s) => otherServiceCopy(sets, s) === set);
  return service ? [[service.path, set, service.label] as const] : [];
});
/** A service that keeps the repair copy: the first that no set takes. */
const repair = services.services.find((s) => !otherServiceCopy(sets, s))!;

describe("service pages that are not repairs", () => {
  it("every set of other services' copy has a service", () => {
    expect(notRepairs.length).toBe(sets.length);
  });

  it.each(notRepairs)(
    "%s makes no repair claim and has its own why-us points and call to action",
    async (path, set, label) => {
      for (const [width, height] of VIEWPORTS) {
        const { page, context, messages } = await openPage(browser, { viewport: { width, height } });
        await gotoAndSettle(page, path);
        const main = page.locator("main");
        const text = (await main.textContent()) ?? "";
        for (const claim of REPAIR_CLAIMS) expect(text).not.toContain(claim);
        expect(text).not.toMatch(/warranty on every repair|tell us what is wrong/i);
        for (const point of set.whyPoints) expect(text).toContain(point);
        await expect(main.getByRole("heading", { name: set.whyHeading }).count()).resolves.toBe(1);
        await expect(
          main.getByRole("heading", { name: set.bookHeading.replace("{service}", label), level: 2 }).count(),
        ).resolves.toBe(1);
        // The hero's button and the book block's say what the visitor does here: ask.
        const ask = main.getByRole("link", { name: navigation.actions[set.action as "askQuestion"], exact: true });
        await expect(ask.count()).resolves.toBe(2);
        // The request form with this service, and the visit chosen for one done at the customer's place.
        const visit = services.services.some((s) => s.path === path && "visit" in s && s.visit);
        await expect(ask.first().getAttribute("href")).resolves.toBe(
          requestServiceHref(navigation.contact.to, path, visit),
        );
        await expect(page.locator("h1").count()).resolves.toBe(1);
        expect(messages).toEqual([]);
        await context.close();
      }
    },
  );

  it("a repair service keeps the repair copy", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, repair.path);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const claim of REPAIR_CLAIMS.slice(1)) expect(text).toContain(claim);
    expect(text).toMatch(/warranty/i);
    await expect(
      page.locator("main").getByRole("link", { name: navigation.actions.requestService, exact: true }).count(),
    ).resolves.toBe(2);
    await context.close();
  });
});

describe("repair service pages' why-us points", () => {
  /** Every service that keeps the repair copy. */
  const repairs = services.services.filter((s) => !otherServiceCopy(sets, s));

  it("each says its own typical time and warranty, as its prices (or its own words) give them, and no other", async () => {
    // The server's HTML, as every visitor first sees it: read without scripts (a third of the time for each page).
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    for (const service of repairs) {
      await page.goto(server().baseUrl + service.path);
      const shown = await page.locator("section[aria-labelledby=why-us] li").allTextContents();
      const points = filledPoints(pages.service.whyPoints, serviceFill(service));
      expect([service.path, shown]).toEqual([service.path, points]);
    }
    await context.close();
  }, 120000);
});

describe("the home page's service groups", () => {
  it.each(VIEWPORTS)("show each heading once, over rows without empty slots, at %ipx", async (width, height) => {
    const { page, context } = await openPage(browser, { viewport: { width, height } });
    await gotoAndSettle(page, "/");
    const headings = await page.locator("main :is(h1, h2, h3)").allTextContents();
    const repeated = headings.filter((heading, i) => headings.indexOf(heading) !== i);
    expect(repeated).toEqual([]);
    // Each group's first row is full: its cards together span the grid's width.
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll("main section ul")]
        .filter((ul) => ul.querySelector(":scope > li > a h3, :scope > li > a h4"))
        .map((ul) => {
          const grid = ul.getBoundingClientRect();
          const items = [...ul.children].map((li) => li.getBoundingClientRect());
          const firstRow = items.filter((box) => Math.abs(box.top - items[0].top) < 1);
          return {
            heading: ul.closest("section")?.querySelector("h2")?.textContent,
            span: Math.max(...firstRow.map((box) => box.right)) - Math.min(...firstRow.map((box) => box.left)),
            width: grid.width,
          };
        }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect([row.heading, Math.round(row.span)]).toEqual([row.heading, Math.round(row.width)]);
    await context.close();
  });
});

describe("/thank-you/", () => {
  it.each(VIEWPORTS)("opened directly says how to send a request, at %ipx", async (width, height) => {
    const { page, context, messages } = await openPage(browser, { viewport: { width, height } });
    await gotoAndSettle(page, "/thank-you/");
    const main = page.locator("main");
    await expect(page.locator("h1").allInnerTexts()).resolves.toEqual([pages.thankYou.directHeading]);
    // What shows (the page after a request waits in <noscript> for visitors without JavaScript).
    const text = await main.innerText();
    expect(text).not.toMatch(/received|thank you/i);
    expect(text).not.toContain(pages.thankYou.noReference);
    const request = main.getByRole("link", { name: navigation.actions.requestService, exact: true });
    await expect(request.getAttribute("href")).resolves.toBe(`${navigation.contact.to}#request`);
    await expect(request.isVisible()).resolves.toBe(true);
    await expect(main.locator('a[href^="tel:"]').textContent()).resolves.toContain("Call (");
    await expect(main.getByRole("link", { name: navigation.actions.getPrice, exact: true }).count()).resolves.toBe(1);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("after a request for the slowest repair, promises no time its estimate's time contradicts", async () => {
    // The repair whose typical time is longest, of any family (when written, a TV panel: 3-5 days).
    const slowest = pricing.families
      .flatMap((family) =>
        family.brands.flatMap((brand) =>
          brand.models.flatMap((model) =>
            modelRepairs(family, model).map(({ repair, price }) => ({ family, model, repair, price })),
          ),
        ),
      )
      .sort((a, b) => timeSpan(b.price.time)!.max - timeSpan(a.price.time)!.max)[0];
    const { page, context, messages } = await openPage(browser);
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          reference: "QC-7K4M-2XQ9",
          booking: {
            estimate: {
              name: `${slowest.model.label} ${slowest.repair.label}`,
              price: "Free diagnostic, then a quote",
              time: slowest.price.time,
              warrantyDays: slowest.price.warrantyDays,
              sameDay: slowest.price.sameDay,
            },
            dropoff: { id: mainShop.id, label: dropoffLabel(mainShop) },
            photos: 0,
          },
        }),
      }),
    );
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Slow Repair", message: "Lines on the picture." });
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    await page.getByText(slowest.price.time, { exact: false }).first().waitFor();
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    const broken = turnaroundClaims(text).filter((claim) => !claimHolds(claim, [timeSpan(slowest.price.time)!]).holds);
    expect(broken.map((claim) => claim.clause)).toEqual([]);
    // The answer's promise is the one of data/site.json.
    expect(text).toContain(fill("{replyTime}"));
    expect(messages).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)("after a booking, its lists show bullets, at %ipx", async (width, height) => {
    const { page, context, messages } = await openPage(browser, { viewport: { width, height } });
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          reference: "QC-7K4M-2XQ9",
          booking: { dropoff: { id: mainShop.id, label: dropoffLabel(mainShop) }, photos: 0 },
        }),
      }),
    );
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, { name: "Bullet Points", message: "Screen cracked." });
    await sendForm(page);
    await page.waitForURL(/\/thank-you\/$/);
    const list = page
      .getByRole("heading", { name: pages.thankYou.booked.dropoff.heading })
      .locator("xpath=following-sibling::ul[1]");
    await list.waitFor();
    const styles = await list
      .locator("li")
      .evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
    expect(styles).toHaveLength(pages.thankYou.booked.dropoff.steps.length);
    for (const style of styles) expect(style).not.toBe("none");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual([pages.thankYou.heading]);
    expect(messages).toEqual([]);
    await context.close();
  });
});
