import {
  createContactHandler,
  runtimeEnv,
  type Admission,
  type ContactRequestHead,
  type ContactResponse,
} from "./contact";
import { requestSource } from "./contact/client-address";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

/** The parts of an API-Gateway-style event (Netlify Functions) the handler reads. */
export type LambdaEvent = BlobsEvent & {
  httpMethod: string;
  body?: string | null;
  isBase64Encoded?: boolean;
};

const handle = createContactHandler();

/** The event's headers with lower-case names. */
const headersOf = (event: Pick<LambdaEvent, "headers">) =>
  Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));

/** The request's head as the core reads it: method, type, Accept, Referer, declared length, origin, client address. */
function headOf(event: Omit<LambdaEvent, "body">): ContactRequestHead {
  const headers = headersOf(event);
  const length = Number(headers["content-length"]);
  return {
    method: event.httpMethod,
    contentType: headers["content-type"] ?? "",
    accept: headers.accept ?? "",
    referer: headers.referer ?? "",
    ...(headers["content-length"] && { contentLength: Number.isFinite(length) ? length : Infinity }),
    // Netlify names the client in its own header (`npm start` too, from the socket).
    ...requestSource(headers, headers["x-nf-client-connection-ip"], runtimeEnv()),
  };
}

const lambdaResponse = (response: ContactResponse) => ({
  statusCode: response.status,
  headers: response.headers,
  body: response.body,
});

/** Netlify sends binary bodies (multipart with photos) base64-encoded. */
const bodyOf = (event: LambdaEvent) => Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8");

/** Netlify function adapter (built by netlify-lambda) over the contact core in functions/contact. */
export async function handler(event: LambdaEvent) {
  connectBlobs(event);
  return lambdaResponse(await handle({ ...headOf(event), body: bodyOf(event) }));
}

/**
 * For a server that can answer before it reads the body (`npm start`): the request's admission from its head alone
 * (method, type, declared size, origin, the client's limits). Refused: the answer, and the body is never read.
 * Admitted: the most bytes to read, then `finish` with the body read, `tooLarge` once it ran past them, or `abandon`
 * when the client went away. Netlify
 * itself reads the body before any function runs, so there only `handler` is called.
 */
handler.admit = async (event: Omit<LambdaEvent, "body">) => {
  connectBlobs(event);
  const admitted = await handle.admit(headOf(event));
  if (!admitted.ok) return { refused: lambdaResponse(admitted.response) };
  const admission: Admission = admitted.admission;
  return {
    maxBytes: admission.maxBytes,
    finish: async (body: Buffer) => lambdaResponse(await handle({ ...headOf(event), body }, admission)),
    tooLarge: async () => lambdaResponse(await admission.tooLarge()),
    /** The client went away before its body arrived: what the admission took is given back. */
    abandon: () => admission.settle(false),
  };
};
