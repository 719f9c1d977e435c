// Build-scaling benchmark (not a test): a cold `gatsby build` of the site as it is, then with extra generated
// blog posts, each in a fresh copy of the project in a temporary folder (so no cache is shared and data/ here is
// never touched). Prints seconds, pages, pages per second and peak memory (the summed RSS of gatsby and its worker
// processes, sampled every 200 ms from /proc), and the cost of each extra page; writes reports/build-scaling.json.
// Usage: npm run bench:build [-- --posts 0,100,1000]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root, writeReport } from "./lib/bench-report.mjs";
import { builtPages } from "./lib/built-pages.cjs";
import { readFlags } from "./lib/flags.cjs";

const SIZES = readFlags({ posts: "0,100,1000" }).posts.split(",").map(Number);
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
const SKIP = new Set(["node_modules", "public", ".cache", "functions-build", "reports", ".git", ".outbox"]);

/** A fresh copy of the project (node_modules linked, not copied) with `count` generated posts. */
function projectWithPosts(count) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `qctr-build-${count}-`));
  fs.cpSync(root, dir, { recursive: true, filter: (src) => !SKIP.has(path.relative(root, src).split(path.sep)[0]) });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const blogDir = path.join(dir, "data/blog");
  const posts = fs
    .readdirSync(blogDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(blogDir, f), "utf8")));
  for (let i = 1; i <= count; i++) {
    // Copies of the real posts under new addresses and titles; they share the real posts' hero images.
    const post = posts[i % posts.length];
    const n = String(i).padStart(4, "0");
    const copy = {
      ...post,
      slug: `${post.slug}-copy-${n}`,
      title: `${post.title.slice(0, 48).trim()} (${n})`,
    };
    fs.writeFileSync(path.join(blogDir, `${copy.slug}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
  return dir;
}

/** Summed resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

function build(dir, logFile) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const log = fs.openSync(logFile, "w");
    const child = spawn(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      stdio: ["ignore", log, log],
    });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`gatsby build failed (exit ${code}); see ${logFile}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes: peak });
    });
  });
}

const results = [];
for (const posts of SIZES) {
  const dir = projectWithPosts(posts);
  try {
    console.log(`Building with ${posts} extra posts in ${dir} ...`);
    const { seconds, peakBytes } = await build(dir, path.join(root, "reports", `build-${posts}.log`));
    const pages = builtPages(path.join(dir, "public")).length;
    results.push({
      extraPosts: posts,
      pages,
      seconds: Number(seconds.toFixed(1)),
      pagesPerSecond: Number((pages / seconds).toFixed(1)),
      peakMemoryMB: Math.round(peakBytes / 2 ** 20),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const base = results[0];
const rows = results.map((r) => ({
  ...r,
  msPerExtraPage: r === base ? "" : Math.round(((r.seconds - base.seconds) * 1000) / (r.pages - base.pages)),
  mbPerExtraPage: r === base ? "" : Number(((r.peakMemoryMB - base.peakMemoryMB) / (r.pages - base.pages)).toFixed(2)),
}));
console.log(`\nCold gatsby build, ${os.cpus().length} CPUs, Node ${process.version}`);
console.table(rows);
writeReport("build-scaling.json", {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  node: process.version,
  results: rows,
});
