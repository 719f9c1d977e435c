import { createDeskHandler, runtimeEnv } from "./contact";
import { requestSource } from "./contact/client-address";
import { MAX_DESK_BODY_BYTES } from "./contact/desk-handle";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the desk reads. */
export type DeskEvent = BlobsEvent & {
  httpMethod: string;
  /** The address asked for: /api/desk/... (routed by netlify.toml) or /.netlify/functions/desk/... */
  path?: string;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createDeskHandler();

/** Netlify function adapter (built by netlify-lambda) over the desk in functions/contact/desk-handle.ts. */
export async function handler(event: DeskEvent) {
  connectBlobs(event);
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  const response = await handle({
    method: event.httpMethod,
    path: (event.path ?? "").replace(/^(\/\.netlify\/functions\/desk|\/api\/desk)/, ""),
    cookie: headers.cookie,
    body: Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8"),
    ...requestSource(headers, headers["x-nf-client-connection-ip"], runtimeEnv()),
  });
  return { statusCode: response.status, headers: response.headers, body: response.body };
}

/** The desk's bodies are a few fields: `npm start`'s server reads no more than this. */
handler.maxBodyBytes = MAX_DESK_BODY_BYTES;
