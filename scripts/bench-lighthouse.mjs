// Lighthouse benchmark (not a test): one URL per template of the built site, as `npm start` serves it, through
// Lighthouse's default mobile settings (simulated slow 4G) in Debian's Chromium, with the CPU slowdown calibrated to
// this host (lib/cpu-calibration.mjs; `--default-throttling` keeps Lighthouse's plain 4x). Prints the median of N runs
// per template (scores and metrics) and the audits that kept a category under 100, and writes reports/lighthouse.json.
// `--compare <dir>` measures another checkout's build too (a worktree of an earlier commit, built there): each run of a
// template goes to both builds in turn, at the same multiplier, so the host's changing speed falls on both alike.
// The last two rows measure a bare document (a heading and a paragraph, no CSS, no script) from a server of its own, in
// the same turns: what the simulation gives a page with nothing to cut, on this host, at this multiplier. "floor" has
// no response headers of note; "floor, site headers" has the ones netlify.toml gives every page. A header can cost
// something in the lab: Cross-Origin-Opener-Policy, when every page sent it, made Chromium start the page in a new
// browsing context group (a renderer of its own) when Lighthouse navigates from about:blank, a long task before the
// first paint (docs/benchmarks.md); the second floor shows such a cost apart from the pages'.
// Each run is audited a second time with the page's main-thread tasks at their CPU time instead of their wall time
// ("TBT, CPU time", lib/main-thread.cjs): on a host with few CPUs the main thread waits while Chromium's other threads
// draw, and the simulation multiplies that wait with the page's work.
// A template missing from a build (an older checkout) is left out of that build's table.
// Usage: npm run bench:lighthouse [-- --runs 5 --only home,contact,floor,floor-site-headers --compare ../before
// --default-throttling | --cpu-slowdown 3.2]   (needs `npm run build`; --cpu-slowdown fixes the multiplier)
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import os from "node:os";
import { median, root, writeReport } from "./lib/bench-report.mjs";
import { builtPages } from "./lib/built-pages.cjs";
import { auditWithCpuTimes, calibrateCpu, describeCpu, runLighthouse } from "./lib/cpu-calibration.mjs";
import { readFlags } from "./lib/flags.cjs";
import { headerRules, headersFor, readNetlifyConfig } from "./lib/netlify-config.cjs";
import { startProductionServer } from "./lib/start-server.cjs";

const flags = readFlags({ runs: 5, only: "", compare: "", "default-throttling": false, "cpu-slowdown": 0 });
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"))).version;
const RUNS = flags.runs;
const ONLY = flags.only.split(",").filter(Boolean);

// The first blog post by address (blog/<slug>/index.html; numbered folders are list pages).
const firstPost = builtPages()
  .map((file) => /^blog\/([^/]+)\/index\.html$/.exec(file)?.[1])
  .find((slug) => slug && !/^\d+$/.test(slug));
const { services } = JSON.parse(fs.readFileSync(path.join(root, "data/services.json"), "utf8"));
// The Spanish pages (docs/spanish.md): the first service with its Spanish page, by its slug.
const spanishService = JSON.parse(fs.readFileSync(path.join(root, "data/services.es.json"), "utf8")).services.find(
  (service) => service.slug,
);
// A model's price page: the first by address.
const firstModel = builtPages()
  .map((file) => /^(pricing\/[^/]+\/[^/]+\/[^/]+)\/index\.html$/.exec(file)?.[1])
  .find(Boolean);
// A shop's page: the last shop's (the first is the one the other templates show most).
const { locations } = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"));

