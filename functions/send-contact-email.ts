import { createContactHandler, runtimeEnv, type ContactRequestHead, type ContactResponse } from "./contact";
import { forwardedClient } from "./contact/client-address";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the handler reads. */
export type LambdaEvent = BlobsEvent & {
  httpMethod: string;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createContactHandler();

/** The request's head as the core reads it: method, type, Accept, Referer, declared length, client address. */
function headOf(event: LambdaEvent): ContactRequestHead {
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  // Netlify names the client in its own header; X-Forwarded-For only when told to trust it.
  const forwarded = forwardedClient(headers["x-forwarded-for"], runtimeEnv());
  const length = Number(headers["content-length"]);
  return {
    method: event.httpMethod,
    contentType: headers["content-type"] ?? "",
    accept: headers.accept ?? "",
    referer: headers.referer ?? "",
    ...(headers["content-length"] && { contentLength: Number.isFinite(length) ? length : Infinity }),
    clientIp: headers["x-nf-client-connection-ip"] || forwarded || "unknown",
  };
}

const lambdaResponse = (response: ContactResponse) => ({
  statusCode: response.status,
  headers: response.headers,
  body: response.body,
});

/** Netlify function adapter (built by netlify-lambda) over the contact core in functions/contact. */
export async function handler(event: LambdaEvent) {
  connectBlobs(event);
  // Netlify sends binary bodies (multipart with photos) base64-encoded.
  const raw = Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8");
  return lambdaResponse(await handle({ ...headOf(event), body: raw }));
}

/**
 * For a server that can answer before it reads the body (`npm start`): the refusal the head alone decides
 * (method, type, declared size, rate limit), or null to read the body and call `handler`. Netlify itself
 * reads the body before any function runs, so there only `handler` is called.
 */
handler.refuseBeforeBody = (event: Omit<LambdaEvent, "body">) => {
  const refused = handle.refuseBeforeBody(headOf(event));
  return refused ? lambdaResponse(refused) : null;
};
