import {
  DEFAULT_LANG,
  LANGUAGE_NAMES,
  LANGUAGES,
  pathIn,
  SPANISH_PATHS,
  slugPath,
  type Lang,
} from "../../domain/language";
import { PRICING_FAMILIES_DIR } from "../../domain/pricing";
import { ITEM_KEYS, keyOf, TRANSLATION_ONLY } from "../../domain/translation";
import { problemAt, type PathPart } from "./editor-words";
import type { JsonSchema } from "./schema-walk";

// The build's checks of the translations: data/<name>.es.json beside data/<name>.json, the English file's shape with
// only its words (docs/spanish.md). The translation is read by the English file's schema with nothing required (a
// field left out stays English), then each of its words is compared with the English at the same place.

/** "data/pages.es.json" -> the English file and the language; undefined for a file that is no translation. */
export function translationOf(file: string): { english: string; lang: Lang } | undefined {
  const match = /^(.*)\.([a-z]{2})\.json$/.exec(file);
  const lang = match?.[2] as Lang | undefined;
  return match && lang && lang !== DEFAULT_LANG && LANGUAGES.includes(lang)
    ? { english: `${match[1]}.json`, lang }
    : undefined;
}

/** "data/pages.json" -> "data/pages.es.json": the file of an English file's words in `lang`. */
export const translationFile = (english: string, lang: Lang): string => english.replace(/\.json$/, `.${lang}.json`);

/**
 * The words a request in each language needs, by English file: its e-mails (the confirmation, the status updates) and
 * the pages that answer a plain form (received, refused). The server lays them over the English.
 */
export const NEEDED_WORDS: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  "data/pages.json": [["contact", "confirmation"], ["contact", "refusal"], ["thankYou"], ["status"]],
  "data/pricing.json": [["estimateNote"]],
  "data/site.json": [["replyTime"]],
};

/**
 * The fields of an item that has its own page in a language (a `slug` in the translation: a service's /es/<slug>/),
 * by English file and list: the page shows them all, so each one the English item has must be translated.
 */
export const PAGE_WORDS: Readonly<Record<string, { list: string; fields: readonly string[] }>> = {
  "data/services.json": {
    list: "services",
    // Not its own title: a title is a length's way out, in each language apart (title-check.ts).
    fields: ["label", "summary", "intro", "turnaround", "whatWeDo", "faqs", "imageAlt"],
  },
};

/** What a schema asks of its whole file, dropped: a translation may leave any field out (it stays English). */
const WHOLE_FILE_RULES = ["required", "minItems", "dependencies", "dependentRequired", "if", "then", "else", "$id"];

/** The English file's schema as a translation is read: its types, forms and lengths, nothing required. */
export function translationSchema(schema: object, lang: Lang): object {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node as Record<string, unknown>)
        .filter(([key]) => !WHOLE_FILE_RULES.includes(key))
        .map(([key, value]) => [
          key,
          key === "properties" || key === "definitions" ? mapValues(value, strip) : strip(value),
        ]),
    );
  };
  const title = (schema as JsonSchema).title;
  return {
    ...(strip(schema) as object),
    ...(typeof title === "string" && { title: `${title} (${LANGUAGE_NAMES[lang]})` }),
    [TRANSLATION_MARK]: lang,
  };
}
export const TRANSLATION_MARK = "x-translation";
/** A schema's mark on a field only a translation has (a service's `slug`): no field of the English file. */
export const TRANSLATION_ONLY_MARK = "x-translation-only";

/** The files with each translation's schema made translationSchema (once): how every check reads them. */
export const withTranslationSchemas = <T extends Read>(files: readonly T[]): T[] =>
  files.map((read) => {
    const translation = translationOf(read.file);
    return translation && !(TRANSLATION_MARK in read.schema)
      ? { ...read, schema: translationSchema(read.schema, translation.lang) }
      : read;
  });
const mapValues = (value: unknown, f: (v: unknown) => unknown) =>
  value && typeof value === "object"
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, f(v)]))
    : value;

