// The production server of `npm start`: the built site in public/ and the contact function
// (the netlify-lambda bundle in functions-build/, the same code Netlify runs) on one port.
// `gatsby serve` is not used here: its function server loads the function bundle again on
// every request and grows by megabytes per request under load.
// Usage: node scripts/serve.mjs [--port 9000] [--host 0.0.0.0]
import compression from "compression";
import express from "express";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readFlags } from "./lib/flags.cjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { port, host } = readFlags({ port: Number(process.env.PORT || 9000), host: "0.0.0.0" });
const publicDir = path.join(root, "public");
const require = createRequire(import.meta.url);
// netlify.toml is the one source of the headers and of the function routes, here as on Netlify.
const { readNetlifyConfig, headerRules, headersFor, functionRoutes } = require("./lib/netlify-config.cjs");
const config = readNetlifyConfig();
const rules = headerRules(config);
const routes = functionRoutes(config);
const bundleOf = (name) => path.join(root, config.build?.functions ?? "functions-build", `${name}.js`);
for (const needed of [path.join(publicDir, "index.html"), ...routes.map((r) => bundleOf(r.name))])
  if (!fs.existsSync(needed)) {
    console.error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }

const app = express();
app.disable("x-powered-by");
// Text is compressed as Netlify's CDN sends it (brotli where the browser takes it, else gzip).
app.use(compression());

// Each function as Netlify calls it: an API-Gateway-style event. As on Netlify, the [[headers]]
// rules do not apply to function responses; the function sets its own.
for (const name of new Set(routes.map((r) => r.name))) {
  const { handler } = require(bundleOf(name));
  const paths = [`/.netlify/functions/${name}`, ...routes.filter((r) => r.name === name).map((r) => r.from)];
  app.all(paths, express.raw({ type: () => true, limit: "64kb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await handler({
      httpMethod: req.method,
      headers: { ...req.headers, "x-nf-client-connection-ip": req.socket.remoteAddress ?? "unknown" },
      body: body.toString("base64"),
      isBase64Encoded: true,
    });
    res.status(result.statusCode).set(result.headers).send(result.body);
  });
}

// Everything else gets the headers of the netlify.toml rules its path matches.
app.use((req, res, next) => {
  res.set(headersFor(rules, req.path));
  next();
});

// Pages are folders with index.html; /about redirects to /about/ like the static host does.
app.use(express.static(publicDir, { redirect: true, index: "index.html", cacheControl: false }));

// A missing path gets the 404 page with status 404, and the headers of that page.
app.use((req, res) => {
  for (const name of Object.keys(headersFor(rules, req.path))) res.removeHeader(name);
  res
    .status(404)
    .set(headersFor(rules, "/404.html"))
    .sendFile(path.join(publicDir, "404.html"), { cacheControl: false });
});

// A body over the raw parser's limit, or a broken one, still gets a JSON answer.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express knows an error handler by its four parameters
app.use((error, _req, res, _next) => {
  const status = error.status || error.statusCode || 500;
  res
    .status(status)
    .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
    .json({ success: false, error: status === 413 ? "The request is too large (16 KB at most)." : "Bad request." });
});

app.listen(port, host, () => {
  const outbox = process.env.SMTP_HOST
    ? `SMTP ${process.env.SMTP_HOST}`
    : `.eml files in ${process.env.CONTACT_OUTBOX_DIR || ".outbox"}/`;
  const functions = routes.map((r) => r.from).join(", ");
  console.log(`Serving public/ and ${functions} on http://localhost:${port}/ (requests go to ${outbox})`);
});
