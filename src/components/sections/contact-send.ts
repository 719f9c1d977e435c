import { BOOKING_FIELDS, CONTACT_ENDPOINT, ESTIMATE_FIELDS, HONEYPOT_FIELD } from "../../domain/fields";
import type { BookingAnswer, Confirmation } from "../../domain/answer";
import type { EstimateIds } from "../../domain/pricing";
import { validateSubmission, type ControlName } from "../../domain/service-request";
import { formatBytes, type PreparedPhoto } from "../../lib/photos";
import { asReference } from "../../lib/reference";
import type { BookingValues } from "./contact-booking";
import type { Lang, Words } from "../../domain/language";

/** What the form holds as it is typed: the visitor's fields and the booking's choices. */
export type Values = Record<ControlName, string> & BookingValues;

// Sending a service request from the page, loaded when the visitor starts filling in the form.

const ESTIMATE_MISSING: Words = {
  en: "The estimate could not be found. Please choose the repair again in the estimator.",
  es: "No encontramos el precio estimado. Elija la reparación de nuevo en el buscador de precios.",
};

/** What the no-JavaScript redirect's ?error= codes mean, in each language. */
const SERVER_ERRORS: Record<string, Words> = {
  name: {
    en: "Please enter just your name (up to 100 characters, on one line, no web or e-mail address).",
    es: "Escriba solo su nombre (hasta 100 caracteres, en una línea, sin direcciones web ni de correo).",
  },
  phone: {
    en: "Please enter a valid phone number with at least 7 digits.",
    es: "Escriba un número de teléfono válido, de al menos 7 dígitos.",
  },
  email: { en: "Please enter a valid e-mail address.", es: "Escriba un correo electrónico válido." },
  service: { en: "Please choose the service you need.", es: "Elija el servicio que necesita." },
  location: { en: "Please choose one of our locations.", es: "Elija una de nuestras tiendas." },
  message: {
    en: "Please describe the issue (up to 5,000 characters).",
    es: "Describa el problema (hasta 5,000 caracteres).",
  },
  "too-large": {
    en: "The request was too long. Please shorten the description.",
    es: "La solicitud era demasiado larga. Acorte la descripción.",
  },
  "rate-limited": {
    en: "This connection has sent the most requests we take in a short time. Please wait a few minutes or call us.",
    es: "Desde esta conexión llegaron varias solicitudes en poco tiempo. Espere unos minutos o llámenos.",
  },
  "send-failed": {
    en: "Your request could not be sent. Please try again or call us.",
    es: "No se pudo enviar su solicitud. Inténtelo de nuevo o llámenos.",
  },
  dropoff: {
    en: "Please choose how the device gets to us from the list.",
    es: "Elija de la lista cómo nos llega el equipo.",
  },
  address: {
    en: "Please enter the address for the on-site visit (one line, up to 200 characters).",
    es: "Escriba la dirección para la visita (una línea, hasta 200 caracteres).",
  },
  preferredDate: {
    en: "Please choose a day the shop is open, from tomorrow up to three weeks ahead.",
    es: "Elija un día en que la tienda abra, desde mañana hasta dentro de tres semanas.",
  },
  preferredTime: { en: "Please choose morning or afternoon.", es: "Elija mañana o tarde." },
  device: ESTIMATE_MISSING,
  brand: ESTIMATE_MISSING,
  model: ESTIMATE_MISSING,
  repair: ESTIMATE_MISSING,
  "photos-too-large": {
    en: "The photos were more than 4 MB together. Please send smaller or fewer photos.",
    es: "Las fotos pesaban más de 4 MB en total. Envíe menos fotos o más pequeñas.",
  },
  "photos-type": {
    en: "One of the files was not a JPEG, PNG, WebP or HEIC photo.",
    es: "Uno de los archivos no era una foto JPEG, PNG, WebP o HEIC.",
  },
  "photos-pixels": {
    en: "One of the photos was too large to handle (over 50 megapixels). Please send a smaller one.",
    es: "Una de las fotos era demasiado grande (más de 50 megapíxeles). Envíe una más pequeña.",
  },
  "photos-count": { en: "Please send at most 3 photos.", es: "Envíe 3 fotos como máximo." },
  invalid: {
    en: "Something in the form was not valid. Please check every field.",
    es: "Algo en el formulario no era válido. Revise cada campo.",
  },
};

/**
 * The sentence for a no-JS ?error= code, in the form's language. The code comes from the address, so only the
 * table's own entries count: `__proto__`, `constructor` or `toString` are not error codes (they blanked the page when
 * looked up on the object's prototype).
 */
export const errorText = (code: string, lang: Lang = "en") =>
  (Object.prototype.hasOwnProperty.call(SERVER_ERRORS, code) ? SERVER_ERRORS[code] : SERVER_ERRORS.invalid)[lang];

/** Field errors from the local check or the function: the form's fields, the estimate's ids and the photos. */
export type Errors = Partial<Record<string, string>>;
export type { BookingAnswer, ThankYouState } from "../../domain/answer";

/**
 * Why sending failed when no field is to blame, which decides what the visitor is told to do: `rate-limited` (429:
 * this connection's limit, try again after `retryAfter` seconds, or call), `not-received` (502: the shop did not get
 * it, call), `other` (any other answer, or no answer: try again, or call).
 */
