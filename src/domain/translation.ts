/*
 * A data file's words in another language (data/<name>.es.json beside data/<name>.json): the English file's shape, with
 * only the fields that are words, lists of items matched by their keys (an id, or a service's path). What the site and
 * the server read is the English data with the translation's words laid over it (docs/spanish.md).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
/** The fields that name an item in a list, in the English file and its translation alike: never translated. */
export const ITEM_KEYS = ["id", "path", "to", "anchor"] as const;
/**
 * The fields only a translation has: an item's address in its language (a service's `slug`, its Spanish page
 * /es/<slug>/). Carried over by `translated`, never compared with the English.
 */
export const TRANSLATION_ONLY = ["slug"] as const;
/** An item's key: its id, else its path (a service's), its link (to) or its anchor; undefined for an item without one. */
export const keyOf = (item: unknown): string | undefined => {
  if (!isRecord(item)) return undefined;
  const key = ITEM_KEYS.map((name) => item[name]).find((value) => typeof value === "string");
  return key as string | undefined;
};

/**
 * `english` with `translation`'s words in their places: a string replaces a string, an object is laid over its
 * object field by field, a list of items with keys over the English items with the same keys (the English order and
 * items kept), any other list replaces its list whole (a list of steps). What the translation lacks stays English;
 * the build's checks (lib/data/translations.ts) say where a page needs it.
 */
export function translated<T>(english: T, translation: unknown): T {
  if (translation === undefined) return english;
  if (typeof english === "string") return (typeof translation === "string" ? translation : english) as T;
  if (Array.isArray(english)) {
    // An empty list translates nothing: it is what the data format (and the CMS) writes for a list the Spanish file
    // leaves out (a schema's default), never a page's words.
    if (!Array.isArray(translation) || (!translation.length && english.length)) return english;
    if (!english.every((item) => keyOf(item) !== undefined)) return translation as T;
    return english.map((item) =>
      translated(
        item,
        translation.find((t) => keyOf(t) === keyOf(item)),
      ),
    ) as T;
  }
  if (isRecord(english) && isRecord(translation))
    return Object.fromEntries([
      ...Object.entries(english).map(([key, value]) => [
        key,
        key === "$schema" ? value : translated(value, translation[key]),
      ]),
      ...TRANSLATION_ONLY.filter((key) => typeof translation[key] === "string").map((key) => [key, translation[key]]),
    ]) as T;
  return english;
}
