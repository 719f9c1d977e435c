import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { postBytes } from "../scripts/lib/__tests__/post-bytes";
import { formService } from "./facts";
import { until } from "./helpers";
import { startTestServer } from "./servers";

// `npm start`'s server as an attacker would use it, and behind a proxy as an owner would run it: many requests at once,
// a lure sent through the confirmation to someone else's inbox, posts from another site's page, a spoofed
// X-Forwarded-For, big refused uploads. Each part failed on the main these changes started from (said per test).

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `qctr-${name}-`));
const ENDPOINT = "/api/send-contact-email";
const STATUS = "/api/request-status";
const valid = {
  name: "Abuse Test",
  phone: "(704) 555-0100",
  email: "abuse@example.com",
  service: formService.label,
  message: "No picture.",
};

/** Resident memory of a process, in MB, from /proc. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

async function start(env: Record<string, string>) {
  const store = tmp("abuse-store");
  const outbox = tmp("abuse-outbox");
  const server = await startTestServer({
    env: { CONTACT_STORE_DIR: store, CONTACT_OUTBOX_DIR: outbox, SMTP_HOST: "", ...env },
    logFile: path.join(store, "..", `${path.basename(store)}.log`),
  });
  return { ...server, outbox };
}

/** The visitor's confirmations in the outbox, parsed. */
async function confirmations(outbox: string) {
  const files = fs.readdirSync(outbox).filter((f) => f.endsWith("-visitor.eml"));
  return Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(outbox, f)))));
}