type Read = { file: string; data: unknown; schema: object };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
/** Words to translate: a letter outside the {tokens} (a value of tokens, digits or signs only is the same in both). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

const isTranslationOnly = (key: string) => (TRANSLATION_ONLY as readonly string[]).includes(key);

/** Each word of a translation compared with the English at its place: copied, not words, or nothing to translate. */
function compare(read: Read, language: string, es: unknown, en: unknown, parts: PathPart[], problems: string[]) {
  const say = (says: string) => problems.push(problemAt(read, parts, says));
  if (typeof es === "string") {
    if (typeof en !== "string") say(`has no English words to translate: remove it from the ${language} file`);
    else if (es === en && hasWords(en))
      say(`is the English words unchanged: write them in ${language}, or remove the field to keep the English`);
    return;
  }
  if (typeof es === "number" || typeof es === "boolean") {
    say(`is not words: it is kept in the English file only; remove it from the ${language} file`);
    return;
  }
  if (Array.isArray(es)) {
    const english = Array.isArray(en) ? en : [];
    // A list of phrases (a repair's symptoms) is replaced whole: it may say more, or less, than the English one; only a
    // phrase copied from it is wrong.
    if (english.length && english.every((item) => typeof item === "string")) {
      es.forEach((item, i) => {
        if (typeof item === "string" && english.includes(item) && hasWords(item))
          problems.push(problemAt(read, [...parts, i], `is the English words unchanged: write them in ${language}`));
      });
      return;
    }
    const keyed = english.length > 0 && english.every((item) => keyOf(item) !== undefined);
    es.forEach((item, i) => {
      if (!keyed) return compare(read, language, item, english[i], [...parts, i], problems);
      const match = english.find((e) => keyOf(e) === keyOf(item));
      if (!match)
        return void problems.push(
          problemAt(read, [...parts, i], `names "${keyOf(item) ?? ""}", which the English file has not: check it`),
        );
      for (const [key, value] of Object.entries(item as Record<string, unknown>))
        if (!(ITEM_KEYS as readonly string[]).includes(key) && !isTranslationOnly(key))
          compare(read, language, value, (match as Record<string, unknown>)[key], [...parts, i, key], problems);
    });
    return;
  }
  if (isRecord(es))
    for (const [key, value] of Object.entries(es))
      if (key !== "$schema" && !isTranslationOnly(key))
        compare(read, language, value, isRecord(en) ? en[key] : undefined, [...parts, key], problems);
}

/** The English strings under `parts` of `value`, with their paths; "*" stands for every item of a list. */
function stringsUnder(value: unknown, parts: readonly PathPart[], done: PathPart[] = []): Array<PathPart[]> {
  if (parts.length) {
    const [part, ...rest] = parts;
    if (part === "*")
      return Array.isArray(value) ? value.flatMap((item, i) => stringsUnder(item, rest, [...done, i])) : [];
    return value && typeof value === "object"
      ? stringsUnder((value as Record<string, unknown>)[part], rest, [...done, part])
      : [];
  }
  if (typeof value === "string") return [done];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsUnder(item, [], [...done, i]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => stringsUnder(item, [], [...done, key]));
  return [];
}

/** The items of `list` in `read` that name an address of their own (a `slug`), with their places. */
function addressesIn(read: Read, list: string): Array<{ parts: PathPart[]; key: string; slug: string; item: unknown }> {
  const items = isRecord(read.data) && Array.isArray(read.data[list]) ? read.data[list] : [];
  return items.flatMap((item: unknown, i: number) =>
    isRecord(item) && typeof item.slug === "string"
      ? [{ parts: [list, i, "slug"] as PathPart[], key: keyOf(item) ?? "", slug: item.slug, item }]
      : [],
  );
}

/**
 * A translated item with its own page (a `slug`): each of its page's words (PAGE_WORDS) the English item has must be
 * in the translation, and its address must be its own (not another item's, not a fixed page's).
 */
function pageProblems(read: Read, english: Read, lang: Lang): string[] {
  const words = PAGE_WORDS[english.file];
  if (!words) return [];
  const problems: string[] = [];
  const language = LANGUAGE_NAMES[lang];
  const englishItems =
    isRecord(english.data) && Array.isArray(english.data[words.list]) ? english.data[words.list] : [];
  const taken = new Map<string, string>(
    Object.entries(SPANISH_PATHS).map(([englishPath, path]) => [path, `the page of ${englishPath}`]),
  );
  for (const { parts, key, slug, item } of addressesIn(read, words.list)) {
    const path = slugPath(lang, slug);
    const other = taken.get(path);
    if (other) problems.push(problemAt(read, parts, `gives ${path}, which is already ${other}: choose another`));
    taken.set(path, `the page of ${key}`);
    const match = (englishItems as unknown[]).find((entry) => keyOf(entry) === key);
    if (!isRecord(match)) continue;
    const place = parts.slice(0, -1);
    for (const field of words.fields) {
      if (match[field] === undefined) continue;
      const mine = (item as Record<string, unknown>)[field];
      const missing = stringsUnder(match[field], []).filter(
        (sub) => typeof counterpart(mine, match[field], sub) !== "string",
      );
      if (missing.length)
        problems.push(
          problemAt(
            read,
            [...place, field],
            `has no ${language} words${mine === undefined ? "" : ` (${missing.length} of them)`}: the ${language} page ${path} shows it; write it, or remove the slug until the page is translated`,
          ),
        );
    }
  }
  return problems;
}

