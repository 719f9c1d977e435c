import { useCallback } from "react";
import { fillTokens, siteTokens } from "../domain/text";
import { useSiteData, type SiteData } from "./use-site-data";

/** Fills a text from data/; `extra` adds the page's own tokens, e.g. { service: "TV Repair" }. */
export type Fill = (text: string, extra?: Record<string, string>) => string;

/**
 * The one place the site-wide {tokens} ({businessName}, {phone}, {email}, {address}) get
 * their values from data/site.json: every page, section and head fills its copy through this.
 */
export function useFill(): Fill {
  const tokens = useSiteTokens();
  return useCallback((text, extra) => fillTokens(text, extra ? { ...tokens, ...extra } : tokens), [tokens]);
}

/** The site-wide {tokens}' values, for copy that makes some of them links (components/ui/rich-text.tsx). */
export function useSiteTokens(): Record<string, string> {
  const site = useSiteData();
  let tokens = tokensOf.get(site);
  if (!tokens) tokensOf.set(site, (tokens = siteTokens(site.business, site.mainLocation)));
  return tokens;
}

/** The tokens of each site data (one per language, use-site-data.ts), worked out once for all of a page's copy. */
const tokensOf = new WeakMap<SiteData, Record<string, string>>();
