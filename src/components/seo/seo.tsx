import type { ReactNode } from "react";
import type { Thing } from "schema-dts";
import { useSiteData } from "../../hooks/use-site-data";
import { absoluteUrl, cleanTitle } from "../../lib/seo";
import { graph } from "./json-ld";
import { counterparts, langOfPath, type Lang } from "../../domain/language";

export type SeoProps = {
  /**
   * Written whole: titles from data/ are checked to fit in 60 characters when the site is
   * built (src/lib/data/title-check.ts); a blog post's name goes through cutPostTitle first.
   */
  title: string;
  description: string;
  /** The page's own path, e.g. /tv-repair/. */
  path: string;
  /** JSON-LD blocks, written as one @graph. */
  jsonLd?: Thing[];
  noindex?: boolean;
  /** Absolute or site path of the social image. */
  image?: string;
  type?: "website" | "article";
  /** The page in each language, for a page made from data/ (its context's `alternates`); else the fixed pages'. */
  alternates?: Partial<Record<Lang, string>>;
  children?: ReactNode;
};

/** The social tags' locale of each language. */
const OG_LOCALES: Record<Lang, string> = { en: "en_US", es: "es_US" };

/**
 * The one head component: title rule, description, canonical, the page in its other language (`hreflang`, with
 * x-default the English one), social tags, JSON-LD. The page's language is its path's (domain/language.ts).
 */
export function Seo(props: SeoProps) {
  const { title, description, path, jsonLd, noindex, image, type = "website", children } = props;
  const { siteUrl, business } = useSiteData();
  const url = absoluteUrl(siteUrl, path);
  const lang = langOfPath(path);
  const pair = props.alternates?.en ? props.alternates : counterparts(path);
  const alternates = Object.entries(pair);
  const fullTitle = cleanTitle(title);
  const imageUrl = image?.startsWith("http") ? image : absoluteUrl(siteUrl, image ?? "/og-image.png");
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternates.map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={absoluteUrl(siteUrl, href)} />
      ))}
      {alternates.length > 0 && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, pair.en!)} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content="#12305a" />
      <link rel="icon" href="/favicon.png" sizes="48x48" type="image/png" />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:url" content={url} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && jsonLd.length > 0 && (
        <script
          type="application/ld+json"
          // JSON-LD is data, not markup: "<" is escaped so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(graph(jsonLd, lang)).replace(/</g, "\\u003c") }}
        />
      )}
      {children}
    </>
  );
}
