import fs from "node:fs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/chromium.cjs";
import { STATE_FILE } from "./global-setup";

export const server = (): { baseUrl: string; outbox: string } => JSON.parse(fs.readFileSync(STATE_FILE, "utf8"));

export const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * A page that records console errors, warnings and page errors, and never reaches
 * outside the machine (the maps embed is answered with an empty page).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // A form's answer then the thank-you page took over 30 s twice on a loaded 2-CPU host (2026-11-25, full runs beside
  // the other worker): navigations and waits for an address get a minute.
  context.setDefaultNavigationTimeout(60_000);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
  // The CSP of netlify.toml is served with every page: any refused script, style, frame or
  // request shows up here (Chromium also logs it as a console error).
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    ),
  );
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return { page, context, messages };
}

export async function gotoAndSettle(page: Page, path: string) {
  const response = await page.goto(server().baseUrl + path, { waitUntil: "networkidle" });
  // React has hydrated the page and run its effects (src/page-runtime/hydration.ts marks <html>): handlers are attached and
  // what the page reads from the address (?ref=, ?service=) is applied.
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
  return response;
}

/**
 * The form starts its app on the first touch (app-on-intent.test.ts checks a click made before that). A test about
 * what the app does with an answer sends once React has hydrated the form (`<html data-app>`). On a loaded host that
 * start took over 30 s twice (2026-11-25): it gets a minute.
 */
export const untilAppStarted = (page: Page) =>
  page.waitForFunction(() => "app" in document.documentElement.dataset, null, { timeout: 60_000 });

/** The path of every page in /sitemap.xml, and a missing address for the not-found page. */
/**
 * The paths a per-page browser check visits: every page, but of the model price pages (one template over ~170 pages,
 * /pricing/<family>/<brand>/<model>/) the first of each family and its last brand's first model.
 */
export function templateSample(paths: readonly string[]): string[] {
  const model = /^\/pricing\/([^/]+)\/([^/]+)\/[^/]+\/$/;
  const models = paths.filter((p) => model.test(p));
  const kept = new Set<string>();
  for (const family of new Set(models.map((p) => model.exec(p)![1]))) {
    const of = models.filter((p) => model.exec(p)![1] === family);
    const lastBrand = model.exec(of[of.length - 1])![2];
    kept.add(of[0]).add(of.find((p) => model.exec(p)![2] === lastBrand)!);
  }
  return paths.filter((p) => !model.test(p) || kept.has(p));
}

export async function sitemapPathsAndMissing() {
  const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).concat("/no-such-page/");
}

/**
 * Fills the contact form's required fields as a visitor would; with `dropoff`, also picks how the device
 * gets to the shop (the choice's label, e.g. "Drop off at Charlotte"). An empty `service` keeps the preselected one.
 */
export async function fillContactForm(
  page: Page,
  {
    name = "Test Visitor",
    phone = "(704) 555-0100",
    email = "visitor@example.com",
    service = "TV Repair",
    dropoff = "",
    message = "No picture",
  } = {},
) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Email").fill(email);
  if (service) await page.getByLabel("Service Needed").selectOption(service);
  if (dropoff) await page.getByLabel(/How will the device get to us/).selectOption({ label: dropoff });
  await page.getByLabel("Describe the issue").fill(message);
}