// One URL per template. Lighthouse refuses to measure a response with status 404, so the 404 template is measured at
// /404/, the same document the server sends with status 404 for a missing address.
const templates = [
  { name: "home", path: "/" },
  { name: "service", path: services[0].path },
  { name: "about", path: "/about/" },
  { name: "locations", path: "/locations/" },
  { name: "location", path: `/locations/${locations[locations.length - 1].id}/` },
  { name: "contact", path: "/contact/" },
  { name: "get-a-quote", path: "/get-a-quote/" },
  { name: "price hub", path: "/pricing/" },
  { name: "price list", path: "/pricing/phones/" },
  { name: "price model", path: `/${firstModel}/` },
  { name: "warranty", path: "/warranty/" },
  { name: "mail-in", path: "/mail-in-repair/" },
  { name: "thank-you", path: "/thank-you/", noindex: true },
  { name: "status", path: "/status/", noindex: true },
  { name: "blog list", path: "/blog/" },
  { name: "blog post", path: `/blog/${firstPost}/` },
  { name: "sitemap", path: "/sitemap/" },
  { name: "404", path: "/404/", noindex: true },
  // The Spanish templates that differ from their English page: the home page, a service, a shop (its week filled by
  // the Spanish words' script) and the request form.
  { name: "es home", path: "/es/" },
  ...(spanishService ? [{ name: "es service", path: `/es/${spanishService.slug}/` }] : []),
  { name: "es location", path: `/es/ubicaciones/${locations[locations.length - 1].id}/` },
  { name: "es contact", path: "/es/contacto/" },
  { name: "floor", path: "/", floor: true },
  { name: "floor, site headers", path: "/headers/", floor: true },
].filter((t) => !ONLY.length || ONLY.includes(t.name.replace(/,? /g, "-")));

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

