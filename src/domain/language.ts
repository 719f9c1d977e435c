/*
 * The site's languages. A sentence the visitor reads from the shop's rules (a form's message, a booking's day) is
 * declared once in each of them, side by side (`Words`), so the compiler refuses one left untranslated. The shop's own
 * copy (its e-mail, the owner's `show`) stays in English.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
/** The language of a page or a request when none is named. */
export const DEFAULT_LANG: Lang = "en";

/** One sentence in each of the site's languages. */
export type Words = Readonly<Record<Lang, string>>;

/** A request's `lang` field: one of the site's languages, else the default (a request never fails on it). */
export const parseLang = (value: unknown): Lang =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value.trim())
    ? (value.trim() as Lang)
    : DEFAULT_LANG;

/** What the shop's e-mail says of a request written in another language than the shop's. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: "English", es: "Spanish" };

/** The language of the page at `path`: Spanish under /es/, else English. */
export const langOfPath = (path: string): Lang => (/^\/es(\/|$)/.test(path) ? "es" : "en");

/**
 * The Spanish address of each page with a fixed English one (src/pages) that has its Spanish counterpart. The
 * functions name two of them (the plain form's thank-you page, the e-mails' status link), so they are declared here;
 * a page made from data/ takes its Spanish address from its data file (docs/spanish.md).
 */
export const SPANISH_PATHS: Readonly<Record<string, string>> = {
  "/": "/es/",
  "/contact/": "/es/contacto/",
  "/thank-you/": "/es/gracias/",
  "/status/": "/es/estado/",
  "/locations/": "/es/ubicaciones/",
  "/pricing/": "/es/precios/",
  "/sitemap/": "/es/mapa-del-sitio/",
  "/get-a-quote/": "/es/presupuesto/",
  "/warranty/": "/es/garantia/",
  "/mail-in-repair/": "/es/reparacion-por-correo/",
};

/**
 * The not-found page of each language: what the host answers, with status 404, for a missing address under the
 * language's part of the site (/es/...: netlify.toml's 404 rule, scripts/lib/site-app.cjs). Not paired: it has no
 * address of its own.
 */
export const NOT_FOUND_PATHS: Readonly<Record<Lang, string>> = { en: "/404.html", es: "/es/404.html" };

/** The address of the fixed page `englishPath` in `lang` (the English one where it has no counterpart). */
export const pathIn = (englishPath: string, lang: Lang): string =>
  lang === "es" ? (SPANISH_PATHS[englishPath] ?? englishPath) : englishPath;

/** The address of a page made from data/ in a language other than English, from its `slug` there: /es/<slug>/. */
export const slugPath = (lang: Lang, slug: string) => `/${lang}/${slug}/`;

/** The page at `path` and its counterpart, by language: empty for a page that has none. */
export function counterparts(path: string): Partial<Record<Lang, string>> {
  const english = Object.entries(SPANISH_PATHS).find(([, spanish]) => spanish === path)?.[0] ?? path;
  const spanish = SPANISH_PATHS[english];
  return spanish ? { en: english, es: spanish } : {};
}
