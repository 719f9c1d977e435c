// The calibrated CPU slowdown of the benchmarks (bench:lighthouse, bench:menu): one quick Lighthouse pass reads the
// host's benchmarkIndex, and Lighthouse's calculator rule (cpu-slowdown.cjs) turns it into a multiplier.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { saveArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { median } from "./bench-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.cjs";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from "./cpu-slowdown.cjs";
import { withCpuTimes } from "./main-thread.cjs";

export const LIGHTHOUSE_CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  // Nothing leaves the machine: every host but the local server fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/** Runs Lighthouse on `url` in a fresh Chromium and returns its report (lhr) and what it gathered (artifacts). */
export async function runLighthouse(url, flags = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...flags,
    });
    return { lhr, artifacts };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's audits of the run that gathered `artifacts`, again, with each task of the page's main thread lasting
 * its CPU time instead of its wall time (main-thread.cjs): the same simulation without the waits for a CPU on this
 * host. `flags` as the run's (the CPU slowdown): Lighthouse refuses settings that differ from the gathering's.
 */
export async function auditWithCpuTimes(artifacts, flags = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-cpu-times-"));
  try {
    const Trace = { ...artifacts.Trace, traceEvents: withCpuTimes(artifacts.Trace.traceEvents) };
    await saveArtifacts({ ...artifacts, Trace }, dir);
    const { lhr } = await lighthouse(undefined, {
      auditMode: dir,
      output: "json",
      logLevel: "error",
      ...flags,
    });
    return lhr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The host's benchmarkIndex, the median of `passes` short Lighthouse passes on `url` (Lighthouse measures it before
 * every run; on a busy shared host one reading can be a third off), and the CPU slowdown to use: by the calculator's
 * rule, or Lighthouse's plain 4x when `defaultThrottling` is set.
 */
export async function calibrateCpu(url, { defaultThrottling = false, fixedSlowdown = 0, passes = 3 } = {}) {
  const readings = [];
  for (let pass = 0; pass < passes; pass++)
    readings.push(
      (await runLighthouse(url, { onlyAudits: ["first-contentful-paint"] })).lhr.environment.benchmarkIndex,
    );
  const benchmarkIndex = Math.round(median(readings));
  const cpuSlowdownMultiplier = fixedSlowdown
    ? fixedSlowdown
    : defaultThrottling
      ? DEFAULT_CPU_SLOWDOWN
      : Number(cpuSlowdownFor(benchmarkIndex).toFixed(2));
  const how = fixedSlowdown ? "fixed" : defaultThrottling ? "default" : "calibrated";
  return { benchmarkIndex, readings: readings.map(Math.round), cpuSlowdownMultiplier, how };
}

/** One line for the tables: the host's index and the slowdown used. */
export const describeCpu = ({ benchmarkIndex, cpuSlowdownMultiplier, how }) =>
  `benchmarkIndex ${benchmarkIndex}, CPU slowdown ${cpuSlowdownMultiplier}x (${
    {
      calibrated: "calibrated by Lighthouse's calculator rule",
      default: "Lighthouse's default, --default-throttling",
      fixed: "given with --cpu-slowdown, to compare with an earlier run",
    }[how]
  })`;
