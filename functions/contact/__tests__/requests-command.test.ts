import { shopClock } from "../../../src/domain/dates";
import { exampleSubmission } from "../../../src/domain/service-request";
import { SHOP_TIME_ZONE, shopFor } from "../../../src/domain/shops";
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { DeliveryDeps } from "../deliver";
import type { MailMessage } from "../compose";
import { markFailed, newRecord, newVisitorRecord, retryPolicy } from "../record";
import { opens } from "../status-code";
import { runRetryJob } from "../deliver";
import type { ServiceRequest } from "../../../src/domain/request";
import { runRequestsCommand } from "../requests-command";
import { createDirectoryStore, type RequestStore } from "../store";
import { requestStoreFor } from "../store-env";
import { startBlobsServer } from "./blobs-server";
import { jpeg, tempDir } from "./fixtures";

const T0 = Date.parse("2026-11-22T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
/** An instant as the command writes it: on the shops' clock (data/site.json's zone), "2026-11-22 10:00 EST". */
const clock = (ms: number) => shopClock(new Date(ms), SHOP_TIME_ZONE, { short: true });
const policy = retryPolicy({});
const request = (name: string, service = "TV Repair"): ServiceRequest => ({
  submission: exampleSubmission({
    name,
    phone: "(704) 555-1234",
    email: "jane@example.com",
    service,
    location: "Charlotte",
    message: "No picture.",
  }),
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
  return {
    store,
    sent,
    run,
    delivery,
    failNext: () => (fail = true),
    heal: () => (fail = false),
    at: (ms: number) => (now = ms),
  };
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
      /^Reference\s+State\s+Received\s+Shop\s+Day\s+Name\s+Phone\s+Request\s+Status\s+Tries\s+Delivery\s+Confirmation$/,
    );
    // Times on the shops' clock, the request's shop, and "-" for a request booked for no day.
    const shop = shopFor(request("Ann Sent")).name;
    expect(lines[2]).toMatch(
      new RegExp(
        `^QC-0000-0001\\s+sent\\s+${clock(T0)}\\s+${shop}\\s+-\\s+Ann Sent\\s+\\(704\\) 555-1234\\s+TV Repair\\s+received\\s+1\\s+sent ${clock(T0)}\\s+none$`,
      ),
    );
    expect(lines[3]).toMatch(
      new RegExp(`^QC-0000-0003\\s+failed-permanently .* gave up ${clock(T0 + 3 * DAY)}: 550 no such user\\s+none$`),
    );
    expect(lines[4]).toMatch(
      new RegExp(`^QC-0000-0002\\s+pending .* next try ${clock(T0 + DAY + 60_000)} \\(421 busy\\)\\s+none$`),
    );
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
      new RegExp(`^QC-0000-0001: sent, 1 attempt, sent ${clock(T0)}\nMessage-ID: <QC-0000-0001@example.com>`),
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
    expect(shown).toMatch(new RegExp(`^QC-0000-0001: sent, 1 attempt, sent ${clock(T0)}$`, "m"));
    expect(shown).toMatch(/^Confirmation to jane@example\.com: pending, 0 attempts, next try /m);
    const listed = (await run("list")).text.split("\n");
    expect(listed[0]).toMatch(/Delivery\s+Confirmation$/);
    // One row per request: the confirmation is a column of its request's.
    expect(listed.filter((line) => line.startsWith("QC-0000-0001"))).toHaveLength(1);
    expect(listed.find((line) => line.startsWith("QC-0000-0001"))).toMatch(
      new RegExp(`next try ${clock(T0 + 60_000)}$`),
    );
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

  it("moves a repair along the allowed transitions, e-mails the visitor once for the states they wait for, and keeps private notes private", async () => {
    const { run, sent, store } = await setup();
    expect((await run("status", "QC-0000-0001", "completed")).text).toBe(
      "Not changed: QC-0000-0001 cannot go from Received to Completed. From Received it can go to: booked, diagnosing, cancelled.",
    );
    expect((await run("status", "QC-0000-0001", "completed")).code).toBe(1);
    const diagnosing = await run("status", "qc-0000-0001", "diagnosing", "--private-note", "Cracked board");
    expect(diagnosing).toEqual({
      code: 0,
      text: "QC-0000-0001 is now Diagnosing (was Received).\nNo e-mail for Diagnosing without a --note; the status page shows it.",
    });
    expect(sent).toHaveLength(0);
    const ready = await run(
      "status",
      "QC-0000-0001",
      "ready",
      "--note",
      "Bring the remote.",
      "--private-note",
      "Paid cash",
    );
    expect(ready.code).toBe(0);
    expect(ready.text).toMatch(
      /^QC-0000-0001 is now Ready for pickup \(was Diagnosing\)\.\nE-mail to jane@example\.com: sent/,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe("jane@example.com");
    expect(sent[0].messageId).toBe("<QC-0000-0001.update-2@example.com>");
    expect(sent[0].text).toContain("Bring the remote.");
    expect(sent[0].text).not.toMatch(/Paid cash|Cracked board/);
    // The e-mail's code opens the status; the store keeps only its hash, and the sent e-mail's record drops the code.
    const code = /#r=QC-0000-0001&c=(\w{28})/.exec(sent[0].text)![1];
    const request = (await store.get("QC-0000-0001"))!.record;
    expect(opens(request.status, code)).toBe(true);
    expect(JSON.stringify(await store.list())).not.toContain(code);
    const shown = (await run("show", "QC-0000-0001")).text;
    expect(shown).toMatch(/Update QC-0000-0001\.update-2 \(ready\): sent/);
    expect(shown).toMatch(
      /Status: ready\n {2}2026-\d\d-\d\d \d\d:\d\d [A-Z]{3,4} {2}received\n.*diagnosing {2}private: Cracked board {2}by: npm run requests\n.*ready {2}note: Bring the remote\. {2}private: Paid cash {2}by: npm run requests$/m,
    );
    expect((await run("list")).text).toMatch(/QC-0000-0001 .* TV Repair\s+ready\s+1/);
    const json = JSON.parse((await run("status", "QC-0000-0001", "completed", "--json")).text);
    expect(json).toMatchObject({ reference: "QC-0000-0001", state: "completed", notified: { state: "sent" } });
    expect(json.history.map((h: { state: string }) => h.state)).toEqual([
      "received",
      "diagnosing",
      "ready",
      "completed",
    ]);
    expect((await run("status", "QC-0000-0001", "ready")).text).toMatch(
      /cannot go from Completed to Ready for pickup\. Completed is final/,
    );
    expect(sent).toHaveLength(2);
  });

  it("keeps an update whose mail server is down, for the retry job to send exactly once", async () => {
    const { run, sent, store, failNext, heal, at, delivery } = await setup();
    failNext();
    const { code, text } = await run("status", "QC-0000-0001", "booked");
    expect(code).toBe(0);
    expect(text).toMatch(
      /E-mail to jane@example\.com: not sent yet \(connect ECONNREFUSED .*\); the server retries it \(QC-0000-0001\.update-1\)\./,
    );
    expect((await store.listPending()).map((r) => r.reference)).toContain("QC-0000-0001.update-1");
    heal();
    at(T0 + 40 * DAY + 2 * 60 * 1000);
    // The update, and the shop's e-mail of QC-0000-0002 that was pending too.
    expect(await runRetryJob(store, delivery)).toMatchObject({ sent: 2 });
    expect(await runRetryJob(store, delivery)).toMatchObject({ due: 0, sent: 0 });
    const updates = sent.filter((m) => m.messageId === "<QC-0000-0001.update-1@example.com>");
    expect(updates).toHaveLength(1);
    expect(updates[0].text).toMatch(/#r=QC-0000-0001&c=\w{28}/);
    expect((await store.get("QC-0000-0001.update-1"))?.record).toMatchObject({ state: "sent" });
    expect((await store.get("QC-0000-0001.update-1"))?.record.statusCode).toBeUndefined();
  });

  it.each([
    [["status", "QC-0000-0001"], 2, /Name the new state/],
    [
      ["status", "QC-0000-0001", "fixed"],
      2,
      /The state is one of received, booked, diagnosing, waiting-for-parts, ready, completed, cancelled, not "fixed"/,
    ],
    [["status", "QC-0000-0001", "ready", "now"], 2, /Unexpected "now"/],
    [["status", "QC-0000-0001.visitor", "ready"], 2, /Name the request \(QC-0000-0001\), not one of its e-mails/],
    [["status", "QC-0000-0001", "received"], 1, /already Received\. To tell the customer something, add --note/],
    [["show", "QC-0000-0001", "--note", "x"], 2, /--note is for status only/],
  ])("%j -> exit %d and a message", async (argv, code, message) => {
    const { run, store } = await setup();
    await store.create(newVisitorRecord((await store.get("QC-0000-0001"))!.record, new Date(T0), policy), []);
    const result = await run(...argv);
    expect(result.code).toBe(code);
    expect(result.text).toMatch(message);
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
      expect((await run("status", "QC-0000-0002", "booked", "--note", "Tuesday at 10.")).code).toBe(0);
      expect(JSON.parse((await run("show", "QC-0000-0002", "--json")).text).status.history).toHaveLength(2);
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
