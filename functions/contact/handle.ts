import { bookingWhen } from "../../src/domain/booking";
import { attempt, type Log, type Transport } from "./deliver";
import { bookingQuery } from "../../src/domain/fields";
import { DEFAULT_LANG, parseLang, type Lang, type Words } from "../../src/domain/language";
import {
  checkForm,
  MAX_MULTIPART_BYTES,
  parseMultipart,
  photosTooLarge,
  type MultipartFailure,
  type MultipartForm,
} from "./multipart";
import type { BookingAnswer, Confirmation, RequestAnswer } from "../../src/domain/answer";
import type { Photo } from "./photos";
import { estimateName } from "../../src/domain/pricing";
import { spanishDropoff, spanishTime } from "../../src/domain/spanish";
import type { MemoryRateLimiter, RateLimiter } from "./rate-limit";
import {
  errorLine,
  newRecord,
  newVisitorRecord,
  snapshotEstimate,
  type RequestRecord,
  type RetryPolicy,
  type StoredRequest,
} from "./record";
import { bookingCalendar } from "./calendar";
import { estimateIn, type ConfirmationSettings } from "./confirmation-data";
import {
  PLAIN_PAGE_HEADERS,
  refusalHeaders,
  refusalHtml,
  waitPhrase,
  type Refusal,
  type RefusalCopy,
} from "./refusal-page";
import { thanksHtml, type ThanksCopy } from "./thanks-page";
import {
  carriedBooking,
  checkRequest,
  withCarriedBooking,
  type RequestRules,
  type ServiceRequest,
} from "../../src/domain/request";
import { shopFor, shopNamed, type Shop } from "../../src/domain/shops";
import { newStatusCode } from "./status-code";
import type { RequestStore } from "./store";
import { HONEYPOT_FIELD } from "../../src/domain/fields";
import { isCrossSite } from "./same-site";

export type { Transport } from "./deliver";

/** A JSON or urlencoded body. A multipart body, which carries photos, has its own limit (MAX_MULTIPART_BYTES). */
export const MAX_BODY_BYTES = 16 * 1024;

/** What the core needs to know of a request before its body is read: its line and headers. */
export type ContactRequestHead = {
  method: string;
  contentType: string;
  /** The Accept header: a multipart post from the page's script asks for JSON; the plain form does not. */
  accept?: string;
  /** The Referer header: the page the plain form was sent from, with what a Book link put in its address. */
  referer?: string;
  /** The Content-Length header; Infinity for a body that turned out larger than the server reads. */
  contentLength?: number;
  clientIp: string;
  /** The Origin header: a post from another site's page is refused. */
  origin?: string;
  /** The Sec-Fetch-Site header, for a browser that sent no Origin. */
  fetchSite?: string;
  /** The host the request was sent to (Host, and a trusted proxy's X-Forwarded-Host): the site's own. */
  hosts?: readonly string[];
};

/** What an adapter hands the core: the request as plain values. */
export type ContactRequest = ContactRequestHead & {
  body: Buffer;
  /**
   * A multipart body the host has already parsed, instead of its bytes: Gatsby's function server
   * runs multer on every multipart request before the function sees it.
   */
  multipart?: MultipartForm;
};

export type ContactResponse = { status: number; headers: Record<string, string>; body: string };

/** The words of the pages that answer a plain form. */
export type PlainPagesCopy = {
  /** The page that answers a plain form the shop received (data/pages.json thankYou). */
  thanksCopy: ThanksCopy;
  /** The page that answers a refused plain form (data/pages.json contact.refusal). */
  refusalCopy: RefusalCopy;
};

export type ContactConfig = RequestRules &
  PlainPagesCopy & {
    /** One inbox for every request (CONTACT_TO), or "" for each shop's own (`shops`). */
    to: string;
    shops: readonly Shop[];
    from: string;
    businessName: string;
    contactPath: string;
    /** These pages' words in another language than English (when not given, the English ones above). */
    languages?: Partial<Record<Lang, PlainPagesCopy>>;
    /** The visitor's confirmation's words and facts (confirmation-data.ts from data/ when not given). */
    confirmation?: ConfirmationSettings;
    /** The site's address for the status link of the visitor's e-mails (data/site.json when not given). */
    siteUrl?: string;
    /** The site's own addresses besides the host a request names (a post from any other page is refused). */
    siteUrls?: readonly string[];
  };

