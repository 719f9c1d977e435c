// The production server of `npm start`: the built site in public/ and the contact function
// (the netlify-lambda bundle in functions-build/, the same code Netlify runs) on one port.
// `gatsby serve` is not used here: its function server loads the function bundle again on
// every request and grows by megabytes per request under load.
// Usage: node scripts/serve.mjs [--port 9000] [--host 0.0.0.0]
import express from "express";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", process.env.PORT || 9000));
const host = arg("host", "0.0.0.0");
const publicDir = path.join(root, "public");
const bundle = path.join(root, "functions-build", "send-contact-email.js");
for (const needed of [path.join(publicDir, "index.html"), bundle])
  if (!fs.existsSync(needed)) {
    console.error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
const { handler } = createRequire(import.meta.url)(bundle);

const app = express();
app.disable("x-powered-by");

// The contact function, as Netlify would call it: an API-Gateway-style event.
app.all("/api/send-contact-email", express.raw({ type: () => true, limit: "64kb" }), async (req, res) => {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const result = await handler({
    httpMethod: req.method,
    headers: { ...req.headers, "x-nf-client-connection-ip": req.socket.remoteAddress ?? "unknown" },
    body: body.toString("base64"),
    isBase64Encoded: true,
  });
  res.status(result.statusCode).set(result.headers).send(result.body);
});

// Pages are folders with index.html; /about redirects to /about/ like the static host does.
app.use(express.static(publicDir, { redirect: true, index: "index.html" }));

app.use((req, res) => {
  res.status(404).sendFile(path.join(publicDir, "404.html"));
});

// A body over the raw parser's limit, or a broken one, still gets a JSON answer.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express knows an error handler by its four parameters
app.use((error, _req, res, _next) => {
  const status = error.status || error.statusCode || 500;
  res
    .status(status)
    .set({ "Cache-Control": "no-store" })
    .json({ success: false, error: status === 413 ? "The request is too large (16 KB at most)." : "Bad request." });
});

app.listen(port, host, () => {
  const outbox = process.env.SMTP_HOST
    ? `SMTP ${process.env.SMTP_HOST}`
    : `.eml files in ${process.env.CONTACT_OUTBOX_DIR || ".outbox"}/`;
  console.log(`Serving public/ and /api/send-contact-email on http://localhost:${port}/ (requests go to ${outbox})`);
});
