import { randomBytes } from "crypto";
import type { Booking } from "../../src/domain/booking";
import type { Photo } from "./photos";
import type { Estimate, Price, ShownPrice } from "../../src/domain/pricing";
import type { Lang } from "../../src/domain/language";
import type { ServiceRequest } from "../../src/domain/request";
import type { Submission } from "../../src/domain/service-request";
import { deliveryKey, type DeliveryName } from "./reference";
import { lastChange, type RequestStatus, type StatusEntry } from "../../src/domain/status";
import { hashCode } from "./status-code";

// A service request as the store keeps it, from the moment it passed validation until it is
// deleted: what the visitor sent, what the e-mail needs, and where its delivery stands.

/** pending: not yet accepted by SMTP (being retried). sent: accepted. failed-permanently: given up. */
export type RequestState = "pending" | "sent" | "failed-permanently";
export const REQUEST_STATES: readonly RequestState[] = ["pending", "sent", "failed-permanently"];

/** The estimate's names and price: what the e-mail shows, without the price list the estimate was found in. */
export type EstimateSnapshot = {
  ids: Estimate["ids"];
  family: { id: string; label: string; singular: string };
  brand: { id: string; label: string };
  model: { id: string; label: string };
  repair: { id: string; label: string; service: string };
  price: Price;
  /** Its name and price as the visitor saw them (left out by requests stored before it was kept). */
  shown?: ShownPrice;
};

/** A photo's facts in the record; its bytes are stored beside it. */
export type PhotoInfo = { type: string; ext: string; bytes: number };

export type RequestRecord = {
  /** The store's key: the request's reference, or for another delivery of it the key deliveryKey gives. */
  reference: string;
  /** Another delivery than the shop's e-mail (reference.ts DELIVERIES): the visitor's confirmation. */
  delivery?: DeliveryName;
  /** A delivery's request: the reference the e-mail names. */
  request?: string;
  /** The request's status (its own record only): where the repair stands, and the hashes of its codes. */
  status?: RequestStatus;
  /**
   * A visitor's e-mail's status code, in clear only while the e-mail waits to be sent (its link needs it); removed
   * once it is sent or given up. The request keeps only its hash.
   */
  statusCode?: string;
  /** An update's status entry: what the e-mail tells (without the shop's private note). */
  update?: Omit<StatusEntry, "privateNote" | "by">;
  receivedAt: string;
  state: RequestState;
  /** Sending attempts so far, the first one included. */
  attempts: number;
  /** When a pending request may be tried again (a sending attempt holds it until then). */
  nextAttemptAt?: string;
  /**
   * The attempt that holds the request (a random id written when it was taken): only that attempt may write
   * the outcome, so an attempt that finished late never overwrites a newer one's.
   */
  claim?: string;
  lastError?: string;
  sentAt?: string;
  /** The Message-ID the SMTP server accepted. */
  messageId?: string;
  failedAt?: string;
  reason?: string;
  submission: Submission;
  estimate?: EstimateSnapshot;
  booking: Booking;
  /** The visitor's language when not English: their e-mails are in it. */
  lang?: Lang;
  photos: PhotoInfo[];
};

/** What a sending attempt needs: the record and its photos' bytes. */
export type StoredRequest = { record: RequestRecord; photos: Photo[] };

export const snapshotEstimate = ({ ids, family, brand, model, repair, price, shown }: Estimate): EstimateSnapshot => ({
  ids,
  family: { id: family.id, label: family.label, singular: family.singular },
  brand: { id: brand.id, label: brand.label },
  model: { id: model.id, label: model.label },
  repair: { id: repair.id, label: repair.label, service: repair.service },
  price,
  shown,
});

/**
 * How long pending requests are retried, in units of CONTACT_RETRY_SECONDS (default 60 s): after the
 * 1st failed attempt wait 1 unit, then 5, 15, 60, then every 60 units, until 4,320 units (72 hours)
 * after the request was received. The job that retries runs every unit.
 */
export const RETRY_STEPS = [1, 5, 15, 60] as const;
export const RETRY_EVERY = 60;
export const RETRY_HORIZON = 72 * 60;
/**
 * How long one sending attempt may take, SMTP's own timeouts included (connection 10 s, greeting 10 s,
 * 15 s of silence): at this deadline the attempt is aborted (nodemailer's AbortSignal closes its connection
 * or takes it out of the pool's queue), so nothing of it can reach the mail server later. It fits the 30 s
 * of a Netlify scheduled function.
 */
