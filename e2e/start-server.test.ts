import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
let child: ChildProcess;
let base = "";
let outbox = "";

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-start-"));
  child = spawn(
    process.execPath,
    [path.join(root, "scripts/serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: root,
      env: { ...process.env, CONTACT_OUTBOX_DIR: outbox, SMTP_HOST: "" },
      stdio: "ignore",
    },
  );
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("scripts/serve.mjs did not start");
});

afterAll(() => {
  child?.kill();
});

describe("the npm start server (scripts/serve.mjs)", () => {
  it("serves pages, redirects to the trailing slash and answers unknown paths with the 404 page", async () => {
    expect((await fetch(`${base}/tv-repair/`)).status).toBe(200);
    const redirect = await fetch(`${base}/tv-repair`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/tv-repair/");
    const missing = await fetch(`${base}/nothing-here/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
  });

  it("runs the contact function: a plain form post lands on /thank-you/ and writes the e-mail", async () => {
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Start Server",
        phone: "7045550000",
        email: "s@example.com",
        service: "TV Repair",
        message: "m",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you/");
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"))).toHaveLength(1);
  });

  it("answers GET on the function with 405 and an oversized body with 413", async () => {
    expect((await fetch(`${base}/api/send-contact-email`)).status).toBe(405);
    const big = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(20000) }),
    });
    expect(big.status).toBe(413);
  });
});
