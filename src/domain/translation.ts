/*
 * A data file's words in another language (data/<name>.es.json beside data/<name>.json): the English file's shape, with
 * only the fields that are words, lists of items matched by their ids. What the site and the server read is the
 * English data with the translation's words laid over it (docs/spanish.md).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
const idOf = (item: unknown) => (isRecord(item) && typeof item.id === "string" ? item.id : undefined);

/**
 * `english` with `translation`'s words in their places: a string replaces a string, an object is laid over its
 * object field by field, a list of items with ids over the English items with the same ids (the English order and
 * items kept), any other list replaces its list whole (a list of steps). What the translation lacks stays English;
 * the build's checks (lib/data/translations.ts) say where a page needs it.
 */
export function translated<T>(english: T, translation: unknown): T {
  if (translation === undefined) return english;
  if (typeof english === "string") return (typeof translation === "string" ? translation : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return english;
    if (!english.every((item) => idOf(item) !== undefined)) return translation as T;
    return english.map((item) =>
      translated(
        item,
        translation.find((t) => idOf(t) === idOf(item)),
      ),
    ) as T;
  }
  if (isRecord(english) && isRecord(translation))
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        key === "$schema" ? value : translated(value, translation[key]),
      ]),
    ) as T;
  return english;
}