export const ATTEMPT_DEADLINE_MS = 20 * 1000;
/**
 * How long an attempt holds a request against a second attempt from another process: the deadline of the
 * attempt plus room, so a claim always outlives the attempt that holds it (an attempt stopped at its deadline
 * sends nothing later). A request whose process died is retried once its claim has run out.
 */
export const ATTEMPT_LEASE_MS = 30 * 1000;
/**
 * How long the visitor's request waits for the mail server once the store has kept it; then it is answered
 * (the request is the shop's) and delivery goes on in the background, or is left to the retry job. Measured:
 * a local SMTP server answers in 10-40 ms, a hosted one over TLS with login in 0.5-1.5 s.
 */
export const ANSWER_BUDGET_MS = 3000;

export type RetryPolicy = {
  unitMs: number;
  leaseMs: number;
  /** The longest one attempt may take (ATTEMPT_DEADLINE_MS); shorter than leaseMs. */
  attemptMs: number;
  /** How long the visitor's request waits for the first attempt (ANSWER_BUDGET_MS). */
  answerMs: number;
  retentionMs: number;
};

export type RetryEnv = { CONTACT_RETRY_SECONDS?: string; CONTACT_RETENTION_DAYS?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The policy from the environment: retry unit (CONTACT_RETRY_SECONDS, 60) and retention (CONTACT_RETENTION_DAYS, 30). */
export function retryPolicy(env: RetryEnv): RetryPolicy {
  const seconds = Number(env.CONTACT_RETRY_SECONDS || 60);
  const days = Number(env.CONTACT_RETENTION_DAYS || 30);
  if (!(seconds > 0))
    throw new Error(`CONTACT_RETRY_SECONDS must be a positive number, not "${env.CONTACT_RETRY_SECONDS}"`);
  if (!(days > 0))
    throw new Error(`CONTACT_RETENTION_DAYS must be a positive number, not "${env.CONTACT_RETENTION_DAYS}"`);
  return {
    unitMs: seconds * 1000,
    leaseMs: Math.max(ATTEMPT_LEASE_MS, seconds * 1000),
    attemptMs: ATTEMPT_DEADLINE_MS,
    answerMs: ANSWER_BUDGET_MS,
    retentionMs: days * DAY_MS,
  };
}

/** A policy whose attempts could outlive their claim is refused: that is how one request was sent twice. */
export function checkPolicy(policy: RetryPolicy): RetryPolicy {
  if (!(policy.attemptMs > 0 && policy.attemptMs < policy.leaseMs))
    throw new Error(
      `An attempt's deadline (${policy.attemptMs} ms) must be shorter than its claim (${policy.leaseMs} ms)`,
    );
  return policy;
}

/** A new claim's id: random, so two attempts never share one. */
export const newClaim = () => randomBytes(9).toString("base64url");

const iso = (ms: number) => new Date(ms).toISOString();

/** The record without the fields that no longer apply to its new state. */
function without(record: RequestRecord, ...keys: Array<keyof RequestRecord>): RequestRecord {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}
const at = (value: string | undefined) => (value ? Date.parse(value) : NaN);

/** A new record, pending, held by the attempt that is about to send it (its claim). */
export function newRecord(
  reference: string,
  { submission, estimate, booking, lang }: ServiceRequest,
  photos: readonly Photo[],
  now: Date,
  policy: RetryPolicy,
  claim: string = newClaim(),
  code?: string,
): RequestRecord {
  return {
    reference,
    receivedAt: now.toISOString(),
    state: "pending",
    attempts: 0,
    nextAttemptAt: iso(now.getTime() + policy.leaseMs),
    claim,
    submission,
    ...(estimate && { estimate: snapshotEstimate(estimate) }),
    booking,
    ...(lang && { lang }),
    photos: photos.map((p) => ({ type: p.type, ext: p.ext, bytes: p.content.length })),
    status: { codes: code ? [hashCode(code)] : [], history: [{ state: "received", at: now.toISOString() }] },
  };
}

/** The reference of the request a record delivers (its own, or its request's for a confirmation). */
export const requestOf = (record: Pick<RequestRecord, "reference" | "request">) => record.request ?? record.reference;

/**
 * The visitor's confirmation of a stored request, as a delivery of its own: pending, held by the attempt that is
 * about to send it. It keeps what the e-mail needs (no photos), is retried on the same schedule from the request's
 * reception, and expires as any record does.
 */
export function newVisitorRecord(
  request: RequestRecord,
  now: Date,
  policy: RetryPolicy,
  claim: string = newClaim(),
  code?: string,
): RequestRecord {
  return {
    ...pendingDelivery(request, "visitor", deliveryKey(request.reference, "visitor"), now, policy, claim),
    // Retried to the horizon of the request it confirms.
    receivedAt: request.receivedAt,
    ...(code && { statusCode: code }),
  };
}

/** A delivery of `request` to its visitor, pending and held by `claim`: what its e-mail needs, no photos. */
function pendingDelivery(
  request: RequestRecord,
  delivery: DeliveryName,
  reference: string,
  now: Date,
  policy: RetryPolicy,
  claim: string,
): RequestRecord {
  return {
    reference,
    delivery,
    request: request.reference,
    receivedAt: now.toISOString(),
    state: "pending",
    attempts: 0,
    nextAttemptAt: iso(now.getTime() + policy.leaseMs),
    claim,
    submission: request.submission,
    ...(request.estimate && { estimate: request.estimate }),
    booking: request.booking,
    ...(request.lang && { lang: request.lang }),
    photos: [],
  };
}

/**
 * The visitor's e-mail of a change of their request's status (the `index`th entry of its history), as a delivery of
 * its own: pending, held by the attempt about to send it, with the code of the status link it carries.
 */
export function newUpdateRecord(
  request: RequestRecord,
  entry: StatusEntry,
  index: number,
  code: string,
  now: Date,
  policy: RetryPolicy,
  claim: string = newClaim(),
): RequestRecord {
  return {
    ...pendingDelivery(request, "update", deliveryKey(request.reference, "update", index), now, policy, claim),
    statusCode: code,
    update: { state: entry.state, at: entry.at, ...(entry.note && { note: entry.note }) },
  };
}

/** Whether the retry job should try a record now. */
export const isDue = (record: RequestRecord, now: Date) =>
  record.state === "pending" && !(at(record.nextAttemptAt) > now.getTime());

/** The record after SMTP accepted it. */
export const markSent = (record: RequestRecord, now: Date, messageId: string | undefined): RequestRecord => {
  const rest = without(record, "nextAttemptAt", "claim", "lastError", "failedAt", "reason", "statusCode");
  return { ...rest, state: "sent", attempts: record.attempts + 1, sentAt: now.toISOString(), messageId };
};

/**
 * The record after a failed attempt: pending with its next attempt after the backoff, or
 * failed-permanently once the horizon (72 hours after it was received) has passed. A sent record
 * (resent by the owner) stays sent, the error noted.
 */
export function markFailed(record: RequestRecord, now: Date, error: string, policy: RetryPolicy): RequestRecord {
  const attempts = record.attempts + 1;
  // A copy of a delivered request that failed (the owner's resend) leaves it delivered.
  if (record.state === "sent") return { ...without(record, "nextAttemptAt", "claim"), attempts, lastError: error };
  const horizon = at(record.receivedAt) + RETRY_HORIZON * policy.unitMs;
  if (now.getTime() >= horizon) {
    return {
      ...without(record, "nextAttemptAt", "claim", "statusCode"),
      state: "failed-permanently",
      attempts,
      lastError: error,
      failedAt: now.toISOString(),
      reason: `Not accepted by the mail server in ${attempts} attempts over ${RETRY_HORIZON / 60} hours: ${error}`,
    };
  }
  const wait = (RETRY_STEPS[attempts - 1] ?? RETRY_EVERY) * policy.unitMs;
  return {
    ...without(record, "claim"),
    attempts,
    lastError: error,
    nextAttemptAt: iso(Math.min(now.getTime() + wait, horizon)),
  };
}

/**
 * Whether a delivered (or abandoned) record has been kept as long as the retention allows: counted from its delivery,
 * or from its status's last change when that came later (a repair in progress stays while the shop moves it).
 */
export function isExpired(record: RequestRecord, now: Date, retentionMs: number): boolean {
  if (record.state === "pending") return false;
  return now.getTime() - retainedSince(record) >= retentionMs;
}

/** A short line for logs and tables: the error as the SMTP client gave it, without stack. */
export const errorLine = (error: unknown) => {
  // Not instanceof Error: an error made in another realm (a VM context, Jest) is not one of ours.
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === "string" ? message : String(error)).replace(/\s+/g, " ").slice(0, 300);
};

/** When a request's retention counts from: its last change, or its delivery when that came later. */
export function retainedSince(record: RequestRecord): number {
  const delivered = Date.parse(record.sentAt ?? record.failedAt ?? "");
  return Math.max(lastChange(record), Number.isNaN(delivered) ? -Infinity : delivered);
}
