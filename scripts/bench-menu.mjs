// Mobile menu benchmark (not a test): how long a tap on the menu button takes to show the menu, on a phone-sized
// screen with the CPU slowed by the calibrated multiplier of bench:lighthouse (lib/cpu-calibration.mjs). Each run is
// a fresh page load of `npm start`'s home page in Debian's Chromium (Playwright): wait for load and idle, slow the
// CPU (DevTools protocol Emulation.setCPUThrottlingRate) and the network (Lighthouse's slow 4G), tap, and time from
// the pointer event to the first frame with the dialog shown. `--compare <dir>` measures another checkout's build too
// (say a worktree of an earlier commit, built there), in turns with this one, so a change in the shared host's load
// falls on both alike. Prints the medians and writes reports/bench-menu.json.
// Usage: npm run bench:menu [-- --runs 5 --compare ../before --default-throttling --no-network-throttling]
// (needs `npm run build`)
import { browserReport, loadQuiet, measureInTurns, roundRuns, SLOW_4G } from "./lib/bench-browser.mjs";
import { median, writeReport } from "./lib/bench-report.mjs";
import { describeCpu } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";

const flags = readFlags({
  runs: 5,
  compare: "",
  "default-throttling": false,
  "no-network-throttling": false,
  "cpu-slowdown": 0,
});
const TARGET_MS = 200;
const VIEWPORT = { width: 390, height: 844 };

/** One fresh page load and one tap; returns the milliseconds from the tap to the first frame showing the dialog. */
async function tapToOpen(browser, baseUrl, { cpuSlowdownMultiplier, network }) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    // Nothing outside the machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
    const page = await context.newPage();
    await loadQuiet(page, `${baseUrl}/`);
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
          // The native <dialog> of the site now, or the drawer's role="dialog" of earlier builds (--compare).
          const dialog = document.querySelector('dialog[open], [role="dialog"]');
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
    const { start, click, inDom, end } = await page.evaluate(() => window.__menuTiming);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // The phases: tap to click event, click to the dialog shown (loading, rendering), to the frame.
    return { ms: end - start, toClick: click - start, toDom: inDom - click, toFrame: end - inDom };
  } finally {
    await context.close();
  }
}

// The builds take turns, so a change in the shared host's load falls on both alike.
const { cpu, builds, runsOf } = await measureInTurns({
  flags,
  report: "bench-menu",
  measure: (browser, build, { cpuSlowdownMultiplier }) =>
    tapToOpen(browser, build.server.baseUrl, { cpuSlowdownMultiplier, network: !flags["no-network-throttling"] }),
});
const results = builds.map((build, i) => {
  const runs = runsOf[i];
  console.log(`${build.name}: ${runs.map((r) => Math.round(r.ms)).join(", ")} ms`);
  const medianOf = (key) => Math.round(median(runs.map((r) => r[key])));
  return {
    build: build.name,
    medianMs: medianOf("ms"),
    phases: {
      tapToClick: medianOf("toClick"),
      clickToDialogShown: medianOf("toDom"),
      shownToFrame: medianOf("toFrame"),
    },
    runs,
  };
});

console.log(
  `\nMobile menu tap-to-open, ${VIEWPORT.width}x${VIEWPORT.height}, median of ${flags.runs} fresh loads; ${describeCpu(cpu)}; network ${
    flags["no-network-throttling"] ? "unthrottled" : "slow 4G from the tap on"
  }`,
);
console.table(
  results.map((r) => ({
    build: r.build,
    "median ms": r.medianMs,
    "min ms": Math.round(Math.min(...r.runs.map((x) => x.ms))),
    "max ms": Math.round(Math.max(...r.runs.map((x) => x.ms))),
    [`<= ${TARGET_MS} ms`]: r.medianMs <= TARGET_MS ? "yes" : "no",
    "tap->click": r.phases.tapToClick,
    "click->shown": r.phases.clickToDialogShown,
    "shown->frame": r.phases.shownToFrame,
  })),
);
writeReport(
  "bench-menu.json",
  browserReport(
    { viewport: VIEWPORT, runs: flags.runs, cpu },
    {
      targetMs: TARGET_MS,
      network: flags["no-network-throttling"] ? "unthrottled (loopback)" : { slow4G: SLOW_4G },
      results: roundRuns(results),
    },
  ),
);
