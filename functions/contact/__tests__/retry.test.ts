import { exampleSubmission } from "../../../src/domain/service-request";
import fs from "node:fs";
import path from "node:path";
import { createRetryJob } from "..";
import { attempt, runRetryJob, type DeliveryDeps } from "../deliver";
import type { Photo } from "../photos";
import { isExpired, markFailed, newRecord, RETRY_HORIZON, retryPolicy, type RequestRecord } from "../record";
import type { ServiceRequest } from "../../../src/domain/request";
import { createDirectoryStore } from "../store";
import { createTransport } from "../transport";
import { jpeg, tempDir } from "./fixtures";
import { startSmtpSink } from "./smtp-sink";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.parse("2026-11-22T15:00:00Z");
const policy = retryPolicy({});

const request: ServiceRequest = {
  submission: exampleSubmission({
    name: "Jane Doe",
    phone: "(704) 555-1234",
    email: "jane@example.com",
    service: "TV Repair",
    location: "Charlotte",
    message: "No picture.",
  }),
  booking: {},
};

describe("the retry schedule", () => {
  it("waits 1, 5, 15 and 60 minutes, then every hour, counted from each failed attempt", () => {
    let record = newRecord("QC-0000-0001", request, [], new Date(T0), policy);
    const waits: number[] = [];
    let now = T0;
    for (let i = 0; i < 7; i++) {
      record = markFailed(record, new Date(now), "421 busy", policy);
      const next = Date.parse(record.nextAttemptAt!);
      waits.push((next - now) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([1, 5, 15, 60, 60, 60, 60]);
    expect(record).toMatchObject({ state: "pending", attempts: 7, lastError: "421 busy" });
  });

  it("gives up at 72 hours after the request was received, and the last attempt is at that time", () => {
    let record = newRecord("QC-0000-0001", request, [], new Date(T0), policy);
    let now = T0;
    while (record.state === "pending") {
      record = markFailed(record, new Date(now), "550 no", policy);
      if (record.nextAttemptAt) now = Date.parse(record.nextAttemptAt);
    }
    expect(now).toBe(T0 + 72 * HOUR);
    expect(record).toMatchObject({ state: "failed-permanently", failedAt: new Date(T0 + 72 * HOUR).toISOString() });
    // At 0, 1, 6, 21 and 81 minutes, then hourly to 71 h 21 min (70 more), then at 72 h.
    expect(record.attempts).toBe(76);
    expect(record.reason).toMatch(/^Not accepted by the mail server in \d+ attempts over 72 hours: 550 no$/);
  });

  it("scales with CONTACT_RETRY_SECONDS, and keeps records CONTACT_RETENTION_DAYS after sending or giving up", () => {
    const fast = retryPolicy({ CONTACT_RETRY_SECONDS: "0.5", CONTACT_RETENTION_DAYS: "7" });
    expect(fast.unitMs).toBe(500);
    const failed = markFailed(newRecord("QC-0000-0001", request, [], new Date(T0), fast), new Date(T0), "x", fast);
    expect(Date.parse(failed.nextAttemptAt!) - T0).toBe(500);
    expect(RETRY_HORIZON * fast.unitMs).toBe((36 * HOUR) / 60);
    const sent = { ...failed, state: "sent" as const, sentAt: new Date(T0).toISOString() };
    expect(isExpired(sent, new Date(T0 + 7 * 24 * HOUR - 1), fast.retentionMs)).toBe(false);
    expect(isExpired(sent, new Date(T0 + 7 * 24 * HOUR), fast.retentionMs)).toBe(true);
    expect(isExpired(failed, new Date(T0 + 700 * 24 * HOUR), fast.retentionMs)).toBe(false); // pending: never
    expect(() => retryPolicy({ CONTACT_RETRY_SECONDS: "soon" })).toThrow(
      /CONTACT_RETRY_SECONDS must be a positive number/,
    );
  });
});

/** A store with one pending request whose first attempt failed at T0, and deps on a fake clock. */
async function pendingRequest(transportEnv: Record<string, string>, photos: Photo[] = []) {
  const store = createDirectoryStore(tempDir("retry"));
  let now = T0;
  const logs: Array<[string, string]> = [];
  const deps: DeliveryDeps = {
    mail: { to: "shop@example.com", from: "Site <no-reply@example.com>", businessName: "Shop" },
    transport: createTransport(transportEnv, () => undefined),
    policy,
    now: () => new Date(now),
    log: (level, message) => void logs.push([level, message]),
  };
  const record = newRecord("QC-0000-0001", request, photos, new Date(now), policy);
  await store.create(record, photos);
  await attempt({ record, photos }, store, deps);
  return {
    store,
    deps,
    logs,
    at: (ms: number) => (now = T0 + ms),
    state: async () => (await store.get("QC-0000-0001"))!.record,
  };
}

describe("the retry job over real SMTP and a real folder", () => {
  it("delivers a request kept while the mail server was down, once, when it is back, photos included", async () => {
    const down = await startSmtpSink();
    const { port, env } = down;
    await down.close();
    const photo = { content: await jpeg(80, 60), type: "image/jpeg", ext: "jpg" };
    const { store, deps, at, state } = await pendingRequest(env, [photo]);
    expect(await state()).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: "2026-11-22T15:01:00.000Z" });
    expect(await runRetryJob(store, deps)).toMatchObject({ due: 0 }); // not yet due
    const sink = await startSmtpSink({ port });
    try {
      at(MINUTE);
      expect(await runRetryJob(store, deps)).toMatchObject({ due: 1, sent: 1 });
      expect(await runRetryJob(store, deps)).toMatchObject({ due: 0 });
      at(2 * HOUR);
      expect(await runRetryJob(store, deps)).toMatchObject({ due: 0 });
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0];
      expect(mail.subject).toBe("Service request [Charlotte]: TV Repair - Jane Doe (QC-0000-0001)");
      expect(mail.messageId).toBe("<QC-0000-0001@example.com>");
      expect(Buffer.compare(mail.attachments[0].content, photo.content)).toBe(0);
      expect(await state()).toMatchObject({
        state: "sent",
        attempts: 2,
        sentAt: new Date(T0 + MINUTE).toISOString(),
        messageId: "<QC-0000-0001@example.com>",
      });
    } finally {
      await sink.close();
    }
  });

  it("marks a request the server refuses with 5xx failed-permanently after 72 hours, and logs it loudly", async () => {
    const sink = await startSmtpSink({ refuse: true });
    try {
      const { store, deps, logs, at, state } = await pendingRequest(sink.env);
      let hours = 0;
      while ((await state()).state === "pending") {
        const next = Date.parse((await state()).nextAttemptAt!) - T0;
        at(next);
        await runRetryJob(store, deps);
        hours = next / HOUR;
      }
      expect(hours).toBe(72);
      const record = await state();
      expect(record.state).toBe("failed-permanently");
      expect(record.reason).toMatch(/in 76 attempts over 72 hours: .*550 Mailbox unavailable/);
      expect(logs).toContainEqual([
        "error",
        expect.stringMatching(/^contact: request QC-0000-0001 FAILED PERMANENTLY/),
      ]);
      expect(sink.received).toHaveLength(0);
    } finally {
      await sink.close();
    }
  }, 120_000);

  it("two jobs at the same moment send a due request once (the first holds it)", async () => {
    const down = await startSmtpSink();
    await down.close();
    const { store, deps, at } = await pendingRequest(down.env);
    const sink = await startSmtpSink({ port: down.port });
    try {
      at(MINUTE);
      const [a, b] = await Promise.all([runRetryJob(store, deps), runRetryJob(store, deps)]);
      expect(a.sent + b.sent).toBe(1);
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it("deletes sent and abandoned requests with their photos after the retention, never a pending one", async () => {
    const dir = tempDir("retention");
    const store = createDirectoryStore(dir);
    const photo = { content: await jpeg(10, 10), type: "image/jpeg", ext: "jpg" };
    const make = (reference: string, extra: Partial<RequestRecord>) =>
      store.create({ ...newRecord(reference, request, [photo], new Date(T0), policy), ...extra }, [photo]);
    const day = 24 * HOUR;
    await make("QC-0000-0001", { state: "sent", sentAt: new Date(T0).toISOString() });
    await make("QC-0000-0002", { state: "sent", sentAt: new Date(T0 + day).toISOString() });
    await make("QC-0000-0003", { state: "failed-permanently", failedAt: new Date(T0).toISOString() });
    await make("QC-0000-0004", { state: "pending", nextAttemptAt: new Date(T0 + 100 * day).toISOString() });
    const deps: DeliveryDeps = {
      mail: { to: "a@example.com", from: "b@example.com", businessName: "Shop" },
      transport: { sendMail: async () => ({}) },
      policy,
      now: () => new Date(T0 + 30 * day),
      log: () => undefined,
    };
    expect(await runRetryJob(store, deps)).toMatchObject({ deleted: 2 });
    expect((await store.list()).map((r) => r.reference)).toEqual(["QC-0000-0002", "QC-0000-0004"]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      ".last-sweep",
      "QC-0000-0002",
      "QC-0000-0002.json",
      "QC-0000-0004",
      "QC-0000-0004.json",
      "pending",
    ]);
    expect(fs.existsSync(path.join(dir, "QC-0000-0001", "photo-1.jpg"))).toBe(false);
  });

  it("reads only the pending index on a run; the archive only for the hourly housekeeping", async () => {
    const store = createDirectoryStore(tempDir("index"));
    for (let i = 1; i <= 40; i++)
      await store.create(
        {
          ...newRecord(`QC-0000-00${String(i).padStart(2, "0")}`, request, [], new Date(T0), policy),
          ...(i > 1 && { state: "sent" as const, sentAt: new Date(T0).toISOString() }),
          nextAttemptAt: new Date(T0).toISOString(),
        },
        [],
      );
    const calls = { list: 0, listPending: 0 };
    const counted = {
      ...store,
      list: () => (calls.list++, store.list()),
      listPending: () => (calls.listPending++, store.listPending()),
    };
    let now = T0 + HOUR;
    const deps: DeliveryDeps = {
      mail: { to: "a@example.com", from: "b@example.com", businessName: "Shop" },
      transport: { sendMail: async () => ({}) },
      policy,
      now: () => new Date(now),
      log: () => undefined,
    };
    expect(await runRetryJob(counted, deps)).toMatchObject({ due: 1, sent: 1 });
    expect(calls).toEqual({ list: 1, listPending: 1 }); // the first run sweeps as well
    for (let i = 0; i < 10; i++) {
      now += MINUTE;
      await runRetryJob(counted, deps);
    }
    expect(calls).toEqual({ list: 1, listPending: 11 });
    now += HOUR;
    await runRetryJob(counted, deps);
    expect(calls).toEqual({ list: 2, listPending: 12 });
  });

  it("starts no new attempt after its time budget; the rest waits for the next run", async () => {
    const store = createDirectoryStore(tempDir("budget"));
    for (let i = 1; i <= 3; i++)
      await store.create(
        {
          ...newRecord(`QC-0000-000${i}`, request, [], new Date(T0), policy),
          nextAttemptAt: new Date(T0).toISOString(),
        },
        [],
      );
    const deps: DeliveryDeps = {
      mail: { to: "a@example.com", from: "b@example.com", businessName: "Shop" },
      transport: { sendMail: () => new Promise((resolve) => setTimeout(() => resolve({}), 30)) },
      policy,
      now: () => new Date(T0),
      log: () => undefined,
    };
    expect(await runRetryJob(store, deps, { concurrency: 1, budgetMs: 10 })).toMatchObject({
      due: 3,
      sent: 1,
      left: 2,
    });
    expect(await runRetryJob(store, deps, { concurrency: 1 })).toMatchObject({ due: 2, sent: 2, left: 0 });
  });

  it("createRetryJob reads the store and mail settings from the environment", async () => {
    const sink = await startSmtpSink();
    try {
      const dir = tempDir("env-job");
      const store = createDirectoryStore(dir);
      await store.create(
        { ...newRecord("QC-0000-0001", request, [], new Date(), policy), nextAttemptAt: undefined },
        [],
      );
      const summary = await createRetryJob({ ...sink.env, CONTACT_STORE_DIR: dir, CONTACT_TO: "shop@example.com" })();
      expect(summary).toMatchObject({ due: 1, sent: 1 });
      expect((sink.received[0].to as { text: string }).text).toBe("shop@example.com");
    } finally {
      await sink.close();
    }
  });
});
