import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../scripts/lib/chromium.cjs";
import { STATE_FILE, startTestServer, type TestState } from "./servers";

/** The browser server, for global-teardown.ts (both run in Jest's main process). */
export const started: { browser?: BrowserServer } = {};

/**
 * Serves the production build as `npm start` does (scripts/serve.mjs: public/, the netlify-lambda function, and the
 * netlify.toml headers, CSP included) on a free port, and starts one Chromium that every test file connects to (a
 * launch per file cost a second of both CPUs each time).
 */
export default async function globalSetup() {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-outbox-"));
  const [{ baseUrl, pid }, browser] = await Promise.all([
    startTestServer({
      env: {
        CONTACT_OUTBOX_DIR: outbox,
        CONTACT_STORE_DIR: path.join(outbox, "requests"),
        CONTACT_RATE_LIMIT: "1000",
        // The suites send many requests from one address, and to a few inboxes: their limits are e2e/abuse.test.ts's.
        CONTACT_CONFIRMATIONS_PER_DAY: "1000",
        SMTP_HOST: "",
      },
      logFile: path.join(outbox, "server.log"),
    }),
    chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS }),
  ]);
  started.browser = browser;
  const state: TestState = {
    pid,
    baseUrl,
    outbox,
    browserPid: browser.process().pid!,
    wsEndpoint: browser.wsEndpoint(),
  };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_OUTBOX = outbox;
}
