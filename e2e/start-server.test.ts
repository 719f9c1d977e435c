import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../scripts/lib/start-server.cjs";
import { formService } from "./facts";
import { server, shopMails, until } from "./helpers";

// The e2e server is the one `npm start` runs (scripts/serve.mjs), started by global-setup.ts.
const base = () => server().baseUrl;

describe("the npm start server (scripts/serve.mjs)", () => {
  it("listens on PORT when no --port is given, so a second server can run beside the first", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-port-"));
    const second = await startServer({
      command: "sh",
      args: (port) => ["-c", `PORT=${port} exec "${process.execPath}" scripts/serve.mjs --host 127.0.0.1`],
      env: { CONTACT_STORE_DIR: path.join(dir, "requests"), CONTACT_OUTBOX_DIR: dir, SMTP_HOST: "" },
      logFile: path.join(dir, "server.log"),
    });
    try {
      expect(second.baseUrl).not.toBe(base());
      expect((await fetch(`${second.baseUrl}/`)).status).toBe(200);
      expect(fs.readFileSync(path.join(dir, "server.log"), "utf8")).toMatch(
        new RegExp(`on http://localhost:${new URL(second.baseUrl).port}/ \\(requests kept in ${dir}/requests/`),
      );
    } finally {
      second.stop();
    }
  });

  it("serves pages, redirects to the trailing slash and answers unknown paths with the 404 page", async () => {
    expect((await fetch(`${base()}/tv-repair/`)).status).toBe(200);
    const redirect = await fetch(`${base()}/tv-repair`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/tv-repair/");
    const missing = await fetch(`${base()}/nothing-here/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
  });

  it("runs the contact function: a plain form post lands on /thank-you/ and writes the e-mail", async () => {
    const response = await fetch(`${base()}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Start Server",
        phone: "7045550000",
        email: "s@example.com",
        service: formService.label,
        message: "m",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    // Its e-mail, by the reference on the page (other test files write to the same outbox meanwhile).
    const reference = /<strong>(QC-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/.exec(await response.text())![1];
    const named = () =>
      shopMails().filter((f) => fs.readFileSync(path.join(server().outbox, f), "utf8").includes(reference));
    expect(await until("the e-mail", () => named().length && named())).toHaveLength(1);
  });

  it("answers GET on the function with 405 and an oversized body with 413", async () => {
    expect((await fetch(`${base()}/api/send-contact-email`)).status).toBe(405);
    const big = await fetch(`${base()}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(20000) }),
    });
    expect(big.status).toBe(413);
  });
});
