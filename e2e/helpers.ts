import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { CONTACT_ENDPOINT } from "../src/domain/fields";
import { formService } from "./facts";
import { readState } from "./servers";
import { LANGUAGES, pathIn } from "../src/domain/language";

// One way for each wait the browser tests make. Each of these once raced on a loaded 2-CPU host and was fixed in the
// test that hit it; here it is fixed for all:
// - navigations and waits get a minute (a form's answer and then the thank-you page took over 30 s): openPage;
// - the forms start their app on the visitor's first touch, and a click made before that is held for 10 s, then
//   posted as the plain form: a test about the app sends once the app has started (sendForm);
// - e-mails may be written a moment after the answer: mailSince waits for them;
// - anything else waits on a state with a deadline (until), never for a fixed time.

/** The site's server (global-setup.ts) and its outbox. */
export const server = (): { baseUrl: string; outbox: string } => readState();

/** The Chromium global-setup.ts started, shared by every test file (each file's contexts are its own). */
export const connectBrowser = () => chromium.connect(readState().wsEndpoint);

/** How long a navigation or a wait for a state may take before the test fails: on a loaded host, a minute. */
export const WAIT_MS = 60_000;

/**
 * A page that records console errors, warnings and page errors, and never reaches
 * outside the machine (the maps embed is answered with an empty page).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultNavigationTimeout(WAIT_MS);
  context.setDefaultTimeout(WAIT_MS);
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

/** Until the page's own script has run: React hydrated (src/page-runtime/hydration.ts), or the site chrome's. */
export const untilHydrated = (page: Page) => page.waitForFunction(() => "hydrated" in document.documentElement.dataset);

export async function gotoAndSettle(page: Page, path: string) {
  // The load event, then the state below: Playwright's "networkidle" added half a second of quiet to every load
  // (about 50 s of the browser suite's 500 s on 2 CPUs); what a test reads later than that (a lazily loaded part's
  // words) is waited for where it is read.
  const response = await page.goto(server().baseUrl + path, { waitUntil: "load" });
  // React has hydrated the page and run its effects (src/page-runtime/hydration.ts marks <html>): handlers are attached and
  // what the page reads from the address (?ref=, ?service=) is applied.
  await untilHydrated(page);
  return response;
}

/** Until React has hydrated the form (`<html data-app>`): on a page that starts it on intent, after a first touch. */
export const untilAppStarted = (page: Page) => page.waitForFunction(() => "app" in document.documentElement.dataset);

/**
 * Starts the form's app as a visitor's first touch does (a focus in the form, src/page-runtime/app-on-intent.ts) and
 * waits until it has hydrated. app-on-intent.test.ts checks what happens to a click made before that.
 */
export async function startFormApp(page: Page) {
  if (!(await page.evaluate(() => "app" in document.documentElement.dataset)))
    await page.locator("main form").first().locator("input, select, textarea").first().focus();
  await untilAppStarted(page);
}

type SendOptions = { button?: string; how?: "click" | "tap" | "dblclick" };

/** Clicks (or taps) the form's Send button once its app has started, so that the app, not the plain form, sends. */
export async function pressSend(page: Page, { button = "Send request", how = "click" }: SendOptions = {}) {
  await startFormApp(page);
  const send = page.getByRole("button", { name: button });
  await (how === "tap" ? send.tap() : how === "dblclick" ? send.dblclick() : send.click());
}

/**
 * Sends the contact form through its app and waits for the function's answer (a route's answer too); when the form's
 * own checks stop it, fails with what the page says instead of waiting for a page that never comes.
 */
export async function sendForm(page: Page, options: SendOptions = {}): Promise<Response> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === CONTACT_ENDPOINT && r.request().method() === "POST",
  );
  answer.catch(() => undefined); // awaited below, unless the press itself fails
  // The form's own checks answer at once: their summary ends the wait instead of the minute of a missing response.
  const stopped = page
    .getByRole("alert")
    .filter({ hasText: /Please correct|Corrija/ })
    .waitFor()
    .then(() => null);
  stopped.catch(() => undefined);
  await pressSend(page, options);
  const sent = await Promise.race([answer, stopped]).catch(() => null);
  if (sent) return sent;
  const said = await page.getByRole("alert").allInnerTexts();
  // The fields the checks refused, with what each holds, name the cause (a value lost as the app started, a day gone).
  const refused = await page
    .locator("main form [aria-invalid=true]")
    .evaluateAll((fields) =>
      fields.map((f) => `${(f as HTMLInputElement).name}=${JSON.stringify((f as HTMLInputElement).value)}`),
    );
  throw new Error(
    `The form sent nothing; the page says: ${said.join(" | ") || "nothing"}; refused: ${refused.join(", ")}`,
  );
}

/** Waits until `check` gives a value (checked every `every` ms, for `timeout` ms at most) and returns it. */
export async function until<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeout = WAIT_MS, every = 100 } = {},
): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** The shop's e-mails in an outbox (a visitor's confirmation is written beside each, named -visitor.eml). */
export const shopMails = (outbox = server().outbox) =>
  fs.readdirSync(outbox).filter((f) => f.endsWith(".eml") && !f.endsWith("-visitor.eml"));

/**
 * The one shop e-mail written since `before` (shopMails() then) that names `name` (the visitor's, which each test
 * makes its own: other test files write to the same outbox meanwhile), parsed; waited for, as a delivery may end a
 * moment after the answer. Two fail.
 */
