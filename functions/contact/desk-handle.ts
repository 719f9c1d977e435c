import { escapeHtml } from "./compose";
import { attempt, type DeliveryDeps } from "./deliver";
import {
  clearedCookie,
  cookieToken,
  isLocalHttp,
  isToken,
  LINK_MS,
  linkWorks,
  newLink,
  newToken,
  sessionCookie,
  sessionLive,
  tokenHash,
} from "./desk-auth";
import { normalEmail, type DeskStore, type Session, type StaffMember } from "./desk-store";
import type { RateLimiter } from "./rate-limit";
import { errorLine, requestOf, type RequestRecord } from "./record";
import { deliveryKey, isReference } from "./reference";
import { hostKey, type PostOrigin } from "./same-site";
import { moveRequest } from "./status-move";
import { STATUS_COPY } from "./confirmation-data";
import type { RequestStore } from "./store";
import { bookingWhen } from "../../src/domain/booking";
import { dayIn, shopClock } from "../../src/domain/dates";
import { estimateName, formatPrice } from "../../src/domain/pricing";
import { submissionRows } from "../../src/domain/service-request";
import { SHOP_TIME_ZONE, shopFor, type Shop } from "../../src/domain/shops";
import {
  currentState,
  isStatusState,
  NOTE_LIMIT,
  stateLabels,
  StatusChangeError,
  statusOf,
  TRANSITIONS,
  type StatusState,
} from "../../src/domain/status";

// The shop's desk's functions (/api/desk/...): a member of staff signs in with a link e-mailed to their registered
// address, then lists the requests of their shop (both for the owner), opens one, and moves its repair along by the
// same rule as the owner's command (status-move.ts), the history naming them. Every answer is JSON, never cached,
// never indexed; every change must come from the site's own page (its Origin), whatever cookie it carries.

export type DeskRequest = PostOrigin & {
  method: string;
  /** The path after /api/desk: "/sign-in", "/session", "/requests", "/requests/QC-7K4M-2XQ9". */
  path: string;
  cookie?: string;
  body: Buffer;
  clientIp: string;
};

export type DeskResponse = { status: number; headers: Record<string, string>; body: string };

export type DeskDeps = {
  openStore: () => RequestStore;
  openDesk: () => DeskStore;
  /** The mail settings and transport (the sign-in links, the visitor's update e-mails), the clock, the log. */
  delivery: DeliveryDeps;
  /** The site's own addresses: a change is taken only from a page of one of them (or of the host it was sent to). */
  siteUrls: readonly string[];
  /** The site's address for the sign-in link. */
  siteUrl: string;
  /** Sign-in e-mails asked for, per address and per client. */
  signIn: { perAddress: RateLimiter; perClient: RateLimiter };
  shops: readonly Shop[];
};

/** A body is a few fields: an address, a token, a state and two notes. */
export const MAX_DESK_BODY_BYTES = 16 * 1024;
/** The desk's page, where a sign-in link lands (its token after #, which no server or log sees). */
export const DESK_PATH = "/desk/";

/** The one answer to a sign-in asked for, whether the address is registered or not. */
export const SIGN_IN_SENT =
  "If this address is registered for the desk, a sign-in link is on its way to it. The link works once, for 15 minutes.";
export const SIGN_IN_LIMITED = "Too many sign-in links asked for from here. Please wait a few minutes and try again.";
export const LINK_REFUSED =
  "This sign-in link has been used already or is older than 15 minutes. Ask for a new one below.";
export const SIGNED_OUT = "Please sign in: your session has ended.";
export const CROSS_SITE_CHANGE = "This change came from a page of another website, so it was not made.";
export const NOT_FOUND = "No such request at your shop.";

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}): DeskResponse => ({
  status,
  headers: { ...HEADERS, ...headers },
  body: JSON.stringify(body),
});
const failure = (status: number, error: string, headers: Record<string, string> = {}) =>
  json(status, { error }, headers);

/** A session's last use is written at most this often: a list opened every few seconds writes nothing more. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Whether a change comes from a page of the site: the desk takes changes only with an Origin header that is one of
 * the site's hosts (browsers send it with every POST and DELETE); none, "null" or another site's is refused.
 */
