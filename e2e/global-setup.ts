import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
export const STATE_FILE = path.join(os.tmpdir(), "qctr-e2e-server.json");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The production server did not answer at ${url} within ${ms} ms`);
}

/**
 * Serves the production build as `npm start` does (scripts/serve.mjs: public/, the netlify-lambda
 * function, and the netlify.toml headers, CSP included) on a free port.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    throw new Error("No production build in public/: run `npm run build` (npm test does it first).");
  const port = await freePort();
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-outbox-"));
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts", "serve.mjs"), "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        CONTACT_OUTBOX_DIR: outbox,
        CONTACT_RATE_LIMIT: "1000",
        SMTP_HOST: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const log = fs.createWriteStream(path.join(outbox, "server.log"));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, 60000);
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, baseUrl, outbox }));
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_OUTBOX = outbox;
}
