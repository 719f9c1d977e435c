import { runRetryJob, type DeliveryDeps } from "../deliver";
import { handleContactRequest, type ContactDeps, type ContactRequest } from "../handle";
import { createRateLimiter } from "../rate-limit";
import { checkPolicy, newRecord, retryPolicy, type RetryPolicy } from "../record";
import { newReference } from "../reference";
import { createDirectoryStore } from "../store";
import { createTransport } from "../transport";
import { tempDir, testConfig } from "./fixtures";
import { startSmtpSink } from "./smtp-sink";

// A mail server that takes each message's data and never answers, then recovers. Before the attempt had a
// deadline, an attempt waiting in the SMTP pool's queue outlived its claim, the retry job sent the request too,
// and the first attempt then wrote its result over the record: 10 of 50 requests arrived twice, and the visitor
// waited up to a minute for an answer. Here the same parts (nodemailer's pool, a real smtp-server, the folder
// store, the retry job) run on a policy scaled down from the default (3 s answer, 20 s attempt, 2 min claim).

const policy: RetryPolicy = { unitMs: 500, leaseMs: 6000, attemptMs: 3000, answerMs: 1000, retentionMs: 86_400_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request = (i: number): ContactRequest => ({
  method: "POST",
  contentType: "application/json",
  accept: "application/json",
  body: Buffer.from(
    JSON.stringify({
      name: `Slow Client ${i}`,
      phone: "(704) 555-0100",
      email: `slow${i}@example.com`,
      service: "TV Repair",
      message: `Request ${i} while the mail server hangs`,
    }),
  ),
  clientIp: "10.9.9.9",
});

const referenceOf = (subject: string | undefined) => /\((QC-[0-9A-Z]{4}-[0-9A-Z]{4})\)$/.exec(subject ?? "")?.[1];

describe("a mail server that takes the data and never answers, then recovers", () => {
  it("answers 30 concurrent requests within the budget and, after it recovers, delivers each exactly once", async () => {
    const sink = await startSmtpSink({ hang: true });
    const store = createDirectoryStore(tempDir("slow-smtp"), () => undefined);
    const transport = createTransport({ ...sink.env, CONTACT_SMTP_POOL: "true" }, () => undefined);
    const logs: string[] = [];
    const delivery: DeliveryDeps = {
      mail: { to: testConfig.to, from: testConfig.from, businessName: testConfig.businessName },
      transport,
      policy,
      now: () => new Date(),
      log: (_level, message) => void logs.push(message),
    };
    const deps: ContactDeps = {
      ...delivery,
      config: testConfig,
      openStore: () => store,
      newReference: () => newReference(),
      limiter: createRateLimiter({ max: 1000, windowMs: 600_000 }),
      background: true,
    };
    // The server's timer: the retry job every unit, never two runs at once.
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      running ??= runRetryJob(store, delivery).finally(() => (running = undefined));
    }, policy.unitMs);
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const started = Date.now();
          const response = await handleContactRequest(request(i), deps);
          return { ms: Date.now() - started, status: response.status, reference: JSON.parse(response.body).reference };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(policy.answerMs + 700);

      // Hanging past every attempt's deadline and past a claim's lease, where the duplicate used to happen.
      await sleep(policy.leaseMs + 2000);
      expect(sink.received).toHaveLength(0);
      sink.recover();

      const references = answers.map((a) => a.reference as string);
      for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
        const records = await store.list();
        // Each request and its visitor's confirmation: two deliveries.
        if (records.length === 60 && records.every((r) => r.state === "sent")) break;
      }
      await running;
      await sleep(500); // a late copy, were there one, would arrive now
      const copies = new Map<string, number>();
      for (const mail of sink.received) {
        const reference = referenceOf(mail.subject) ?? "none";
        copies.set(reference, (copies.get(reference) ?? 0) + 1);
      }
      expect(references.map((r) => copies.get(r) ?? 0)).toEqual(Array(30).fill(1));
      expect(sink.received).toHaveLength(30);
      // The confirmations too, each once.
      const confirmed = sink.confirmations.map((mail) => /(QC-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.subject ?? "")?.[1]);
      expect(confirmed.sort()).toEqual([...references].sort());
      expect((await store.list()).map((r) => r.state)).toEqual(Array(60).fill("sent"));
      expect(logs.some((l) => /the attempt was stopped/.test(l) || /still sending/.test(l))).toBe(true);
    } finally {
      clearInterval(timer);
      await running;
      await sink.close();
    }
  }, 60_000);

  it("an attempt that finished after another took the request over writes nothing", async () => {
    const store = createDirectoryStore(tempDir("late-attempt"), () => undefined);
    const record = newRecord("QC-0000-0001", request(1) as never, [], new Date(), policy);
    await store.create({ ...record, submission: { ...record.submission } }, []);
    const first = record.claim!;
    const now = new Date(Date.now() + policy.leaseMs + 1);
    const second = await store.claim("QC-0000-0001", now, new Date(now.getTime() + policy.leaseMs));
    expect(second?.record.claim).toBeDefined();
    expect(second?.record.claim).not.toBe(first);
    // The first attempt's outcome arrives late: refused. The holder's is written.
    expect(await store.settle({ ...record, state: "sent", attempts: 1 }, first)).toBe(false);
    expect((await store.get("QC-0000-0001"))?.record.state).toBe("pending");
    expect(await store.settle({ ...second!.record, state: "sent", attempts: 1 }, second!.record.claim!)).toBe(true);
    expect((await store.get("QC-0000-0001"))?.record.state).toBe("sent");
  });

  it("refuses a policy whose attempt could outlive its claim; the default fits the answer budget and a 30 s function", () => {
    expect(() => checkPolicy({ ...policy, attemptMs: policy.leaseMs })).toThrow(/must be shorter than its claim/);
    // The claim is 30 s, or the retry unit when that is longer (60 s by default).
    expect(checkPolicy(retryPolicy({ CONTACT_RETRY_SECONDS: "5" }))).toMatchObject({
      answerMs: 3000,
      attemptMs: 20_000,
      leaseMs: 30_000,
    });
    expect(checkPolicy(retryPolicy({})).leaseMs).toBe(60_000);
    expect(checkPolicy(retryPolicy({ CONTACT_RETRY_SECONDS: "600" })).leaseMs).toBe(600_000);
  });
});