/** One Lighthouse run, with the category scores, the metrics and what cost points; null when Lighthouse lost the trace. */
async function measure(url, cpuSlowdownMultiplier) {
  // Flags are merged into the default mobile settings: only the CPU slowdown changes.
  const { lhr, artifacts } = await runLighthouse(url, { throttling: { cpuSlowdownMultiplier } });
  if (lhr.runtimeError) return { error: `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
  // The same run audited again with the page's main-thread tasks at their CPU time (lib/main-thread.cjs): the page's
  // own work, without the waits for a CPU that the simulation multiplies with it on this host.
  let cpuTime;
  try {
    const cpuOnly = await auditWithCpuTimes(artifacts, { throttling: { cpuSlowdownMultiplier } });
    cpuTime = { TBT: cpuOnly.audits[metrics.TBT].numericValue };
  } catch (error) {
    return { error: `${url}: the audit with CPU times failed: ${error.message}` };
  }
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id].numericValue])),
    cpuTime,
    shortfalls: Object.fromEntries(categories.map((c) => [c, shortfalls(lhr, c)])),
    warnings: lhr.runWarnings,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    throttling: lhr.configSettings.throttling,
  };
}

/** The medians of a template's runs, and every audit that cost points in any run, with how many runs it did. */
const summary = (template, runs) => ({
  template: template.name,
  url: template.path,
  noindex: Boolean(template.noindex),
  floor: Boolean(template.floor),
  median: {
    scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    metrics: Object.fromEntries(Object.keys(metrics).map((k) => [k, median(runs.map((r) => r.metrics[k]))])),
    cpuTime: { TBT: median(runs.map((r) => r.cpuTime.TBT)) },
  },
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

// The floor's document: what every page of the site has at least (language, viewport, title, description, a heading).
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '<meta name="description" content="A bare document that measures the benchmark itself."></head>' +
  "<body><main><h1>Floor</h1><p>A heading and a paragraph: no style sheet, no script, no image.</p></main></body></html>";

/** The headers netlify.toml gives a page of the site (its rule for every path, the home page's). */
const siteHeaders = headersFor(headerRules(readNetlifyConfig()), "/");

/**
 * Serves FLOOR_HTML (and a robots.txt that allows it) on a free loopback port: at / bare, at /headers/ with the site's
 * headers; resolves to { baseUrl, stop }.
 */
const startFloorServer = () =>
  new Promise((resolve, reject) => {
    const server = http.createServer((req, res) => {
      const robots = req.url === "/robots.txt";
      res.writeHead(200, {
        ...(req.url === "/headers/" ? siteHeaders : {}),
        "content-type": robots ? "text/plain" : "text/html; charset=utf-8",
        "cache-control": "no-cache",
      });
      res.end(robots ? "User-agent: *\nAllow: /\n" : FLOOR_HTML);
    });
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () =>
      resolve({ baseUrl: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    );
  });

/** Whether a build has a template's page: an older checkout may not. */
const serves = async (baseUrl, template) => (await fetch(`${baseUrl}${template.path}`)).status === 200;

const builds = [{ name: "this checkout", project: root }];
if (flags.compare) builds.push({ name: path.resolve(flags.compare), project: path.resolve(flags.compare) });
for (const [i, build] of builds.entries()) {
  build.server = await startProductionServer({
    project: build.project,
    logFile: path.join(root, `reports/lighthouse-server-${i}.log`),
    env: { CONTACT_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "qctr-lighthouse-outbox-")) },
  });
  build.results = [];
}
const floorServer = templates.some((t) => t.floor) ? await startFloorServer() : null;
const baseUrlOf = (build, template) => (template.floor ? floorServer.baseUrl : build.server.baseUrl);
let cpu;
try {
  cpu = await calibrateCpu(`${builds[0].server.baseUrl}/`, {
    defaultThrottling: flags["default-throttling"],
    fixedSlowdown: flags["cpu-slowdown"],
  });
  console.log(describeCpu(cpu));
  // Each template's runs one after the other; the floors' runs spread over the whole benchmark (one after every few
  // templates), so that they meet the host as fast or as slow as the templates met it.
  const pageTemplates = templates.filter((t) => !t.floor);
  const floorTemplates = templates.filter((t) => t.floor);
  // Per template: whether each build has it, and each build's runs.
  const runsOf = new Map();
  const present = new Map();
  for (const template of templates) {
    const has = [];
    for (const build of builds) has.push(await serves(baseUrlOf(build, template), template));
    if (!has[0]) throw new Error(`${template.name}: ${template.path} does not answer 200 in this checkout`);
    present.set(template, has);
    runsOf.set(
      template,
      builds.map(() => []),
    );
  }
  /** One run of `template` in each build that has it. */
  const runOnce = async (template) => {
    let retries = 0;
    for (const [i, build] of builds.entries()) {
      if (!present.get(template)[i]) continue;
      // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP); such a run is repeated, up to 3 times.
      for (;;) {
        const result = await measure(`${baseUrlOf(build, template)}${template.path}`, cpu.cpuSlowdownMultiplier);
        if (!result.error) {
          runsOf.get(template)[i].push(result);
          break;
        }
        if (++retries > 3) throw new Error(result.error);
        console.log(`${result.error} - running again`);
      }
    }
  };
  /** The floors' run `k` comes after this many templates: the runs spaced evenly over the templates. */
  const floorRunAfter = (k) => Math.floor(((k + 1) * pageTemplates.length) / RUNS);
  let floorRun = 0;
  const floorsDue = async (done) => {
    for (; floorRun < RUNS && floorRunAfter(floorRun) <= done; floorRun++)
      for (const floor of floorTemplates) await runOnce(floor);
  };
  await floorsDue(0);
  for (const [n, template] of pageTemplates.entries()) {
    for (let run = 0; run < RUNS; run++) await runOnce(template);
    console.log(`${template.name}: ${RUNS} run(s) done`);
    await floorsDue(n + 1);
  }
  for (const template of [...pageTemplates, ...floorTemplates])
    for (const [i, build] of builds.entries())
      if (present.get(template)[i]) build.results.push(summary(template, runsOf.get(template)[i]));
      else (build.missing ??= []).push(`${template.name} (${template.path})`);
} finally {
  for (const build of builds) build.server.stop();
  floorServer?.stop();
}

const ms = (v) => `${Math.round(v)} ms`;
/** The lowest and highest of a template's runs: "0-37 ms". */
const spread = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms`;
for (const build of builds) {
  const { results } = build;
  const indexDuringRuns = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  build.indexDuringRuns = Math.round(indexDuringRuns);
  console.log(
    `\n${builds.length > 1 ? `${build.name}: ` : ""}Lighthouse ${LIGHTHOUSE_VERSION}, mobile defaults, median of ` +
      `${RUNS} runs; ${describeCpu(cpu)} (calibration passes ${cpu.readings.join(", ")}; median index during the ` +
      `runs ${build.indexDuringRuns})`,
  );
  console.table(
    results.map(({ template, median: m, runs }) => ({
      template,
      Perf: m.scores.performance,
      A11y: m.scores.accessibility,
      BP: m.scores["best-practices"],
      SEO: m.scores.seo,
      FCP: ms(m.metrics.FCP),
      LCP: ms(m.metrics.LCP),
      TBT: ms(m.metrics.TBT),
      "TBT runs": spread(runs.map((run) => run.metrics.TBT)),
      "TBT, CPU time": spread(runs.map((run) => run.cpuTime.TBT)),
      CLS: m.metrics.CLS.toFixed(3),
      SI: ms(m.metrics.SI),
    })),
  );
  // Each floor's spread in these runs: a template whose median is within the site-headers floor's is as fast as a page
  // with nothing to cut and the site's headers can be measured on this host today; one above it has something of its
  // own to find. The bare floor's line shows what the headers themselves cost.
  const floors = results.filter((r) => r.floor);
  const pages = results.filter((r) => !r.floor);
  for (const floor of floors)
    for (const metric of ["FCP", "LCP", "TBT", "SI"]) {
      const top = Math.max(...floor.runs.map((run) => run.metrics[metric]));
      const above = pages.filter((r) => r.median.metrics[metric] > top);
      console.log(
        `${metric}: the ${floor.template} runs ${spread(floor.runs.map((run) => run.metrics[metric]))}; ` +
          (above.length
            ? `medians above it: ${above.map((r) => `${r.template} ${ms(r.median.metrics[metric])}`).join(", ")}`
            : "every template's median within it"),
      );
    }
  // The blocking time with each main-thread task at its CPU time: a template above 0 blocks the main thread with work
  // of its own; one at 0 whose TBT is above the floor's is blocked by the host's other threads, not by the page.
  const ownWork = pages.filter((r) => r.runs.some((run) => run.cpuTime.TBT > 0));
  console.log(
    `TBT with the main thread's tasks at their CPU time: ` +
      (ownWork.length
        ? `above 0 in ${ownWork.map((r) => `${r.template} (${spread(r.runs.map((run) => run.cpuTime.TBT))})`).join(", ")}`
        : "0 ms in every run of every template"),
  );
  if (build.missing) console.log(`Not in this build: ${build.missing.join(", ")}`);
  for (const r of results)
    for (const [category, list] of Object.entries(r.shortfalls))
      if (list.length && !(category === "seo" && r.noindex))
        console.log(`${r.template} / ${category}: ${list.join("; ")}`);
}
writeReport("lighthouse.json", {
  date: new Date().toISOString(),
  lighthouse: LIGHTHOUSE_VERSION,
  settings: `default mobile config: simulated throttling (150 ms RTT, 1.6 Mbps), ${cpu.cpuSlowdownMultiplier}x CPU slowdown, Moto G Power screen`,
  benchmarkIndex: cpu.benchmarkIndex,
  cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier,
  cpuSlowdownFrom: cpu.how,
  calibrationReadings: cpu.readings,
  runsPerTemplate: RUNS,
  // Lighthouse measures the index again in every run: how much the host's speed moved during the benchmark.
  builds: builds.map(({ name, indexDuringRuns, results, missing = [] }) => ({
    build: name,
    benchmarkIndexDuringRuns: indexDuringRuns,
    notInThisBuild: missing,
    results,
  })),
});
