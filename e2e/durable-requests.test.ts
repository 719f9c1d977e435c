import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import pages from "../data/pages.json";
import site from "../data/site.json";
import { startSmtpSink } from "../functions/contact/__tests__/smtp-sink";
import type { RequestRecord } from "../functions/contact/record";
import { formService, mainShop } from "./facts";
import { connectBrowser, fillContactForm, openPage, sendForm, until } from "./helpers";
import { startTestServer } from "./servers";

// `npm start`'s server with a store and a mail server that fail on purpose: second servers beside the one
// global-setup.ts started, each with its own settings, on their own ports.

const root = path.resolve(__dirname, "..");
const REFERENCE = /^QC-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `qctr-${name}-`));

/** The retry job's runs a server has ended (SERVE_LOG_SCHEDULED_RUNS, scripts/serve.mjs), read from its log. */
const retryRuns = (logFile: string) =>
  (fs.readFileSync(logFile, "utf8").match(/^scheduled function .* ran$/gm) ?? []).length;

/** Until the retry job has run `count` more times on the server that logs to `logFile`: what it would send is sent. */
async function moreRetryRuns(logFile: string, count: number) {
  const target = retryRuns(logFile) + count;
  await until(`${count} more runs of the retry job`, () => retryRuns(logFile) >= target, { timeout: 30_000 });
}
const records = (dir: string): RequestRecord[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as RequestRecord);

const requestBody = (i: number) =>
  JSON.stringify({
    name: `Load Client ${i}`,
    phone: "(704) 555-0100",
    email: `load${i}@example.com`,
    service: formService.label,
    message: `Request ${i}`,
  });

async function openContact(page: Page, base: string) {
  await page.goto(`${base}/contact/`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.getElementById("___gatsby")?.hasChildNodes());
}

