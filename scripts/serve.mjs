// The production server of `npm start`: the built site in public/ and the contact function (the netlify-lambda
// bundle in functions-build/, the same code Netlify runs) on one port; the app is scripts/lib/site-app.cjs.
// `gatsby serve` is not used here: its function server loads the function bundle again on every request and grows
// by megabytes per request under load.
// Usage: node scripts/serve.mjs [--port 9000] [--host 0.0.0.0]
import fs from "node:fs";
import path from "node:path";
import { readFlags } from "./lib/flags.cjs";
import { functionRoutes, readNetlifyConfig } from "./lib/netlify-config.cjs";
import { bundleOf, createSiteApp, root } from "./lib/site-app.cjs";

const { port, host } = readFlags({ port: Number(process.env.PORT || 9000), host: "0.0.0.0" });
// netlify.toml is the one source of the headers and of the function routes, here as on Netlify.
const config = readNetlifyConfig();
const routes = functionRoutes(config);
for (const needed of [path.join(root, "public", "index.html"), ...routes.map((r) => bundleOf(config, r.name))])
  if (!fs.existsSync(needed)) {
    console.error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }

createSiteApp({ config }).listen(port, host, () => {
  const outbox = process.env.SMTP_HOST
    ? `SMTP ${process.env.SMTP_HOST}`
    : `.eml files in ${process.env.CONTACT_OUTBOX_DIR || ".outbox"}/`;
  const functions = routes.map((r) => r.from).join(", ");
  console.log(`Serving public/ and ${functions} on http://localhost:${port}/ (requests go to ${outbox})`);
});
