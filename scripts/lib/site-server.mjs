// Starts the `npm start` server (scripts/serve.mjs) on a free loopback port for the benchmarks and waits until it answers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Returns { base, stop }. The server's output goes to `logFile`; `env` is added to this process's environment. */
export async function startSiteServer({ env = {}, logFile }) {
  for (const needed of ["public/index.html", "functions-build/send-contact-email.js"])
    if (!fs.existsSync(path.join(root, needed))) throw new Error(`${needed} is missing: run \`npm run build\` first.`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const port = await freePort();
  const log = fs.openSync(logFile, "w");
  const server = spawn(
    process.execPath,
    [path.join(root, "scripts/serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", log, log],
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || i > 240) throw new Error(`The site server did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const writeReport = (name, data) => {
  const file = path.join(root, "reports", name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);
};
