import type { Browser } from "playwright-core";
import navigation from "../data/navigation.json";
import pages from "../data/pages.json";
import services from "../data/services.json";
import { buildGroups } from "../src/lib/navigation";
import { serviceHeading } from "./facts";
import { connectBrowser, gotoAndSettle, openPage, server, until, untilStill } from "./helpers";

// The menus as navigation.json and services.json make them: the desktop header's groups, the mobile menu's.
const groups = buildGroups(navigation, services.services);

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("header at 1280px", () => {
  it("shows the groups marked desktop, then the business menu and About Us, and hides the others", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const buttons = await nav.getByRole("button").allTextContents();
    const business = (navigation as { businessMenu?: typeof navigation.aboutMenu }).businessMenu;
    expect(buttons.map((b) => b.trim())).toEqual([
      ...groups.desktop.map((g) => g.label),
      ...(business ? [business.label] : []),
      navigation.aboutMenu.label,
    ]);
    // A business reaches the pages of the groups the header hides through the business menu, with one click.
    if (business) {
      await nav.getByRole("button", { name: business.label, exact: true }).click();
      for (const link of business.items) {
        const shown = nav.getByRole("link", { name: link.label, exact: true });
        await shown.waitFor({ state: "visible" });
        expect(await shown.getAttribute("href")).toBe(link.to);
      }
    }
    const links = await nav.locator(":scope > ul > li > a").allTextContents();
    expect(links).toEqual([navigation.home.label, navigation.contact.label]);
    const hidden = groups.all.filter((g) => !g.desktop);
    for (const group of hidden)
      await expect(nav.getByRole("button", { name: group.label, exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it("opens a dropdown with the keyboard, moves with arrows and closes with Escape", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/");
    const [first] = groups.desktop;
    expect(first.items.length).toBeGreaterThanOrEqual(2);
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: first.label });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(first.items[1].label);
    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(first.label);
    await page.keyboard.press("Space");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await button.click();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await context.close();
  });
});

describe("mobile menu at 390px", () => {
  it("slides in from the left, keeps two groups open at once, and closes when a link is chosen", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await untilStill(page); // the slide-in
    const box = await dialog.boundingBox();
    expect(Math.abs(box!.x)).toBeLessThan(0.5); // at the left edge (the animation may end a hair short of 0)
    expect(box!.width).toBeLessThan(390);
    // The groups are native disclosures (<details>), shown by their <summary>.
    const summaries = await dialog.locator("summary").allTextContents();
    expect(summaries.map((g) => g.trim())).toEqual(groups.mobile.map((g) => g.label));
    // Two groups open at once: the last two, the link chosen below is the last one's first.
    const [one, two] = groups.mobile.slice(-2);
    await dialog.locator("summary").filter({ hasText: one.label }).click();
    await dialog.locator("summary").filter({ hasText: two.label }).click();
    await expect(dialog.locator("details[open] > summary").allTextContents()).resolves.toEqual([one.label, two.label]);
    // Focus stays inside the sheet.
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    const chosen = services.services.find((s) => s.path === two.items[0].to)!;
    await dialog.getByRole("link", { name: chosen.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === chosen.path);
    await dialog.waitFor({ state: "detached" });
    await expect(page.locator("h1").textContent()).resolves.toBe(serviceHeading(chosen));
    await context.close();
  });

  it("gives focus back to the menu button when closed with Escape, the close button or a tap beside it", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const close: Record<string, () => Promise<void>> = {
      Escape: () => page.keyboard.press("Escape"),
      "the close button": () => page.getByRole("button", { name: "Close menu" }).click(),
      "a tap on the backdrop": () => page.mouse.click(380, 400),
    };
    for (const [how, closeIt] of Object.entries(close)) {
      await menuButton.click();
      await page.getByRole("dialog").waitFor();
      await closeIt();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      expect({ how, focused }).toEqual({ how, focused: "Open menu" });
    }
    await context.close();
  });

  it("opens on a tap before the page's JavaScript has run (the HTML's invoker command)", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // Refuse every script file, so the page stays as the server sent it.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(server().baseUrl + "/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Contact" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });
});

/** A browser without invoker commands (before Chromium 135, Safari 26.2): the button's `command` does nothing. */
const withoutInvokerCommands = () => {
  delete (HTMLButtonElement.prototype as { command?: unknown }).command;
  window.addEventListener(
    "command",
    (event) => {
      if (event.isTrusted) event.preventDefault();
    },
    true,
  );
};

describe("the mobile menu where the browser has no invoker commands", () => {
  it("opens and closes through the invokers polyfill, which only such a browser loads", async () => {
    const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(withoutInvokerCommands);
    const polyfills: string[] = [];
    page.on("request", (request) => {
      if (/\/invokers-polyfill-[0-9a-f]+\.js$/.test(request.url())) polyfills.push(request.url());
    });
    for (const path of ["/", "/get-a-quote/"]) {
      await gotoAndSettle(page, path);
      // The polyfill has run: CommandEvent is its class, no longer the browser's.
      await page.waitForFunction(
        () => !/native code/.test(String((window as unknown as { CommandEvent: unknown }).CommandEvent)),
      );
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
      await page.getByRole("dialog").getByRole("button", { name: "Close menu" }).click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
    expect(polyfills.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("is not loaded where the browser has them", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const polyfills: string[] = [];
    page.on("request", (request) => {
      if (/invokers-polyfill/.test(request.url())) polyfills.push(request.url());
    });
    await gotoAndSettle(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    expect(polyfills).toEqual([]);
    await context.close();
  });
});

describe("home page", () => {
  it("has its sections' anchors, whose links are their groups' services and reach a page", async () => {
    const { sections, highlights } = pages.home;
    const { page, context } = await openPage(browser);
    await gotoAndSettle(page, "/");
    for (const id of [...sections.map((section) => section.id), "about", "contact"])
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    const hrefs = await page
      .locator(sections.map((section) => `#${section.id} a`).join(", "))
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const servicePaths = services.services
      .filter((s) => sections.some((section) => section.groups.includes(s.group)))
      .map((s) => s.path);
    expect(new Set(hrefs)).toEqual(new Set(servicePaths));
    for (const href of hrefs) expect((await fetch(server().baseUrl + href)).status).toBe(200);
    const anchors = await page
      .getByRole("navigation", { name: "Highlights" })
      .getByRole("link")
      .evaluateAll((l) => l.map((a) => a.getAttribute("href")));
    expect(anchors).toEqual(highlights.map((highlight) => `#${highlight.anchor}`));
    await context.close();
  });
});

describe("service pages", () => {
  it("every service path answers 200 with its own h1", async () => {
    for (const service of services.services) {
      const response = await fetch(`${server().baseUrl}${service.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(serviceHeading(service).replace(/&/g, "&amp;"));
    }
  });
});

describe("not-found page", () => {
  it("answers 404, shows the not-found page and logs the path", async () => {
    const { page, context, messages } = await openPage(browser);
    const response = await gotoAndSettle(page, "/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Oops! Page not found");
    await expect(page.getByText("404", { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
    await until("the logged path", () => messages.some((m) => m.includes("/no-such-page/")));
    await context.close();
  });
});

// Every page logs no error and no hydration warning at 390 and 1280 px: checked for a sample of every template by
// pages-390.test.ts and pages-1280.test.ts (page-checks.ts), on the loads their other checks make.
