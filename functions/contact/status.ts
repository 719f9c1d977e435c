import { createHash, randomBytes, timingSafeEqual } from "crypto";
import { formatBookingDate, TIME_WINDOWS } from "./booking";
import type { RequestRecord } from "./record";
import { shopFor, type Shop } from "./shops";
import type { PagesData } from "../../src/lib/data/types.generated";
import { fillTokens } from "../../src/lib/text";

// Where a repair stands, as the shop moves it along and as its visitor may see it: the states and their allowed
// moves, the secret code that opens the status page (kept only as a hash), and the answer that page gets, which
// holds nothing personal. Pure: the copy, the shops and the clock come in.

export const STATUS_STATES = [
  "received",
  "booked",
  "diagnosing",
  "waiting-for-parts",
  "ready",
  "completed",
  "cancelled",
] as const;
export type StatusState = (typeof STATUS_STATES)[number];

/** Where each state may go next. The same state again is allowed only with a note for the customer. */
export const TRANSITIONS: Readonly<Record<StatusState, readonly StatusState[]>> = {
  received: ["booked", "diagnosing", "cancelled"],
  booked: ["diagnosing", "cancelled"],
  diagnosing: ["waiting-for-parts", "ready", "cancelled"],
  "waiting-for-parts": ["diagnosing", "ready", "cancelled"],
  ready: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** The states a customer waits for: moving to one of them e-mails the visitor (so does any change with a note). */
export const NOTIFIED_STATES: readonly StatusState[] = ["booked", "ready", "completed"];

export type StatusEntry = {
  state: StatusState;
  at: string;
  /** For the customer: on the status page and in the update e-mail. */
  note?: string;
  /** For the shop only: shown by the owner's command, never on the page. */
  privateNote?: string;
};

/** A request's status: its history (the last entry is where it stands) and the hashes of the codes that open it. */
export type RequestStatus = { codes: string[]; history: StatusEntry[] };

export const isStatusState = (value: unknown): value is StatusState =>
  typeof value === "string" && (STATUS_STATES as readonly string[]).includes(value);

/** Crockford's base 32, as references use it. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A status code's length: 28 characters of 5 bits, 140 random bits. */
export const CODE_LENGTH = 28;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{28}$/;

/** A new status code: 140 random bits in 28 characters ("7K4M2XQ9..."), shown in groups of four. */
export function newStatusCode(bytes: Uint8Array = randomBytes(18)): string {
  let code = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      code += ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (code.length < CODE_LENGTH) throw new Error("A status code needs 18 random bytes");
  return code;
}

/** "7K4M-2XQ9-...": the code as the e-mail prints it, in groups of four. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/**
 * A code as typed, in its one form, or undefined when it cannot be one: capitals, without spaces and dashes, the
 * letters people mistake read as Crockford's base 32 does (I and L as 1, O as 0).
 */
export function normalizeCode(typed: unknown): string | undefined {
  if (typeof typed !== "string" || typed.length > 80) return undefined;
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** What the store keeps of a code: its SHA-256 (the code has 140 random bits: no slow hash is needed). */
export const hashCode = (code: string) => createHash("sha256").update(code, "utf8").digest("hex");

/** A hash no code has, compared against when there is no request, so that a miss takes as long as a wrong code. */
const NO_CODE = hashCode("no request has this code");

/**
 * Whether `code` opens `status`, comparing in constant time with every hash it has (and with one that never matches
 * when there is no status), so the time taken says nothing of which part was wrong.
 */
export function opens(status: RequestStatus | undefined, code: string | undefined): boolean {
  const given = Buffer.from(hashCode(code ?? ""), "hex");
  let found = false;
  for (const hash of status?.codes.length ? status.codes : [NO_CODE]) {
    const stored = Buffer.from(hash, "hex");
    if (stored.length === given.length && timingSafeEqual(stored, given) && code !== undefined && status) found = true;
  }
  return found;
}

/** The status of a request stored before statuses were kept: received when it was. */
export const statusOf = (record: RequestRecord): RequestStatus =>
  record.status ?? { codes: [], history: [{ state: "received", at: record.receivedAt }] };

export const currentState = (status: RequestStatus): StatusState => status.history[status.history.length - 1].state;

/** When a request last changed (its last status entry), for the retention. */
export const lastChange = (record: RequestRecord): number =>
  Math.max(...statusOf(record).history.map((entry) => Date.parse(entry.at)));

export class StatusChangeError extends Error {}

export type StatusChange = { state: StatusState; note?: string; privateNote?: string };

/** The longest note the owner may add, public or private (UTF-16 code units, after trimming): an e-mail's worth. */
export const NOTE_LIMIT = 2000;

/**
 * The request after the owner's change: its history with the new entry. Refuses a move the transitions do not allow,
 * the same state again without a note, and a note over NOTE_LIMIT, each with a sentence that says what is allowed.
 */
export function changeStatus(
  record: RequestRecord,
  change: StatusChange,
  now: Date,
  labels: Record<StatusState, string>,
): { record: RequestRecord; entry: StatusEntry; notify: boolean } {
  const status = statusOf(record);
  const from = currentState(status);
  const note = change.note?.trim();
  const privateNote = change.privateNote?.trim();
  // A note goes into the status page, an e-mail and the owner's terminal: a pasted log or a stuck key must not.
  for (const [what, text] of [
    ["note", note],
    ["private note", privateNote],
  ] as const)
    if (text && text.length > NOTE_LIMIT)
      throw new StatusChangeError(
        `The ${what} is ${text.length.toLocaleString("en-US")} characters long: please keep it to ${NOTE_LIMIT.toLocaleString("en-US")}.`,
      );
  if (change.state === from) {
    if (!note)
      throw new StatusChangeError(
        `${record.reference} is already ${labels[from]}. To tell the customer something, add --note "...".`,
      );
  } else if (!TRANSITIONS[from].includes(change.state)) {
    const next = TRANSITIONS[from];
    throw new StatusChangeError(
      `${record.reference} cannot go from ${labels[from]} to ${labels[change.state]}. ` +
        (next.length
          ? `From ${labels[from]} it can go to: ${next.join(", ")}.`
          : `${labels[from]} is final; only a note can be added (same state with --note).`),
    );
  }
  const entry: StatusEntry = {
    state: change.state,
    at: now.toISOString(),
    ...(note && { note }),
    ...(privateNote && { privateNote }),
  };
  return {
    record: { ...record, status: { codes: status.codes, history: [...status.history, entry] } },
    entry,
    notify: Boolean(note) || (change.state !== from && NOTIFIED_STATES.includes(change.state)),
  };
}

/** The words of the status page and of its e-mails, from data/pages.json (status). */
export type StatusCopy = PagesData["status"];

export const stateLabels = (copy: StatusCopy) =>
  Object.fromEntries(STATUS_STATES.map((state) => [state, copy.states[state].label])) as Record<StatusState, string>;

/** What the status page shows of a request: where it stands, its history, its shop. Nothing personal. */
export type StatusAnswer = {
  found: true;
  reference: string;
  state: StatusState;
  label: string;
  text: string;
  /** The device and repair, or the service chosen from the list: never the visitor's own words. */
  request: string;
  /** How and when the device comes in, without the visitor's address. */
  booking?: string;
  shop: Omit<Shop, "email">;
  history: Array<{ state: StatusState; label: string; at: string; date: string; note?: string }>;
  /** The day the request and its status are deleted, unless it changes again. */
  keptUntil: string;
  /** The sentence that says so (keptUntilText filled in). */
  keptUntilText: string;
};

const TIME_ZONE = "America/New_York";
const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "long" });

