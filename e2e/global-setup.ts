import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "../scripts/lib/start-server.cjs";

/**
 * Where the running server is written down, one file per checkout: two checkouts (git worktrees) testing at the same
 * time each talk to their own build.
 */
export const STATE_FILE = path.join(
  os.tmpdir(),
  `qctr-e2e-server-${createHash("sha256").update(path.resolve(__dirname, "..")).digest("hex").slice(0, 12)}.json`,
);

/**
 * Serves the production build as `npm start` does (scripts/serve.mjs: public/, the netlify-lambda
 * function, and the netlify.toml headers, CSP included) on a free port.
 */
export default async function globalSetup() {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-outbox-"));
  const { baseUrl, pid } = await startProductionServer({
    env: {
      CONTACT_OUTBOX_DIR: outbox,
      CONTACT_STORE_DIR: path.join(outbox, "requests"),
      CONTACT_RATE_LIMIT: "1000",
      // The suites send many requests from one address, and to a few inboxes: their limits are e2e/abuse.test.ts's.
      CONTACT_CONFIRMATIONS_PER_DAY: "1000",
      SMTP_HOST: "",
    },
    logFile: path.join(outbox, "server.log"),
  });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid, baseUrl, outbox }));
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_OUTBOX = outbox;
}
