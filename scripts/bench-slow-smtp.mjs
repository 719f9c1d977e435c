// The contact function as `npm start` serves it, against a mail server that takes each message's data and never
// answers, then recovers (not a test: it takes minutes). Posts REQUESTS valid requests, CONCURRENCY at a time, while
// the server hangs; measures how long each visitor waits for the answer; recovers the mail server after RECOVER_S
// seconds; then waits until the store lists every request as sent and counts the copies of each reference the mail
// server accepted (it accepts a message only when it answers 250, as a real one commits it only then: a held message
// whose client hung up is dropped). The retry job runs every 5 s, so the claim (2 minutes before the attempt had a deadline, 30 s since) is what decides.
// Usage: npm run bench:slow-smtp [-- --requests 50 --concurrency 30 --recover 123 --compare ../other-checkout]
// (needs `npm run build`, and in --compare's checkout too; that one is measured first).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { median, root, writeReport } from "./lib/bench-report.mjs";
import { readFlags } from "./lib/flags.cjs";
import { freePort, startProductionServer } from "./lib/start-server.cjs";

const {
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  recover: RECOVER_S,
  compare: COMPARE,
} = readFlags({ requests: 50, concurrency: 30, recover: 123, compare: "" });

/** A mail server that hangs until recover(): see the header. Counts accepted copies per reference. */
async function hangingSink() {
  let hanging = true;
  const held = [];
  const closed = new Set();
  const copies = new Map();
  const accept = (head, callback) => {
    const reference = /^Subject: .*\((QC-[0-9A-Z]{4}-[0-9A-Z]{4})\)/m.exec(head)?.[1] ?? "none";
    copies.set(reference, (copies.get(reference) ?? 0) + 1);
    callback();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose: (session) => closed.add(session.id),
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        if (hanging) held.push({ session: session.id, done: () => accept(head, callback) });
        else accept(head, callback);
      });
    },
  });
  server.on("error", () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    copies,
    recover() {
      hanging = false;
      for (const message of held.splice(0)) if (!closed.has(message.session)) message.done();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const body = (i) =>
  JSON.stringify({
    name: `Slow Mail ${i}`,
    phone: "(704) 555-0100",
    email: `slow${i}@example.com`,
    service: "Computer Repair",
    message: `Request ${i} while the mail server hangs`,
  });

async function measure(project, label) {
  const sink = await hangingSink();
  const store = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-bench-slow-"));
  const { baseUrl, stop } = await startProductionServer({
    project,
    logFile: path.join(root, `reports/bench-slow-smtp-${label}.log`),
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      SMTP_SECURE: "false",
      CONTACT_STORE_DIR: store,
      CONTACT_RETRY_SECONDS: "5",
      CONTACT_RATE_LIMIT: String(REQUESTS * 10),
    },
  });
  const started = Date.now();
  const recovery = setTimeout(() => sink.recover(), RECOVER_S * 1000);
  const answers = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}/api/send-contact-email`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: body(i),
          signal: AbortSignal.timeout(300_000),
        }).catch((error) => ({ status: `error: ${error.message}`, json: async () => ({}) }));
        const answer = await response.json().catch(() => ({}));
        answers.push({ ms: performance.now() - t0, status: response.status, reference: answer.reference });
      }
    }),
  );
  const answeredBy = (Date.now() - started) / 1000;
  // Delivery: every request sent (or 4 minutes past the recovery), then 15 s more for a late copy.
  const states = () =>
    fs
      .readdirSync(store)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(fs.readFileSync(path.join(store, f), "utf8")).state);
  const deadline = started + (RECOVER_S + 240) * 1000;
  while (Date.now() < deadline) {
    const now = states();
    if (Date.now() - started > RECOVER_S * 1000 && now.length && now.every((s) => s === "sent")) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  clearTimeout(recovery);
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const references = answers.map((a) => a.reference).filter(Boolean);
  const copies = references.map((r) => sink.copies.get(r) ?? 0);
  const ms = answers.map((a) => a.ms);
  const result = {
    build: label,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    recoverAfterS: RECOVER_S,
    statuses: answers.reduce((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {}),
    answerMedianS: Number((median(ms) / 1000).toFixed(2)),
    answerMaxS: Number((Math.max(...ms) / 1000).toFixed(2)),
    allAnsweredAfterS: Number(answeredBy.toFixed(1)),
    acceptedByMailServer: [...sink.copies.values()].reduce((a, b) => a + b, 0),
    deliveredOnce: copies.filter((c) => c === 1).length,
    deliveredTwiceOrMore: copies.filter((c) => c > 1).length,
    notDelivered: copies.filter((c) => c === 0).length,
    storeStates: states().reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}),
  };
  stop();
  await sink.close();
  fs.rmSync(store, { recursive: true, force: true });
  return result;
}

const results = [];
if (COMPARE) results.push(await measure(path.resolve(COMPARE), "compare"));
results.push(await measure(root, "this"));
console.table(results);
writeReport("bench-slow-smtp.json", { date: new Date().toISOString(), results });
const mine = results[results.length - 1];
if (mine.deliveredTwiceOrMore || mine.notDelivered) process.exit(1);
