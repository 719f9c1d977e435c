import { createContactHandler, runtimeEnv } from "./contact";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the handler reads. */
export type LambdaEvent = BlobsEvent & {
  httpMethod: string;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createContactHandler();

/** Netlify function adapter (built by netlify-lambda) over the contact core in functions/contact. */
export async function handler(event: LambdaEvent) {
  connectBlobs(event);
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  // Netlify sends binary bodies (multipart with photos) base64-encoded.
  const raw = Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8");
  // Netlify names the client in its own header; X-Forwarded-For only when told to trust it.
  const forwarded =
    runtimeEnv().CONTACT_TRUST_PROXY === "true" ? (headers["x-forwarded-for"] ?? "").split(",")[0].trim() : "";
  const response = await handle({
    method: event.httpMethod,
    contentType: headers["content-type"] ?? "",
    accept: headers.accept ?? "",
    referer: headers.referer ?? "",
    body: raw,
    clientIp: headers["x-nf-client-connection-ip"] || forwarded || "unknown",
  });
  return { statusCode: response.status, headers: response.headers, body: response.body };
}
