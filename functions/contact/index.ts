import { contactConfig, limiterFromEnv, type ContactEnv } from "./config";
import { runRetryJob, type DeliveryDeps, type RetrySummary } from "./deliver";
import {
  handleContactRequest,
  refuseBeforeBody,
  type ContactDeps,
  type ContactRequest,
  type ContactRequestHead,
  type ContactResponse,
} from "./handle";
import { checkPolicy, retryPolicy, type RetryEnv } from "./record";
import { newReference } from "./reference";
import { requestStoreFor, type StoreEnv } from "./store-env";
import { createTransport, type MailEnv } from "./transport";

export { handleContactRequest } from "./handle";
export type { ContactRequest, ContactRequestHead, ContactResponse } from "./handle";

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
    mail: { to: config.to, from: config.from, businessName: config.businessName },
    transport: createTransport(env, (m) => log("info", m)),
    policy: checkPolicy(retryPolicy(env)),
    now: () => new Date(),
    log,
    openStore: () => requestStoreFor(env, (m) => log("warn", m)),
  };
}

/**
 * One handler per process: its rate-limit window and its mail transport live as long as the process (or warm
 * lambda). `refuseBeforeBody` answers what can be refused from the request's head alone, for a server that
 * can answer before it reads the body.
 */
export function createContactHandler(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  const deps: ContactDeps = {
    ...delivery,
    config: contactConfig(env),
    limiter: limiterFromEnv(env),
    newReference: () => newReference(),
    background: env.CONTACT_BACKGROUND_DELIVERY === "true",
  };
  const handle = (request: ContactRequest): Promise<ContactResponse> => handleContactRequest(request, deps);
  return Object.assign(handle, {
    refuseBeforeBody: (head: ContactRequestHead): ContactResponse | undefined => refuseBeforeBody(head, deps),
  });
}

/** The retry job over the environment's store: resend what is due, delete what has expired. */
export function createRetryJob(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  return (): Promise<RetrySummary> => runRetryJob(delivery.openStore(), delivery);
}
