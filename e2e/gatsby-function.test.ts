import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type StartedServer } from "../scripts/lib/start-server.cjs";

// The Gatsby Function (src/api/send-contact-email.ts) over the same core, as `gatsby serve` runs it.
// The other browser tests use `npm start`'s server and the Netlify function.
const root = path.resolve(__dirname, "..");
let server: StartedServer | undefined;
let base = "";
let outbox = "";

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-gatsby-serve-"));
  server = await startServer({
    command: path.join(root, "node_modules", ".bin", "gatsby"),
    args: (port) => ["serve", "--port", String(port), "--host", "127.0.0.1"],
    env: { CONTACT_OUTBOX_DIR: outbox, SMTP_HOST: "" },
    logFile: path.join(outbox, "gatsby-serve.log"),
  });
  base = server.baseUrl;
});

afterAll(() => server?.stop());

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
