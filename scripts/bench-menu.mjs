// Mobile menu benchmark (not a test): how long a tap on the menu button takes to show the menu, on a phone-sized
// screen with the CPU slowed by the calibrated multiplier of bench:lighthouse (lib/cpu-calibration.mjs). Each run is
// a fresh page load of `npm start`'s home page in Debian's Chromium (Playwright): wait for load and idle, slow the
// CPU (DevTools protocol Emulation.setCPUThrottlingRate) and the network (Lighthouse's slow 4G), tap, and time from
// the pointer event to the first frame with the dialog. Two modes in one run: "prefetched" as the site works (the drawer chunk is fetched when the browser
// is idle after load) and "fetched on tap" (that fetch is held back until the tap, as before the prefetch).
// Prints the medians and writes reports/bench-menu.json.
// Usage: npm run bench:menu [-- --runs 5 --default-throttling --no-network-throttling]   (needs `npm run build`)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { median, root, writeReport } from "./lib/bench-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.cjs";
import { calibrateCpu, describeCpu } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";
import { startProductionServer } from "./lib/start-server.cjs";

const flags = readFlags({ runs: 5, "default-throttling": false, "no-network-throttling": false, "cpu-slowdown": 0 });
const TARGET_MS = 200;
// Lighthouse's mobile network (150 ms RTT, 1.6 Mbps) as DevTools applies it (its devtools throttling values: request
// latency x3.75, throughput x0.9), from the tap on, so a download at tap time costs what it would on a phone.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const VIEWPORT = { width: 390, height: 844 };

// The files of the drawer's chunk group (webpack.stats.json) that the home page does not load anyway.
const stats = JSON.parse(fs.readFileSync(path.join(root, "public/webpack.stats.json"), "utf8"));
const filesOf = (group) =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((a) => (typeof a === "string" ? a : a.name));
const firstLoad = new Set([...filesOf("app"), ...filesOf("component---src-pages-index-tsx")]);
const drawerFiles = filesOf("mobile-menu").filter((file) => file.endsWith(".js") && !firstLoad.has(file));
if (!drawerFiles.length)
  throw new Error('No "mobile-menu" chunk group in public/webpack.stats.json: rebuild the site.');
const isDrawerFile = (url) => drawerFiles.some((file) => new URL(url).pathname === `/${file}`);

/** One fresh page load and one tap; returns the milliseconds from the tap to the first frame showing the dialog. */
async function tapToOpen(browser, baseUrl, { holdDrawerUntilTap, cpuSlowdownMultiplier, network }) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    // Nothing outside the machine; in "fetched on tap" mode the drawer's files wait for the tap.
    const held = [];
    const heldRequests = new Set();
    let tapped = false;
    let drawerFetchedBeforeTap = false;
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
    await context.route(
      (url) => isDrawerFile(url.href),
      (route) => {
        if (holdDrawerUntilTap && !tapped) {
          held.push(route);
          heldRequests.add(route.request());
        } else route.continue();
      },
    );
    const page = await context.newPage();
    // Requests under way, but for those held back (networkidle would wait for them for ever).
    const pending = new Set();
    page.on("request", (request) => pending.add(request));
    page.on("requestfailed", (request) => pending.delete(request));
    page.on("requestfinished", (request) => {
      pending.delete(request);
      if (!tapped && isDrawerFile(request.url())) drawerFetchedBeforeTap = true;
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(50))
      if ([...pending].some((request) => !heldRequests.has(request))) quietSince = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdownMultiplier });
    if (network) await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    // From the tap's pointer event to the first animation frame after the dialog is in the page and laid out.
    await page.evaluate(() => {
      window.__menuTiming = new Promise((resolve) => {
        let start = 0;
        let click = 0;
        addEventListener("pointerdown", (event) => (start = event.timeStamp), { capture: true, once: true });
        // When the click handler starts (before React's), to tell input delay from rendering.
        addEventListener("click", () => (click = performance.now()), { capture: true, once: true });
        const shown = () => {
          const dialog = document.querySelector('[role="dialog"]');
          return dialog && dialog.getBoundingClientRect().width > 0 && getComputedStyle(dialog).visibility !== "hidden";
        };
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          const inDom = performance.now();
          requestAnimationFrame(() => resolve({ start, click, inDom, end: performance.now() }));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    });
    const button = page.locator('button[aria-label="Open menu"]');
    await button.tap();
    tapped = true;
    for (const route of held.splice(0)) await route.continue();
    const { start, click, inDom, end } = await page.evaluate(() => window.__menuTiming);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // The phases: tap to click event, click to the dialog in the page (loading, React, Chakra), to the frame.
    return {
      ms: end - start,
      toClick: click - start,
      toDom: inDom - click,
      toFrame: end - inDom,
      drawerFetchedBeforeTap,
    };
  } finally {
    await context.close();
  }
}

