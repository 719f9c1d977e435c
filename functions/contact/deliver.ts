import { composeMessage, type MailMessage } from "./compose";
import {
  errorLine,
  isDue,
  isExpired,
  markFailed,
  markSent,
  requestOf,
  type RequestRecord,
  type RetryPolicy,
  type StoredRequest,
} from "./record";
import { shopFor, SHOPS, type Shop } from "../../src/domain/shops";
import { SHOP_SCHEDULES, type Schedules } from "../../src/domain/booking";
import { bookingCalendar } from "./calendar";
import { composeConfirmation } from "./confirmation";
import {
  CONFIRMATION,
  CONFIRMATION_IN,
  estimateIn,
  serviceName,
  SITE_URL,
  STATUS_COPY,
  STATUS_COPY_IN,
  type ConfirmationSettings,
} from "./confirmation-data";
import type { Lang } from "../../src/domain/language";
import type { StatusCopy } from "../../src/domain/status";
import { composeUpdate } from "./status-mail";
import type { RequestStore } from "./store";

// Sending a stored request, and the job that retries the pending ones and deletes the expired.

/**
 * Sends one message. `signal` aborts it: a transport must then stop the send (close its connection, take it
 * out of a queue) so that nothing of it reaches the mail server after the attempt has given up.
 */
export type Transport = { sendMail(message: MailMessage, signal?: AbortSignal): Promise<unknown> };
export type Log = (level: "info" | "warn" | "error", message: string, detail?: unknown) => void;

export type DeliveryDeps = {
  /**
   * `to`: one inbox for every request (CONTACT_TO); empty, each request goes to its shop's (`shops`, shops.ts).
   * `confirmation`: the visitor's e-mail's words and facts (confirmation-data.ts from data/ when not given).
   */
  mail: {
    to: string;
    from: string;
    businessName: string;
    shops?: readonly Shop[];
    /** The shops' hours, for a booked visit's calendar entry (booking.ts SHOP_SCHEDULES when not given). */
    schedules?: Schedules;
    confirmation?: ConfirmationSettings;
    /** The status page's and its e-mails' words (confirmation-data.ts STATUS_COPY when not given). */
    status?: StatusCopy;
    /** The site's address, for the status link of the visitor's e-mails (data/site.json when not given). */
    siteUrl?: string;
  };
  transport: Transport;
  policy: RetryPolicy;
  now: () => Date;
  log: Log;
};

/**
 * The e-mail of a stored request: the same on every attempt, same reference, same Message-ID. A copy
 * the owner asks for again (`resentAt`) gets a Message-ID of its own, or a mail client that already
 * holds the first would drop it as a duplicate.
 */
export function messageFor(
  { record, photos }: StoredRequest,
  mail: DeliveryDeps["mail"],
  resentAt?: Date,
): MailMessage {
  const shop = shopFor(record, mail.shops ?? SHOPS);
  const message =
    record.delivery === "visitor"
      ? visitorMessage(record, shop, mail)
      : record.delivery === "update"
        ? updateMessage(record, shop, mail)
        : shopMessage({ record, photos }, shop, mail);
  if (resentAt && message.messageId)
    message.messageId = message.messageId.replace("@", `.resent-${resentAt.getTime().toString(36)}@`);
  return message;
}

/** The status page's words in the visitor's language (a server's own, its tests', are the English ones). */
const statusCopy = (mail: DeliveryDeps["mail"], lang: Lang) =>
  lang === "en" ? (mail.status ?? STATUS_COPY) : STATUS_COPY_IN[lang];