export function fromOwnPage(request: PostOrigin, siteUrls: readonly string[]): boolean {
  const from = request.origin ? hostKey(request.origin) : undefined;
  if (!from || request.origin?.trim().toLowerCase() === "null") return false;
  return [...(request.hosts ?? []), ...siteUrls].map(hostKey).includes(from);
}

/** The body's JSON object (or a plain form's fields: the sign-in form without JavaScript), or undefined. */
function bodyOf(request: DeskRequest): Record<string, unknown> | undefined {
  if (request.body.length > MAX_DESK_BODY_BYTES) return undefined;
  const text = request.body.toString("utf8");
  if (/^[\w%.+-]+=/.test(text)) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value = JSON.parse(text || "{}") as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const when = (iso: string | undefined) => (iso ? shopClock(iso, SHOP_TIME_ZONE, { short: true }) : undefined);

/** What the request is for: the device and repair of its estimate, or the service chosen. */
const what = (r: RequestRecord) => (r.estimate ? estimateName(r.estimate) : r.submission.service);

/** A request's line in the list. */
function summary(record: RequestRecord, shops: readonly Shop[]) {
  const state = currentState(statusOf(record));
  const { booking } = record;
  const { text: bookedWhen } = bookingWhen(booking);
  return {
    reference: record.reference,
    receivedAt: record.receivedAt,
    received: when(record.receivedAt),
    shop: shopFor(record, shops).id,
    name: record.submission.name,
    phone: record.submission.phone,
    email: record.submission.email,
    what: what(record),
    state,
    ...(booking.dropoff && { dropoff: booking.dropoff.id, way: booking.dropoff.label }),
    ...(booking.preferredDate && { day: booking.preferredDate }),
    ...(booking.preferredTime && { window: booking.preferredTime }),
    ...(bookedWhen && { when: bookedWhen }),
  };
}

/** A delivery's state in a few words: "sent 2026-11-26 10:01 EST", "next try …", "gave up …". */
function deliveryState(record: RequestRecord | undefined) {
  if (!record) return undefined;
  return {
    key: record.reference,
    state: record.state,
    at: when(record.sentAt ?? record.failedAt ?? record.nextAttemptAt),
    ...(record.lastError && { error: record.lastError }),
  };
}

/** A request in full, as the shop's e-mail has it, with its photos, history, deliveries and the moves allowed. */
async function detail(store: RequestStore, reference: string, shops: readonly Shop[]) {
  const stored = await store.get(reference);
  if (!stored) return undefined;
  const { record, photos } = stored;
  const status = statusOf(record);
  const state = currentState(status);
  const deliveries = (await store.list()).filter((r) => r.delivery && requestOf(r) === reference);
  return {
    ...summary(record, shops),
    submission: record.submission,
    // The request's own fields as the shop's e-mail and `show` list them.
    rows: submissionRows(record.submission),
    ...(record.booking.address && { address: record.booking.address }),
    ...(record.estimate && {
      estimate: { name: estimateName(record.estimate), price: formatPrice(record.estimate.price) },
    }),
    photos: photos.map((p) => `data:${p.type};base64,${p.content.toString("base64")}`),
    history: status.history.map((entry) => ({ ...entry, when: when(entry.at) })),
    moves: TRANSITIONS[state],
    deliveries: {
      shop: deliveryState(record),
      confirmation: deliveryState(deliveries.find((r) => r.delivery === "visitor")),
      updates: deliveries.filter((r) => r.delivery === "update").map(deliveryState),
    },
  };
}

/** The sign-in e-mail: the link, how long it works, and what to do if it was not asked for. */
function signInMail(deps: DeskDeps, to: string, token: string, now: Date) {
  const link = `${deps.siteUrl.replace(/\/$/, "")}${DESK_PATH}#signin=${token}`;
  const until = shopClock(new Date(now.getTime() + LINK_MS), SHOP_TIME_ZONE);
  const business = deps.delivery.mail.businessName;
  const opening = `Open this link to sign in to the desk of ${business}:`;
  const closing = `It works once, until ${until}. Did you not ask for it? Then ignore this e-mail: nobody can sign in without the link.`;
  return {
    from: deps.delivery.mail.from,
    to,
    replyTo: { name: business, address: deps.shops[0]?.email ?? deps.delivery.mail.to },
    subject: `Your sign-in link to the ${business} desk`,
    text: [opening, "", link, "", closing].join("\n"),
    html: `<p>${escapeHtml(opening)}</p><p><a href="${escapeHtml(link)}">Sign in to the desk</a></p><p>${escapeHtml(closing)}</p>`,
  };
}

/** The session a request's cookie names, if live and its member still registered; its last use noted. */
async function signedIn(
  request: DeskRequest,
  deps: DeskDeps,
): Promise<{ member: StaffMember; session: Session; hash: string } | undefined> {
  const token = cookieToken(request.cookie);
  if (!token) return undefined;
  const desk = deps.openDesk();
  const hash = tokenHash(token);
  const session = await desk.getSession(hash);
  const now = deps.delivery.now();
  if (!sessionLive(session, now)) {
    if (session) await desk.removeSession(hash);
    return undefined;
  }
  const member = await desk.getStaff(session.email);
  if (!member) {
    await desk.removeSession(hash);
    return undefined;
  }
  if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS)
    await desk.putSession(hash, { ...session, lastSeenAt: now.toISOString() });
  return { member, session, hash };
}

