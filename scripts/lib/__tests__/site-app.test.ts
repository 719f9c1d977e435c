import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { createSiteApp, type FunctionEvent } from "../site-app.cjs";

// npm start's app (scripts/serve.mjs) with stand-in functions: one that answers, one that rejects, one that throws.
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-site-app-"));
fs.writeFileSync(path.join(publicDir, "index.html"), "<p>home</p>");
fs.writeFileSync(path.join(publicDir, "404.html"), "<p>not found</p>");
const config = {
  redirects: ["ok", "rejects", "throws"].map((name) => ({
    from: `/api/${name}`,
    to: `/.netlify/functions/${name}`,
    status: 200,
  })),
  headers: [{ for: "/*", values: { "X-Frame-Options": "DENY" } }],
};
const handlers: Record<string, (event: FunctionEvent) => Promise<{ statusCode: number; body?: string }>> = {
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
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(publicDir, { recursive: true, force: true });
});
beforeEach(() => (logged.length = 0));

describe("npm start's app (scripts/lib/site-app.cjs)", () => {
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
    expect(logged).toEqual([]);
  });
});