/** The visitor's confirmation of a request, with the calendar entry of a booked visit. */
function visitorMessage(record: RequestRecord, shop: Shop, mail: DeliveryDeps["mail"]): MailMessage {
  // The visitor's language: their request's (a record from before languages is English). The settings a server is
  // given (its tests') are the English ones.
  const lang = record.lang ?? "en";
  const settings = lang === "en" ? (mail.confirmation ?? CONFIRMATION) : CONFIRMATION_IN[lang];
  const reference = requestOf(record);
  const calendar = bookingCalendar(record.booking, {
    reference,
    shop,
    businessName: mail.businessName,
    schedules: mail.schedules ?? SHOP_SCHEDULES,
    host: mail.from.replace(/^.*@|>$/g, ""),
    stamp: new Date(record.receivedAt),
    lang,
  });
  return composeConfirmation(
    record.submission,
    { estimate: record.estimate && estimateIn(record.estimate, lang), booking: record.booking },
    {
      reference,
      from: mail.from,
      businessName: mail.businessName,
      shop,
      copy: settings.copy,
      estimateNote: settings.estimateNote,
      ...(calendar && { calendar }),
      lang,
      serviceName: (label) => serviceName(label, lang),
      status: {
        copy: statusCopy(mail, lang).email,
        siteUrl: mail.siteUrl ?? SITE_URL,
        code: record.statusCode,
      },
    },
  );
}

/** The visitor's e-mail of a change of their request's status. */
function updateMessage(record: RequestRecord, shop: Shop, mail: DeliveryDeps["mail"]): MailMessage {
  if (!record.update) throw new Error(`${record.reference} is an update without its status entry`);
  return composeUpdate(record.submission, record.update, {
    reference: requestOf(record),
    key: record.reference,
    from: mail.from,
    businessName: mail.businessName,
    shop,
    copy: statusCopy(mail, record.lang ?? "en"),
    siteUrl: mail.siteUrl ?? SITE_URL,
    code: record.statusCode,
    lang: record.lang,
  });
}

/** The shop's e-mail of a request. */
function shopMessage({ record, photos }: StoredRequest, shop: Shop, mail: DeliveryDeps["mail"]): MailMessage {
  return composeMessage(
    record.submission,
    {
      ...mail,
      to: mail.to || shop.email,
      shop,
      multipleShops: (mail.shops ?? SHOPS).length > 1,
      receivedAt: new Date(record.receivedAt),
      reference: record.reference,
    },
    { estimate: record.estimate, booking: record.booking, photos, lang: record.lang },
  );
}

/** Why an attempt stopped at its deadline, for the record and the log. */
export const deadlineError = (ms: number) =>
  `Not accepted by the mail server within ${ms / 1000} s; the attempt was stopped`;

/**
 * One sending attempt of a request that this attempt holds (`stored.record.claim`): send, at most until
 * `deadlineMs` (then the send is aborted, nothing of it goes out later), then write the outcome to the store
 * only if this attempt still holds the request. So two attempts never both write, and an attempt never
 * outlives its claim (the policy's deadline is shorter than its lease). A failure to write is logged, not
 * thrown: the e-mail's fate is what the caller answers on.
 */
export async function attempt(
  stored: StoredRequest,
  store: RequestStore | undefined,
  deps: DeliveryDeps,
  {
    resend = false,
    deadlineMs = deps.policy.attemptMs,
    decided,
  }: {
    resend?: boolean;
    deadlineMs?: number;
    /** Told the outcome as soon as it is known, before it is written (a visitor need not wait for the write). */
    decided?: (next: RequestRecord) => void;
  } = {},
): Promise<RequestRecord> {
  const { record } = stored;
  let next: RequestRecord;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(deadlineError(deadlineMs))), deadlineMs);
  try {
    const message = messageFor(stored, deps.mail, resend && record.state === "sent" ? deps.now() : undefined);
    const info = (await deps.transport.sendMail(message, deadline.signal)) as { messageId?: string } | undefined;
    next = markSent(record, deps.now(), info?.messageId);
  } catch (error) {
    next = markFailed(
      record,
      deps.now(),
      deadline.signal.aborted ? deadlineError(deadlineMs) : errorLine(error),
      deps.policy,
    );
  } finally {
    clearTimeout(timer);
  }
  decided?.(next);
  if (next.state === "failed-permanently")
    deps.log(
      "error",
      `contact: request ${record.reference} FAILED PERMANENTLY and will not be retried. ${next.reason}`,
    );
  if (store && record.claim)
    try {
      if (!(await store.settle(next, record.claim)))
        deps.log(
          "warn",
          `contact: request ${record.reference} was taken over by another attempt; this attempt's outcome (${next.state}) is not written`,
        );
    } catch (error) {
      deps.log(
        "error",
        next.state === "sent"
          ? `contact: request ${record.reference} was sent but its state could not be saved; it may be sent once more`
          : `contact: the state of request ${record.reference} could not be saved`,
        error,
      );
    }
  return next;
}

