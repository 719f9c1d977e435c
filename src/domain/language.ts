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
