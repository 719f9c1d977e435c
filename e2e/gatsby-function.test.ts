import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// The Gatsby Function (src/api/send-contact-email.ts) over the same core, as `gatsby serve` runs it.
// The other browser tests use `npm start`'s server and the Netlify function.
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
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-gatsby-serve-"));
  child = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["serve", "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CONTACT_OUTBOX_DIR: outbox, SMTP_HOST: "" },
      stdio: "ignore",
      detached: true,
    },
  );
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("gatsby serve did not start");
});

afterAll(() => {
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
});

describe("the Gatsby Function under gatsby serve", () => {
  it("accepts a valid request with 200 and writes one e-mail", async () => {
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Gats By",
        phone: "(704) 555-0144",
        email: "gatsby@example.com",
        service: "Laptop Repair",
        message: "Checking the Gatsby Function.",
      }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sent = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    expect(sent).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox, sent[0]), "utf8")).toContain("Gats By");
  });

  it("answers GET with 405", async () => {
    expect((await fetch(`${base}/api/send-contact-email`)).status).toBe(405);
  });
});
