import { cleanText } from "./compose";
import { contactConfig, type ContactEnv } from "./config";
import { attempt, messageFor, type DeliveryDeps } from "./deliver";
import { shopClock } from "../../src/domain/dates";
import { weekdayOf } from "../../src/domain/hours";
import { estimateName } from "../../src/domain/pricing";
import { SHOP_TIME_ZONE, SHOPS, shopFor, shopNamed } from "../../src/domain/shops";
import { isExpired, REQUEST_STATES, requestOf, type RequestRecord } from "./record";
import { deliveryKey } from "./reference";
import {
  currentState,
  isStatusState,
  STATUS_STATES,
  StatusChangeError,
  statusOf,
  TRANSITIONS,
  type StatusEntry,
} from "../../src/domain/status";
import { moveRequest } from "./status-move";
import { newLink, newToken, tokenHash } from "./desk-auth";
import { DESK_PATH } from "./desk-handle";
import { normalEmail, type DeskStore } from "./desk-store";
import type { RequestStore } from "./store";
import { storeKind, type StoreEnv } from "./store-env";

// `npm run requests -- <command>`: the owner's view of the stored requests (scripts/requests.ts is
// the entry that opens the store and the mail transport from the environment).

export const USAGE = `Usage: npm run requests -- <command> [--json]

  list [--state pending|sent|failed-permanently]   the stored requests, oldest first
  show <reference>                                 one request in full, as the e-mail shows it, and its deliveries
  resend <reference>[.visitor|.update-N]           send a request's e-mail (or one of the visitor's) now
  status <reference> <state> [--note "..."] [--private-note "..."]
                                                   move a repair along; the visitor sees it on the status page
  purge --older-than <N>d                          delete requests sent (or given up) more than N days ago
  staff add <email> [--shop <id>]                  register a member of staff for the desk (/desk/), of one
                                                   shop or (without --shop) of all; prints a sign-in link
  staff list                                       the staff registered
  staff remove <email>                             unregister a member of staff and end their sessions

States: ${STATUS_STATES.join(", ")}. Moves: ${STATUS_STATES.filter((s) => TRANSITIONS[s].length)
  .map((s) => `${s} -> ${TRANSITIONS[s].join("|")}`)
  .join("; ")}.
The visitor is e-mailed for booked, ready and completed, and for any change with --note (the same state again
adds a note). --private-note is for the shop only: never shown to the visitor.

The store is the folder CONTACT_STORE_DIR (default .requests/), or Netlify Blobs when NETLIFY_SITE_ID and
NETLIFY_AUTH_TOKEN are set. resend uses SMTP_HOST and the other SMTP_ settings, else the .outbox/ folder.`;

/** Who the history names for a change made with the command. */
export const COMMAND_BY = "npm run requests";

export type CommandDeps = {
  store: RequestStore;
  /** The desk's staff, links and sessions (beside the store). */
  desk?: DeskStore;
  delivery: DeliveryDeps;
  out: (line: string) => void;
};

/** What the command reads of the environment for its e-mails: the function's settings, the store, the port. */
export type CommandEnv = ContactEnv & StoreEnv & { PORT?: string };

/**
 * The command's mail settings: the function's (config.ts). `npm start` sets CONTACT_SITE_URL to its own address in
 * its own process only (scripts/serve.mjs), so on the local folder, its store, the command takes that address as
 * the server does: the update e-mails it sends link where the server's retries of them link, not to the live
 * site. On the live site's Blobs, the live site's address.
 */
export function commandMail(env: CommandEnv): DeliveryDeps["mail"] {
  const local = storeKind(env) === "directory" && !env.CONTACT_SITE_URL;
  const config = contactConfig(local ? { ...env, CONTACT_SITE_URL: `http://localhost:${env.PORT || 9000}` } : env);
  return { to: config.to, from: config.from, businessName: config.businessName, siteUrl: config.siteUrl };
}

class UsageError extends Error {}

