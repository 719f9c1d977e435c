// `gatsby develop` on a copy of the project (its own .cache and public/, so the build the other tests serve is left
// alone), for its browser test (e2e/develop.test.ts). `npm test` starts it once the site is built, at the lowest CPU
// priority (SCHED_IDLE: it runs only on a CPU nothing else wants), so that its first compile, a minute of both CPUs of
// a small machine, is done in the time the type check and the other browser tests leave idle; the test then takes it over at the
// normal priority. Run alone, the test starts its own. CommonJS so that test.sh and the TypeScript test load it as it is.
//   node scripts/lib/develop-server.cjs start   npm test's early server (nothing if one runs)
//   node scripts/lib/develop-server.cjs stop    ends it, if the test did not (a failed run)
const { execFileSync, spawn } = require("node:child_process");
const { createHash } = require("node:crypto");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { freePort, stopProcess } = require("./start-server.cjs");

const root = path.resolve(__dirname, "../..");
/** Where npm test's early server is described: one for each checkout. */
const STATE = path.join(os.tmpdir(), `qctr-develop-${createHash("sha1").update(root).digest("hex").slice(0, 12)}.json`);
const CHRT = "/usr/bin/chrt";

/** The project's files as git sees them (committed or not, without what .gitignore leaves out) in a new folder. */
function copyProject() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-develop-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

/**
 * Starts `gatsby develop` on a new copy, in its own process group, its output in `logFile`; with `idle`, at the
 * lowest CPU priority where chrt is there. Returns at once: { pid, copy, url, logFile }.
 */
async function startDevelop({ idle = false } = {}) {
  const copy = copyProject();
  const port = await freePort();
  const logFile = `${copy}.log`;
  const out = fs.openSync(logFile, "w");
  const gatsby = [
    path.join(root, "node_modules", "gatsby", "cli.js"),
    "develop",
    "-H",
    "127.0.0.1",
    "-p",
    String(port),
  ];
  // chrt runs node in its own place (exec): the pid is gatsby's, and all it starts inherits the priority.
  const [command, args] =
    idle && fs.existsSync(CHRT) ? [CHRT, ["--idle", "0", process.execPath, ...gatsby]] : [process.execPath, gatsby];
  const child = spawn(command, args, {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
    stdio: ["ignore", out, out],
    detached: true,
  });
  fs.closeSync(out); // the child has its own copy
  child.unref();
  return { pid: child.pid, copy, url: `http://127.0.0.1:${port}`, logFile };
}

/** Whether `pid` is still a gatsby develop (after a crash its number may have gone to another process). */
const alive = (pid) => {
  try {
    return /gatsby\S*\0develop\0/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
};

/** `pid` and every process it started, and they started. */
function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid ...": the name may hold spaces and parentheses, so the fields after its last ")".
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").pop().split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** Every thread of the server's processes back on the normal CPU priority. */
function normalPriority(pid) {
  if (!fs.existsSync(CHRT)) return;
  for (const member of processTree(pid))
    try {
      execFileSync(CHRT, ["--all-tasks", "--other", "-p", "0", String(member)], { stdio: "ignore" });
    } catch {
      // gone meanwhile
    }
}

/** npm test's early server, now at the normal priority, or null when there is none (or it ended). */
function adoptDevelop() {
  if (!fs.existsSync(STATE)) return null;
  const server = JSON.parse(fs.readFileSync(STATE, "utf8"));
  fs.rmSync(STATE, { force: true });
  if (!alive(server.pid)) {
    removeCopy(server);
    return null;
  }
  normalPriority(server.pid);
  return server;
}

function removeCopy({ copy, logFile }) {
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
}

/** Ends the server's process group: ten seconds to end on its own, then it is killed. Its copy is removed. */
async function stopDevelop(server) {
  stopProcess(server.pid);
  const deadline = Date.now() + 10_000;
  while (alive(server.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // ended
  }
  removeCopy(server);
}

async function main(command) {
  if (command === "start") {
    if (fs.existsSync(STATE) && alive(JSON.parse(fs.readFileSync(STATE, "utf8")).pid)) return;
    fs.writeFileSync(STATE, JSON.stringify(await startDevelop({ idle: true })));
  } else if (command === "stop") {
    const server = fs.existsSync(STATE) ? JSON.parse(fs.readFileSync(STATE, "utf8")) : null;
    fs.rmSync(STATE, { force: true });
    if (server) await stopDevelop(server);
  } else {
    throw new Error("usage: node scripts/lib/develop-server.cjs start|stop");
  }
}

if (require.main === module)
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });

module.exports = { startDevelop, adoptDevelop, stopDevelop, alive };