/** When a request's retention counts from: its last change, or its delivery when that came later. */
export function retainedSince(record: RequestRecord): number {
  const delivered = Date.parse(record.sentAt ?? record.failedAt ?? "");
  return Math.max(lastChange(record), Number.isNaN(delivered) ? -Infinity : delivered);
}

/** The booking without the visitor's address: "Drop-off at Charlotte, Tuesday, December 1, 2026, Morning (9am-12pm)". */
function bookingText(record: RequestRecord, shop: Shop): string | undefined {
  const { dropoff, preferredDate, preferredTime, preferredTimeLabel } = record.booking;
  const parts: string[] = [];
  // A shop's drop-off names its shop ("Drop off at Charlotte"); a visit or the post says which shop it is with.
  if (dropoff) parts.push(dropoff.label.includes(shop.name) ? dropoff.label : `${dropoff.label} (${shop.name})`);
  if (preferredDate) parts.push(formatBookingDate(preferredDate));
  if (preferredDate && preferredTime)
    parts.push(preferredTimeLabel ?? TIME_WINDOWS.find((w) => w.id === preferredTime)?.label ?? preferredTime);
  return parts.length ? parts.join(", ") : undefined;
}

/** The status page's answer for a request (`record` is the request's own record, not one of its deliveries). */
export function statusAnswer(
  record: RequestRecord,
  { copy, shops, retentionMs }: { copy: StatusCopy; shops: readonly Shop[]; retentionMs: number },
): StatusAnswer {
  const status = statusOf(record);
  const state = currentState(status);
  const shop = shopFor(record, shops);
  const estimate = record.estimate;
  const booking = bookingText(record, shop);
  const keptUntil = dateOnly.format(new Date(retainedSince(record) + retentionMs));
  return {
    found: true,
    reference: record.reference,
    state,
    label: copy.states[state].label,
    text: copy.states[state].text,
    request: estimate
      ? `${estimate.model.label} (${estimate.brand.label} ${estimate.family.singular}): ${estimate.repair.label}`
      : record.submission.service,
    ...(booking && { booking }),
    shop: { id: shop.id, name: shop.name, phone: shop.phone, address: shop.address },
    history: status.history.map(({ state: s, at, note }) => ({
      state: s,
      label: copy.states[s].label,
      at,
      date: dateTime.format(new Date(at)),
      ...(note && { note }),
    })),
    keptUntil,
    keptUntilText: fillTokens(copy.keptUntilText, {
      date: keptUntil,
      retentionDays: String(Math.round(retentionMs / (24 * 60 * 60 * 1000))),
    }),
  };
}

/** The status page's address with a request's reference and code: the link of its e-mails. */
export const statusLink = (siteUrl: string, reference: string, code?: string) =>
  `${siteUrl.replace(/\/$/, "")}/status/#r=${reference}${code ? `&c=${code}` : ""}`;
