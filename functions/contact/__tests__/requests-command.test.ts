import { execFileSync } from "node:child_process";
import path from "node:path";
import type { DeliveryDeps } from "../deliver";
import type { MailMessage } from "../compose";
import { markFailed, newRecord, newVisitorRecord, retryPolicy } from "../record";
import type { ServiceRequest } from "../request";
import { runRequestsCommand } from "../requests-command";
import { createDirectoryStore, type RequestStore } from "../store";
import { requestStoreFor } from "../store-env";
import { startBlobsServer } from "./blobs-server";
import { jpeg, tempDir } from "./fixtures";

const T0 = Date.parse("2026-11-22T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const policy = retryPolicy({});
const request = (name: string, service = "TV Repair"): ServiceRequest => ({
  submission: {
    name,
    phone: "(704) 555-1234",
    email: "jane@example.com",
    service,
    location: "Charlotte",
    message: "No picture.",
    pageUrl: "",
    submittedAt: "",
  },
  booking: {},
});

/** A store with one sent, one pending and one abandoned request, and a command runner over it. */
async function setup(store: RequestStore = createDirectoryStore(tempDir("cli"))) {
  const photo = { content: await jpeg(20, 20), type: "image/jpeg", ext: "jpg" };
  await store.create(
    {
      ...newRecord("QC-0000-0001", request("Ann Sent"), [photo], new Date(T0), policy),
      state: "sent",
      attempts: 1,
      sentAt: new Date(T0).toISOString(),
      messageId: "<QC-0000-0001@example.com>",
      nextAttemptAt: undefined,
    },
    [photo],
  );
  await store.create(
    markFailed(
      newRecord("QC-0000-0002", request("Bo Pending"), [], new Date(T0 + DAY), policy),
      new Date(T0 + DAY),
      "421 busy",
      policy,
    ),
    [],
  );
  await store.create(
    {
      ...newRecord("QC-0000-0003", request("Cy Failed"), [], new Date(T0), policy),
      state: "failed-permanently",
      attempts: 76,
      failedAt: new Date(T0 + 3 * DAY).toISOString(),
      lastError: "550 no such user",
      nextAttemptAt: undefined,
    },
    [],
  );
  const sent: MailMessage[] = [];
  let now = T0 + 40 * DAY;
  let fail = false;
  const delivery: DeliveryDeps = {
    mail: { to: "shop@example.com", from: "Site <no-reply@example.com>", businessName: "Shop" },
    transport: {
      sendMail: async (m: MailMessage) => {
        if (fail) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
        sent.push(m);
        return { messageId: m.messageId };
      },
    },
    policy,
    now: () => new Date(now),
    log: () => undefined,
  };
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runRequestsCommand(argv, { store, delivery, out: (l) => void lines.push(l) });
    return { code, text: lines.join("\n") };
  };
  return { store, sent, run, failNext: () => (fail = true), at: (ms: number) => (now = ms) };
}

