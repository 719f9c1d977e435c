// The production server of `npm start`: the built site in public/ and the functions (the netlify-lambda bundles in
// functions-build/, the same code Netlify runs) on one port; the app is scripts/lib/site-app.cjs. The scheduled
// functions of netlify.toml (the retry job of stored requests) run on a timer of CONTACT_RETRY_SECONDS (60).
// `gatsby serve` is not used here: its function server loads the function bundle again on every request and grows
// by megabytes per request under load.
// Usage: node scripts/serve.mjs [--port $PORT or 9000] [--host 0.0.0.0]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { readFlags } from "./lib/flags.cjs";
import { functionRoutes, readNetlifyConfig, scheduledFunctions } from "./lib/netlify-config.cjs";
import { bundleOf, createSiteApp, root, startSchedules } from "./lib/site-app.cjs";

/** Open connections at most: far above what a shop's site sees, far below what exhausts the process. */
const MAX_CONNECTIONS = 512;
const { port, host } = readFlags({ port: Number(process.env.PORT || 9000), host: "0.0.0.0" });
// netlify.toml is the one source of the headers, the function routes and the schedules, here as on Netlify.
const config = readNetlifyConfig();
const routes = functionRoutes(config);
const schedules = scheduledFunctions(config);
for (const needed of [
  path.join(root, "public", "index.html"),
  ...[...routes, ...schedules].map((f) => bundleOf(config, f.name)),
])
  if (!fs.existsSync(needed)) {
    console.error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }

// A long-running server keeps its SMTP connections open and reuses them, and a request whose mail server is slow
// is answered after the budget while its delivery goes on here (the functions read these when loaded).
process.env.CONTACT_SMTP_POOL ??= "true";
process.env.CONTACT_BACKGROUND_DELIVERY ??= "true";
// The status links of the visitor's e-mails lead to this server (a deployed site's links use its own address).
process.env.CONTACT_SITE_URL ??= `http://localhost:${port}`;

/** A number of seconds from the environment (positive, or 0 where `zero`), or `fallback`; else the server stops. */
function seconds(name, fallback, { zero = false } = {}) {
  const value = Number(process.env[name] || fallback);
  if (!(value > 0 || (zero && value === 0))) {
    console.error(
      `${name} must be a ${zero ? "non-negative" : "positive"} number of seconds, not "${process.env[name]}"`,
    );
    process.exit(1);
  }
  return value;
}
const retrySeconds = seconds("CONTACT_RETRY_SECONDS", 60);

// A slow client cannot hold the server: the whole request within 30 s (headers within 10 s), checked every
// second, and at most MAX_CONNECTIONS open at once (more are closed at once, before anything is read). The browser
// tests shorten the 30 s (SERVE_REQUEST_TIMEOUT_SECONDS) so as not to wait for it, and keep idle connections open
// until the client closes them (SERVE_KEEP_ALIVE_SECONDS=0: Node's 5 s let the server close a socket its client was
// reusing, "other side closed").
const requestTimeout = seconds("SERVE_REQUEST_TIMEOUT_SECONDS", 30);
const server = http.createServer(
  {
    requestTimeout: requestTimeout * 1000,
    headersTimeout: Math.min(10, requestTimeout) * 1000,
    keepAliveTimeout: seconds("SERVE_KEEP_ALIVE_SECONDS", 5, { zero: true }) * 1000,
    connectionsCheckingInterval: 1000,
  },
  createSiteApp({ config }),
);
server.maxConnections = MAX_CONNECTIONS;
server.listen(port, host, () => {
  const outbox = process.env.SMTP_HOST
    ? `SMTP ${process.env.SMTP_HOST}`
    : `.eml files in ${process.env.CONTACT_OUTBOX_DIR || ".outbox"}/`;
  const store = process.env.CONTACT_STORE_DIR || ".requests";
  console.log(
    `Serving public/ and ${routes.map((r) => r.from).join(", ")} on http://localhost:${port}/ ` +
      `(requests kept in ${store}/, e-mail to ${outbox}; retried every ${retrySeconds} s)`,
  );
});
// SERVE_LOG_SCHEDULED_RUNS=1 logs each run's end: what a test waits on to know the retry job ran and sent nothing.
const timers = startSchedules({
  config,
  intervalMs: retrySeconds * 1000,
  onRun: process.env.SERVE_LOG_SCHEDULED_RUNS ? (name) => console.log(`scheduled function ${name} ran`) : undefined,
});

// Ctrl-C or a stop signal: no new connections, let a retry run in progress finish, then leave.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    server.close();
    timers.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
