import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { createContactHandler, runtimeEnv } from "./index";

// Gatsby's function server deletes the module from require's cache and loads it again on
// every request, so a module-level handler would start a new rate-limit window and a new
// mail transport each time (and leak memory under load). The handler lives on globalThis.
const HANDLER = Symbol.for("queen-city-tech-repair.contact-handler");
const store = globalThis as typeof globalThis & { [HANDLER]?: ReturnType<typeof createContactHandler> };
const handle = (store[HANDLER] ??= createContactHandler());

// The raw body reaches the core, which checks type and size itself (16 KB).
export const config: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "*/*", limit: "64kb" } },
};

/** Gatsby Function adapter (gatsby serve / npm start) over the contact core. */
export default async function sendContactEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const body: unknown = req.body;
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === "string" ? body : "");
  // Behind a proxy the client is the first X-Forwarded-For address; otherwise that header
  // is the client's own word and is ignored, so it cannot dodge the rate limit.
  const forwarded =
    runtimeEnv().CONTACT_TRUST_PROXY === "true"
      ? String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          .trim()
      : "";
  const response = await handle({
    method: req.method ?? "GET",
    contentType: String(req.headers["content-type"] ?? ""),
    body: raw.toString("utf8"),
    bodyBytes: raw.length,
    clientIp: forwarded || req.socket?.remoteAddress || "unknown",
  });
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).send(response.body);
}
