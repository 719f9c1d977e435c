// Load benchmark of the contact function as `npm start` serves it (not a test).
// Starts an SMTP sink and the `npm start` server (scripts/serve.mjs, the request store in a fresh folder, pooled SMTP)
// on free loopback ports, posts valid requests from N concurrent clients, and checks that the sink received every
// accepted request's e-mail and its visitor's confirmation exactly once and that the store lists both as sent.
// Usage: npm run bench:contact [-- --requests 1000 --concurrency 20]   (needs `npm run build`)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { root, writeReport } from "./lib/bench-report.mjs";
import { readFlags } from "./lib/flags.cjs";
import { freePort, startProductionServer } from "./lib/start-server.cjs";

const { requests: REQUESTS, concurrency: CONCURRENCY } = readFlags({ requests: 1000, concurrency: 20 });

let received = 0;
const arrived = new Map(); // reference -> times the shop's e-mail was received
let confirmationsReceived = 0;
const confirmed = new Map(); // reference -> times the visitor's confirmation was received
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk) => {
      if (head.length < 4096) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      // The visitor's confirmation (Message-ID <QC-....visitor@...>) is a delivery of its own.
      const visitor = /^Message-ID: <(QC-[0-9A-Z]{4}-[0-9A-Z]{4})\.visitor@/im.exec(head)?.[1];
      if (visitor) {
        confirmationsReceived += 1;
        confirmed.set(visitor, (confirmed.get(visitor) ?? 0) + 1);
      } else {
        received += 1;
        // From the Message-ID (<QC-7K4M-2XQ9@domain>): a long subject is folded or encoded over several lines.
        const reference = /^Message-ID: <(QC-[0-9A-Z]{4}-[0-9A-Z]{4})@/im.exec(head)?.[1] ?? "none";
        arrived.set(reference, (arrived.get(reference) ?? 0) + 1);
      }
      callback();
    });
  },
});
// A client closing its socket after QUIT shows up as ECONNRESET; it loses no message.
let sinkErrors = 0;
sink.on("error", () => (sinkErrors += 1));
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));

const store = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-bench-store-"));
const { baseUrl: base, stop } = await startProductionServer({
  logFile: path.join(root, "reports/bench-contact-server.log"),
  env: {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: "false",
    CONTACT_RATE_LIMIT: String(REQUESTS * 10), // the benchmark raises the limit for itself
    CONTACT_STORE_DIR: store,
  },
});

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
const references = [];
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
      const answer = await response.json().catch(() => ({}));
      latencies.push(performance.now() - t0);
      if (answer.reference) references.push(answer.reference);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 1000)); // let the last SMTP sessions finish
const states = {};
for (const file of fs.readdirSync(store).filter((f) => f.endsWith(".json"))) {
  const { state } = JSON.parse(fs.readFileSync(path.join(store, file), "utf8"));
  states[state] = (states[state] ?? 0) + 1;
}
const once = references.filter((r) => arrived.get(r) === 1).length;
const confirmedOnce = references.filter((r) => confirmed.get(r) === 1).length;
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
  referencesDeliveredOnce: once,
  confirmationsReceived,
  confirmationsDeliveredOnce: confirmedOnce,
  storeStates: states,
  sinkConnectionErrors: sinkErrors,
  lostOrDuplicated: received - accepted,
};
console.table([result]);
writeReport("bench-contact.json", result);
stop();
sink.close();
fs.rmSync(store, { recursive: true, force: true });
// Each accepted request is two deliveries: the shop's e-mail and the visitor's confirmation.
if (
  received !== accepted ||
  once !== accepted ||
  confirmationsReceived !== accepted ||
  confirmedOnce !== accepted ||
  states.sent !== 2 * accepted
) {
  console.error(
    `The sink received ${received} messages (${once} references exactly once) and ${confirmationsReceived} ` +
      `confirmations (${confirmedOnce} exactly once) for ${accepted} accepted requests; the store lists ${JSON.stringify(states)}`,
  );
  process.exit(1);
}