/** Whether a member may see a request: the owner (no shop) every one, a shop's staff their shop's. */
const mayOpen = (member: StaffMember, record: RequestRecord, shops: readonly Shop[]) =>
  !member.shop || shopFor(record, shops).id === member.shop;

export async function handleDeskRequest(request: DeskRequest, deps: DeskDeps): Promise<DeskResponse> {
  const { method } = request;
  const path = request.path.replace(/\/+$/, "") || "/";
  const change = method !== "GET" && method !== "HEAD";
  const secure = !isLocalHttp(request.origin);
  if (change && !fromOwnPage(request, deps.siteUrls)) return failure(403, CROSS_SITE_CHANGE);
  try {
    if (path === "/sign-in") {
      if (method !== "POST") return failure(405, "Method not allowed", { Allow: "POST" });
      const email = bodyOf(request)?.email;
      if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email.trim()) || email.length > 254)
        return failure(400, "Enter the e-mail address you are registered with.");
      const now = deps.delivery.now();
      // The same limit and the same answer for every address: the answer never says who is registered.
      const client = await deps.signIn.perClient.take(request.clientIp, now.getTime());
      if (!client.ok) return failure(429, SIGN_IN_LIMITED, { "Retry-After": String(client.wait) });
      const desk = deps.openDesk();
      const member = await desk.getStaff(email);
      if (member && (await deps.signIn.perAddress.take(normalEmail(email), now.getTime())).ok) {
        const token = newToken();
        await desk.putLink(tokenHash(token), newLink(member.email, now));
        await deps.delivery.transport
          .sendMail(signInMail(deps, member.email, token, now), AbortSignal.timeout(20_000))
          .catch((error: unknown) => deps.delivery.log("error", `desk: sign-in link not sent: ${errorLine(error)}`));
      }
      return json(202, { message: SIGN_IN_SENT });
    }
    if (path === "/session") {
      if (method === "POST") {
        const token = bodyOf(request)?.token;
        const desk = deps.openDesk();
        const link = isToken(token) ? await desk.takeLink(tokenHash(token)) : undefined;
        const now = deps.delivery.now();
        const member = linkWorks(link, now) ? await desk.getStaff(link.email) : undefined;
        if (!member) return failure(401, LINK_REFUSED);
        const session = newToken();
        await desk.putSession(tokenHash(session), {
          email: member.email,
          createdAt: now.toISOString(),
          lastSeenAt: now.toISOString(),
        });
        return json(
          200,
          { email: member.email, ...(member.shop && { shop: member.shop }) },
          { "Set-Cookie": sessionCookie(session, secure) },
        );
      }
      if (method === "GET") {
        // Whether this browser is signed in, so the page asks for the list only then: a fact about the asker only.
        const who = await signedIn(request, deps);
        return json(200, who ? { signedIn: true, email: who.member.email } : { signedIn: false });
      }
      if (method === "DELETE") {
        const token = cookieToken(request.cookie);
        if (token) await deps.openDesk().removeSession(tokenHash(token));
        return json(200, { message: "Signed out." }, { "Set-Cookie": clearedCookie(secure) });
      }
      return failure(405, "Method not allowed", { Allow: "GET, POST, DELETE" });
    }
    const match = /^\/requests(?:\/([^/]+))?$/.exec(path);
    if (!match) return failure(404, "No such address of the desk.");
    const who = await signedIn(request, deps);
    if (!who) return failure(401, SIGNED_OUT, { "Set-Cookie": clearedCookie(secure) });
    const { member } = who;
    const store = deps.openStore();
    if (!match[1]) {
      if (method !== "GET") return failure(405, "Method not allowed", { Allow: "GET" });
      const records = (await store.list()).filter((r) => !r.delivery && mayOpen(member, r, deps.shops));
      const today = dayIn(SHOP_TIME_ZONE, deps.delivery.now());
      const next = new Date(`${today}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return json(200, {
        staff: { email: member.email, ...(member.shop && { shop: member.shop }) },
        // The shop's days, for "today" and "tomorrow" on the shop's clock wherever the phone is.
        today,
        tomorrow: next.toISOString().slice(0, 10),
        labels: stateLabels(deps.delivery.mail.status ?? STATUS_COPY),
        shops: deps.shops
          .filter((s) => !member.shop || s.id === member.shop)
          .map((s) => ({ id: s.id, name: s.name, phone: s.phone })),
        requests: records.map((r) => summary(r, deps.shops)).reverse(),
      });
    }
    const reference = match[1].toUpperCase();
    const record = isReference(reference) ? await store.getRecord(reference) : undefined;
    if (!record || record.delivery || !mayOpen(member, record, deps.shops)) return failure(404, NOT_FOUND);
    if (method === "GET") return json(200, await detail(store, reference, deps.shops));
    if (method !== "POST") return failure(405, "Method not allowed", { Allow: "GET, POST" });
    const body = bodyOf(request);
    if (!body) return failure(400, "The change could not be read.");
    if (body.action === "move") {
      const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : undefined);
      if (!isStatusState(body.state)) return failure(400, "Choose the repair's new state.");
      for (const key of ["note", "privateNote"])
        if ((text(key)?.trim().length ?? 0) > NOTE_LIMIT)
          return failure(400, `Please keep a note to ${NOTE_LIMIT.toLocaleString("en-US")} characters.`);
      const moved = await moveRequest(store, deps.delivery, reference, {
        state: body.state as StatusState,
        ...(text("note") && { note: text("note") }),
        ...(text("privateNote") && { privateNote: text("privateNote") }),
        by: member.email,
      });
      return json(200, {
        message: `${reference} is now ${moved.labels[moved.entry.state]}.${moved.mail ? ` The customer is e-mailed (${moved.mail.state}).` : ""}`,
        request: await detail(store, reference, deps.shops),
      });
    }
    if (body.action === "resend-confirmation") {
      const now = deps.delivery.now();
      const held = await store.claim(
        deliveryKey(reference, "visitor"),
        now,
        new Date(now.getTime() + deps.delivery.policy.leaseMs),
        true,
      );
      if (!held) return failure(409, "The confirmation is being sent right now, or this request has none.");
      const next = await attempt(held, store, deps.delivery, { resend: true });
      const sent = next.state === "sent" && !next.lastError;
      return json(sent ? 200 : 502, {
        message: sent ? "The confirmation was sent again." : `The confirmation was not sent: ${next.lastError}.`,
        request: await detail(store, reference, deps.shops),
      });
    }
    return failure(400, "Unknown change.");
  } catch (error) {
    if (error instanceof StatusChangeError)
      return failure(409, error.message.replace(/ add --note "\.\.\."/, " add a note"));
    deps.delivery.log("error", `desk: ${method} ${path} failed: ${errorLine(error)}`);
    return failure(503, "The desk could not do that just now. Please try again in a minute.");
  }
}
