import { exampleSubmission, submissionRows } from "../../../src/domain/service-request";
import type { MailMessage } from "../compose";
import type { DeliveryDeps } from "../deliver";
import { IDLE_MS, LINK_MS, SESSION_COOKIE } from "../desk-auth";
import {
  CROSS_SITE_CHANGE,
  handleDeskRequest,
  LINK_REFUSED,
  SIGN_IN_LIMITED,
  SIGN_IN_SENT,
  type DeskDeps,
} from "../desk-handle";
import { createDirectoryDeskStore, type DeskStore } from "../desk-store";
import { DESK_SIGN_IN } from "../index";
import { createRateLimiter } from "../rate-limit";
import { newRecord, newVisitorRecord, retryPolicy } from "../record";
import { runRequestsCommand } from "../requests-command";
import { createDirectoryStore, type RequestStore } from "../store";
import { deskStoreFor, requestStoreFor } from "../store-env";
import { startBlobsServer } from "./blobs-server";
import { jpeg, tempDir, TEST_SHOPS } from "./fixtures";

// The shop's desk's functions (desk-handle.ts): sign-in by a one-time link, a session in an HttpOnly cookie, the
// requests of the member's shop, and the same moves as the owner's command, each naming who made it. Each guard is
// tested by what it refuses.

const T0 = Date.parse("2026-11-26T15:00:00Z");
const SITE = "https://shop.example";
const policy = retryPolicy({});
const [NORTH, SOUTH] = TEST_SHOPS;

/** A desk over `store` and `desk` with two requests, one per shop, and what it sends and logs. */
async function setupOn(store: RequestStore, desk: DeskStore) {
  const photo = { content: await jpeg(20, 20), type: "image/jpeg", ext: "jpg" };
  const requestAt = (reference: string, shop: string, name: string) => {
    const record = newRecord(
      reference,
      {
        submission: exampleSubmission({
          name,
          email: `${name.split(" ")[0].toLowerCase()}@example.com`,
          location: shop,
        }),
        booking: { location: shop },
      },
      [photo],
      new Date(T0),
      policy,
    );
    return { ...record, state: "sent" as const, sentAt: new Date(T0).toISOString(), nextAttemptAt: undefined };
  };
  const north = requestAt("QC-0000-00N1", NORTH.id, "Nora North");
  await store.create(north, [photo]);
  await store.create({ ...newVisitorRecord(north, new Date(T0), policy), state: "sent", attempts: 1 }, []);
  await store.create(requestAt("QC-0000-00S1", SOUTH.id, "Sam South"), [photo]);
  const mails: MailMessage[] = [];
  const logs: string[] = [];
  let now = T0 + 60_000;
  const delivery: DeliveryDeps = {
    mail: { to: "", from: "Shop <no-reply@shop.example>", businessName: "Shop", shops: TEST_SHOPS, siteUrl: SITE },
    transport: {
      sendMail: async (m: MailMessage) => {
        mails.push(m);
        return { messageId: `<${mails.length}@shop.example>` };
      },
    },
    policy,
    now: () => new Date(now),
    log: (_level, message) => void logs.push(message),
  };
  const deps: DeskDeps = {
    openStore: () => store,
    openDesk: () => desk,
    delivery,
    siteUrls: [SITE],
    siteUrl: SITE,
    signIn: {
      perAddress: createRateLimiter(DESK_SIGN_IN.perAddress),
      perClient: createRateLimiter(DESK_SIGN_IN.perClient),
    },
    shops: TEST_SHOPS,
  };
  const call = async (
    method: string,
    path: string,
    {
      body,
      cookie,
      origin = SITE,
      client = "203.0.113.9",
    }: { body?: object; cookie?: string; origin?: string | null; client?: string } = {},
  ) => {
    const response = await handleDeskRequest(
      {
        method,
        path,
        cookie,
        ...(origin !== null && { origin }),
        hosts: ["shop.example"],
        body: Buffer.from(body ? JSON.stringify(body) : ""),
        clientIp: client,
      },
      deps,
    );
    return { ...response, json: JSON.parse(response.body) as Record<string, unknown> };
  };
  const command = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runRequestsCommand(argv, { store, desk, delivery, out: (l) => void lines.push(l) });
    return { code, text: lines.join("\n") };
  };
  /** `staff add` for `email`, and the token of the link it prints. */
  const addStaff = async (email: string, ...flags: string[]) => {
    const { code, text } = await command("staff", "add", email, ...flags);
    expect(code).toBe(0);
    return /\/desk\/#signin=([\w-]{43})$/m.exec(text)![1];
  };
  /** The session cookie a link's token opens (as the browser sends it back). */
  const signIn = async (token: string) => {
    const answer = await call("POST", "/session", { body: { token } });
    expect(answer.status).toBe(200);
    return answer.headers["Set-Cookie"].split(";")[0];
  };
  return { store, desk, mails, logs, call, command, addStaff, signIn, at: (ms: number) => (now = ms), deps };
}

