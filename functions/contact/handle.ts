import { formatBookingDate } from "./booking";
import { attempt, type Log, type Transport } from "./deliver";
import { bookingQuery, REFERENCE_PARAM } from "./fields";
import {
  checkForm,
  MAX_MULTIPART_BYTES,
  parseMultipart,
  photosTooLarge,
  type MultipartFailure,
  type MultipartForm,
} from "./multipart";
import type { Photo } from "./photos";
import { estimateName, formatPrice } from "./pricing";
import type { RateLimiter } from "./rate-limit";
import { errorLine, newRecord, type RetryPolicy } from "./record";
import { carriedBooking, checkRequest, withCarriedBooking, type RequestRules, type ServiceRequest } from "./request";
import type { RequestStore } from "./store";
import { HONEYPOT_FIELD, type FieldErrors } from "./validate";

export type { Transport } from "./deliver";

/** A JSON or urlencoded body. A multipart body, which carries photos, has its own limit (MAX_MULTIPART_BYTES). */
export const MAX_BODY_BYTES = 16 * 1024;

/** What an adapter hands the core: the request as plain values. */
export type ContactRequest = {
  method: string;
  contentType: string;
  /** The Accept header: a multipart post from the page's script asks for JSON; the plain form does not. */
  accept?: string;
  /** The Referer header: the page the plain form was sent from, with what a Book link put in its address. */
  referer?: string;
  /** The body's bytes as received. */
  body: Buffer;
  /**
   * A multipart body the host has already parsed, instead of its bytes: Gatsby's function server
   * runs multer on every multipart request before the function sees it.
   */
  multipart?: MultipartForm;
  clientIp: string;
};

export type ContactResponse = { status: number; headers: Record<string, string>; body: string };

export type ContactConfig = RequestRules & {
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
  /** The store for this request (opened per request: on Netlify each event brings its Blobs context). */
  openStore: () => RequestStore;
  policy: RetryPolicy;
  newReference: () => string;
  limiter: RateLimiter;
  now: () => Date;
  log: Log;
};

