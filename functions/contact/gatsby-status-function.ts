import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { forwardedClient } from "./client-address";
import { createStatusHandler, runtimeEnv } from "./index";

// As for the contact function (gatsby-function.ts): Gatsby loads the module again on every request, so the handler,
// with its rate-limit window, lives on globalThis.
const HANDLER = Symbol.for("queen-city-tech-repair.status-handler");
const store = globalThis as typeof globalThis & { [HANDLER]?: ReturnType<typeof createStatusHandler> };
const handle = (store[HANDLER] ??= createStatusHandler());

/** Gatsby's parsed query or form body, as the urlencoded text the core reads. */
const encoded = (value: unknown) =>
  value && typeof value === "object" && !Buffer.isBuffer(value)
    ? new URLSearchParams(
        Object.entries(value).map(([k, v]) => [k, String(Array.isArray(v) ? v[v.length - 1] : v)]),
      ).toString()
    : Buffer.isBuffer(value)
      ? value.toString("utf8")
      : typeof value === "string"
        ? value
        : "";

/** Gatsby Function adapter (gatsby serve / gatsby develop) over the status lookup. */
export default async function requestStatus(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const forwarded = forwardedClient(req.headers["x-forwarded-for"], runtimeEnv());
  const response = await handle({
    method: req.method ?? "GET",
    contentType: String(req.headers["content-type"] ?? ""),
    accept: String(req.headers.accept ?? ""),
    query: encoded(req.query),
    body: Buffer.from(encoded(req.body)),
    clientIp: forwarded || req.socket?.remoteAddress || "unknown",
  });
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).send(response.body);
}
