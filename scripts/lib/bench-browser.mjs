// What the browser benchmarks (bench-menu.mjs, bench-form.mjs) share: the network they slow to, the builds they
// serve and measure in turns, and a fresh load waited until quiet.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { root } from "./bench-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.cjs";
import { calibrateCpu, describeCpu } from "./cpu-calibration.mjs";
import { startProductionServer } from "./start-server.cjs";

// Lighthouse's mobile network (150 ms RTT, 1.6 Mbps) as DevTools applies it (its devtools throttling values: request
// latency x3.75, throughput x0.9), so a download after the load costs what it would on a phone.
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * This checkout's build, and with `compare` another checkout's (a worktree of an earlier commit, built there), each
 * served by `npm start`'s server on a free port with its own outbox. `report` names the servers' log files.
 */
async function startBuilds(compare, report) {
  const builds = [{ name: "this checkout", project: root }];
  if (compare) builds.push({ name: path.resolve(compare), project: path.resolve(compare) });
  for (const [i, build] of builds.entries())
    build.server = await startProductionServer({
      project: build.project,
      logFile: path.join(root, `reports/${report}-server-${i}.log`),
      env: { CONTACT_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `qctr-${report}-outbox-`)) },
    });
  return builds;
}

/** `runs` results of `measure(build)` per build, the builds taking turns so that a change in the host's load falls on all. */
async function inTurns(builds, runs, measure) {
  const runsOf = builds.map(() => []);
  for (let run = 0; run < runs; run++) for (const [i, build] of builds.entries()) runsOf[i].push(await measure(build));
  return runsOf;
}

/** Loads `url` in `page` and waits until the network has been quiet for 500 ms and the page is idle. */
export async function loadQuiet(page, url) {
  const pending = new Set();
  page.on("request", (request) => pending.add(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("requestfinished", (request) => pending.delete(request));
  await page.goto(url, { waitUntil: "load" });
  for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(50))
    if (pending.size) quietSince = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

/**
 * The frame of a browser benchmark: serves the builds (`flags.compare`), calibrates the CPU slowdown to the host as
 * bench:lighthouse does (`flags["default-throttling"]`, `flags["cpu-slowdown"]`), launches Chromium and calls
 * `measure(browser, build, cpu)` `flags.runs` times per build, in turns. Returns the calibration, the builds and each
 * build's results; stops the servers and the browser whatever happens.
 */
export async function measureInTurns({ flags, report, measure }) {
  const builds = await startBuilds(flags.compare, report);
  try {
    const cpu = await calibrateCpu(`${builds[0].server.baseUrl}/`, {
      defaultThrottling: flags["default-throttling"],
      fixedSlowdown: flags["cpu-slowdown"],
    });
    console.log(describeCpu(cpu));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return { cpu, builds, runsOf: await inTurns(builds, flags.runs, (build) => measure(browser, build, cpu)) };
    } finally {
      await browser.close();
    }
  } finally {
    for (const build of builds) build.server.stop();
  }
}

/** A browser benchmark's report: when, the screen, the runs, the calibration, then the benchmark's own fields. */
export const browserReport = ({ viewport, runs, cpu }, fields) => ({
  date: new Date().toISOString(),
  viewport,
  runsPerBuild: runs,
  benchmarkIndex: cpu.benchmarkIndex,
  cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
  cpuSlowdownFrom: cpu.how,
  calibrationReadings: cpu.readings,
  ...fields,
});

/** Each result's runs with their numbers rounded to the millisecond. */
export const roundRuns = (results) =>
  results.map((r) => ({
    ...r,
    runs: r.runs.map((x) =>
      Object.fromEntries(Object.entries(x).map(([k, v]) => [k, typeof v === "number" ? Math.round(v) : v])),
    ),
  }));
