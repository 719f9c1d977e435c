import { contactConfig, limiterFromEnv, type ContactEnv } from "./config";
import { handleContactRequest, type ContactRequest, type ContactResponse } from "./handle";
import { createTransport, type MailEnv } from "./transport";

export { handleContactRequest } from "./handle";
export type { ContactRequest, ContactResponse } from "./handle";

const log = (level: "info" | "warn" | "error", message: string, detail?: unknown) =>
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(message, detail ?? "");

/**
 * The environment at run time. Bundlers (Gatsby's function build, webpack's DefinePlugin)
 * replace `process.env` with the build's values; SMTP settings belong to the server.
 */
export const runtimeEnv = (): Record<string, string | undefined> => globalThis.process?.env ?? {};

/** One handler per process: its rate-limit window lives as long as the process (or warm lambda). */
export function createContactHandler(env: ContactEnv & MailEnv = runtimeEnv()) {
  const deps = {
    config: contactConfig(env),
    transport: createTransport(env, (m) => log("info", m)),
    limiter: limiterFromEnv(env),
    now: () => new Date(),
    log,
  };
  return (request: ContactRequest): Promise<ContactResponse> => handleContactRequest(request, deps);
}