const server = await startProductionServer({
  logFile: path.join(root, "reports/bench-menu-server.log"),
  env: { CONTACT_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qctr-menu-outbox-")) },
});
const modes = [
  { name: "fetched on tap (before)", holdDrawerUntilTap: true },
  { name: "prefetched when idle (now)", holdDrawerUntilTap: false },
];
let cpu;
const results = [];
try {
  cpu = await calibrateCpu(`${server.baseUrl}/`, {
    defaultThrottling: flags["default-throttling"],
    fixedSlowdown: flags["cpu-slowdown"],
  });
  console.log(describeCpu(cpu));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The modes take turns, so a change in the shared host's load falls on both alike.
    const runsOf = modes.map(() => []);
    for (let run = 0; run < flags.runs; run++)
      for (const [i, mode] of modes.entries())
        runsOf[i].push(
          await tapToOpen(browser, server.baseUrl, {
            ...mode,
            cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
            network: !flags["no-network-throttling"],
          }),
        );
    for (const [i, mode] of modes.entries()) {
      const runs = runsOf[i];
      console.log(`${mode.name}: ${runs.map((r) => Math.round(r.ms)).join(", ")} ms`);
      const medianOf = (key) => Math.round(median(runs.map((r) => r[key])));
      results.push({
        mode: mode.name,
        medianMs: medianOf("ms"),
        phases: {
          tapToClick: medianOf("toClick"),
          clickToDialogInDom: medianOf("toDom"),
          domToFrame: medianOf("toFrame"),
        },
        runs,
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}

console.log(
  `\nMobile menu tap-to-open, ${VIEWPORT.width}x${VIEWPORT.height}, median of ${flags.runs} fresh loads; ${describeCpu(cpu)}; network ${
    flags["no-network-throttling"] ? "unthrottled" : "slow 4G from the tap on"
  }`,
);
console.table(
  results.map((r) => ({
    mode: r.mode,
    "median ms": r.medianMs,
    "min ms": Math.round(Math.min(...r.runs.map((x) => x.ms))),
    "max ms": Math.round(Math.max(...r.runs.map((x) => x.ms))),
    [`<= ${TARGET_MS} ms`]: r.medianMs <= TARGET_MS ? "yes" : "no",
    "tap->click": r.phases.tapToClick,
    "click->in DOM": r.phases.clickToDialogInDom,
    "DOM->frame": r.phases.domToFrame,
    "chunk fetched before tap": `${r.runs.filter((x) => x.drawerFetchedBeforeTap).length}/${r.runs.length}`,
  })),
);
writeReport("bench-menu.json", {
  date: new Date().toISOString(),
  viewport: VIEWPORT,
  runsPerMode: flags.runs,
  benchmarkIndex: cpu.benchmarkIndex,
  cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
  cpuSlowdownFrom: cpu.how,
  calibrationReadings: cpu.readings,
  targetMs: TARGET_MS,
  network: flags["no-network-throttling"] ? "unthrottled (loopback)" : { slow4G: SLOW_4G },
  drawerFiles,
  results: results.map((r) => ({
    ...r,
    runs: r.runs.map((x) =>
      Object.fromEntries(Object.entries(x).map(([k, v]) => [k, typeof v === "number" ? Math.round(v) : v])),
    ),
  })),
});
