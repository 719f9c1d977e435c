import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import net from "node:net";
import { createSiteApp, type FunctionEvent, type FunctionHandler, type FunctionResult } from "../site-app.cjs";
import { postBytes } from "./post-bytes";

// npm start's app (scripts/serve.mjs) with stand-in functions: one that answers, one that rejects, one that throws.
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-site-app-"));
fs.writeFileSync(path.join(publicDir, "index.html"), "<p>home</p>");
fs.writeFileSync(path.join(publicDir, "404.html"), "<p>not found</p>");
fs.mkdirSync(path.join(publicDir, "es"));
fs.writeFileSync(path.join(publicDir, "es", "404.html"), "<p>no encontrada</p>");
fs.mkdirSync(path.join(publicDir, "about"));
fs.writeFileSync(path.join(publicDir, "about", "index.html"), "<p>about</p>");
const config = {
  redirects: [
    ...["ok", "rejects", "throws", "guarded"].map((name) => ({
      from: `/api/${name}`,
      to: `/.netlify/functions/${name}`,
      status: 200,
    })),
    { from: "/es/*", to: "/es/404.html", status: 404 },
    { from: "/fr/*", to: "/fr/404.html", status: 404 },
  ],
  headers: [{ for: "/*", values: { "X-Frame-Options": "DENY" } }],
};
type Handler = ((event: FunctionEvent) => Promise<{ statusCode: number; body?: string }>) & {
  admit?: FunctionHandler["admit"];
};
/** The bodies the guarded function was handed: none of a request it refused from its head or that ran past 1 MB. */
const guardedBodies: number[] = [];
/** What the guarded function's admissions ended as. */
const settled: string[] = [];
const refusedWith = (result: FunctionResult) => ({ refused: result });
const admit: NonNullable<FunctionHandler["admit"]> = async ({ headers }) => {
  const length = Number(headers["content-length"]);
  if (headers["x-limited"]) return refusedWith({ statusCode: 429, headers: { "Retry-After": "60" }, body: "limited" });
  if (length > 5 * 1024 * 1024)
    return refusedWith({ statusCode: 303, headers: { Location: "/contact/?error=too-large" }, body: "" });
  return {
    maxBytes: 1024 * 1024,
    finish: async (body: Buffer) => (guardedBodies.push(body.length), settled.push("finished"), { statusCode: 200 }),
    tooLarge: async () => (settled.push("too large"), { statusCode: 413, headers: {}, body: "too large" }),
    abandon: async () => void settled.push("abandoned"),
  };
};
const guarded: Handler = Object.assign(async () => ({ statusCode: 500 }), { admit });
const handlers: Record<string, Handler> = {
  guarded,
  ok: async (event) => ({ statusCode: 200, body: `${event.httpMethod} ${Buffer.from(event.body, "base64")}` }),
  rejects: async () => Promise.reject(new Error("the mail server went away")),
  throws: () => {
    throw new TypeError("handler is broken");
  },
};
const logged: unknown[][] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  const app = createSiteApp({
    config,
    publicDir,
    loadFunction: (name) => handlers[name],
    log: (...v) => logged.push(v),
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(publicDir, { recursive: true, force: true });
});
beforeEach(() => (logged.length = 0));

/** Waits until `done` holds, checking every 10 ms (5 s at most). */
async function waitFor(done: () => boolean) {
  const until = Date.now() + 5000;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** One raw HTTP/1.1 exchange over a socket: what a browser's fetch cannot send (or a client that hangs up). */
function rawRequest(head: string, { closeAfterWrite = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1", () =>
      socket.write(head, () => closeAfterWrite && socket.destroy()),
    );
    socket.on("close", () => closeAfterWrite && resolve(""));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    const timer = setTimeout(() => (socket.destroy(), resolve(answer)), 2000);
    socket.on("end", () => (clearTimeout(timer), resolve(answer)));
    socket.on("error", reject);
  });
}

/** Posts `bytes` to the guarded function: the status, as soon as it arrives. */
const postLarge = async (bytes: number, headers: Record<string, string> = {}, chunked = false) =>
  (
    await postBytes(
      `${base}/api/guarded`,
      bytes,
      { "Content-Type": "multipart/form-data; boundary=x", ...headers },
      { chunked },
    )
  ).status;

describe("npm start's app (scripts/lib/site-app.cjs)", () => {
  it("answers a request target in absolute form for its own host only: a redirect never names another", async () => {
    const answer = await rawRequest(
      "GET http://evil.example/about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1.1 301/);
    expect(answer).toMatch(/\r\nLocation: \/about\/\r\n/);
    expect(answer).not.toMatch(/evil\.example/);
  });

  it("lets a function refuse from the head alone: the body of a limited client is never read", async () => {
    guardedBodies.length = 0;
    expect(await postLarge(4 * 1024 * 1024, { "X-Limited": "1" })).toBe(429);
    expect(await postLarge(7 * 1024 * 1024)).toBe(303);
    expect(guardedBodies).toEqual([]);
    expect(await postLarge(100 * 1024)).toBe(200);
    expect(guardedBodies).toEqual([100 * 1024]);
  });

  it("reads an admitted body only up to the function's limit: past it the function answers too large, declared or not", async () => {
    guardedBodies.length = 0;
    settled.length = 0;
    // 3 MB declared, and 7 MB without a declared length: cut at 1 MB, the rest discarded as it arrives (failed on main:
    // both were read to Netlify's 6 MB first).
    expect(await postLarge(3 * 1024 * 1024)).toBe(413);
    expect(await postLarge(7 * 1024 * 1024, {}, true)).toBe(413);
    expect(guardedBodies).toEqual([]);
    expect(settled).toEqual(["too large", "too large"]);
  });

  it("gives an admission back when the client goes away before its body has arrived", async () => {
    settled.length = 0;
    const answer = await rawRequest(
      'POST /api/guarded HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      { closeAfterWrite: true },
    );
    expect(answer).toBe("");
    await waitFor(() => settled.length > 0);
    expect(settled).toEqual(["abandoned"]);
  });

  it("passes a request to its function and sends the function's answer", async () => {
    const response = await fetch(`${base}/api/ok`, { method: "POST", body: "hello" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("POST hello");
  });

  it.each(["rejects", "throws"])(
    "answers 500 with a plain message and logs the error when a function %s",
    async (name) => {
      const response = await fetch(`${base}/api/${name}`, { method: "POST", body: "{}" });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(text).toBe("Internal server error");
      expect(logged).toHaveLength(1);
      expect(String(logged[0][0])).toContain(`POST /api/${name}`);
      expect(String(logged[0][1])).toMatch(/the mail server went away|handler is broken/);
      // The server is still up.
      expect((await fetch(`${base}/api/ok`, { method: "POST" })).status).toBe(200);
    },
  );

  it("serves pages with the netlify.toml headers and a missing path with the 404 page", async () => {
    const home = await fetch(`${base}/`);
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(await home.text()).toBe("<p>home</p>");
    const missing = await fetch(`${base}/nothing/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<p>not found</p>");
    // A part of the site with its own not-found page (a 404 rule of netlify.toml) gets it; one whose page the build
    // did not write gets the site's.
    const spanish = await fetch(`${base}/es/nada/`);
    expect([spanish.status, await spanish.text()]).toEqual([404, "<p>no encontrada</p>"]);
    const french = await fetch(`${base}/fr/rien/`);
    expect([french.status, await french.text()]).toEqual([404, "<p>not found</p>"]);
    expect(logged).toEqual([]);
  });
});
