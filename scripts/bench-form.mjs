// Form start benchmark (not a test): what a visitor's first touch of a form costs, on a phone-sized screen with the
// CPU slowed by the calibrated multiplier of bench:lighthouse and Lighthouse's slow 4G from the touch on. The forms
// start the app on that touch (lib/app-on-intent.ts); an earlier build (--compare) started it during the load. Each
// run is a fresh load of `npm start`'s page, waited until loaded and idle, then:
// - contact: a tap on the name field, and a key 50 ms later: the key's delay (from the key to its input event) and the
//   time from the tap until the form is the app's (its day list filled);
// - estimator: a tap on its first choice: the time until the next step's heading is shown.
// The builds take turns. Prints the medians and writes reports/bench-form.json.
// Usage: npm run bench:form [-- --runs 5 --compare ../before --default-throttling] (needs `npm run build`)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { median, root, writeReport } from "./lib/bench-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.cjs";
import { calibrateCpu, describeCpu } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";
import { startProductionServer } from "./lib/start-server.cjs";

const flags = readFlags({ runs: 5, compare: "", "default-throttling": false, "cpu-slowdown": 0 });
// As bench:menu: Lighthouse's mobile network as DevTools applies it.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const VIEWPORT = { width: 390, height: 844 };

/** A fresh load, waited until the network has been quiet for 500 ms and the page is idle; then the throttling. */
async function loadAndThrottle(context, url, cpuSlowdownMultiplier) {
  const page = await context.newPage();
  const pending = new Set();
  page.on("request", (request) => pending.add(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("requestfinished", (request) => pending.delete(request));
  await page.goto(url, { waitUntil: "load" });
  for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(50))
    if (pending.size) quietSince = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
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

async function quoteRun(context, baseUrl, cpuSlowdownMultiplier) {
  const page = await loadAndThrottle(context, `${baseUrl}/get-a-quote/`, cpuSlowdownMultiplier);
  const heading = await page.locator("#quote-step-heading").textContent();
  await page.evaluate((first) => {
    window.__stepTiming = new Promise((resolve) => {
      let tap = 0;
      addEventListener("pointerdown", (event) => (tap = event.timeStamp), { capture: true, once: true });
      const check = () => {
        const now = document.querySelector("#quote-step-heading")?.textContent;
        if (tap && now && now !== first) requestAnimationFrame(() => resolve(performance.now() - tap));
        else setTimeout(check, 10);
      };
      check();
    });
  }, heading);
  await page.locator("main a[class*=choice]").first().tap();
  return { tapToStep: await page.evaluate(() => window.__stepTiming) };
}

const builds = [{ name: "this checkout", project: root }];
if (flags.compare) builds.push({ name: path.resolve(flags.compare), project: path.resolve(flags.compare) });
for (const build of builds)
  build.server = await startProductionServer({
    project: build.project,
    logFile: path.join(root, `reports/bench-form-server-${builds.indexOf(build)}.log`),
    env: { CONTACT_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qctr-form-outbox-")) },
  });
let cpu;
const results = [];
try {
  cpu = await calibrateCpu(`${builds[0].server.baseUrl}/`, {
    defaultThrottling: flags["default-throttling"],
    fixedSlowdown: flags["cpu-slowdown"],
  });
  console.log(describeCpu(cpu));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const runsOf = builds.map(() => []);
    for (let run = 0; run < flags.runs; run++)
      for (const [i, build] of builds.entries()) {
        const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
        try {
          await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
          const contact = await contactRun(context, build.server.baseUrl, cpu.cpuSlowdownMultiplier);
          const quote = await quoteRun(context, build.server.baseUrl, cpu.cpuSlowdownMultiplier);
          runsOf[i].push({ ...contact, ...quote });
        } finally {
          await context.close();
        }
      }
    for (const [i, build] of builds.entries()) {
      const runs = runsOf[i];
      const of = (key) => ({
        median: Math.round(median(runs.map((r) => r[key]))),
        min: Math.round(Math.min(...runs.map((r) => r[key]))),
        max: Math.round(Math.max(...runs.map((r) => r[key]))),
      });
      results.push({
        build: build.name,
        keyDelay: of("keyDelay"),
        tapToReady: of("tapToReady"),
        tapToStep: of("tapToStep"),
        runs,
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const build of builds) build.server.stop();
}

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
writeReport("bench-form.json", {
  date: new Date().toISOString(),
  viewport: VIEWPORT,
  runsPerBuild: flags.runs,
  benchmarkIndex: cpu.benchmarkIndex,
  cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
  cpuSlowdownFrom: cpu.how,
  calibrationReadings: cpu.readings,
  network: { slow4G: SLOW_4G },
  results: results.map((r) => ({
    ...r,
    runs: r.runs.map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, Math.round(v)]))),
  })),
});