export type ContactDeps = {
  config: ContactConfig;
  transport: Transport;
  /** The store for this request (opened per request: on Netlify each event brings its Blobs context). */
  openStore: () => RequestStore;
  policy: RetryPolicy;
  newReference: () => string;
  /** Requests per client, taken when a request is admitted and given back if it is refused. */
  limiter: RateLimiter;
  /** Confirmations per inbox (normalized address): more than its limit in a day and the request goes on without one. */
  recipients?: RateLimiter;
  /**
   * Bytes of body per client, in this process's memory (they are this process's to hold): `reading` holds a body's
   * declared size while it is read and checked, so one client cannot have more than its share in memory at once;
   * `refused` charges the bodies it sent that were refused, so it cannot keep sending them.
   */
  bodies?: { reading: MemoryRateLimiter; refused: MemoryRateLimiter };
  now: () => Date;
  log: Log;
  /**
   * Whether this process lives on after answering (`npm start`): then a slow mail server is waited for only
   * up to the answer budget and the attempt goes on in the background. A serverless function is frozen once
   * it answers, so there the first attempt itself stops at the budget and the retry job takes over.
   */
  background?: boolean;
};

const BASE_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

const json = (status: number, body: unknown, extra: Record<string, string> = {}): ContactResponse => ({
  status,
  headers: { ...BASE_HEADERS, "Content-Type": "application/json; charset=utf-8", ...extra },
  body: JSON.stringify(body),
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
  // A name given twice is a list, as JSON's [..] is: the checks refuse it where one value is expected.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = Object.hasOwn(fields, key) ? fields[key] : undefined;
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** What a refused plain form is told, beside the field errors and the photos' own sentences, in each language. */
export const REFUSAL_TEXT = {
  tooLarge: {
    en: "The request was too long (16 KB at most). Please shorten the description and send it again.",
    es: "La solicitud era demasiado larga (16 KB como máximo). Acorte la descripción y envíela de nuevo.",
  },
  invalid: {
    en: "The form could not be read. Please send it again.",
    es: "No pudimos leer el formulario. Envíelo de nuevo.",
  },
  rateLimited: (wait: number): Words => ({
    en: `We received several requests from this connection in a short time. You can send again ${waitPhrase(wait)}, or call us now.`,
    es: `Recibimos varias solicitudes desde esta conexión en poco tiempo. Puede enviarla de nuevo ${waitPhrase(wait, "es")}, o llamarnos ahora.`,
  }),
  sendFailed: {
    en: "The shop did not get your request: it could not be kept or e-mailed just now. Please call us, or send it again later.",
    es: "La tienda no recibió su solicitud: no se pudo guardar ni enviar por correo en este momento. Llámenos, o envíela de nuevo más tarde.",
  },
} as const;

/** What a script's fetch is told (JSON) when the request is refused before its fields are read, in each language. */
const ANSWER_TEXT = {
  tooLarge: {
    en: "The request is too large (16 KB at most).",
    es: "La solicitud es demasiado larga (16 KB como máximo).",
  },
  notJson: { en: "The request body is not a JSON object.", es: "El cuerpo de la solicitud no es un objeto JSON." },
  rateLimited: {
    en: "Too many requests. Please wait a few minutes or call us.",
    es: "Demasiadas solicitudes. Espere unos minutos o llámenos.",
  },
  notSent: { en: "The request could not be sent.", es: "No se pudo enviar la solicitud." },
} as const satisfies Record<string, Words>;

/**
 * The language of the page a request came from, before its own `lang` field is read: a page under /es/ is Spanish
 * (the browser names it in the Referer, the script's fetch and the plain form alike).
 */
export function pageLang(referer: string | undefined): Lang {
  try {
    return new URL(referer ?? "").pathname.startsWith("/es/") ? "es" : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * A refused plain form gets a page that names every problem, and keeps what was typed: the browser's Back button
 * returns to the form as it was. The page gives the phone of the request's shop when the form named one.
 */
function refusalPage(
  refusal: Refusal,
  config: ContactConfig,
  formHref: string,
  lang: Lang,
  fields?: Record<string, unknown>,
): ContactResponse {
  const shop =
    config.shops.find((s) => s.id === fields?.dropoff) ?? shopNamed(fields?.location, config.shops) ?? config.shops[0];
  const { refusalCopy: copy } = copyIn(config, lang);
  return {
    status: refusal.status,
    headers: { ...BASE_HEADERS, ...refusalHeaders(refusal) },
    body: refusalHtml(refusal, { copy, businessName: config.businessName, shop, formHref, lang }),
  };
}

/** The plain pages' words in `lang`: the config's own for English, else its translation (English when it has none). */
const copyIn = (config: ContactConfig, lang: Lang): PlainPagesCopy =>
  (lang !== DEFAULT_LANG && config.languages?.[lang]) || config;

function bookingSummary(
  request: ServiceRequest,
  photos: number,
  config: ContactConfig,
  reference: string,
  receivedAt: Date,
): BookingAnswer {
  const { estimate, booking } = request;
  const shop = shopFor(request, config.shops);
  const calendar = bookingCalendar(booking, {
    reference,
    shop,
    businessName: config.businessName,
    schedules: config.schedules,
    host: config.from.replace(/^.*@|>$/g, ""),
    stamp: receivedAt,
    lang: request.lang,
  });
  const when = bookingWhen(booking, request.lang).text;
  // Named in the visitor's language, as their confirmation names it.
  const shown = estimate && estimateIn(snapshotEstimate(estimate), request.lang ?? DEFAULT_LANG);
  return {
    ...(estimate &&
      shown && {
        estimate: {
          name: estimateName(shown),
          price: shown.shown?.text ?? estimate.shown.text,
          time: request.lang === "es" ? spanishTime(estimate.price.time) : estimate.price.time,
          warrantyDays: estimate.price.warrantyDays,
          sameDay: estimate.price.sameDay,
        },
      }),
    ...(booking.dropoff && {
      dropoff: {
        id: booking.dropoff.id,
        label: request.lang === "es" ? spanishDropoff(booking.dropoff.id, shop.name) : booking.dropoff.label,
      },
    }),
    ...(booking.address && { address: booking.address }),
    ...(when && { when }),
    photos,
    shop: { id: shop.id, name: shop.name, phone: shop.phone, address: shop.address },
    ...(calendar && { calendar }),
  };
}

/** What the plain form's refusals and the JSON answers share: how to say no to this request. */
function refusals(head: ContactRequestHead, config: ContactConfig) {
  const type = mediaType(head.contentType);
  const isMultipart = type === "multipart/form-data";
  // The page's script posts JSON, or multipart (with photos) asking for JSON; the plain form gets redirects.
  const isForm =
    type === "application/x-www-form-urlencoded" || (isMultipart && !/application\/json/i.test(head.accept ?? ""));
  // Without JavaScript the estimate and drop-off of a Book link reach the function only through the Referer. The
  // refusal's link to the form carries them; its Back button returns to that page, which has them too.
  const carried = isForm ? carriedBooking(head.referer, config.contactPath, config.pricing) : {};
  const carriedQuery = bookingQuery({
    ids: carried,
    dropoff: carried.dropoff,
    location: shopNamed(carried.location, config.shops)?.id,
  });
  const formHref = `${config.contactPath}${carriedQuery && `?${carriedQuery}`}#request`;
  const lang = pageLang(head.referer);
  // A refusal is said in the page's language, or the request's own once its fields are read (`said`).
  const refuse = (refusal: Refusal, fields?: Record<string, unknown>, said: Lang = lang) =>
    refusalPage(refusal, config, formHref, said, fields);
  const photoFailure = (failure: MultipartFailure) =>
    isForm
      ? refuse({ status: failure.status, problems: [failure.in[lang]] })
      : json(failure.status, { success: false, errors: { [failure.field]: failure.in[lang] } });
  return { type, isMultipart, isForm, carried, refuse, photoFailure, lang };
}

/** What a post from another site's page is told (its page, or a script's fetch): nothing was kept or sent. */
export const CROSS_SITE_TEXT =
  "This request came from a page of another website, so it was not sent. To ask us for a repair, use the form on our own website, or call us.";
const CROSS_SITE_WORDS: Words = {
  en: CROSS_SITE_TEXT,
  es: "Esta solicitud vino de una página de otro sitio web, así que no se envió. Para pedirnos una reparación, use el formulario de nuestro propio sitio, o llámenos.",
};

/**
 * The checks that need no body and take nothing: method, type, declared size, where the post comes from.
 * Undefined: go on.
 */
function headRefusal(head: ContactRequestHead, config: ContactConfig): ContactResponse | undefined {
  if (head.method.toUpperCase() !== "POST")
    return json(405, { success: false, error: "Use POST to send a service request." }, { Allow: "POST" });
  const { type, isMultipart, isForm, refuse, photoFailure, lang } = refusals(head, config);
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded" && !isMultipart)
    return json(415, {
      success: false,
      error: "Send application/json, application/x-www-form-urlencoded or multipart/form-data.",
    });
  // A person reads the answer either way: another site's form lands here, and a script's fetch cannot read it.
  if (isCrossSite(head, config.siteUrls ?? (config.siteUrl ? [config.siteUrl] : [])))
    return refuse({ status: 403, problems: [CROSS_SITE_WORDS[lang]] });
  const length = head.contentLength ?? 0;
  if (isMultipart && length > MAX_MULTIPART_BYTES) return photoFailure(photosTooLarge());
  if (!isMultipart && length > MAX_BODY_BYTES) return tooLargeAnswer(isForm, refuse, lang);
  return undefined;
}

const tooLargeAnswer = (isForm: boolean, refuse: (refusal: Refusal) => ContactResponse, lang: Lang) =>
  isForm
    ? refuse({ status: 413, problems: [REFUSAL_TEXT.tooLarge[lang]] })
    : json(413, { success: false, error: ANSWER_TEXT.tooLarge[lang] });

/**
 * What admitting a request took from the client's limits, to settle once its answer is known: an accepted request
 * keeps its place in the rate limit and gives its body's bytes back; a refused one gives its place back and its bytes
 * count against the client.
 */
export type Admission = {
  /** The most bytes of body this request may have (its type's limit). */
  maxBytes: number;
  /** The request was answered: `accepted` or not. */
  settle(accepted: boolean): Promise<void>;
  /** The body turned out larger than `maxBytes` while it was read: the answer for that, the request settled as refused. */
  tooLarge(): Promise<ContactResponse>;
};

export type Admitted = { ok: true; admission: Admission } | { ok: false; response: ContactResponse };

/**
 * A request's admission, from its head alone (method, type, declared size, origin, the client's limits), before any
 * of its body is read: a server that can answer before reading (`npm start`'s) calls this first, so a refused client
 * never has its body read, then hands the admission to `handleContactRequest` with the body. The client's place in
 * the rate limit is taken here, in one atomic step, so requests sent at the same time cannot all pass.
 */
export async function admitContactRequest(
  head: ContactRequestHead,
  deps: Pick<ContactDeps, "config" | "limiter" | "bodies" | "now" | "log">,
): Promise<Admitted> {
  const { config, log } = deps;
  const early = headRefusal(head, config);
  if (early) return { ok: false, response: early };
  const { isMultipart, isForm, refuse, lang } = refusals(head, config);
  const client = head.clientIp || "unknown";
  const limited = (wait: number): Admitted => {
    log("warn", `contact: rate limit for ${client}`);
    return {
      ok: false,
      response: isForm
        ? refuse({ status: 429, problems: [REFUSAL_TEXT.rateLimited(wait)[lang]], retryAfter: wait })
        : json(429, { success: false, error: ANSWER_TEXT.rateLimited[lang] }, { "Retry-After": String(wait) }),
    };
  };
  const maxBytes = isMultipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES;
  const now = deps.now().getTime();
  const bytes = Math.min(head.contentLength ?? maxBytes, maxBytes);
  const refusedWait = deps.bodies?.refused.wait(client, now, bytes) ?? 0;
  if (refusedWait > 0) return limited(refusedWait);
  const held = deps.bodies ? await deps.bodies.reading.take(client, now, bytes) : undefined;
  if (held && !held.ok) return limited(held.wait);
  let place;
  try {
    place = await deps.limiter.take(client, now);
  } catch (error) {
    // The limit's store is down: the request is let through (the shop would rather have it) and the failure logged.
    log("error", `contact: the rate limit could not be read for ${client} (${errorLine(error)}); request let through`);
    place = undefined;
  }
  if (place && !place.ok) {
    await held?.slot.release();
    return limited(place.wait);
  }
  const admission: Admission = {
    maxBytes,
    async settle(accepted) {
      try {
        await held?.slot.release();
        if (!accepted) {
          deps.bodies?.refused.add(client, deps.now().getTime(), bytes);
          if (place?.ok) await place.slot.release();
        }
      } catch (error) {
        log("error", `contact: the rate limit of ${client} could not be settled (${errorLine(error)})`);
      }
    },
    async tooLarge() {
      await admission.settle(false);
      return isMultipart ? refusals(head, config).photoFailure(photosTooLarge()) : tooLargeAnswer(isForm, refuse, lang);
    },
  };
  return { ok: true, admission };
}

/**
 * Whether the visitor's confirmation may go out: an inbox gets at most `recipients`' limit of them (3 a day), so the
 * form cannot be used to fill someone's mailbox. The request itself goes on either way. A limit that cannot be read
 * holds the confirmation (logged): it is the part of a request anyone can aim at anyone.
 */
async function confirmationAllowed(
  email: string,
  reference: string,
  deps: Pick<ContactDeps, "recipients" | "now" | "log">,
): Promise<boolean> {
  if (!email) return false;
  if (!deps.recipients) return true;
  try {
    const taken = await deps.recipients.take(email.trim().toLowerCase(), deps.now().getTime());
    if (!taken.ok) deps.log("warn", `contact: no confirmation for ${reference}: its address has had its daily limit`);
    return taken.ok;
  } catch (error) {
    deps.log(
      "error",
      `contact: no confirmation for ${reference}: its address's limit could not be read (${errorLine(error)})`,
    );
    return false;
  }
}

/**
 * Keeps the visitor's confirmation of a kept request (one per request, to the address they typed), held for the
 * attempt about to send it. Undefined when there is none to send, or when it could not be kept (logged): the
 * request itself is kept and goes on.
 */
async function keepConfirmation(
  record: RequestRecord,
  code: string,
  store: RequestStore,
  deps: Pick<ContactDeps, "now" | "policy" | "log">,
): Promise<StoredRequest | undefined> {
  const visitor = newVisitorRecord(record, deps.now(), deps.policy, undefined, code);
  try {
    await store.create(visitor, []);
    return { record: visitor, photos: [] };
  } catch (error) {
    deps.log("error", `contact: the confirmation of ${record.reference} could not be stored (${errorLine(error)})`);
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), ms).unref?.());

/**
 * The contact request, start to end: admission (method, type, size, origin, the client's limits), parse, validate,
 * honeypot, store, send. JSON callers get JSON; the plain HTML form gets a page with its reference, booking and shop
 * (thanks-page.ts), or a page that names the problem and sends the visitor back to the form as they filled it.
 * Success is only ever answered for a request the store kept or the transport accepted. `admission` is the one a
 * server took before it read the body (admitContactRequest); without it the request is admitted here.
 */
export async function handleContactRequest(
  request: ContactRequest,
  deps: ContactDeps,
  admission?: Admission,
): Promise<ContactResponse> {
  if (!admission) {
    const admitted = await admitContactRequest({ ...request, contentLength: request.body.length }, deps);
    if (!admitted.ok) return admitted.response;
    admission = admitted.admission;
  }
  let outcome: { response: ContactResponse; received: boolean } | undefined;
  try {
    outcome = await handleAdmitted(request, deps);
    return outcome.response;
  } finally {
    // Only what the shop received keeps its place: a refused request (a typo, a photo too large, a failure to keep or
    // send it) and the honeypot's pretended success give theirs back.
    await admission.settle(outcome?.received ?? false);
  }
}

/** The request once admitted: its body read, checked, kept and sent. */
async function handleAdmitted(
  request: ContactRequest,
  deps: ContactDeps,
): Promise<{ response: ContactResponse; received: boolean }> {
  const { config, log } = deps;
  const refused = (response: ContactResponse) => ({ response, received: false });
  const { type, isMultipart, isForm, carried, refuse, photoFailure, lang: fromPage } = refusals(request, config);

  let fields: Record<string, unknown> | undefined;
  let photos: Photo[] = [];
  if (isMultipart) {
    const parsed = request.multipart
      ? checkForm(request.multipart)
      : await parseMultipart(request.body, request.contentType);
    if (!parsed.ok) return refused(photoFailure(parsed));
    ({ fields, photos } = parsed);
  } else fields = parseBody(type, request.body.toString("utf8"));
  if (!fields)
    return refused(
      isForm
        ? refuse({ status: 400, problems: [REFUSAL_TEXT.invalid[fromPage]] })
        : json(400, { success: false, errors: { body: ANSWER_TEXT.notJson[fromPage] } }),
    );
  if (isForm) fields = withCarriedBooking(fields, carried);
  // The request's own language (the form's `lang`, JSON and plain alike), else its page's: the answer is in it.
  const lang = fields.lang === undefined ? fromPage : parseLang(fields.lang);

  const reference = deps.newReference();
  // The plain form's answer: a page with the reference, what was booked and the shop it reached (its phone and
  // address), which the static /thank-you/ cannot show without a script (thanks-page.ts).
  const thanks = (booking: BookingAnswer, confirmation: Confirmation): ContactResponse => ({
    status: 200,
    headers: { ...BASE_HEADERS, ...PLAIN_PAGE_HEADERS },
    body: thanksHtml({
      copy: copyIn(config, lang).thanksCopy,
      businessName: config.businessName,
      reference,
      booking,
      confirmation,
      formHref: config.contactPath,
      lang,
    }),
  });
  // Filled in: any value but an empty one (a bot that sends it twice, as a list, is caught too).
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== "") {
    // The bot sees what a person would, a reference included; nothing is kept or sent.
    log("warn", "contact: honeypot field filled, nothing kept or sent", { ip: request.clientIp });
    return refused(
      isForm
        ? thanks({ photos: 0 }, "sent")
        : json(200, { success: true, confirmation: "sent", reference, booking: { photos: 0 } } satisfies RequestAnswer),
    );
  }

  const result = checkRequest(fields, config, deps.now(), lang);
  if (!result.ok)
    return refused(
      isForm
        ? refuse(
            { status: 400, problems: Object.values(result.errors).filter((e): e is string => Boolean(e)) },
            fields,
            lang,
          )
        : json(400, { success: false, errors: result.errors }),
    );

  // Kept first, then sent: once the store has it, the request is the shop's even if the mail server is
  // down, and the retry job delivers it. Only when neither worked is the visitor told to call.
  // The status page's code: its hash is kept with the request, the code itself only in the confirmation that carries it.
  const code = newStatusCode();
  const record = newRecord(reference, result.value, photos, deps.now(), deps.policy, undefined, code);
  let store: RequestStore | undefined;
  try {
    store = deps.openStore();
    await store.create(record, photos);
  } catch (error) {
    store = undefined;
    log("error", `contact: request ${reference} could not be stored (${errorLine(error)}); sending it anyway`);
  }
  const { policy } = deps;
  const delivery = {
    mail: {
      to: config.to,
      from: config.from,
      businessName: config.businessName,
      shops: config.shops,
      schedules: config.schedules,
      ...(config.confirmation && { confirmation: config.confirmation }),
      ...(config.siteUrl && { siteUrl: config.siteUrl }),
    },
    transport: deps.transport,
    policy,
    now: deps.now,
    log,
  };
  // A kept request waits for the mail server only up to the answer budget: a process that lives on answers
  // then and goes on sending; a serverless one stops the attempt itself at the budget (it is frozen once it
  // answers) and leaves the request to the retry job. Not kept, the e-mail is all the shop will get: the
  // visitor waits for the whole attempt.
  const answerWhen = store && deps.background ? policy.answerMs : Infinity;
  // A process that lives on answers once the outcome is known and writes it after; a frozen one writes first.
  let decided: (next: RequestRecord) => void = () => undefined;
  const known = new Promise<RequestRecord>((resolve) => (decided = resolve));
  const shopDelivery = attempt({ record, photos }, store, delivery, {
    deadlineMs: store && !deps.background ? policy.answerMs : policy.attemptMs,
    decided,
  });
  // The visitor's confirmation is a delivery of its own: kept before it is sent (only a kept request gets one), once
  // the shop's e-mail is on its way, then sent beside it, never waited for; the retry job takes it over if this attempt does not finish.
  // Only a kept request gets one, and an inbox gets at most its limit in a day: the rest go on without.
  const confirmationState: Confirmation = !store
    ? "none"
    : (await confirmationAllowed(record.submission.email, reference, deps))
      ? "sent"
      : "held";
  const confirmation =
    store && confirmationState === "sent" ? await keepConfirmation(record, code, store, deps) : undefined;
  if (confirmation)
    void attempt(confirmation, store, delivery, {
      deadlineMs: deps.background ? policy.attemptMs : policy.answerMs,
    }).then((next) =>
      log(
        next.state === "sent" ? "info" : "warn",
        `contact: confirmation of ${reference} ${next.state === "sent" ? "sent" : `not sent yet (${next.lastError}), will retry`}`,
      ),
    );
  const what = result.value.estimate ? estimateName(result.value.estimate) : result.value.submission.service;
  const outcome = await Promise.race(answerWhen < Infinity ? [known, sleep(answerWhen)] : [shopDelivery]);
  if (outcome === "waited") {
    log(
      "warn",
      `contact: request ${reference} for ${what} is stored; the mail server has not answered in ${policy.answerMs / 1000} s, still sending`,
    );
    void shopDelivery.then((late) =>
      log(
        late.state === "sent" ? "info" : "warn",
        `contact: request ${reference} ${late.state === "sent" ? "sent" : `not sent yet (${late.lastError}), will retry`}`,
      ),
    );
  } else if (outcome.state !== "sent") {
    if (!store) {
      log("error", `contact: request ${reference} was neither stored nor sent (${outcome.lastError})`);
      return refused(
        isForm
          ? refuse({ status: 502, problems: [REFUSAL_TEXT.sendFailed[lang]] }, fields, lang)
          : json(502, { success: false, error: ANSWER_TEXT.notSent[lang] }),
      );
    }
    log(
      "warn",
      `contact: request ${reference} for ${what} is stored; sending failed (${outcome.lastError}), will retry`,
    );
  } else log("info", `contact: request ${reference} for ${what} sent`);
  const booking = bookingSummary(result.value, photos.length, config, reference, new Date(record.receivedAt));
  const response = isForm
    ? thanks(booking, confirmationState)
    : json(200, { confirmation: confirmationState, success: true, reference, booking } satisfies RequestAnswer);
  return { response, received: true };
}
