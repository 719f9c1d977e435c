// Form start benchmark (not a test): what a visitor's first touch of a form costs, on a phone-sized screen with the
// CPU slowed by the calibrated multiplier of bench:lighthouse and Lighthouse's slow 4G from the touch on. The forms
// start the app on that touch (page-runtime/app-on-intent.ts); an earlier build (--compare) started it during the load. Each
// run is a fresh load of `npm start`'s page, waited until loaded and idle, then:
// - contact: a tap on the name field, and a key 50 ms later: the key's delay (from the key to its input event) and the
//   time from the tap until the form is the app's (its day list filled);
// - estimator: a tap on its first choice (Phones): the time until the next step's question is shown (a page of its own
//   since issue 31; an earlier build showed it in the same page).
// The builds take turns. Prints the medians and writes reports/bench-form.json.
// Usage: npm run bench:form [-- --runs 5 --compare ../before --default-throttling] (needs `npm run build`)
import { browserReport, loadQuiet, measureInTurns, roundRuns, SLOW_4G } from "./lib/bench-browser.mjs";
import { median, writeReport } from "./lib/bench-report.mjs";
import { describeCpu } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";

const flags = readFlags({ runs: 5, compare: "", "default-throttling": false, "cpu-slowdown": 0 });
const VIEWPORT = { width: 390, height: 844 };

/** A fresh load, waited until the network has been quiet for 500 ms and the page is idle; then the throttling. */
async function loadAndThrottle(context, url, cpuSlowdownMultiplier) {
  const page = await context.newPage();
  await loadQuiet(page, url);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdownMultiplier });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  return page;
}

async function contactRun(context, baseUrl, cpuSlowdownMultiplier) {
  const page = await loadAndThrottle(context, `${baseUrl}/contact/`, cpuSlowdownMultiplier);
  await page.evaluate(() => {
    window.__formTiming = new Promise((resolve) => {
      const t = {};
      const field = document.querySelector("input[name=name]");
      const days = document.querySelector("select[name=preferredDate]");
      addEventListener("pointerdown", (event) => (t.tap = event.timeStamp), { capture: true, once: true });
      addEventListener("keydown", (event) => (t.key = event.timeStamp), { capture: true, once: true });
      field.addEventListener("input", () => (t.input = performance.now()), { once: true });
      const done = () => {
        if (t.input === undefined || t.ready === undefined) return;
        resolve(t);
      };
      const check = () => {
        if (t.ready === undefined && days.length > 1) t.ready = performance.now();
        done();
        if (t.ready === undefined || t.input === undefined) setTimeout(check, 10);
      };
      check();
    });
  });
  await page.locator("input[name=name]").tap();
  await page.waitForTimeout(50);
  await page.keyboard.press("J");
  const t = await page.evaluate(() => window.__formTiming);
  return { keyDelay: t.input - t.key, tapToReady: Math.max(0, t.ready - t.tap) };
}

/**
 * The estimator's first choice: a tap on its first device, until the next step's question is on the screen. The step
 * is a page of its own (the family's); a build before issue 31 (--compare) showed it in the same page with the app.
 */
async function quoteRun(context, baseUrl, cpuSlowdownMultiplier) {
  const page = await loadAndThrottle(context, `${baseUrl}/get-a-quote/`, cpuSlowdownMultiplier);
  const next = page.getByRole("heading", { name: /^Which (brand|model)\?$/ });
  const start = Date.now();
  await page.locator('main a[href="/pricing/phones/"]').first().tap();
  await next.waitFor({ state: "visible" });
  return { tapToStep: Date.now() - start };
}

const { cpu, builds, runsOf } = await measureInTurns({
  flags,
  report: "bench-form",
  measure: async (browser, build, { cpuSlowdownMultiplier }) => {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    try {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
      const contact = await contactRun(context, build.server.baseUrl, cpuSlowdownMultiplier);
      const quote = await quoteRun(context, build.server.baseUrl, cpuSlowdownMultiplier);
      return { ...contact, ...quote };
    } finally {
      await context.close();
    }
  },
});
const results = builds.map((build, i) => {
  const runs = runsOf[i];
  const of = (key) => ({
    median: Math.round(median(runs.map((r) => r[key]))),
    min: Math.round(Math.min(...runs.map((r) => r[key]))),
    max: Math.round(Math.max(...runs.map((r) => r[key]))),
  });
  return {
    build: build.name,
    keyDelay: of("keyDelay"),
    tapToReady: of("tapToReady"),
    tapToStep: of("tapToStep"),
    runs,
  };
});

const range = ({ median: m, min, max }) => `${m} (${min}-${max})`;
console.log(
  `\nFirst touch of a form, ${VIEWPORT.width}x${VIEWPORT.height}, median (min-max) of ${flags.runs} fresh loads, ms; ${describeCpu(cpu)}; slow 4G from the touch on`,
);
console.table(
  results.map((r) => ({
    build: r.build,
    "contact: key -> input": range(r.keyDelay),
    "contact: tap -> days listed": range(r.tapToReady),
    "estimator: tap -> next step": range(r.tapToStep),
  })),
);
writeReport(
  "bench-form.json",
  browserReport(
    { viewport: VIEWPORT, runs: flags.runs, cpu },
    { network: { slow4G: SLOW_4G }, results: roundRuns(results) },
  ),
);
