// Starts a server process on a free loopback port and waits until it answers: `npm start`'s server for the browser
// tests and the benchmarks, `gatsby serve` for the Gatsby Function test. CommonJS so that the TypeScript tests, the
// ESM scripts and gatsby-node.ts all load it as it is.
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const net = require("node:net");
const path = require("node:path");

const root = path.resolve(__dirname, "../..");

/** A TCP port that is free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Ends the process group of `pid` (the server and anything it started); a group already gone is fine. */
function stopProcess(pid) {
  try {
    process.kill(-pid, "SIGTERM");
  } catch (error) {
    if (error.code !== "ESRCH") throw error;
  }
}

/**
 * Runs `command` with the arguments `args(port)` on a free port, in its own process group, and waits until
 * GET `readyPath` answers 2xx. Its output goes to `logFile` (or nowhere). Returns { baseUrl, pid, stop }.
 */
async function startServer({ command, args, env = {}, cwd = root, logFile, readyPath = "/", timeoutMs = 60000 }) {
  const port = await freePort();
  let log = "ignore";
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    log = fs.openSync(logFile, "w");
  }
  const child = spawn(command, args(port), {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", log, log],
    detached: true,
  });
  if (typeof log === "number") fs.closeSync(log); // the child has its own copy
  let exited = null;
  child.on("exit", (code, signal) => (exited = signal ?? `exit code ${code}`));
  child.on("error", (error) => (exited = error.message));
  const baseUrl = `http://127.0.0.1:${port}`;
  const seeLog = logFile ? `; see ${logFile}` : "";
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(baseUrl + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (exited !== null) throw new Error(`${path.basename(command)} ended before it answered (${exited})${seeLog}`);
    if (Date.now() > until) {
      stopProcess(child.pid);
      throw new Error(
        `${path.basename(command)} did not answer at ${baseUrl}${readyPath} within ${timeoutMs} ms${seeLog}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.unref();
  return { baseUrl, pid: child.pid, stop: () => stopProcess(child.pid) };
}

/**
 * `npm start`'s server (scripts/serve.mjs: public/, the function, netlify.toml's headers) for an existing build; of
 * this checkout, or of `project`, another checkout with its own build (a benchmark's "before").
 */
function startProductionServer({ env, logFile, timeoutMs, project = root } = {}) {
  for (const needed of ["public/index.html", "functions-build/send-contact-email.js"])
    if (!fs.existsSync(path.join(project, needed)))
      throw new Error(`${path.join(project, needed)} is missing: run \`npm run build\` there first.`);
  return startServer({
    command: process.execPath,
    args: (port) => [path.join(project, "scripts/serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
    cwd: project,
    env,
    logFile,
    timeoutMs,
  });
}

module.exports = { freePort, startServer, startProductionServer, stopProcess };
