import path from "path";
import { loadBlobs } from "./node-modules";
import {
  createBlobRateLimiter,
  createRateLimiter,
  type ConditionalBlobStore,
  type Limit,
  type RateLimiter,
} from "./rate-limit";
import { createBlobsStore, createDirectoryStore, type BlobStore, type RequestStore, type StoreLog } from "./store";
import { createBlobsDeskStore, createDirectoryDeskStore, type DeskBlobStore, type DeskStore } from "./desk-store";

export type StoreEnv = {
  /** "directory" or "netlify-blobs"; unset: Netlify Blobs where Netlify provides it, else the directory. */
  CONTACT_STORE?: string;
  CONTACT_STORE_DIR?: string;
  /** Set by Netlify in its functions (connectLambda sets it from a Lambda-style event). */
  NETLIFY_BLOBS_CONTEXT?: string;
  /** For the owner's command from another machine: the site's API id and a personal access token. */
  NETLIFY_SITE_ID?: string;
  NETLIFY_AUTH_TOKEN?: string;
  /** Another Blobs API (the tests' local server). */
  NETLIFY_BLOBS_API_URL?: string;
};

export const RECORDS_STORE = "contact-requests";
export const PHOTOS_STORE = "contact-request-photos";
/** The pending requests' references: what the retry job reads on every run. */
export const PENDING_STORE = "contact-requests-pending";
/** The limits every instance of the functions shares (requests per client, confirmations per inbox, status misses). */
export const LIMITS_STORE = "contact-limits";
/** The shop's desk: its staff, sign-in links and sessions (desk-store.ts). */
export const DESK_STORE = "desk";

/** The Blobs context Netlify gives a function, decoded; undefined outside Netlify. */
function netlifyContext(env: StoreEnv): Record<string, unknown> | undefined {
  if (!env.NETLIFY_BLOBS_CONTEXT) return undefined;
  try {
    return JSON.parse(Buffer.from(env.NETLIFY_BLOBS_CONTEXT, "base64").toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Which store the environment names, and why, before anything is opened. */
export function storeKind(env: StoreEnv): "directory" | "netlify-blobs" {
  if (env.CONTACT_STORE === "directory" || env.CONTACT_STORE === "netlify-blobs") return env.CONTACT_STORE;
  if (env.CONTACT_STORE)
    throw new Error(`CONTACT_STORE must be "directory" or "netlify-blobs", not "${env.CONTACT_STORE}"`);
  return netlifyContext(env) || (env.NETLIFY_SITE_ID && env.NETLIFY_AUTH_TOKEN) ? "netlify-blobs" : "directory";
}

/** Both Blobs stores for the environment as it is now (a Lambda-style function connects each event first). */
function openBlobs(env: StoreEnv) {
  const { getStore } = loadBlobs();
  const context = netlifyContext(env);
  // Strong consistency needs the uncached edge (Netlify's own functions) or the API (the owner's command);
  // a Lambda-style context has neither, and reads there may lag writes by up to a minute.
  const manual = context
    ? {}
    : { siteID: env.NETLIFY_SITE_ID ?? "", token: env.NETLIFY_AUTH_TOKEN ?? "", apiURL: env.NETLIFY_BLOBS_API_URL };
  const consistency = !context || context.uncachedEdgeURL ? ("strong" as const) : ("eventual" as const);
  const open = (name: string) => getStore({ name, consistency, ...manual }) as unknown as BlobStore;
  return {
    records: open(RECORDS_STORE),
    photos: open(PHOTOS_STORE),
    pending: open(PENDING_STORE),
    limits: () => open(LIMITS_STORE) as unknown as ConditionalBlobStore,
    desk: () => open(DESK_STORE) as unknown as DeskBlobStore,
  };
}

/**
 * The request store the environment names: Netlify Blobs on Netlify (or given a site id and token),
 * else the directory CONTACT_STORE_DIR (default .requests/ in the working directory). `env` is read
 * on every call, so a Blobs context connected per event is seen.
 */
export function requestStoreFor(env: StoreEnv, log?: StoreLog): RequestStore {
  if (storeKind(env) === "netlify-blobs") return createBlobsStore(() => openBlobs(env), log);
  return createDirectoryStore(path.resolve(env.CONTACT_STORE_DIR || ".requests"), log);
}

/** The desk's store where the environment's requests live: the same folder (under desk/) or Netlify Blobs. */
export function deskStoreFor(env: StoreEnv): DeskStore {
  if (storeKind(env) === "netlify-blobs") return createBlobsDeskStore(() => openBlobs(env).desk());
  return createDirectoryDeskStore(path.resolve(env.CONTACT_STORE_DIR || ".requests"));
}

/**
 * A limit where the environment's requests live: in Netlify Blobs there, shared by every instance of the functions;
 * else in this process's memory (`npm start` is one process). `name` keeps each limit's entries apart.
 */
export function sharedLimiter(env: StoreEnv, limit: Limit, name: string): RateLimiter {
  if (storeKind(env) === "netlify-blobs")
    return createBlobRateLimiter(limit, () => openBlobs(env).limits(), { prefix: name });
  return createRateLimiter(limit);
}
