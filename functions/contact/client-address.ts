/**
 * How many proxies in front of the function append to X-Forwarded-For, from CONTACT_TRUST_PROXY: "true" is one, a
 * number is that many, anything else (unset) none: then the header is the client's own word and is ignored.
 */
export function trustedHops(env: Record<string, string | undefined>): number {
  const setting = (env.CONTACT_TRUST_PROXY ?? "").trim().toLowerCase();
  if (setting === "true") return 1;
  const hops = Number(setting);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The client's address as the trusted proxies name it in X-Forwarded-For: each appends the address it was called
 * from, so the client is the entry the first trusted proxy appended, `hops` from the right. Entries further left
 * were written by the client itself and are never read. "" when no proxy is trusted or the header is absent: the
 * adapter then takes its host's own word (Netlify's x-nf-client-connection-ip, the socket's address).
 */
export function forwardedClient(header: unknown, env: Record<string, string | undefined>): string {
  const hops = trustedHops(env);
  if (!hops) return "";
  const entries = (Array.isArray(header) ? header.join(",") : String(header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request came through fewer of them, and the leftmost is the nearest
  // to the client any proxy wrote.
  return entries[Math.max(0, entries.length - hops)] ?? "";
}

/**
 * The client of a request, one rule for every adapter: the trusted proxies' entry when CONTACT_TRUST_PROXY says there
 * are proxies, else the host's own address for the connection (Netlify's header, the socket), else "unknown".
 */
export function clientAddress(
  forwardedFor: unknown,
  hostAddress: string | undefined,
  env: Record<string, string | undefined>,
): string {
  return forwardedClient(forwardedFor, env) || hostAddress || "unknown";
}

type Headers = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/**
 * Where a request comes from, read from its headers (lower-case names) by one rule for every adapter: the client's
 * address (above), the page it was posted from (Origin, Sec-Fetch-Site) and the hosts that are the site's own (the
 * Host it was sent to, and the one a trusted proxy names in X-Forwarded-Host).
 */
export function requestSource(
  headers: Headers,
  hostAddress: string | undefined,
  env: Record<string, string | undefined>,
) {
  const hosts = [one(headers.host), ...(trustedHops(env) ? one(headers["x-forwarded-host"]).split(",") : [])];
  return {
    clientIp: clientAddress(headers["x-forwarded-for"], hostAddress, env),
    ...(headers.origin !== undefined && { origin: one(headers.origin) }),
    ...(headers["sec-fetch-site"] !== undefined && { fetchSite: one(headers["sec-fetch-site"]) }),
    hosts: hosts.map((h) => h.trim()).filter(Boolean),
  };
}