describe("npm run requests", () => {
  it("prints every stored text with its control characters made visible, whatever the store holds", async () => {
    const { store, run } = await setup();
    // Written past the function's checks, as an older version or a hand-edited store could hold it.
    const hostile = "\u001b[2J\u001b[31mEVIL\u001b]0;pwned\u0007";
    const record = newRecord("QC-0000-0009", request(hostile), [], new Date(T0), policy);
    await store.update({
      ...record,
      submission: { ...record.submission, phone: "555\u009b31m", message: "line one\nline \u0000two \u202eevil" },
    });
    const outputs = [
      (await run("list")).text,
      (await run("list", "--json")).text,
      (await run("show", "QC-0000-0009")).text,
      (await run("show", "QC-0000-0009", "--json")).text,
    ];
    for (const text of outputs) {
      // eslint-disable-next-line no-control-regex -- no control character but the line feed may reach the terminal
      expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(text).toContain("\\u001b[2J\\u001b[31mEVIL\\u001b]0;pwned\\u0007");
    }
    expect(outputs[2]).toContain("line one\nline \\u0000two \\u202eevil");
    expect(JSON.parse(outputs[3]).submission.name).toBe(hostile); // still JSON, the same value when parsed
  });

  it("lists every request as a table, oldest first, and filters by state", async () => {
    const { run } = await setup();
    const { code, text } = await run("list");
    expect(code).toBe(0);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(
      /^Reference\s+State\s+Received\s+Name\s+Phone\s+Request\s+Tries\s+Delivery\s+Confirmation$/,
    );
    expect(lines[2]).toMatch(
      /^QC-0000-0001\s+sent\s+2026-11-22 15:00 UTC\s+Ann Sent\s+\(704\) 555-1234\s+TV Repair\s+1\s+sent 2026-11-22 15:00 UTC\s+none$/,
    );
    expect(lines[3]).toMatch(
      /^QC-0000-0003\s+failed-permanently .* gave up 2026-11-25 15:00 UTC: 550 no such user\s+none$/,
    );
    expect(lines[4]).toMatch(/^QC-0000-0002\s+pending .* next try 2026-11-23 15:01 UTC \(421 busy\)\s+none$/);
    expect(lines[5]).toMatch(/^3 requests in directory /);
    const pending = await run("list", "--state", "pending");
    expect(pending.text).toMatch(/QC-0000-0002/);
    expect(pending.text).not.toMatch(/QC-0000-0001/);
    expect((await run("list", "--state", "sent", "--json")).text).toMatch(
      /^\[\n {2}\{\n {4}"reference": "QC-0000-0001"/,
    );
    expect(JSON.parse((await run("list", "--json")).text)).toHaveLength(3);
  });

  it("shows one request as the e-mail reads, with its state and photos", async () => {
    const { run } = await setup();
    const { code, text } = await run("show", "qc-0000-0001");
    expect(code).toBe(0);
    expect(text).toMatch(
      /^QC-0000-0001: sent, 1 attempt, sent 2026-11-22 15:00 UTC\nMessage-ID: <QC-0000-0001@example.com>/,
    );
    expect(text).toMatch(/^Reference: QC-0000-0001$/m);
    expect(text).toMatch(/^Name: Ann Sent$/m);
    expect(text).toMatch(/^Photo 1: image\/jpeg, \d+ bytes$/m);
    expect(JSON.parse((await run("show", "QC-0000-0002", "--json")).text).state).toBe("pending");
  });

  it("shows both deliveries of a request, lists the confirmation's state, and resends the confirmation alone", async () => {
    const { store, run, sent } = await setup();
    const [shop] = await store.list();
    await store.create(newVisitorRecord(shop, new Date(T0), policy), []);
    const shown = (await run("show", "qc-0000-0001")).text;
    expect(shown).toMatch(/^QC-0000-0001: sent, 1 attempt, sent 2026-11-22 15:00 UTC$/m);
    expect(shown).toMatch(/^Confirmation to jane@example\.com: pending, 0 attempts, next try /m);
    const listed = (await run("list")).text.split("\n");
    expect(listed[0]).toMatch(/Delivery\s+Confirmation$/);
    // One row per request: the confirmation is a column of its request's.
    expect(listed.filter((line) => line.startsWith("QC-0000-0001"))).toHaveLength(1);
    expect(listed.find((line) => line.startsWith("QC-0000-0001"))).toMatch(/next try 2026-11-22 15:01 UTC$/);
    expect(listed.find((line) => line.startsWith("QC-0000-0002"))).toMatch(/none$/);
    const resent = await run("resend", "QC-0000-0001.visitor");
    expect(resent).toEqual({
      code: 0,
      text: expect.stringMatching(/^QC-0000-0001\.visitor sent to jane@example\.com/),
    });
    expect(sent.map((m) => [m.to, m.messageId])).toEqual([["jane@example.com", "<QC-0000-0001.visitor@example.com>"]]);
    expect((await store.get("QC-0000-0001.visitor"))?.record.state).toBe("sent");
  });

  it("resends a pending request and marks it sent; a sent one goes again under a Message-ID of its own", async () => {
    const { run, sent, store } = await setup();
    expect((await run("resend", "QC-0000-0002")).text).toBe(
      "QC-0000-0002 sent to shop@example.com (Message-ID <QC-0000-0002@example.com>).",
    );
    expect((await store.get("QC-0000-0002"))?.record.state).toBe("sent");
    const again = await run("resend", "QC-0000-0001");
    expect(again.code).toBe(0);
    expect(sent[1].messageId).toMatch(/^<QC-0000-0001\.resent-[0-9a-z]+@example\.com>$/);
    expect(sent[1].attachments).toHaveLength(1);
  });

  it("says so, exit 1, when a resend fails, and leaves the request where it was", async () => {
    const { run, failNext, store } = await setup();
    failNext();
    const { code, text } = await run("resend", "QC-0000-0001");
    expect(code).toBe(1);
    expect(text).toMatch(/^QC-0000-0001 was not sent: connect ECONNREFUSED 127\.0\.0\.1:2525\./);
    expect((await store.get("QC-0000-0001"))?.record.state).toBe("sent");
  });

  it("purges requests sent or given up before the age given, with their photos, never a pending one", async () => {
    const { run, store, at } = await setup();
    at(T0 + 31 * DAY);
    expect((await run("purge", "--older-than", "30d")).text).toBe(
      "Deleted 1 request (with photos) sent or given up over 30d ago: QC-0000-0001. Pending ones are never purged.",
    );
    expect(JSON.parse((await run("purge", "--older-than", "1d", "--json")).text)).toEqual({
      deleted: ["QC-0000-0003"],
    });
    expect((await store.list()).map((r) => r.reference)).toEqual(["QC-0000-0002"]);
  });

  it.each([
    [["show"], 2, /Name the request's reference/],
    [["show", "../x"], 2, /"..\/x" is not a reference/],
    [["show", "QC-ZZZZ-ZZZZ"], 1, /^Error: No request QC-ZZZZ-ZZZZ in the store \(directory /],
    [["list", "--state", "lost"], 2, /--state is one of pending, sent, failed-permanently, not "lost"/],
    [["purge"], 2, /purge needs --older-than/],
    [["purge", "--older-than", "a month"], 2, /a number of days such as 30d, not "a month"/],
    [["list", "--all"], 2, /Unknown option --all/],
    [["fix"], 2, /Unknown command "fix"/],
    [[], 2, /^Usage: npm run requests/],
  ])("%j -> exit %d and a message", async (argv, code, message) => {
    const { run } = await setup();
    const result = await run(...argv);
    expect(result.code).toBe(code);
    expect(result.text).toMatch(message);
  });

  it("works on Netlify Blobs given a site id and token (the package's local server)", async () => {
    const server = await startBlobsServer();
    try {
      const { run } = await setup(requestStoreFor(server.env));
      expect((await run("list")).text).toMatch(/3 requests in Netlify Blobs\.$/);
      expect((await run("purge", "--older-than", "30d")).code).toBe(0);
      expect(JSON.parse((await run("list", "--json")).text)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it("runs from the command line on the folder CONTACT_STORE_DIR names", async () => {
    const { store } = await setup();
    const dir = store.describe.replace(/^directory /, "");
    const root = path.resolve(__dirname, "../../..");
    const out = execFileSync("npm", ["run", "-s", "requests", "--", "list", "--state", "pending", "--json"], {
      cwd: root,
      env: { ...process.env, CONTACT_STORE_DIR: dir },
      encoding: "utf8",
    });
    expect((JSON.parse(out) as Array<{ reference: string }>).map((r) => r.reference)).toEqual(["QC-0000-0002"]);
  }, 30_000);
});
