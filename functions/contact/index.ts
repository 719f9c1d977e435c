import { contactConfig, limitsFromEnv, siteUrlOf, type ContactEnv } from "./config";
import { runRetryJob, type DeliveryDeps, type RetrySummary } from "./deliver";
import {
  admitContactRequest,
  handleContactRequest,
  type Admission,
  type Admitted,
  type ContactDeps,
  type ContactRequest,
  type ContactRequestHead,
  type ContactResponse,
} from "./handle";
import { checkPolicy, retryPolicy, type RetryEnv } from "./record";
import { newReference } from "./reference";
import { deskStoreFor, requestStoreFor, sharedLimiter, type StoreEnv } from "./store-env";
import { handleDeskRequest, type DeskRequest } from "./desk-handle";
import { createTransport, type MailEnv } from "./transport";
import pages from "../../data/pages.json";
import { STATUS_COPY_IN } from "./confirmation-data";
import { SHOPS } from "../../src/domain/shops";
import { handleStatusRequest, type StatusRequest } from "./status-handle";

export { handleContactRequest } from "./handle";
export type { Admission, ContactRequest, ContactRequestHead, ContactResponse } from "./handle";
export type { StatusRequest } from "./status-handle";

export type FunctionEnv = ContactEnv &
  MailEnv &
  StoreEnv &
  RetryEnv & {
    /** "true" in a process that lives on after answering (`npm start` sets it): delivery may outlast the answer. */
    CONTACT_BACKGROUND_DELIVERY?: string;
  };

const log = (level: "info" | "warn" | "error", message: string, detail?: unknown) =>
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(message, detail ?? "");

/**
 * The environment at run time. Bundlers (Gatsby's function build, webpack's DefinePlugin)
 * replace `process.env` with the build's values; SMTP settings belong to the server.
 */
export const runtimeEnv = (): Record<string, string | undefined> => globalThis.process?.env ?? {};

/** What sending and retrying share: the mail settings, the transport, the retry policy, the store. */
function deliveryFor(env: FunctionEnv): DeliveryDeps & { openStore: ContactDeps["openStore"] } {
  const config = contactConfig(env);
  return {
    mail: { to: config.to, from: config.from, businessName: config.businessName, siteUrl: config.siteUrl },
    transport: createTransport(env, (m) => log("info", m)),
    policy: checkPolicy(retryPolicy(env)),
    now: () => new Date(),
    log,
    openStore: () => requestStoreFor(env, (m) => log("warn", m)),
  };
}

/**
 * One handler per process: its limits kept in memory and its mail transport live as long as the process (or warm
 * lambda). `admit` takes a request's admission from its head alone, for a server that can answer before it reads the
 * body; the handler then takes the body with that admission.
 */
export function createContactHandler(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  const deps: ContactDeps = {
    ...delivery,
    ...limitsFromEnv(env),
    config: contactConfig(env),
    newReference: () => newReference(),
    background: env.CONTACT_BACKGROUND_DELIVERY === "true",
  };
  const handle = (request: ContactRequest, admission?: Admission): Promise<ContactResponse> =>
    handleContactRequest(request, deps, admission);
  return Object.assign(handle, {
    admit: (head: ContactRequestHead): Promise<Admitted> => admitContactRequest(head, deps),
  });
}

/** The retry job over the environment's store: resend what is due, delete what has expired. */
export function createRetryJob(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  return (): Promise<RetrySummary> => runRetryJob(delivery.openStore(), delivery);
}

/** Lookups that found nothing, per client address: 10 in 10 minutes (a code has 140 bits; this stops the guessing of references). */
export const STATUS_MISSES = { max: 10, windowMs: 10 * 60 * 1000 };

/** The status page's function over the environment's store (one rate-limit window per process). */
export function createStatusHandler(env: FunctionEnv = runtimeEnv()) {
  const policy = retryPolicy(env);
  const deps = {
    openStore: () => requestStoreFor(env, (m: string) => log("warn", m)),
    limiter: sharedLimiter(env, STATUS_MISSES, "status-misses"),
    copy: pages.status,
    copyIn: STATUS_COPY_IN,
    businessName: contactConfig(env).businessName,
    siteUrls: contactConfig(env).siteUrls,
    shops: SHOPS,
    retentionMs: policy.retentionMs,
    now: () => new Date(),
    log,
  };
  return (request: StatusRequest) => handleStatusRequest(request, deps);
}

/** Sign-in links asked for: 5 an hour per address, 20 an hour per client (the same for an unknown address). */
export const DESK_SIGN_IN = {
  perAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  perClient: { max: 20, windowMs: 60 * 60 * 1000 },
};

/** The shop's desk over the environment's store: its staff, links and sessions beside the requests. */
export function createDeskHandler(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  const config = contactConfig(env);
  const deps = {
    openStore: delivery.openStore,
    openDesk: () => deskStoreFor(env),
    delivery,
    siteUrls: config.siteUrls ?? [],
    siteUrl: siteUrlOf(env),
    signIn: {
      perAddress: sharedLimiter(env, DESK_SIGN_IN.perAddress, "desk-sign-in-address"),
      perClient: sharedLimiter(env, DESK_SIGN_IN.perClient, "desk-sign-in-client"),
    },
    shops: SHOPS,
  };
  return (request: DeskRequest) => handleDeskRequest(request, deps);
}