describe("npm start behind a trusted proxy (CONTACT_TRUST_PROXY=true), default limits", () => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    server = await start({ CONTACT_TRUST_PROXY: "true" });
  });
  afterAll(() => server?.stop());

  /** A JSON post as the page's script sends it, from `client` as the proxy names it after what the client wrote. */
  const post = (client: string, body: object = valid, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${ENDPOINT}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-Forwarded-For": `10.255.0.1, ${client}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it("30 requests at once from one client: exactly the limit of 5 accepted (failed on main: 30 of 30)", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post("198.51.100.1", { ...valid, email: `burst${i}@example.com` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it("50 wrong status codes at once from one client: at most 10 looked up (failed on main: 25)", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${server.baseUrl}${STATUS}`, {
          method: "POST",
          headers: { Accept: "application/json", "X-Forwarded-For": "198.51.100.2" },
          body: new URLSearchParams({ reference: "QC-7K4M-2XQ9", code: "0".repeat(28) }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
  });

  it("takes the entry the proxy appended: a spoofed left entry neither dodges nor shares a limit (failed on main: one bucket)", async () => {
    for (let i = 0; i < 5; i++) expect((await post("198.51.100.3")).status).toBe(200);
    // The client writes another address in front: the proxy's entry is the same, so is the window.
    const spoofed = await fetch(`${server.baseUrl}${ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77, 198.51.100.3" },
      body: JSON.stringify(valid),
    });
    expect(spoofed.status).toBe(429);
    // Another visitor behind the same proxy has a window of their own.
    expect((await post("198.51.100.4")).status).toBe(200);
  });

  it("refuses a plain post from another site's page with a page a person can read; the site's own form goes through (failed on main: 303)", async () => {
    // Counted by name, not by number: an earlier test's confirmation may still be landing.
    const crossMails = () =>
      fs
        .readdirSync(server.outbox)
        .filter((f) => f.endsWith(".eml"))
        .filter((f) => fs.readFileSync(path.join(server.outbox, f), "utf8").includes("Cross Site"));
    const plain = (origin: string) =>
      fetch(`${server.baseUrl}${ENDPOINT}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "X-Forwarded-For": "198.51.100.5", "Sec-Fetch-Site": "cross-site" },
        body: new URLSearchParams({ ...valid, name: "Cross Site" }),
      });
    const cross = await plain("https://evil.example");
    expect(cross.status).toBe(403);
    expect(cross.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await cross.text()).toContain("came from a page of another website");
    expect(crossMails()).toEqual([]);
    const own = await fetch(`${server.baseUrl}${ENDPOINT}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "198.51.100.5" },
      body: new URLSearchParams(valid),
    });
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/<strong>QC-[0-9A-Z]{4}-[0-9A-Z]{4}<\/strong>/);
  });

  it("sends a lure nowhere: a name with an address is refused, the message is never echoed, an inbox gets 3 confirmations a day (failed on main)", async () => {
    const lure = await post("198.51.100.6", {
      ...valid,
      name: "Win $500 at https://evil.example",
      email: "victim@example.com",
    });
    expect(lure.status).toBe(400);
    expect((await lure.json()).errors.name).toMatch(/just your name/);
    const message = "Verify your account at https://evil.example/login";
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await (await post(`198.51.100.${10 + i}`, { ...valid, message, email: "victim@example.com" })).json(),
      );
    expect(answers.map((a) => [a.success, a.confirmation])).toEqual([
      [true, "sent"],
      [true, "sent"],
      [true, "sent"],
      [true, "held"],
    ]);
    const toVictim = async () =>
      (await confirmations(server.outbox)).filter((m) => m.to && "text" in m.to && m.to.text.includes("victim@"));
    await until("3 confirmations to the victim", async () => (await toVictim()).length >= 3).catch(() => undefined);
    const mails = await toVictim();
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
  });
});

describe("npm start without a trusted proxy", () => {
  it("ignores X-Forwarded-For: a client cannot make itself someone new", async () => {
    const server = await start({ CONTACT_RATE_LIMIT: "2" });
    try {
      const statuses = [];
      for (const client of ["198.51.100.20", "198.51.100.21", "198.51.100.22"])
        statuses.push(
          (
            await fetch(`${server.baseUrl}${ENDPOINT}`, {
              method: "POST",
              headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
              body: JSON.stringify(valid),
            })
          ).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      server.stop();
    }
  });

  it("40 uploads of 4.3 MB at once from one client (its request limit raised): the server grows by less than 60 MB (failed on main: 162 MB)", async () => {
    const server = await start({ CONTACT_RATE_LIMIT: "1000" });
    /** One upload of 4.3 MB that is no form: its status. */
    const upload = (headers: Record<string, string> = {}, options: Parameters<typeof postBytes>[3] = {}) =>
      postBytes(
        `${server.baseUrl}${ENDPOINT}`,
        Math.round(4.3 * 1024 * 1024),
        { "Content-Type": "multipart/form-data; boundary=----x", ...headers },
        options,
      ).then((a) => a.status);
    try {
      // Measured from the server as it runs after its first uploads (the function loaded, the heap grown to its working
      // size), sent from another loopback address (another client to the server) so that this one's window starts
      // empty. From a fresh server the growth was 40-52 MB in 8 runs, the first uploads' part of it included, and
      // about 1 run in 20 went over the line; from a warmed one, 16-39 MB in 13 runs, at the same peaks.
      const warmUp: number[] = [];
      for (let i = 0; i < 2; i++) warmUp.push(await upload({}, { localAddress: "127.0.0.2" }));
      // Read, then refused as no form (not held from their headers).
      expect(warmUp).toEqual([400, 400]);
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
      const answers = await Promise.all(Array.from({ length: 40 }, () => upload({ Accept: "application/json" })));
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(server.pid));
      // Two were read at a time at most (and refused: they are no form); the rest were held from their headers.
      expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(36);
      expect(peak - before).toBeLessThan(60);
      // Its refused bytes count against it for the window: within a few more uploads, one is held before it is read.
      const again: number[] = [];
      for (let i = 0; i < 4 && !again.includes(429); i++) again.push(await upload());
      expect(again).toContain(429);
    } finally {
      server.stop();
    }
  }, 120_000);
});