export type RetrySummary = {
  due: number;
  sent: number;
  pending: number;
  failed: number;
  deleted: number;
  left: number;
};

/** Runs `work` over `items`, at most `limit` at a time, starting no new item once `stop()` says so. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !stop()) await work(items[next++]);
    }),
  );
  return items.length - next;
}

/** How often the retry job also applies the retention and removes what crashes left: hourly. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Photos, index entries and temporary files of no record are removed once older than this. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The retry job (a timer under `npm start`, a scheduled function on Netlify): sends every pending
 * request whose time has come, a few at a time, and, at most hourly, deletes delivered or abandoned
 * requests whose retention is over and what crashes left behind. It reads only the pending index on a
 * run, so its cost follows the pending work. It starts no new attempt after `budgetMs`, and no attempt
 * runs past `endMs` from the start (a scheduled function has 30 seconds); what is left waits for the next run.
 */
export async function runRetryJob(
  store: RequestStore,
  deps: DeliveryDeps,
  { concurrency = 5, budgetMs = 8000, endMs = 28000 }: { concurrency?: number; budgetMs?: number; endMs?: number } = {},
): Promise<RetrySummary> {
  const started = Date.now();
  const now = deps.now();
  const due = (await store.listPending()).filter((r) => isDue(r, now));
  // The budget for starting attempts counts from the first one; the hard end from the job's start.
  const attempting = Date.now();
  const summary: RetrySummary = { due: due.length, sent: 0, pending: 0, failed: 0, deleted: 0, left: 0 };
  summary.left = await eachLimited(
    due,
    concurrency,
    () => Date.now() - attempting > budgetMs,
    async (record) => {
      try {
        // Taken atomically and held for the attempt: a second job (another process, the owner's resend)
        // that listed it too gets nothing, and another process that sent it since the list is seen.
        const at = deps.now();
        const held = await store.claim(record.reference, at, new Date(at.getTime() + deps.policy.leaseMs));
        if (!held) return;
        const deadlineMs = Math.max(1000, Math.min(deps.policy.attemptMs, endMs - (Date.now() - started)));
        const next = await attempt(held, store, deps, { deadlineMs });
        summary[next.state === "sent" ? "sent" : next.state === "pending" ? "pending" : "failed"] += 1;
      } catch (error) {
        summary.pending += 1;
        deps.log("error", `contact: request ${record.reference} could not be retried now`, error);
      }
    },
  );
  if (await store.sweepDue(now, SWEEP_EVERY_MS)) {
    for (const record of await store.list())
      if (isExpired(record, now, deps.policy.retentionMs))
        try {
          await store.remove(record.reference);
          summary.deleted += 1;
        } catch (error) {
          deps.log("error", `contact: request ${record.reference} could not be deleted after its retention`, error);
        }
    const orphans = await store.removeOrphans(new Date(now.getTime() - ORPHAN_AGE_MS));
    if (orphans.length)
      deps.log("warn", `contact: removed ${orphans.length} left-overs of interrupted writes: ${orphans.join(", ")}`);
  }
  if (summary.due || summary.deleted)
    deps.log(
      summary.failed || summary.pending ? "warn" : "info",
      `contact: retry job: ${summary.due} due, ${summary.sent} sent, ${summary.pending} still pending, ` +
        `${summary.failed} failed permanently, ${summary.left} left for the next run, ${summary.deleted} deleted after retention`,
    );
  return summary;
}
