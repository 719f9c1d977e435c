import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { requestSource } from "./client-address";
import { createStatusHandler, runtimeEnv } from "./index";

// As for the contact function (gatsby-function.ts): Gatsby loads the module again on every request, so the handler,
// with its rate-limit window, lives on globalThis.
const HANDLER = Symbol.for("queen-city-tech-repair.status-handler");
const store = globalThis as typeof globalThis & { [HANDLER]?: ReturnType<typeof createStatusHandler> };
const handle = (store[HANDLER] ??= createStatusHandler());

/** Gatsby's parsed form or JSON body, as the urlencoded text the core reads (a list as its last value). */
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
  const parsed = req.body !== null && typeof req.body === "object" && !Buffer.isBuffer(req.body);
  const response = await handle({
    method: req.method ?? "GET",
    // Gatsby has parsed a form's or JSON body into an object: it reaches the core as a form's.
    contentType: parsed ? "application/x-www-form-urlencoded" : String(req.headers["content-type"] ?? ""),
    accept: String(req.headers.accept ?? ""),
    body: Buffer.from(encoded(req.body)),
    ...requestSource(req.headers, req.socket?.remoteAddress, runtimeEnv()),
  });
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).send(response.body);
}
