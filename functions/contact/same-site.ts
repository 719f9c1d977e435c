/**
 * Whether a post comes from the site's own pages, as the browser tells it: the Origin header it sets on every post
 * and its Sec-Fetch-Site (no page can change either). A post from another site's page (a form that targets
 * ours, a script's fetch) would make its visitors' browsers send requests in their name: those are refused. A post with
 * neither header is no browser's page (a script of the owner's, a test) and is left to the other checks.
 */

/** What the browser and the host say of where a post comes from. */
export type PostOrigin = {
  /** The Origin header, as sent ("null" from a sandboxed or opaque page). */
  origin?: string;
  /** The Sec-Fetch-Site header: same-origin, same-site, cross-site or none. */
  fetchSite?: string;
  /** The Host header the request was sent to (and a trusted proxy's X-Forwarded-Host). */
  hosts?: readonly string[];
};

/** "host:port" in lower case, without the scheme's default port: how two addresses of one site compare. */
export function hostKey(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether the post is from a page of another site: an Origin that is not one of the site's own hosts (the hosts the
 * request was sent to, and the site's addresses `siteUrls`); an Origin of "null" unless the browser says the post is
 * same-origin (a page under `Referrer-Policy: no-referrer`, as the status page is, sends its own form's post with
 * Origin: null); no Origin but Sec-Fetch-Site: cross-site.
 */
export function isCrossSite(post: PostOrigin, siteUrls: readonly string[]): boolean {
  const origin = post.origin?.trim();
  const fetchSite = post.fetchSite?.trim().toLowerCase();
  if (!origin) return fetchSite === "cross-site";
  if (origin.toLowerCase() === "null") return fetchSite !== "same-origin";
  const own = new Set([...(post.hosts ?? []), ...siteUrls].map(hostKey).filter(Boolean));
  const from = hostKey(origin);
  return !from || !own.has(from);
}
