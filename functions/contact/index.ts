import { contactConfig, limiterFromEnv, type ContactEnv } from "./config";
import { runRetryJob, type DeliveryDeps, type RetrySummary } from "./deliver";
import { handleContactRequest, type ContactDeps, type ContactRequest, type ContactResponse } from "./handle";
import { retryPolicy, type RetryEnv } from "./record";
import { newReference } from "./reference";
import { requestStoreFor, type StoreEnv } from "./store-env";
import { createTransport, type MailEnv } from "./transport";

export { handleContactRequest } from "./handle";
export type { ContactRequest, ContactResponse } from "./handle";

export type FunctionEnv = ContactEnv & MailEnv & StoreEnv & RetryEnv;

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
    policy: retryPolicy(env),
    now: () => new Date(),
    log,
    openStore: () => requestStoreFor(env, (m) => log("warn", m)),
  };
}

/** One handler per process: its rate-limit window and its mail transport live as long as the process (or warm lambda). */
export function createContactHandler(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  const deps: ContactDeps = {
    ...delivery,
    config: contactConfig(env),
    limiter: limiterFromEnv(env),
    newReference: () => newReference(),
  };
  return (request: ContactRequest): Promise<ContactResponse> => handleContactRequest(request, deps);
}

/** The retry job over the environment's store: resend what is due, delete what has expired. */
export function createRetryJob(env: FunctionEnv = runtimeEnv()) {
  const delivery = deliveryFor(env);
  return (): Promise<RetrySummary> => runRetryJob(delivery.openStore(), delivery);
}
