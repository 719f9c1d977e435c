import type { Browser, Page } from "playwright-core";
import { bookingDates, formatBookingDate, SHOP_SCHEDULES, weekdayDate } from "../src/domain/booking";
import { CONTACT_ENDPOINT, weekdayChoice } from "../src/domain/fields";
import { zonedTime } from "../src/domain/open-status";
import { FIELD_ATTRIBUTES } from "../src/domain/service-request";
import { formService } from "./facts";
import { connectBrowser, fillContactForm, openPage, plainThanks, server } from "./helpers";

// The site with JavaScript off, in a real browser: the form's own checks stop what HTML can say, a refusal by the
// function keeps what was typed, and the desktop menus open.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = async (path: string, width = 1280) => {
  const opened = await openPage(browser, { javaScriptEnabled: false, viewport: { width, height: 800 } });
  await opened.page.goto(server().baseUrl + path);
  return opened;
};

/** Every request the page makes to the contact function. */
const functionPosts = (page: Page) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === CONTACT_ENDPOINT) posts.push(request.method());
  });
  return posts;
};

describe("the contact form without JavaScript", () => {
  it("carries the server's rules on its controls (fields.ts FIELD_ATTRIBUTES)", async () => {
    const { page, context } = await open("/contact/");
    const attributes = (id: string) =>
      page
        .locator(`#${id}`)
        .evaluate((element) =>
          Object.fromEntries(
            ["required", "type", "inputmode", "minlength", "maxlength", "pattern"]
              .filter((name) => element.hasAttribute(name))
              .map((name) => [name, element.getAttribute(name)]),
          ),
        );
    for (const [id, expected] of Object.entries(FIELD_ATTRIBUTES)) {
      const rendered = await attributes(id);
      const want: Record<string, string> = {};
      for (const [name, value] of Object.entries(expected))
        if (name !== "title") want[name.toLowerCase()] = value === true ? "" : String(value);
      if (id === "service") delete rendered.type; // a <select> has no type attribute; none is rendered
      expect([id, rendered]).toEqual([id, want]);
    }
    await context.close();
  });

  it("never sends a phone number that is too short: the browser's own check stops it", async () => {
    const { page, context } = await open("/contact/");
    const posts = functionPosts(page);
    await fillContactForm(page, { phone: "12" });
    // The browser checks the form in the click's own default action, before it would post; a post it let go would
    // have started before click() returns (Playwright waits for a navigation an action starts).
    await page.getByRole("button", { name: "Send request" }).click();
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/contact/");
    await expect(page.locator("#phone:invalid").count()).resolves.toBe(1);
    await expect(page.getByLabel("Phone").inputValue()).resolves.toBe("12");
    // Seven digits and the form goes.
    await page.getByLabel("Phone").fill("555-0142");
    await expect(page.locator("#phone:invalid").count()).resolves.toBe(0);
    await context.close();
  });

  it("does not show the 'sent back' hint on a first visit", async () => {
    const { page, context } = await open("/contact/");
    await expect(page.getByText(/sent back to this form/).count()).resolves.toBe(0);
    await context.close();
  });

  it("keeps every typed value when the function refuses the form: its page sends the visitor Back", async () => {
    const { page, context } = await open("/contact/");
    const posts = functionPosts(page);
    const typed = {
      name: "Back Button",
      phone: "(704) 555-0177",
      email: "back@example.com",
      service: formService.label,
      message: "Fan is loud.\nThe laptop shuts down after ten minutes.",
    };
    await fillContactForm(page, { ...typed, dropoff: "We come to you" });
    await page.getByLabel(/Preferred time/).selectOption("afternoon");
    // A visit needs an address: a rule HTML cannot express, so the function refuses the form.
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === CONTACT_ENDPOINT),
      page.getByRole("button", { name: "Send request" }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect(posts).toEqual(["POST"]);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your request was not sent yet");
    await expect(page.getByRole("listitem").allTextContents()).resolves.toEqual([
      "Please enter the address where we should come.",
    ]);
    await expect(
      page.getByText("Use your browser's Back button: your form keeps what you typed.").count(),
    ).resolves.toBe(1);
    await expect(page.locator('a[href^="tel:+1"]').count()).resolves.toBe(1);
    await expect(page.locator("script").count()).resolves.toBe(0);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/contact/");
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe(typed.name);
    await expect(page.getByLabel("Phone").inputValue()).resolves.toBe(typed.phone);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(typed.email);
    await expect(page.getByLabel("Service Needed").inputValue()).resolves.toBe(typed.service);
    await expect(page.getByLabel("Describe the issue").inputValue()).resolves.toBe(typed.message);
    await expect(page.getByLabel(/How will the device get to us/).inputValue()).resolves.toBe("on-site");
    await expect(page.getByLabel(/Preferred time/).inputValue()).resolves.toBe("afternoon");

    // With the address, the same form goes through.
    await page.getByLabel(/Your address/).fill("1 Test St, Charlotte, NC 28202");
    await page.getByRole("button", { name: "Send request" }).click();
    await plainThanks(page);
    await context.close();
  });

  it("offers the weekdays the shop opens, and books the first open one of them with its date", async () => {
    const { page, context } = await open("/contact/", 390);
    const schedule = SHOP_SCHEDULES.byLocation[SHOP_SCHEDULES.main];
    const now = new Date();
    const today = zonedTime(now, schedule.timeZone).date;
    const offered = await page
      .locator("select[name=preferredDate] option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered).toEqual(schedule.hours.map(({ day }) => weekdayChoice(day)));
    // The first weekday whose coming date the shop opens (a holiday this week closes one of them).
    const openDays = bookingDates(now, schedule);
    const choice = offered.find((value) => openDays.includes(weekdayDate(value, today)!))!;
    await fillContactForm(page, { name: "Plain Weekday", service: formService.label, message: "Cracked screen." });
    await page.locator("select[name=preferredDate]").selectOption(choice);
    await page.getByRole("button", { name: "Send request" }).click();
    await plainThanks(page);
    await expect(
      page.locator("main td", { hasText: formatBookingDate(weekdayDate(choice, today)!) }).count(),
    ).resolves.toBe(1);
    await context.close();
  });
});

describe("the desktop menus without JavaScript, at 1280 px", () => {
  it("open on the pointer and on the keyboard's focus, so Locations under About Us is reachable", async () => {
    const { page, context } = await open("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const locations = nav.getByRole("link", { name: "Locations" });
    await expect(locations.isVisible()).resolves.toBe(false);

    // The pointer over the item shows its list.
    await nav.getByRole("button", { name: "About Us" }).hover();
    await expect(locations.isVisible()).resolves.toBe(true);
    await page.mouse.move(640, 700);
    await expect(locations.isVisible()).resolves.toBe(false);

    // Tab from the button into its links.
    await nav.getByRole("button", { name: "About Us" }).focus();
    await expect(locations.isVisible()).resolves.toBe(true);
    for (let i = 0; i < 5 && !(await locations.evaluate((link) => link === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(locations.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await expect(locations.isVisible()).resolves.toBe(true);
    await Promise.all([page.waitForURL(/\/locations\/$/), page.keyboard.press("Enter")]);

    // Every menu's links show the same way.
    await page.goto(server().baseUrl + "/");
    for (const label of await nav.getByRole("button").allTextContents()) {
      const button = nav.getByRole("button", { name: label.trim() });
      await button.focus();
      const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(list.isVisible()).resolves.toBe(true);
    }
    await context.close();
  });
});