/** The stores each test runs on: the folder, and Netlify Blobs' own local server (one per test). */
const STORES: Array<[string, () => Promise<{ store: RequestStore; desk: DeskStore; stop: () => Promise<void> }>]> = [
  [
    "in a folder",
    async () => ({
      store: createDirectoryStore(tempDir("desk-store")),
      desk: createDirectoryDeskStore(tempDir("desk")),
      stop: async () => undefined,
    }),
  ],
  [
    "in Netlify Blobs",
    async () => {
      const server = await startBlobsServer();
      const env = { ...server.env, CONTACT_STORE: "netlify-blobs" };
      return { store: requestStoreFor(env), desk: deskStoreFor(env), stop: server.stop };
    },
  ],
];

describe.each(STORES)("the shop's desk, its data %s", (_where, open) => {
  let stores: Awaited<ReturnType<typeof open>>;
  beforeEach(async () => {
    stores = await open();
  });
  afterEach(() => stores.stop());
  const setup = () => setupOn(stores.store, stores.desk);

  it("staff add -> the link -> the shop's list -> a request -> Diagnosing -> Ready with a note: the visitor is e-mailed, the history and show name the member", async () => {
    const { call, command, addStaff, signIn, mails, store } = await setup();
    const cookie = await signIn(await addStaff("Ann@Shop.example", "--shop", NORTH.id));
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}$`));
    const list = await call("GET", "/requests", { cookie });
    expect(list.status).toBe(200);
    expect(list.headers).toMatchObject({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    expect((list.json.requests as Array<{ reference: string }>).map((r) => r.reference)).toEqual(["QC-0000-00N1"]);
    const one = await call("GET", "/requests/QC-0000-00N1", { cookie });
    expect(one.json).toMatchObject({
      name: "Nora North",
      state: "received",
      moves: ["booked", "diagnosing", "cancelled"],
    });
    expect((one.json.photos as string[])[0]).toMatch(/^data:image\/jpeg;base64,/);
    // Every row of the shop's e-mail.
    expect(one.json.rows).toEqual(submissionRows((await store.getRecord("QC-0000-00N1"))!.submission));
    expect(one.json.deliveries).toMatchObject({ shop: { state: "sent" }, confirmation: { state: "sent" } });
    expect(
      (await call("POST", "/requests/QC-0000-00N1", { cookie, body: { action: "move", state: "diagnosing" } })).status,
    ).toBe(200);
    const ready = await call("POST", "/requests/QC-0000-00N1", {
      cookie,
      body: { action: "move", state: "ready", note: "Ready at the counter.", privateNote: "Shelf B" },
    });
    expect(ready.status).toBe(200);
    const update = mails.find((m) => m.to === "nora@example.com" && m.text.includes("Ready at the counter."));
    expect(update).toBeDefined();
    expect(update!.text).not.toContain("Shelf B");
    expect(update!.text).not.toContain("ann@shop.example");
    const history = (await store.getRecord("QC-0000-00N1"))!.status!.history;
    expect(history.slice(1).map((e) => [e.state, e.by])).toEqual([
      ["diagnosing", "ann@shop.example"],
      ["ready", "ann@shop.example"],
    ]);
    expect((await command("show", "QC-0000-00N1")).text).toMatch(
      /ready {2}note: Ready at the counter\. {2}private: Shelf B {2}by: ann@shop\.example/,
    );
    // A move the rules do not allow is refused with their sentence, and nothing changes.
    const back = await call("POST", "/requests/QC-0000-00N1", { cookie, body: { action: "move", state: "received" } });
    expect(back.status).toBe(409);
    expect((await store.getRecord("QC-0000-00N1"))!.status!.history).toHaveLength(3);
  });

  it("answers 401 on every endpoint without a valid session", async () => {
    const { call, addStaff, signIn } = await setup();
    // The page asks first whether it is signed in: a fact about the asker only.
    expect((await call("GET", "/session")).json).toEqual({ signedIn: false });
    const cookie = await signIn(await addStaff("ann@shop.example"));
    expect((await call("GET", "/session", { cookie })).json).toEqual({ signedIn: true, email: "ann@shop.example" });
    for (const cookie of [undefined, `${SESSION_COOKIE}=${"x".repeat(43)}`, `${SESSION_COOKIE}=short`]) {
      expect((await call("GET", "/requests", { cookie })).status).toBe(401);
      expect((await call("GET", "/requests/QC-0000-00N1", { cookie })).status).toBe(401);
      expect(
        (await call("POST", "/requests/QC-0000-00N1", { cookie, body: { action: "move", state: "diagnosing" } }))
          .status,
      ).toBe(401);
    }
  });

  it("shows a shop's staff their shop's requests only: another shop's is 404; the owner sees both", async () => {
    const { call, addStaff, signIn } = await setup();
    const staff = await signIn(await addStaff("ann@shop.example", "--shop", NORTH.id));
    expect((await call("GET", "/requests/QC-0000-00S1", { cookie: staff })).status).toBe(404);
    expect(
      (await call("POST", "/requests/QC-0000-00S1", { cookie: staff, body: { action: "move", state: "diagnosing" } }))
        .status,
    ).toBe(404);
    const owner = await signIn(await addStaff("owner@shop.example"));
    const all = await call("GET", "/requests", { cookie: owner });
    expect((all.json.requests as Array<{ reference: string }>).map((r) => r.reference).sort()).toEqual([
      "QC-0000-00N1",
      "QC-0000-00S1",
    ]);
  });

  it("refuses a change from another site's page, or with no Origin, even with a valid cookie, and changes nothing", async () => {
    const { call, addStaff, signIn, store } = await setup();
    const cookie = await signIn(await addStaff("ann@shop.example"));
    for (const origin of ["https://evil.example", "null", null]) {
      const answer = await call("POST", "/requests/QC-0000-00N1", {
        cookie,
        origin,
        body: { action: "move", state: "diagnosing" },
      });
      expect([answer.status, answer.json.error]).toEqual([403, CROSS_SITE_CHANGE]);
    }
    expect((await store.getRecord("QC-0000-00N1"))!.status!.history).toHaveLength(1);
    // Sign-in and sign-out are changes too.
    expect(
      (await call("POST", "/sign-in", { origin: "https://evil.example", body: { email: "ann@shop.example" } })).status,
    ).toBe(403);
  });

  it("takes a link once, and not after 15 minutes", async () => {
    const { call, addStaff, at } = await setup();
    const token = await addStaff("ann@shop.example");
    expect((await call("POST", "/session", { body: { token } })).status).toBe(200);
    const again = await call("POST", "/session", { body: { token } });
    expect([again.status, again.json.error, again.headers["Set-Cookie"]]).toEqual([401, LINK_REFUSED, undefined]);
    const late = await addStaff("bo@shop.example");
    at(T0 + 60_000 + LINK_MS + 1);
    expect((await call("POST", "/session", { body: { token: late } })).status).toBe(401);
  });

  it("ends a session at Sign out, after 12 hours idle, and when the member is removed", async () => {
    const { call, command, addStaff, signIn, at } = await setup();
    const out = await signIn(await addStaff("ann@shop.example"));
    const signOut = await call("DELETE", "/session", { cookie: out });
    expect(signOut.headers["Set-Cookie"]).toMatch(/Max-Age=0/);
    expect((await call("GET", "/requests", { cookie: out })).status).toBe(401);
    const idle = await signIn(await addStaff("bo@shop.example"));
    at(T0 + 60_000 + IDLE_MS - 1000);
    expect((await call("GET", "/requests", { cookie: idle })).status).toBe(200); // used: its 12 hours start again
    at(T0 + 60_000 + 2 * IDLE_MS - 2000);
    expect((await call("GET", "/requests", { cookie: idle })).status).toBe(200);
    at(T0 + 60_000 + 3 * IDLE_MS + 1000);
    expect((await call("GET", "/requests", { cookie: idle })).status).toBe(401);
    const removed = await signIn(await addStaff("cy@shop.example"));
    expect((await command("staff", "remove", "cy@shop.example")).code).toBe(0);
    expect((await call("GET", "/requests", { cookie: removed })).status).toBe(401);
  });

  it("answers a sign-in the same for a registered and an unknown address, e-mails the registered one, and limits a client", async () => {
    const { call, addStaff, mails, deps } = await setup();
    await addStaff("ann@shop.example");
    const known = await call("POST", "/sign-in", { body: { email: "ANN@shop.example " } });
    const unknown = await call("POST", "/sign-in", { body: { email: "nobody@shop.example" } });
    expect([known.status, known.body, known.headers]).toEqual([unknown.status, unknown.body, unknown.headers]);
    expect(known.json.message).toBe(SIGN_IN_SENT);
    expect(mails.map((m) => m.to)).toEqual(["ann@shop.example"]);
    // The form without JavaScript posts its field: the same answer, the same e-mail.
    const plain = await handleDeskRequest(
      {
        method: "POST",
        path: "/sign-in",
        origin: SITE,
        hosts: ["shop.example"],
        body: Buffer.from("email=ann%40shop.example"),
        clientIp: "192.0.2.44",
      },
      deps,
    );
    expect([plain.status, plain.body]).toEqual([202, known.body]);
    expect(mails.map((m) => m.to)).toEqual(["ann@shop.example", "ann@shop.example"]);
    expect(mails[0].text).toMatch(new RegExp(`^${SITE}/desk/#signin=[\\w-]{43}$`, "m"));
    // The client's limit, the same whichever address it asks for.
    for (let i = 2; i < DESK_SIGN_IN.perClient.max; i++)
      expect((await call("POST", "/sign-in", { body: { email: `x${i}@shop.example` } })).status).toBe(202);
    for (const email of ["ann@shop.example", "nobody@shop.example"]) {
      const limited = await call("POST", "/sign-in", { body: { email } });
      expect([limited.status, limited.json.error]).toEqual([429, SIGN_IN_LIMITED]);
    }
    // Another client still may.
    expect(
      (await call("POST", "/sign-in", { client: "198.51.100.7", body: { email: "ann@shop.example" } })).status,
    ).toBe(202);
  });

  it("keeps a session's token out of every address, answer body and log line: the cookie carries it, the store its hash", async () => {
    const { call, addStaff, signIn, logs, desk } = await setup();
    const cookie = await signIn(await addStaff("ann@shop.example"));
    const token = cookie.split("=")[1];
    const answers = [
      await call("GET", "/requests", { cookie }),
      await call("GET", "/requests/QC-0000-00N1", { cookie }),
      await call("POST", "/requests/QC-0000-00N1", { cookie, body: { action: "move", state: "diagnosing" } }),
      await call("DELETE", "/session", { cookie }),
    ];
    for (const answer of answers) expect(answer.body).not.toContain(token);
    expect(logs.join("\n")).not.toContain(token);
    expect(JSON.stringify(await desk.listStaff())).not.toContain(token);
  });
});

describe("a link posted by two browsers at the same moment", () => {
  // In the folder: the link's file is renamed, which one process wins. (Netlify Blobs takes it by a write-if-new claim,
  // which Netlify applies atomically; its local server checks and then writes, so it cannot show that here.)
  it("signs one of them in", async () => {
    const { call, addStaff } = await setupOn(
      createDirectoryStore(tempDir("desk-store")),
      createDirectoryDeskStore(tempDir("desk")),
    );
    const token = await addStaff("ann@shop.example");
    const answers = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/session", { body: { token } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });
});
