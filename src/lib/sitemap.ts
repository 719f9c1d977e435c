import { blogListPageNumber } from "./blog-pages";
import { counterparts, type Lang } from "../domain/language";

/** Sitemap rules from the spec: one place decides which pages are listed and how. */
export type Changefreq = "daily" | "weekly" | "monthly" | "yearly";
export type SitemapGroup = "main" | "price" | "service" | "post";
export type SitemapPage = {
  path: string;
  priority: number;
  changefreq: Changefreq;
  lastmod?: string;
  group: SitemapGroup;
  /** The page in each language where it has a counterpart, itself included, and x-default (the English one). */
  alternates?: Array<{ lang: Lang | "x-default"; path: string }>;
};

export type SitemapSource = {
  /** Each page with the counterparts its context names (page-language.ts withLanguage). */
  pages: ReadonlyArray<{ path: string; pageContext?: { alternates?: Partial<Record<Lang, string>> } | null }>;
  services: ReadonlyArray<{ path: string; kind: string }>;
  posts: ReadonlyArray<{ slug: string; published: string }>;
};

const FIXED: Record<string, [number, Changefreq]> = {
  "/": [1.0, "daily"],
  "/contact/": [0.9, "monthly"],
  "/get-a-quote/": [0.9, "monthly"],
  "/locations/": [0.8, "monthly"],
  "/blog/": [0.8, "weekly"],
  "/thank-you/": [0.3, "yearly"],
  "/warranty/": [0.6, "monthly"],
  "/mail-in-repair/": [0.6, "monthly"],
};

/** The price hub and the family price pages (/pricing/<family>/). */
const isPricePage = (path: string) => /^\/pricing\/([a-z0-9-]+\/)?$/.test(path);

/** A model's price page (/pricing/<family>/<brand>/<model>/): the answer to "iPhone 15 screen repair price". */
const isModelPage = (path: string) => /^\/pricing\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(path);

/** A shop's page (/locations/<id>/): as important as the hub, since its Google profile links to it. */
const isLocationPage = (path: string) => /^\/locations\/[a-z0-9-]+\/$/.test(path);

/**
 * Pages that show one visitor's own answer and say noindex: the repair status page (its answer comes from a code), and
 * the shop's desk (for its staff, behind sign-in).
 */
const UNLISTED = new Set(["/status/", "/desk/"]);

/** Pages that are never listed: not-found pages, Gatsby's development pages and the unlisted ones. */
export const isExcluded = (path: string) =>
  UNLISTED.has(englishOf(path)) || /(^|\/)(404|dev-404-page)(\.html|\/|$)/.test(path);

/** A Spanish page's English counterpart, whose rules it follows; any other page itself. */
const englishOf = (path: string, pair = counterparts(path)) => pair.en ?? path;

/**
 * A page's alternates for its sitemap entry (`xhtml:link`): none for a page in one language only. Its pair is the one
 * its context names (a page made from data/), else the fixed pages' (SPANISH_PATHS).
 */
export function alternatesOf(path: string, pair = counterparts(path)): SitemapPage["alternates"] {
  if (!pair.en || !pair.es) return undefined;
  return [
    { lang: "en", path: pair.en },
    { lang: "es", path: pair.es },
    { lang: "x-default", path: pair.en },
  ];
}

export function sitemapPages({ pages, services, posts }: SitemapSource): SitemapPage[] {
  const kinds = new Map(services.map((s) => [s.path, s.kind]));
  const postDates = new Map(posts.map((p) => [`/blog/${p.slug}/`, p.published]));
  const seen = new Set<string>();
  const out: SitemapPage[] = [];
  const pairs = new Map<string, Partial<Record<Lang, string>>>();
  for (const { path, pageContext } of pages) {
    if (isExcluded(path) || seen.has(path)) continue;
    seen.add(path);
    const pair =
      pageContext?.alternates && Object.keys(pageContext.alternates).length
        ? pageContext.alternates
        : counterparts(path);
    pairs.set(path, pair);
    // A Spanish page is listed by its English page's rules (a service, a shop, a price page).
    const en = englishOf(path, pair);
    const kind = kinds.get(en);
    const date = postDates.get(en);
    if (kind)
      out.push({
        path,
        group: "service",
        priority: kind === "sales" ? 0.7 : 0.8,
        changefreq: kind === "sales" ? "weekly" : "monthly",
      });
    else if (date) out.push({ path, group: "post", priority: 0.7, changefreq: "monthly", lastmod: date });
    else if (isPricePage(en)) out.push({ path, group: "price", priority: 0.8, changefreq: "monthly" });
    else if (isModelPage(en)) out.push({ path, group: "price", priority: 0.7, changefreq: "monthly" });
    else if (isLocationPage(en)) out.push({ path, group: "main", priority: 0.8, changefreq: "monthly" });
    else if ((blogListPageNumber(en) ?? 1) > 1) out.push({ path, group: "main", priority: 0.6, changefreq: "weekly" });
    else if (FIXED[en]) out.push({ path, group: "main", priority: FIXED[en][0], changefreq: FIXED[en][1] });
    else out.push({ path, group: "main", priority: 0.5, changefreq: "yearly" });
  }
  for (const page of out) {
    const alternates = alternatesOf(page.path, pairs.get(page.path));
    if (alternates) page.alternates = alternates;
  }
  const order = { main: 0, price: 1, service: 2, post: 3 };
  // Numeric order puts /blog/2/ before /blog/10/.
  return out.sort(
    (a, b) =>
      order[a.group] - order[b.group] ||
      b.priority - a.priority ||
      a.path.localeCompare(b.path, "en", { numeric: true }),
  );
}

/** Everything may be crawled but the contact function and the CMS; the sitemap is named absolutely. */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nDisallow: /api/\nDisallow: /admin/\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