/** The flags and words of a command line: `--json`, `--state X`, `--older-than X`, and the rest. */
function parse(argv: readonly string[]) {
  const words: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--json") flags.json = true;
    else if (["--state", "--older-than", "--note", "--private-note", "--shop"].includes(arg)) {
      const value = argv[++i];
      if (!value || value.startsWith("--")) throw new UsageError(`${arg} needs a value.`);
      flags[arg.slice(2)] = value;
    } else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}.`);
    else words.push(arg);
  }
  return { words, flags };
}

/**
 * Text from the store as the terminal may show it: every control character (C0, DEL, C1, and the bidi and
 * line-separator controls that reorder or break what is shown) written as \u001b, so a stored value can
 * never clear, recolour or retitle the owner's terminal, whatever the store holds. `lines` keeps line feeds
 * (and tabs) for the text of `show`; a table cell keeps none.
 */
export function visible(text: string, { lines = false } = {}): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is made visible
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (char) =>
      lines && (char === "\n" || char === "\t") ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** JSON for scripts, with the same characters escaped (JSON.stringify leaves C1 and bidi controls raw). */
const visibleJson = (value: unknown) => visible(JSON.stringify(value, null, 2), { lines: true });

const what = (r: RequestRecord) => (r.estimate ? estimateName(r.estimate) : r.submission.service);
/** An instant on the shops' clock: "2026-11-22 10:00 EST". */
const shortTime = (iso?: string) => (iso ? shopClock(iso, SHOP_TIME_ZONE, { short: true }) : "");

/** The day a request is booked for, "Fri 2026-11-27"; "-" without one. */
const bookedDay = (r: RequestRecord) =>
  r.booking?.preferredDate ? `${weekdayOf(r.booking.preferredDate).slice(0, 3)} ${r.booking.preferredDate}` : "-";

/** Where a record stands, in a few words: "sent 2026-11-22 10:01 EST", "next try 2026-11-22 10:06 EST (421 busy)". */
function status(r: RequestRecord): string {
  if (r.state === "sent") return `sent ${shortTime(r.sentAt)}`;
  if (r.state === "failed-permanently") return `gave up ${shortTime(r.failedAt)}: ${r.lastError ?? ""}`;
  return `next try ${shortTime(r.nextAttemptAt)}${r.lastError ? ` (${r.lastError})` : ""}`;
}

/** One status entry for the owner: "2026-11-25 10:04 EST  ready  note: ...  private: ...". */
const historyLine = (entry: StatusEntry) =>
  [
    `  ${shortTime(entry.at)}  ${entry.state}`,
    entry.note && `note: ${entry.note}`,
    entry.privateNote && `private: ${entry.privateNote}`,
    entry.by && `by: ${entry.by}`,
  ]
    .filter(Boolean)
    .join("  ");

/** Columns padded to their widest cell; the last one is left as it is. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

/** "30d" -> milliseconds. */
function days(value: string): number {
  const match = /^(\d+)d$/.exec(value);
  if (!match) throw new UsageError(`--older-than takes a number of days such as 30d, not "${value}".`);
  return Number(match[1]) * 24 * 60 * 60 * 1000;
}

/** A reference as typed, in capitals; a delivery's key keeps its name ("qc-7k4m-2xq9.visitor" -> "QC-7K4M-2XQ9.visitor"). */
const keyOf = (typed: string) => {
  const dot = typed.indexOf(".");
  return dot < 0 ? typed.toUpperCase() : `${typed.slice(0, dot).toUpperCase()}${typed.slice(dot).toLowerCase()}`;
};

async function needRecord(store: RequestStore, reference: string | undefined) {
  if (!reference) throw new UsageError("Name the request's reference, e.g. QC-7K4M-2XQ9.");
  const stored = await store.get(keyOf(reference)).catch((error: Error) => {
    if (/Not a request reference/.test(error.message))
      throw new UsageError(`"${reference}" is not a reference (they look like QC-7K4M-2XQ9).`);
    throw error;
  });
  if (!stored) throw new Error(`No request ${keyOf(reference)} in the store (${store.describe}).`);
  return stored;
}

/** `staff add|list|remove`: the desk's members of staff. */
async function staffCommand(
  desk: DeskStore,
  action: string | undefined,
  email: string | undefined,
  shop: string | true | undefined,
  { delivery, out, json }: { delivery: DeliveryDeps; out: (line: string) => void; json: boolean },
) {
  const shops = delivery.mail.shops ?? SHOPS;
  if (action === "list") {
    const staff = (await desk.listStaff()).sort((a, b) => a.email.localeCompare(b.email));
    if (json) out(visibleJson(staff));
    else if (!staff.length) out(`No staff registered in ${desk.describe}. Add one: staff add <email> [--shop <id>].`);
    else
      table(
        ["E-mail", "Shop", "Added"],
        staff.map((m) => [
          m.email,
          m.shop ? (shopNamed(m.shop, shops)?.name ?? m.shop) : "all shops",
          shortTime(m.addedAt),
        ]),
      ).forEach((line) => out(visible(line)));
    return 0;
  }
  if (action !== "add" && action !== "remove") throw new UsageError("staff takes add, list or remove.");
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError("Name the member's e-mail address.");
  if (action === "remove") {
    const removed = await desk.removeStaff(email);
    out(
      removed
        ? `${normalEmail(email)} can no longer sign in; their sessions have ended.`
        : `${normalEmail(email)} was not registered.`,
    );
    return removed ? 0 : 1;
  }
  const place = typeof shop === "string" ? shopNamed(shop, shops) : undefined;
  if (typeof shop === "string" && !place)
    throw new UsageError(`--shop is one of ${shops.map((s) => s.id).join(", ")}, not "${shop}".`);
  const now = delivery.now();
  await desk.putStaff({
    email: normalEmail(email),
    ...(place && { shop: place.id }),
    addedAt: now.toISOString(),
    addedBy: COMMAND_BY,
  });
  const token = newToken();
  await desk.putLink(tokenHash(token), newLink(normalEmail(email), now));
  const link = `${(delivery.mail.siteUrl ?? "").replace(/\/$/, "")}${DESK_PATH}#signin=${token}`;
  if (json) out(visibleJson({ email: normalEmail(email), shop: place?.id ?? null, link }));
  else {
    out(`${normalEmail(email)} may sign in to the desk (${place ? place.name : "all shops"}).`);
    out(`A sign-in link for them, which works once, for 15 minutes (later they ask for one on the desk's page):`);
    out(link);
  }
  return 0;
}

