import type { PagesData } from "./data-types.generated";
import { pathIn, type Lang } from "./language";
import type { Shop } from "./shops";

// Where a repair stands, as the shop moves it along and as its visitor may see it: the states and their allowed moves,
// the rule of a change (the owner's command and any other shell ask it), the form of the code that opens the status
// page, and the answer that page gets, which holds nothing personal. Pure: no clock, no randomness, no store.

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
  /** For the shop only: shown by the owner's command and the desk, never on the page. */
  privateNote?: string;
  /** Who made the change: a member of staff's e-mail address (the desk), or the owner's command. */
  by?: string;
};

/** A request's status: its history (the last entry is where it stands) and the hashes of the codes that open it. */
export type RequestStatus = { codes: string[]; history: StatusEntry[] };

export const isStatusState = (value: unknown): value is StatusState =>
  typeof value === "string" && (STATUS_STATES as readonly string[]).includes(value);

/** A status code's length: 28 characters of 5 bits, 140 random bits. */
export const CODE_LENGTH = 28;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{28}$/;

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

/** What a status belongs to: a request's reference, when it was received, and its status once it has one. */
export type StatusHolder = { reference: string; receivedAt: string; status?: RequestStatus };

/** The status of a request stored before statuses were kept: received when it was. */
export const statusOf = (record: StatusHolder): RequestStatus =>
  record.status ?? { codes: [], history: [{ state: "received", at: record.receivedAt }] };

export const currentState = (status: RequestStatus): StatusState => status.history[status.history.length - 1].state;

/** When a request last changed (its last status entry), for the retention. */
export const lastChange = (record: StatusHolder): number =>
  Math.max(...statusOf(record).history.map((entry) => Date.parse(entry.at)));

export class StatusChangeError extends Error {}

export type StatusChange = { state: StatusState; note?: string; privateNote?: string; by?: string };

/** The longest note the owner may add, public or private (UTF-16 code units, after trimming): an e-mail's worth. */
export const NOTE_LIMIT = 2000;

/**
 * The request after the owner's change: its history with the new entry. Refuses a move the transitions do not allow,
 * the same state again without a note, and a note over NOTE_LIMIT, each with a sentence that says what is allowed.
 */
export function changeStatus<R extends StatusHolder>(
  record: R,
  change: StatusChange,
  now: Date,
  labels: Record<StatusState, string>,
): { record: R; entry: StatusEntry; notify: boolean } {
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
    ...(change.by && { by: change.by }),
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

/** The status page's address (in the visitor's language) with a request's reference and code: its e-mails' link. */
export const statusLink = (siteUrl: string, reference: string, code?: string, lang: Lang = "en") =>
  `${siteUrl.replace(/\/$/, "")}${pathIn("/status/", lang)}#r=${reference}${code ? `&c=${code}` : ""}`;
