import { createStatusHandler, runtimeEnv } from "./contact";
import { forwardedClient } from "./contact/client-address";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the status lookup reads. */
export type StatusEvent = BlobsEvent & {
  httpMethod: string;
  rawQuery?: string;
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createStatusHandler();

/** The query as sent: Netlify's rawQuery, else rebuilt from the parsed parameters. */
const queryOf = (event: StatusEvent) =>
  event.rawQuery ??
  new URLSearchParams(
    Object.entries(event.queryStringParameters ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

/** Netlify function adapter (built by netlify-lambda) over the status lookup in functions/contact/status-handle.ts. */
export async function handler(event: StatusEvent) {
  connectBlobs(event);
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  const forwarded = forwardedClient(headers["x-forwarded-for"], runtimeEnv());
  const response = await handle({
    method: event.httpMethod,
    contentType: headers["content-type"] ?? "",
    accept: headers.accept ?? "",
    query: queryOf(event).replace(/^\?/, ""),
    body: Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8"),
    clientIp: headers["x-nf-client-connection-ip"] || forwarded || "unknown",
  });
  return { statusCode: response.status, headers: response.headers, body: response.body };
}