export async function mailSince(before: readonly string[], name: string, outbox = server().outbox) {
  const known = new Set(before);
  const added = await until(`the shop's e-mail from ${name}`, () => {
    const files = shopMails(outbox).filter(
      (f) => !known.has(f) && fs.readFileSync(path.join(outbox, f), "utf8").includes(name),
    );
    return files.length ? files : undefined;
  });
  if (added.length !== 1) throw new Error(`${added.length} new e-mails from ${name} in ${outbox}: ${added.join(", ")}`);
  return simpleParser(fs.readFileSync(path.join(outbox, added[0])));
}

/** The path of every page in /sitemap.xml, and a missing address for the not-found page. */
export async function sitemapPathsAndMissing() {
  const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).concat("/no-such-page/");
}

/**
 * The paths a per-page browser check visits: every page, but of the model price pages (one template over ~170 pages,
 * /pricing/<family>/<brand>/<model>/) the first of each family and its last brand's first model.
 */
export function templateSample(paths: readonly string[]): string[] {
  // A model's page in each language: /pricing/<family>/<brand>/<model>/ and its Spanish page under the Spanish hub.
  const model = new RegExp(`^(${LANGUAGES.map((lang) => pathIn("/pricing/", lang)).join("|")})([^/]+)/([^/]+)/[^/]+/$`);
  const models = paths.filter((p) => model.test(p));
  const kept = new Set<string>();
  const familyOf = (p: string) => model.exec(p)!.slice(1, 3).join("");
  for (const family of new Set(models.map(familyOf))) {
    const of = models.filter((p) => familyOf(p) === family);
    const lastBrand = model.exec(of[of.length - 1])![3];
    kept.add(of[0]).add(of.find((p) => model.exec(p)![3] === lastBrand)!);
  }
  return paths.filter((p) => !model.test(p) || kept.has(p));
}

/**
 * Fills the contact form's required fields as a visitor would; with `dropoff`, also picks how the device
 * gets to the shop (the choice's label, facts.ts dropoffLabel). An empty `service` keeps the preselected one; by
 * default it is facts.ts formService.
 */
export async function fillContactForm(
  page: Page,
  {
    name = "Test Visitor",
    phone = "(704) 555-0100",
    email = "visitor@example.com",
    service = formService.label,
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

/**
 * The first date the form's day list offers, once the app has filled it: before, the plain form lists the shop's
 * weekdays ("next-monday"), and a value read then was gone when the test chose it (CI: status.test.ts).
 */
export async function firstOfferedDay(page: Page, list = page.getByLabel(/Preferred day/)): Promise<string> {
  const option = list.locator("option").nth(1);
  return until("the app's dates in the day list", async () => {
    const value = await option.getAttribute("value");
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  });
}

/**
 * In the page: until `count` frames have been drawn. A frame is awaited with a new ResizeObserver, whose first report
 * comes in the browser's next rendering update: Playwright's clock (`page.clock`, the closure-day tests) replaces
 * requestAnimationFrame with a 16 ms timer that no frame follows.
 */
async function framesDrawn(count: number) {
  for (let i = 0; i < count; i++)
    await new Promise<void>((done) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        done();
      });
      observer.observe(document.documentElement);
    });
}

/**
 * Until `count` frames have been drawn: what the page's observers (IntersectionObserver, ResizeObserver) report for
 * the page as it is now has been reported, and a part rendered near the screen that a frame found near it has been
 * rendered. With the clock's timer for frames, two "frames" sometimes passed before the browser drew the part a
 * screen's scroll had brought near (CLS 0.042 in 1-6 of 20-40 runs of locations.test.ts's scroll in the week of a
 * closure; 0 of 60 with frames drawn).
 */
export const afterFrames = (page: Page, count = 2) => page.evaluate(framesDrawn, count);

/** Records the page's layout shifts from its start (the Layout Instability API): read with `shifts`. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });

/** The sum of the layout shifts so far (the load's CLS), once two more frames have been drawn. */
export const shifts = async (page: Page) => {
  await afterFrames(page);
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
};

/**
 * Until nothing on the page moves: every CSS animation and transition that ends has ended (an opening sheet, a toast
 * coming in), and the scroll position is the same two frames running (the page's own scroll after them).
 */
export async function untilStill(page: Page) {
  // Waits for the animations running now to end (`wait`), or counts them.
  const animations = (wait: boolean) =>
    page.evaluate(async (waitForEnd) => {
      const ending = () =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime));
      if (waitForEnd) await Promise.all(ending().map((a) => a.finished.catch(() => undefined)));
      return ending().length;
    }, wait);
  for (let at = ""; ;) {
    await animations(true);
    await afterFrames(page);
    const now = await page.evaluate(() => `${scrollX} ${scrollY}`);
    if (!(await animations(false)) && now === at) return;
    at = now;
  }
}

/** A request's reference as the site writes it. */
export const REFERENCE = /QC-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/**
 * The page the function answers a plain form post with (functions/contact/thanks-page.ts), once it is shown: the
 * request's reference on it.
 */
export async function plainThanks(page: Page): Promise<string> {
  const reference = page.locator("main p strong", { hasText: new RegExp(`^${REFERENCE.source}$`) });
  await reference.waitFor();
  return (await reference.textContent())!;
}
