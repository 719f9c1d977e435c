// Lighthouse benchmark (not a test): one URL per template of the built site, as `npm start` serves it, through
// Lighthouse's default mobile settings (simulated slow 4G) in Debian's Chromium, with the CPU slowdown calibrated to
// this host (lib/cpu-calibration.mjs; `--default-throttling` keeps Lighthouse's plain 4x). Prints the median of N runs
// per template (scores and metrics) and the audits that kept a category under 100, and writes reports/lighthouse.json.
// Usage: npm run bench:lighthouse [-- --runs 5 --only home,contact --default-throttling | --cpu-slowdown 3.2]
// (needs `npm run build`; --cpu-slowdown fixes the multiplier, to compare two builds at the same one)
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { median, root, writeReport } from "./lib/bench-report.mjs";
import { builtPages } from "./lib/built-pages.cjs";
import { calibrateCpu, describeCpu, runLighthouse } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";
import { startProductionServer } from "./lib/start-server.cjs";

const flags = readFlags({ runs: 5, only: "", "default-throttling": false, "cpu-slowdown": 0 });
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"))).version;
const RUNS = flags.runs;
const ONLY = flags.only.split(",").filter(Boolean);

// The first blog post by address (blog/<slug>/index.html; numbered folders are list pages).
const firstPost = builtPages()
  .map((file) => /^blog\/([^/]+)\/index\.html$/.exec(file)?.[1])
  .find((slug) => slug && !/^\d+$/.test(slug));
const { services } = JSON.parse(fs.readFileSync(path.join(root, "data/services.json"), "utf8"));

// One URL per template. Lighthouse refuses to measure a response with status 404, so the 404 template is measured at
// /404/, the same document the server sends with status 404 for a missing address.
const templates = [
  { name: "home", path: "/" },
  { name: "service", path: services[0].path },
  { name: "about", path: "/about/" },
  { name: "locations", path: "/locations/" },
  { name: "contact", path: "/contact/" },
  { name: "get-a-quote", path: "/get-a-quote/" },
  { name: "price hub", path: "/pricing/" },
  { name: "price list", path: "/pricing/phones/" },
  { name: "warranty", path: "/warranty/" },
  { name: "mail-in", path: "/mail-in-repair/" },
  { name: "thank-you", path: "/thank-you/", noindex: true },
  { name: "blog list", path: "/blog/" },
  { name: "blog post", path: `/blog/${firstPost}/` },
  { name: "sitemap", path: "/sitemap/" },
  { name: "404", path: "/404/", noindex: true },
].filter((t) => !ONLY.length || ONLY.includes(t.name.replace(" ", "-")));

const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

/** The audits that cost points in a category: weighted, scored, and under 1. */
const shortfalls = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map(
      (audit) => `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`,
    );

const server = await startProductionServer({
  logFile: path.join(root, "reports/lighthouse-server.log"),
  env: { CONTACT_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qctr-lighthouse-outbox-")) },
});
const results = [];
let cpu;
try {
  cpu = await calibrateCpu(`${server.baseUrl}/`, {
    defaultThrottling: flags["default-throttling"],
    fixedSlowdown: flags["cpu-slowdown"],
  });
  console.log(describeCpu(cpu));
  for (const template of templates) {
    const url = `${server.baseUrl}${template.path}`;
    const runs = [];
    let retries = 0;
    for (let run = 0; run < RUNS; run++) {
      // Flags are merged into the default mobile settings: only the CPU slowdown changes.
      const lhr = await runLighthouse(url, { throttling: { cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier } });
      if (lhr.runtimeError) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP); such a run is repeated, up to 3 times in all.
        const message = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (++retries > 3) throw new Error(message);
        console.log(`${message} - running again`);
        run--;
        continue;
      }
      runs.push({
        scores: Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
        metrics: Object.fromEntries(Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id].numericValue])),
        shortfalls: Object.fromEntries(categories.map((c) => [c, shortfalls(lhr, c)])),
        warnings: lhr.runWarnings,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        throttling: lhr.configSettings.throttling,
      });
    }
    console.log(`${template.name}: ${RUNS} run(s) done`);
    results.push({
      template: template.name,
      url: template.path,
      noindex: Boolean(template.noindex),
      median: {
        scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
        metrics: Object.fromEntries(Object.keys(metrics).map((k) => [k, median(runs.map((r) => r.metrics[k]))])),
      },
      // Every audit that cost points in any run, with how many runs it did.
      shortfalls: Object.fromEntries(
        categories.map((c) => {
          const counts = {};
          for (const r of runs)
            for (const s of r.shortfalls[c]) counts[s.split(" (")[0]] = (counts[s.split(" (")[0]] ?? 0) + 1;
          return [c, Object.entries(counts).map(([id, n]) => `${id} in ${n}/${RUNS} runs`)];
        }),
      ),
      runs,
    });
  }
} finally {
  server.stop();
}

const ms = (v) => `${Math.round(v)} ms`;
const indexDuringRuns = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile defaults, median of ${RUNS} runs; ${describeCpu(cpu)}` +
    ` (calibration passes ${cpu.readings.join(", ")}; median index during the runs ${Math.round(indexDuringRuns)})`,
);
console.table(
  results.map(({ template, median: m }) => ({
    template,
    Perf: m.scores.performance,
    A11y: m.scores.accessibility,
    BP: m.scores["best-practices"],
    SEO: m.scores.seo,
    FCP: ms(m.metrics.FCP),
    LCP: ms(m.metrics.LCP),
    TBT: ms(m.metrics.TBT),
    CLS: m.metrics.CLS.toFixed(3),
    SI: ms(m.metrics.SI),
  })),
);
for (const r of results)
  for (const [category, list] of Object.entries(r.shortfalls))
    if (list.length && !(category === "seo" && r.noindex))
      console.log(`${r.template} / ${category}: ${list.join("; ")}`);
writeReport("lighthouse.json", {
  date: new Date().toISOString(),
  lighthouse: LIGHTHOUSE_VERSION,
  settings: `default mobile config: simulated throttling (150 ms RTT, 1.6 Mbps), ${cpu.cpuSlowdownMultiplier}x CPU slowdown, Moto G Power screen`,
  benchmarkIndex: cpu.benchmarkIndex,
  cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
  cpuSlowdownFrom: cpu.how,
  calibrationReadings: cpu.readings,
  // Lighthouse measures the index again in every run: how much the host's speed moved during the benchmark.
  benchmarkIndexDuringRuns: Math.round(indexDuringRuns),
  runsPerTemplate: RUNS,
  results,
});
