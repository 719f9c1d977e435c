import { createStatusHandler, runtimeEnv } from "./contact";
import { MAX_LOOKUP_BYTES } from "./contact/status-handle";
import { requestSource } from "./contact/client-address";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the status lookup reads. */
export type StatusEvent = BlobsEvent & {
  httpMethod: string;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createStatusHandler();

/** Netlify function adapter (built by netlify-lambda) over the status lookup in functions/contact/status-handle.ts. */
export async function handler(event: StatusEvent) {
  connectBlobs(event);
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  const response = await handle({
    method: event.httpMethod,
    contentType: headers["content-type"] ?? "",
    accept: headers.accept ?? "",
    body: Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8"),
    // Netlify names the client in its own header (`npm start` too, from the socket).
    ...requestSource(headers, headers["x-nf-client-connection-ip"], runtimeEnv()),
  });
  return { statusCode: response.status, headers: response.headers, body: response.body };
}

/** A lookup is a reference and a code: `npm start`'s server reads no more of a body than this (the core's own limit). */
handler.maxBodyBytes = MAX_LOOKUP_BYTES;