/** What a successful JSON answer tells the page about the booking (the thank-you page repeats it). */
export type BookingSummary = {
  estimate?: { name: string; price: string; time: string; warrantyDays: number; sameDay: boolean };
  dropoff?: { id: string; label: string };
  address?: string;
  preferredDate?: string;
  preferredDateLabel?: string;
  preferredTime?: string;
  photos: number;
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

function bookingSummary({ estimate, booking }: ServiceRequest, photos: number): BookingSummary {
  return {
    ...(estimate && {
      estimate: {
        name: estimateName(estimate),
        price: formatPrice(estimate.price),
        time: estimate.price.time,
        warrantyDays: estimate.price.warrantyDays,
        sameDay: estimate.price.sameDay,
      },
    }),
    ...(booking.dropoff && { dropoff: { id: booking.dropoff.id, label: booking.dropoff.label } }),
    ...(booking.address && { address: booking.address }),
    ...(booking.preferredDate && {
      preferredDate: booking.preferredDate,
      preferredDateLabel: formatBookingDate(booking.preferredDate),
    }),
    ...(booking.preferredTime && { preferredTime: booking.preferredTime }),
    photos,
  };
}

/**
 * The contact request, start to end: method, type, size, rate limit, parse, validate,
 * honeypot, store, send. JSON callers get JSON; the plain HTML form gets 303 redirects.
 * Success is only ever answered for a request the store kept or the transport accepted.
 */
export async function handleContactRequest(request: ContactRequest, deps: ContactDeps): Promise<ContactResponse> {
  const { config, log } = deps;
  if (request.method.toUpperCase() !== "POST")
    return json(405, { success: false, error: "Use POST to send a service request." }, { Allow: "POST" });

  const type = mediaType(request.contentType);
  const isMultipart = type === "multipart/form-data";
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded" && !isMultipart)
    return json(415, {
      success: false,
      error: "Send application/json, application/x-www-form-urlencoded or multipart/form-data.",
    });
  // The page's script posts JSON, or multipart (with photos) asking for JSON; the plain form gets redirects.
  const isForm =
    type === "application/x-www-form-urlencoded" || (isMultipart && !/application\/json/i.test(request.accept ?? ""));

  // Without JavaScript the estimate and drop-off of a Book link reach the function only through the Referer.
  // A failure sends the visitor back to the form with them, so the next try carries them too.
  const carried = isForm ? carriedBooking(request.referer, config.contactPath, config.pricing) : {};
  const carriedQuery = bookingQuery({ ids: carried, dropoff: carried.dropoff });
  const back = (code: string) =>
    redirect(`${config.contactPath}?error=${encodeURIComponent(code)}${carriedQuery && `&${carriedQuery}`}#request`);
  const photoFailure = (failure: MultipartFailure) =>
    isForm ? back(failure.code) : json(failure.status, { success: false, errors: { [failure.field]: failure.error } });

  if (isMultipart && request.body.length > MAX_MULTIPART_BYTES) return photoFailure(photosTooLarge());
  if (!isMultipart && request.body.length > MAX_BODY_BYTES)
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

  let fields: Record<string, unknown> | undefined;
  let photos: Photo[] = [];
  if (isMultipart) {
    const parsed = request.multipart
      ? checkForm(request.multipart)
      : await parseMultipart(request.body, request.contentType);
    if (!parsed.ok) return photoFailure(parsed);
    ({ fields, photos } = parsed);
  } else fields = parseBody(type, request.body.toString("utf8"));
  if (!fields)
    return isForm
      ? back("invalid")
      : json(400, { success: false, errors: { body: "The request body is not a JSON object." } });
  if (isForm) fields = withCarriedBooking(fields, carried);

  const reference = deps.newReference();
  const thanks = () => redirect(`${config.thankYouPath}?${REFERENCE_PARAM}=${reference}`);
  if (typeof fields[HONEYPOT_FIELD] === "string" && (fields[HONEYPOT_FIELD] as string).trim() !== "") {
    // The bot sees what a person would, a reference included; nothing is kept or sent.
    log("warn", "contact: honeypot field filled, nothing kept or sent", { ip: request.clientIp });
    return isForm ? thanks() : json(200, { success: true, reference, booking: { photos: 0 } });
  }

  const result = checkRequest(fields, config, deps.now());
  if (!result.ok)
    return isForm ? back(firstError(result.errors)) : json(400, { success: false, errors: result.errors });

  // Kept first, then sent: once the store has it, the request is the shop's even if the mail server is
  // down, and the retry job delivers it. Only when neither worked is the visitor told to call.
  const record = newRecord(reference, result.value, photos, deps.now(), deps.policy);
  let store: RequestStore | undefined;
  try {
    store = deps.openStore();
    await store.create(record, photos);
  } catch (error) {
    store = undefined;
    log("error", `contact: request ${reference} could not be stored (${errorLine(error)}); sending it anyway`);
  }
  const outcome = await attempt({ record, photos }, store, {
    mail: { to: config.to, from: config.from, businessName: config.businessName },
    transport: deps.transport,
    policy: deps.policy,
    now: deps.now,
    log,
  });
  const what = result.value.estimate ? estimateName(result.value.estimate) : result.value.submission.service;
  if (outcome.state !== "sent") {
    if (!store) {
      log("error", `contact: request ${reference} was neither stored nor sent (${outcome.lastError})`);
      return isForm ? back("send-failed") : json(502, { success: false, error: "The request could not be sent." });
    }
    log(
      "warn",
      `contact: request ${reference} for ${what} is stored; sending failed (${outcome.lastError}), will retry`,
    );
  } else log("info", `contact: request ${reference} for ${what} sent`);
  return isForm
    ? thanks()
    : json(200, { success: true, reference, booking: bookingSummary(result.value, photos.length) });
}
