/**
 * The client's address as a proxy in front of the function names it: the first X-Forwarded-For address, but only when
 * CONTACT_TRUST_PROXY=true says a proxy sets that header. Otherwise the header is the client's own word and is ignored,
 * so it cannot dodge a rate limit. "" when not trusted or absent: the adapter falls back to its host's own address.
 */
export function forwardedClient(header: unknown, env: Record<string, string | undefined>): string {
  return env.CONTACT_TRUST_PROXY === "true"
    ? String(header ?? "")
        .split(",")[0]
        .trim()
    : "";
}