/** Runs one command; the exit code: 0 done, 1 failed (a request not sent, not found), 2 wrong usage. */
export async function runRequestsCommand(argv: readonly string[], { store, desk, delivery, out }: CommandDeps) {
  try {
    const { words, flags } = parse(argv);
    const [command, reference, ...rest] = words;
    const extra = command === "status" || command === "staff" ? rest[1] : rest[0];
    if (extra) throw new UsageError(`Unexpected "${extra}".`);
    for (const flag of ["note", "private-note"])
      if (flags[flag] !== undefined && command !== "status") throw new UsageError(`--${flag} is for status only.`);
    if (flags.shop !== undefined && !(command === "staff" && reference === "add"))
      throw new UsageError("--shop is for staff add only.");
    const json = flags.json === true;
    switch (command) {
      case "list": {
        const state = flags.state;
        if (typeof state === "string" && !REQUEST_STATES.includes(state as RequestRecord["state"]))
          throw new UsageError(`--state is one of ${REQUEST_STATES.join(", ")}, not "${state}".`);
        const all = await store.list();
        // A request's other deliveries (the visitor's confirmation) are a column of its row.
        const confirmations = new Map(all.filter((r) => r.delivery).map((r) => [requestOf(r), r]));
        const records = all.filter((r) => !r.delivery && (!state || r.state === state));
        if (json) out(visibleJson(records));
        else if (!records.length) out(`No ${state ? `${state} ` : ""}requests in ${store.describe}.`);
        else {
          const rows = records.map((r) =>
            [
              r.reference,
              r.state,
              shortTime(r.receivedAt),
              shopFor(r).name,
              bookedDay(r),
              r.submission.name,
              r.submission.phone,
              what(r),
              currentState(statusOf(r)),
              `${r.attempts}`,
              status(r),
              confirmations.has(r.reference) ? status(confirmations.get(r.reference)!) : "none",
            ].map((cell) => visible(cell)),
          );
          const header = [
            ...["Reference", "State", "Received", "Shop", "Day", "Name", "Phone"],
            ...["Request", "Status", "Tries", "Delivery"],
          ];
          table([...header, "Confirmation"], rows).forEach((line) => out(line));
          out(`${records.length} request${records.length === 1 ? "" : "s"} in ${store.describe}.`);
        }
        return 0;
      }
      case "show": {
        const stored = await needRecord(store, reference);
        const { record } = stored;
        if (json) {
          out(visibleJson(record));
          return 0;
        }
        out(
          visible(
            `${record.reference}: ${record.state}, ${record.attempts} attempt${record.attempts === 1 ? "" : "s"}, ${status(record)}`,
          ),
        );
        if (record.messageId) out(visible(`Message-ID: ${record.messageId}`));
        // The request's other deliveries, each with its state.
        const confirmation = record.delivery ? undefined : await store.get(deliveryKey(record.reference, "visitor"));
        if (confirmation)
          out(
            visible(
              `Confirmation to ${record.submission.email}: ${confirmation.record.state}, ${confirmation.record.attempts} attempt${confirmation.record.attempts === 1 ? "" : "s"}, ${status(confirmation.record)}`,
            ),
          );
        else if (!record.delivery) out("Confirmation: none (no e-mail address, or stored before confirmations)");
        if (!record.delivery) {
          const updates = (await store.list()).filter(
            (r) => r.delivery === "update" && requestOf(r) === record.reference,
          );
          for (const u of updates)
            out(visible(`Update ${u.reference} (${u.update?.state ?? "?"}): ${u.state}, ${status(u)}`));
          out("");
          out(`Status: ${currentState(statusOf(record))}`);
          statusOf(record).history.forEach((entry) => out(visible(historyLine(entry), { lines: true })));
        }
        // The e-mail leaves control characters out (compose.ts cleanText): what the store holds is shown beside it.
        for (const [field, value] of [...Object.entries(record.submission), ["address", record.booking.address]])
          if (typeof value === "string" && cleanText(value) !== value)
            out(visible(`Stored ${field} (the e-mail leaves its control characters out): ${value}`, { lines: true }));
        out("");
        out(visible(messageFor(stored, delivery.mail).text, { lines: true }));
        record.photos.forEach((p, i) => out(visible(`Photo ${i + 1}: ${p.type}, ${p.bytes} bytes`)));
        return 0;
      }
      case "resend": {
        const { record } = await needRecord(store, reference);
        const now = delivery.now();
        const held = await store.claim(record.reference, now, new Date(now.getTime() + delivery.policy.leaseMs), true);
        if (!held) throw new Error(`${record.reference} is being sent right now by the server; try again in a minute.`);
        const next = await attempt(held, store, delivery, { resend: true });
        // A failed attempt leaves its error on the record (a sent one stays sent); a good one clears it.
        const sent = next.state === "sent" && !next.lastError;
        if (json) out(visibleJson(next));
        else if (sent)
          out(
            visible(
              `${next.reference} sent to ${next.delivery ? next.submission.email : delivery.mail.to} (Message-ID ${next.messageId ?? "not reported"}).`,
            ),
          );
        else out(visible(`${next.reference} was not sent: ${next.lastError}. ${status(next)}.`));
        return sent ? 0 : 1;
      }
      case "status": {
        const state = rest[0];
        if (!state) throw new UsageError("Name the new state, e.g. status QC-7K4M-2XQ9 ready.");
        if (!isStatusState(state))
          throw new UsageError(`The state is one of ${STATUS_STATES.join(", ")}, not "${state}".`);
        const { record } = await needRecord(store, reference);
        if (record.delivery) throw new UsageError(`Name the request (${requestOf(record)}), not one of its e-mails.`);
        const moved = await moveRequest(store, delivery, record.reference, {
          state,
          ...(typeof flags.note === "string" && { note: flags.note }),
          ...(typeof flags["private-note"] === "string" && { privateNote: flags["private-note"] }),
          by: COMMAND_BY,
        });
        const { record: written, from, mail, notify, labels } = moved;
        if (json) {
          out(
            visibleJson({
              reference: written.reference,
              state,
              history: written.status!.history,
              notified: mail ? { key: mail.reference, state: mail.state, messageId: mail.messageId } : null,
            }),
          );
          return 0;
        }
        out(visible(`${written.reference} is now ${labels[state]} (was ${labels[from]}).`));
        if (mail)
          out(
            visible(
              mail.state === "sent"
                ? `E-mail to ${mail.submission.email}: sent (Message-ID ${mail.messageId ?? "not reported"}).`
                : `E-mail to ${mail.submission.email}: not sent yet (${mail.lastError}); the server retries it (${mail.reference}).`,
            ),
          );
        else if (notify) out("No e-mail address on this request: the visitor was not told.");
        else out(`No e-mail for ${labels[state]} without a --note; the status page shows it.`);
        return 0;
      }
      case "purge": {
        if (typeof flags["older-than"] !== "string") throw new UsageError("purge needs --older-than, e.g. 30d.");
        const age = days(flags["older-than"]);
        const now = delivery.now();
        const old = (await store.list()).filter((r) => isExpired(r, now, age));
        for (const r of old) await store.remove(r.reference);
        if (json) out(JSON.stringify({ deleted: old.map((r) => r.reference) }, null, 2));
        else
          out(
            `Deleted ${old.length} request${old.length === 1 ? "" : "s"} (with photos) sent or given up over ` +
              `${flags["older-than"]} ago${old.length ? `: ${old.map((r) => r.reference).join(", ")}` : ""}. Pending ones are never purged.`,
          );
        return 0;
      }
      case "staff": {
        if (!desk) throw new Error("The desk's store is not open.");
        return await staffCommand(desk, reference, rest[0], flags.shop, { delivery, out, json });
      }
      case undefined:
      case "help":
        out(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof StatusChangeError) {
      out(`Not changed: ${error.message}`);
      return 1;
    }
    out(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : `Error: ${(error as Error).message}`);
    return error instanceof UsageError ? 2 : 1;
  }
}
