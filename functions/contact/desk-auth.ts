import { createHash, randomBytes } from "crypto";
import type { Session, SignInLink } from "./desk-store";

// How the desk signs its staff in, without passwords: a link e-mailed to a registered address works once and for
// LINK_MS; it opens a session, a random token in an HttpOnly cookie that the store knows only by its hash, which ends
// after IDLE_MS without use or at Sign out.

/** How long a sign-in link works. */
export const LINK_MS = 15 * 60 * 1000;
/** How long a session lasts without use. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** The session's cookie, sent to the desk's functions only. */
export const SESSION_COOKIE = "desk_session";
export const COOKIE_PATH = "/api/desk";

/** A new token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the store keeps of a token. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether a token as sent can be one of ours (43 URL-safe characters). */
export const isToken = (value: unknown): value is string => typeof value === "string" && /^[\w-]{43}$/.test(value);

/** A link's facts from now, for `email`. */
export const newLink = (email: string, now: Date): SignInLink => ({
  email,
  createdAt: now.toISOString(),
  expiresAt: new Date(now.getTime() + LINK_MS).toISOString(),
});

export const linkWorks = (link: SignInLink | undefined, now: Date): link is SignInLink =>
  Boolean(link) && now.getTime() < Date.parse(link!.expiresAt);

export const sessionLive = (session: Session | undefined, now: Date): session is Session =>
  Boolean(session) && now.getTime() - Date.parse(session!.lastSeenAt) < IDLE_MS;

/**
 * The session's cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure but on
 * plain local http (`npm start` on localhost), for the desk's functions only, as long as a session may stay idle.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${IDLE_MS / 1000}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The cookie that ends the session in the browser. */
export const clearedCookie = (secure: boolean) =>
  [
    `${SESSION_COOKIE}=`,
    `Path=${COOKIE_PATH}`,
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/** The session token a Cookie header carries, if it carries one that can be ours. */
export function cookieToken(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE && isToken(value.join("="))) return value.join("=");
  }
  return undefined;
}

/** Whether a page at `origin` is plain local http (where a Secure cookie would not be kept). */
export const isLocalHttp = (origin: string | undefined) =>
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(origin?.trim() ?? "");