describe("requests that are never lost (npm start's server)", () => {
  it("mail server down: the visitor sees the reference; after a restart and the sink's return it arrives once", async () => {
    const down = await startSmtpSink();
    await down.close();
    const store = tmp("store");
    const env = {
      ...down.env,
      CONTACT_STORE_DIR: store,
      CONTACT_RETRY_SECONDS: "0.5",
      CONTACT_RATE_LIMIT: "100",
      SERVE_LOG_SCHEDULED_RUNS: "1",
    };
    const first = await startTestServer({ env, logFile: path.join(store, "..", "first.log") });
    let reference = "";
    try {
      const { page, context, messages } = await openPage(browser);
      await openContact(page, first.baseUrl);
      await fillContactForm(page, { name: "Kept Request" });
      await sendForm(page);
      await page.waitForURL(/\/thank-you\/$/);
      const shown = page.locator("main strong", { hasText: /^QC-/ });
      await shown.waitFor();
      reference = (await shown.textContent()) ?? "";
      expect(reference).toMatch(REFERENCE);
      expect(messages).toEqual([]);
      await context.close();
      const [record] = records(store);
      expect(record).toMatchObject({ reference, state: "pending", submission: { name: "Kept Request" } });
      expect(record.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      first.stop();
    }
    await until("the first server to end", () => !alive(first.pid), { timeout: 10_000 });

    const sink = await startSmtpSink({ port: down.port });
    const secondLog = path.join(store, "..", "second.log");
    const second = await startTestServer({ env, logFile: secondLog });
    try {
      // The timer runs at start and then every 0.5 s; the request's next attempt is at most a few units away.
      const mail = await until("the e-mail", () => sink.received[0], { timeout: 20_000 });
      expect(mail.subject).toBe(
        `Service request [${mainShop.name}]: ${formService.label} - Kept Request (${reference})`,
      );
      expect(mail.messageId).toBe(`<${reference}@queencitytechrepair.example>`);
      await until("the record to be sent", () => records(store)[0]?.state === "sent", { timeout: 5_000 });
      // Three more runs of the retry job send nothing again.
      await moreRetryRuns(secondLog, 3);
      expect(sink.received).toHaveLength(1);
      // The owner's command sees it too.
      const listed = JSON.parse(
        execFileSync("npm", ["run", "-s", "requests", "--", "list", "--json"], {
          cwd: root,
          env: { ...process.env, CONTACT_STORE_DIR: store },
          encoding: "utf8",
        }),
      ) as RequestRecord[];
      expect(listed.map((r) => [r.reference, r.state])).toEqual([[reference, "sent"]]);
    } finally {
      second.stop();
      await sink.close();
    }
  }, 90_000);

  it("300 requests at 20 concurrent while the sink turns away every third connection: each arrives exactly once", async () => {
    const sink = await startSmtpSink({ refuseEvery: 3 });
    const store = tmp("store");
    const logFile = path.join(store, "..", "load.log");
    const app = await startTestServer({
      env: {
        ...sink.env,
        CONTACT_STORE_DIR: store,
        CONTACT_RETRY_SECONDS: "0.2",
        CONTACT_RATE_LIMIT: "10000",
        SERVE_LOG_SCHEDULED_RUNS: "1",
      },
      logFile,
    });
    try {
      const references: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (next < 300) {
            const i = next++;
            const response = await fetch(`${app.baseUrl}/api/send-contact-email`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: requestBody(i),
            });
            expect(response.status).toBe(200);
            references.push(((await response.json()) as { reference: string }).reference);
          }
        }),
      );
      expect(new Set(references).size).toBe(300);
      await until("every request to be sent", () => records(store).every((r) => r.state === "sent"), {
        timeout: 60_000,
      });
      // Five more runs of the retry job: a late duplicate would show.
      await moreRetryRuns(logFile, 5);
      const arrived = sink.received.map((m) => /\((QC-[0-9A-Z]{4}-[0-9A-Z]{4})\)$/.exec(m.subject ?? "")?.[1]);
      expect(arrived.sort()).toEqual([...references].sort());
      // Each request and its visitor's confirmation, both delivered, each once.
      expect(records(store)).toHaveLength(600);
      const confirmed = sink.confirmations.map((m) => /(QC-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(m.subject ?? "")?.[1]);
      expect(confirmed.sort()).toEqual([...references].sort());
      expect(sink.connections()).toBeGreaterThan(3); // some were turned away and retried
    } finally {
      app.stop();
      await sink.close();
    }
  }, 120_000);

  it("store and mail server both down: 502, the toast with the phone, and every typed value kept", async () => {
    const down = await startSmtpSink();
    await down.close();
    const file = path.join(tmp("store"), "a-file");
    fs.writeFileSync(file, "");
    const app = await startTestServer({
      env: { ...down.env, CONTACT_STORE_DIR: path.join(file, "requests") },
      logFile: path.join(path.dirname(file), "down.log"),
    });
    try {
      const { page, context } = await openPage(browser);
      await openContact(page, app.baseUrl);
      await fillContactForm(page, { name: "Both Down", message: "Screen flickers.\nSince Monday." });
      expect((await sendForm(page)).status()).toBe(502);
      await page.getByText("Submission failed").waitFor();
      // The shop did not get it: the toast says so and to call, the number a tel: link.
      const notReceived = pages.contact.notReceivedText.split("{phone}")[0];
      await expect(page.getByText(notReceived).count()).resolves.toBe(1);
      await expect(
        page
          .locator('[data-scope="toast"][data-part="root"] a[href="tel:+1' + site.phone.replace(/\D/g, "") + '"]')
          .count(),
      ).resolves.toBe(1);
      expect(new URL(page.url()).pathname).toBe("/contact/");
      await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Both Down");
      await expect(page.getByLabel("Phone").inputValue()).resolves.toBe("(704) 555-0100");
      await expect(page.getByLabel("Email").inputValue()).resolves.toBe("visitor@example.com");
      await expect(page.getByLabel("Describe the issue").inputValue()).resolves.toBe("Screen flickers.\nSince Monday.");
      await context.close();
    } finally {
      app.stop();
    }
  });
});

/** Whether a process still runs (signal 0 only checks). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
