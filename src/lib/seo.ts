/** The longest title search results show in full. */
export const TITLE_LIMIT = 60;

/** Titles over the limit are cut to 57 characters plus "...", at most 60 in all. */
export function formatTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= TITLE_LIMIT) return clean;
  return `${clean.slice(0, TITLE_LIMIT - 3).trimEnd()}...`;
}

/** The one place a site path becomes an absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
