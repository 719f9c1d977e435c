// Load benchmark of the contact function as `npm start` serves it (not a test).
// Starts an SMTP sink and the `npm start` server (scripts/serve.mjs) on free loopback ports, posts valid requests from
// N concurrent clients, and checks the sink received exactly the accepted count.
// Usage: npm run bench:contact [-- --requests 1000 --concurrency 20]   (needs `npm run build`)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg("requests", 1000);
const CONCURRENCY = arg("concurrency", 20);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
// A client closing its socket after QUIT shows up as ECONNRESET; it loses no message.
let sinkErrors = 0;
sink.on("error", () => (sinkErrors += 1));
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));

fs.mkdirSync(path.join(root, "reports"), { recursive: true });
const port = await freePort();
const server = spawn(
  process.execPath,
  [path.join(root, "scripts/serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
  {
    cwd: root,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: "false",
      CONTACT_RATE_LIMIT: String(REQUESTS * 10), // the benchmark raises the limit for itself
    },
    stdio: [
      "ignore",
      fs.openSync(path.join(root, "reports/bench-contact-server.log"), "w"),
      fs.openSync(path.join(root, "reports/bench-contact-server.log"), "a"),
    ],
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
  if (i > 240) throw new Error("gatsby serve did not start");
  await new Promise((r) => setTimeout(r, 250));
}

const body = (i) =>
  JSON.stringify({
    name: `Bench Client ${i}`,
    phone: "(704) 555-0100",
    email: `bench${i}@example.com`,
    service: "Computer Repair",
    location: "Charlotte",
    message: `Benchmark request ${i}`,
    pageUrl: `${base}/contact/`,
    submittedAt: new Date().toISOString(),
  });

const latencies = [];
const statuses = {};
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(`${base}/api/send-contact-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: body(i),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 1000)); // let the last SMTP sessions finish
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const accepted = statuses[200] ?? 0;
const result = {
  date: new Date().toISOString(),
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  seconds: Number(seconds.toFixed(2)),
  requestsPerSecond: Number((REQUESTS / seconds).toFixed(1)),
  p50ms: Number(pct(50).toFixed(1)),
  p99ms: Number(pct(99).toFixed(1)),
  maxMs: Number(latencies[latencies.length - 1].toFixed(1)),
  statuses,
  accepted,
  receivedBySink: received,
  sinkConnectionErrors: sinkErrors,
  lostOrDuplicated: received - accepted,
};
console.table([result]);
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
fs.writeFileSync(path.join(root, "reports/bench-contact.json"), `${JSON.stringify(result, null, 2)}\n`);
process.kill(-server.pid, "SIGTERM");
sink.close();
if (received !== accepted) {
  console.error(`The sink received ${received} messages for ${accepted} accepted requests`);
  process.exit(1);
}
