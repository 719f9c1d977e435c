import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "../scripts/lib/start-server.cjs";

/**
 * Where the running server and browser are written down, one file per checkout: two checkouts (git worktrees)
 * testing at the same time each talk to their own build.
 */
export const STATE_FILE = path.join(
  os.tmpdir(),
  `qctr-e2e-server-${createHash("sha256").update(path.resolve(__dirname, "..")).digest("hex").slice(0, 12)}.json`,
);

/** What global-setup.ts started: the site's server (its outbox) and the browser every test file connects to. */
export type TestState = { pid: number; baseUrl: string; outbox: string; browserPid: number; wsEndpoint: string };

export const readState = (): TestState => JSON.parse(fs.readFileSync(STATE_FILE, "utf8"));

/**
 * `npm start`'s server (scripts/serve.mjs) as the tests run it, beside the one global-setup.ts starts or as that one.
 * Idle connections stay open until the client closes them: with Node's 5 s the server closed a socket that the test
 * process, its timers late on a busy host, was reusing for its next fetch ("other side closed").
 */
export const startTestServer = (options: Parameters<typeof startProductionServer>[0] = {}) =>
  startProductionServer({ ...options, env: { SERVE_KEEP_ALIVE_SECONDS: "0", ...options.env } });
