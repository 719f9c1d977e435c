import { composeMessage, type MailMessage } from "./compose";
import type { RateLimiter } from "./rate-limit";
import { HONEYPOT_FIELD, validateSubmission, type Catalogue, type FieldErrors } from "./validate";

export const MAX_BODY_BYTES = 16 * 1024;

/** What an adapter hands the core: the request as plain values. */
export type ContactRequest = {
  method: string;
  contentType: string;
  body: string;
  /** Bytes of the body as received, for the size limit. */
  bodyBytes: number;
  clientIp: string;
};

export type ContactResponse = { status: number; headers: Record<string, string>; body: string };

export type Transport = { sendMail(message: MailMessage): Promise<unknown> };

export type ContactConfig = {
  catalogue: Catalogue;
  to: string;
  from: string;
  businessName: string;
  /** Where the no-JavaScript form lands. */
  thankYouPath: string;
  contactPath: string;
};

export type ContactDeps = {
  config: ContactConfig;
  transport: Transport;
  limiter: RateLimiter;
  now: () => Date;
  log: (level: "info" | "warn" | "error", message: string, detail?: unknown) => void;
};

const BASE_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

const json = (status: number, body: unknown, extra: Record<string, string> = {}): ContactResponse => ({
  status,
  headers: { ...BASE_HEADERS, "Content-Type": "application/json; charset=utf-8", ...extra },
  body: JSON.stringify(body),
});

const redirect = (location: string): ContactResponse => ({
  status: 303,
  headers: { ...BASE_HEADERS, Location: location, "Content-Type": "text/plain; charset=utf-8" },
  body: `See ${location}`,
});

const mediaType = (contentType: string) => contentType.split(";")[0].trim().toLowerCase();

function parseBody(type: string, body: string): Record<string, unknown> | undefined {
  if (type === "application/json") {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  const params = new URLSearchParams(body);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of params) fields[key] = value;
  return fields;
}

/** The first field with a problem names the error code the no-JS page explains. */
const firstError = (errors: FieldErrors) => Object.keys(errors)[0] ?? "invalid";

/**
 * The contact request, start to end: method, type, size, rate limit, parse, validate,
 * honeypot, compose, send. JSON callers get JSON; the plain HTML form gets 303 redirects.
 * Success is only ever answered for a message the transport accepted.
 */
export async function handleContactRequest(request: ContactRequest, deps: ContactDeps): Promise<ContactResponse> {
  const { config, log } = deps;
  if (request.method.toUpperCase() !== "POST")
    return json(405, { success: false, error: "Use POST to send a service request." }, { Allow: "POST" });

  const type = mediaType(request.contentType);
  const isForm = type === "application/x-www-form-urlencoded";
  if (type !== "application/json" && !isForm)
    return json(415, { success: false, error: "Send application/json or application/x-www-form-urlencoded." });

  const back = (code: string) => redirect(`${config.contactPath}?error=${encodeURIComponent(code)}#request`);

  if (request.bodyBytes > MAX_BODY_BYTES)
    return isForm
      ? back("too-large")
      : json(413, { success: false, error: "The request is too large (16 KB at most)." });

  const wait = deps.limiter.check(request.clientIp || "unknown", deps.now().getTime());
  if (wait > 0) {
    log("warn", `contact: rate limit for ${request.clientIp}`);
    if (isForm) return back("rate-limited");
    return json(
      429,
      { success: false, error: "Too many requests. Please wait a few minutes or call us." },
      { "Retry-After": String(wait) },
    );
  }

  const fields = parseBody(type, request.body);
  if (!fields)
    return isForm
      ? back("invalid")
      : json(400, { success: false, errors: { body: "The request body is not a JSON object." } });

  if (typeof fields[HONEYPOT_FIELD] === "string" && (fields[HONEYPOT_FIELD] as string).trim() !== "") {
    log("warn", "contact: honeypot field filled, nothing sent", { ip: request.clientIp });
    return isForm ? redirect(config.thankYouPath) : json(200, { success: true });
  }

  const result = validateSubmission(fields, config.catalogue);
  if (!result.ok)
    return isForm ? back(firstError(result.errors)) : json(400, { success: false, errors: result.errors });

  const message = composeMessage(result.value, {
    to: config.to,
    from: config.from,
    receivedAt: deps.now(),
    businessName: config.businessName,
  });
  try {
    await deps.transport.sendMail(message);
  } catch (error) {
    log("error", "contact: sending the request e-mail failed", error);
    return isForm ? back("send-failed") : json(502, { success: false, error: "The request could not be sent." });
  }
  log("info", `contact: request sent for ${result.value.service}`);
  return isForm ? redirect(config.thankYouPath) : json(200, { success: true });
}