export type Failure = { kind: "rate-limited"; retryAfter?: number } | { kind: "not-received" } | { kind: "other" };

export type SendResult =
  | { ok: true; booking?: BookingAnswer; reference?: string; confirmation?: Confirmation }
  | { ok: false; errors: Errors; local?: boolean; status?: number; summary?: string; failure?: Failure };

/** The seconds a Retry-After header asks to wait: a number of seconds or an HTTP date; undefined when neither. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * When to try again, as a visitor reads it: "in a minute", "in 2 minutes", "in about 2 hours", "in a few minutes"
 * ("en un minuto", "en 2 minutos", "en unas 2 horas", "en unos minutos").
 */
export function retryWhen(seconds: number | undefined, lang: Lang = "en"): string {
  const es = lang === "es";
  if (seconds === undefined) return es ? "en unos minutos" : "in a few minutes";
  if (seconds <= 60) return es ? "en un minuto" : "in a minute";
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 3600) return es ? `en ${minutes} minutos` : `in ${minutes} minutes`;
  const hours = Math.round(seconds / 3600);
  if (hours === 1) return es ? "en una hora, más o menos" : "in about an hour";
  return es ? `en unas ${hours} horas` : `in about ${hours} hours`;
}

/** A 413 names the photos that made the request too large, with their sizes. */
export const photosTooLargeText = (photos: readonly PreparedPhoto[], lang: Lang = "en") => {
  const named = photos.map((photo) => `${photo.name} (${formatBytes(photo.blob.size)})`).join(", ");
  return lang === "es"
    ? `Las fotos pesaban demasiado para el servidor: ${named}. Quite una, o envíe menos, e inténtelo de nuevo.`
    : `The photos were too large for the server to take: ${named}. Remove one, or send fewer, and try again.`;
};

/** A visit's address left empty. */
const ADDRESS_MISSING: Words = {
  en: "Please enter the address where we should come.",
  es: "Escriba la dirección a la que debemos ir.",
};

/**
 * Checks the fields as the server will, then posts them: JSON, or multipart/form-data when
 * there are photos (with Accept: application/json, so the function answers JSON, not a redirect).
 */
export async function sendRequest({
  values,
  photos,
  ids,
  honeypot,
  services,
  locations,
  lang,
  onSending,
}: {
  values: Values;
  photos: readonly PreparedPhoto[];
  ids?: EstimateIds;
  honeypot: string;
  services: readonly string[];
  /** The shops' names, which the location field may take. */
  locations: readonly string[];
  /** The form's language: its messages, and the function's answer (the request's `lang`). */
  lang: Lang;
  onSending: () => void;
}): Promise<SendResult> {
  const local = validateSubmission(
    { ...values, pageUrl: window.location.href, submittedAt: new Date().toISOString() },
    { services, locations },
    // The server's rule: with an estimate attached the message is optional.
    { withEstimate: Boolean(ids), lang },
  );
  const errors: Errors = local.ok ? {} : { ...local.errors };
  if (values.dropoff === "on-site" && !values.address.trim()) errors.address = ADDRESS_MISSING[lang];
  if (!local.ok || Object.keys(errors).length) return { ok: false, errors, local: true };
  onSending();
  const fields: Record<string, string> = {
    ...local.value,
    ...Object.fromEntries(BOOKING_FIELDS.map((field) => [field, values[field]])),
    // Only a visit has an address.
    address: values.dropoff === "on-site" ? values.address.trim() : "",
    ...ids,
    [HONEYPOT_FIELD]: honeypot,
    lang,
  };
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit;
  if (photos.length) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const photo of photos) form.append("photos", photo.blob, photo.name);
    body = form;
  } else {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(fields);
  }
  const response = await fetch(CONTACT_ENDPOINT, { method: "POST", headers, body });
  const answer = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    errors?: Errors;
    booking?: BookingAnswer;
    reference?: unknown;
    confirmation?: unknown;
  };
  if (response.ok && answer.success !== false)
    return {
      ok: true,
      booking: answer.booking,
      reference: asReference(answer.reference),
      ...(answer.confirmation === "held" && { confirmation: "held" as const }),
    };
  const serverErrors = answer.errors ?? {};
  // Too large with photos: the photos are what makes a request that large (a proxy's own 413 has no JSON body). The
  // message names them, under the field.
  if (response.status === 413 && photos.length) serverErrors.photos = photosTooLargeText(photos, lang);
  const failure: Failure | undefined = Object.keys(serverErrors).length
    ? undefined
    : response.status === 429
      ? { kind: "rate-limited", retryAfter: retryAfterSeconds(response.headers.get("Retry-After")) }
      : response.status === 502
        ? { kind: "not-received" }
        : { kind: "other" };
  return {
    ok: false,
    errors: serverErrors,
    status: response.status,
    summary: ESTIMATE_FIELDS.some((field) => serverErrors[field])
      ? SERVER_ERRORS.device[lang]
      : response.status === 413 && !photos.length
        ? SERVER_ERRORS["too-large"][lang]
        : undefined,
    failure: response.status === 413 ? undefined : failure,
  };
}