/**
 * A device family's Spanish address (`slug` of pricing-families/<id>.<lang>.json, its price pages under the Spanish
 * hub): in its translation only, and its own.
 */
function familySlugProblems(files: readonly Read[]): string[] {
  const problems: string[] = [];
  const taken = new Map<string, string>();
  for (const read of files) {
    const slug = isRecord(read.data) ? read.data.slug : undefined;
    if (!read.file.startsWith(`${PRICING_FAMILIES_DIR}/`) || typeof slug !== "string") continue;
    const translation = translationOf(read.file);
    if (!translation) {
      problems.push(
        problemAt(
          read,
          ["slug"],
          "is the address of a page in another language: it belongs in that language's words (the CMS's Spanish column), not here",
        ),
      );
      continue;
    }
    const path = `${pathIn("/pricing/", translation.lang)}${slug}/`;
    const other = taken.get(path);
    if (other) problems.push(problemAt(read, ["slug"], `gives ${path}, which ${other} already has: choose another`));
    taken.set(path, translation.english);
  }
  return problems;
}

/**
 * The value of the translation at the place of the English's `parts`: an item of a keyed list is the one with the same
 * key, wherever it is in the translation's list. Undefined where the translation has none.
 */
function counterpart(es: unknown, en: unknown, parts: readonly PathPart[]): unknown {
  let [mine, theirs] = [es, en];
  for (const part of parts) {
    if (typeof part === "number" && Array.isArray(mine) && Array.isArray(theirs)) {
      const key = keyOf(theirs[part]);
      mine = key === undefined ? mine[part] : mine.find((item) => keyOf(item) === key);
    } else mine = isRecord(mine) ? mine[part] : undefined;
    theirs = theirs && typeof theirs === "object" ? (theirs as Record<string | number, unknown>)[part] : undefined;
  }
  return mine;
}

/**
 * The problems of the translations among `files` (read with translationSchema): a translation of no English file, its
 * words copied or not words, and the words the visitor's e-mails need (NEEDED_WORDS) missing in a language.
 */
export function translationProblems(files: readonly Read[]): string[] {
  const problems: string[] = [];
  const byFile = new Map(files.map((read) => [read.file, read]));
  for (const read of files) {
    const translation = translationOf(read.file);
    if (!translation) continue;
    const english = byFile.get(translation.english);
    if (!english) {
      problems.push(
        problemAt(read, [], `translates ${translation.english}, which does not exist: rename or remove it`),
      );
      continue;
    }
    compare(read, LANGUAGE_NAMES[translation.lang], read.data, english.data, [], problems);
    problems.push(...pageProblems(read, english, translation.lang));
  }
  for (const read of files)
    if (!translationOf(read.file) && PAGE_WORDS[read.file])
      problems.push(
        ...addressesIn(read, PAGE_WORDS[read.file].list).map(({ parts }) =>
          problemAt(
            read,
            parts,
            "is the address of a page in another language: it belongs in that language's words (the CMS's Spanish column), not here",
          ),
        ),
      );
  problems.push(...familySlugProblems(files));
  for (const lang of LANGUAGES.filter((l) => l !== DEFAULT_LANG))
    for (const [file, paths] of Object.entries(NEEDED_WORDS)) {
      const english = byFile.get(file);
      if (!english) continue;
      const name = file.replace(/\.json$/, `.${lang}.json`);
      const read = byFile.get(name) ?? { file: name, data: undefined, schema: translationSchema(english.schema, lang) };
      for (const path of paths)
        for (const parts of stringsUnder(english.data, path))
          if (typeof counterpart(read.data, english.data, parts) !== "string")
            problems.push(
              // Named as the English file names the place: the translation may not have the item at all.
              problemAt(
                { ...read, data: english.data },
                parts,
                `has no ${LANGUAGE_NAMES[lang]} words yet: a request in ${LANGUAGE_NAMES[lang]} needs them (its e-mails and pages)`,
              ),
            );
    }
  return problems;
}
