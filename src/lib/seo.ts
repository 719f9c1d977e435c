import { fillTokens } from "../domain/text";

/** The longest title search results show in full. */
export const TITLE_LIMIT = 60;

const ELLIPSIS = "...";
/** What may not stand before the "...": space, separators, a dangling "&" or opening bracket. */
const TRAILING = /[\s.,;:!?&+|/\\([{\-\u2013\u2014]+$/;

/** A title as the browser shows it: white space folded, nothing cut. */
export function cleanTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

/**
 * The title of a service page: the service's own `title` when it has one, otherwise the
 * service template of data/pages.json, with {service} and the site's tokens filled in.
 * The build's title check calls this too, so what it measures is what the page writes.
 */
export function serviceTitle(
  template: string,
  service: { label: string; title?: string | null },
  tokens: Record<string, string>,
): string {
  return cleanTitle(fillTokens(service.title ?? template, { ...tokens, service: service.label }));
}

/**
 * Blog post names only: a headline may be longer than a title can be, so a name over the
 * limit keeps the whole words that fit in 57 characters, then "...". Every other
 * title is written by the site from data/ and the build guarantees it fits, uncut.
 */
export function cutPostTitle(title: string): string {
  const clean = cleanTitle(title);
  if (clean.length <= TITLE_LIMIT) return clean;
  const room = TITLE_LIMIT - ELLIPSIS.length;
  // The longest run of whole words that fits in the room once trailing punctuation is dropped.
  const wordEnds = [...clean.matchAll(/ /g)].map((m) => m.index).reverse();
  for (const end of wordEnds) {
    const kept = clean.slice(0, end).replace(TRAILING, "");
    if (kept && kept.length <= room) return `${kept}${ELLIPSIS}`;
  }
  // One word longer than the room: nothing better than cutting it.
  return `${clean.slice(0, room).replace(TRAILING, "")}${ELLIPSIS}`;
}

/** The one place a site path becomes an absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
