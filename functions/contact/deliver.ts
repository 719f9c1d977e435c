import { composeMessage, type MailMessage } from "./compose";
import {
  errorLine,
  isDue,
  isExpired,
  markFailed,
  markSent,
  type RequestRecord,
  type RetryPolicy,
  type StoredRequest,
} from "./record";
import type { RequestStore } from "./store";

// Sending a stored request, and the job that retries the pending ones and deletes the expired.

export type Transport = { sendMail(message: MailMessage): Promise<unknown> };
export type Log = (level: "info" | "warn" | "error", message: string, detail?: unknown) => void;

export type DeliveryDeps = {
  mail: { to: string; from: string; businessName: string };
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
  const message = composeMessage(
    record.submission,
    { ...mail, receivedAt: new Date(record.receivedAt), reference: record.reference },
    { estimate: record.estimate, booking: record.booking, photos },
  );
  if (resentAt && message.messageId)
    message.messageId = message.messageId.replace("@", `.resent-${resentAt.getTime().toString(36)}@`);
  return message;
}

/**
 * One sending attempt: send, then write the outcome to the store (when there is one). A failure to
 * write is logged, not thrown: the e-mail's fate is what the caller answers on.
 */
export async function attempt(
  stored: StoredRequest,
  store: RequestStore | undefined,
  deps: DeliveryDeps,
  { resend = false }: { resend?: boolean } = {},
): Promise<RequestRecord> {
  const { record } = stored;
  let next: RequestRecord;
  try {
    const message = messageFor(stored, deps.mail, resend && record.state === "sent" ? deps.now() : undefined);
    const info = (await deps.transport.sendMail(message)) as { messageId?: string } | undefined;
    next = markSent(record, deps.now(), info?.messageId);
  } catch (error) {
    next = markFailed(record, deps.now(), errorLine(error), deps.policy);
  }
  if (next.state === "failed-permanently")
    deps.log(
      "error",
      `contact: request ${record.reference} FAILED PERMANENTLY and will not be retried. ${next.reason}`,
    );
  if (store)
    try {
      await store.update(next);
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

/**
 * The retry job (a timer under `npm start`, a scheduled function on Netlify): sends every pending
 * request whose time has come, a few at a time, and deletes delivered or abandoned requests whose
 * retention is over. It stops starting new attempts after `budgetMs` (a scheduled function has
 * 30 seconds); what is left waits for the next run.
 */
export async function runRetryJob(
  store: RequestStore,
  deps: DeliveryDeps,
  { concurrency = 5, budgetMs = 20000 }: { concurrency?: number; budgetMs?: number } = {},
): Promise<RetrySummary> {
  const started = Date.now();
  const now = deps.now();
  const records = await store.list();
  const due = records.filter((r) => isDue(r, now));
  const summary: RetrySummary = { due: due.length, sent: 0, pending: 0, failed: 0, deleted: 0, left: 0 };
  summary.left = await eachLimited(
    due,
    concurrency,
    () => Date.now() - started > budgetMs,
    async (record) => {
      try {
        // Taken atomically and held for the attempt: a second job (another process, the owner's resend)
        // that listed it too gets nothing, and another process that sent it since the list is seen.
        const at = deps.now();
        const held = await store.claim(record.reference, at, new Date(at.getTime() + deps.policy.leaseMs));
        if (!held) return;
        const next = await attempt(held, store, deps);
        summary[next.state === "sent" ? "sent" : next.state === "pending" ? "pending" : "failed"] += 1;
      } catch (error) {
        summary.pending += 1;
        deps.log("error", `contact: request ${record.reference} could not be retried now`, error);
      }
    },
  );
  for (const record of records)
    if (isExpired(record, now, deps.policy.retentionMs))
      try {
        await store.remove(record.reference);
        summary.deleted += 1;
      } catch (error) {
        deps.log("error", `contact: request ${record.reference} could not be deleted after its retention`, error);
      }
  if (summary.due || summary.deleted)
    deps.log(
      summary.failed || summary.pending ? "warn" : "info",
      `contact: retry job: ${summary.due} due, ${summary.sent} sent, ${summary.pending} still pending, ` +
        `${summary.failed} failed permanently, ${summary.left} left for the next run, ${summary.deleted} deleted after retention`,
    );
  return summary;
}
