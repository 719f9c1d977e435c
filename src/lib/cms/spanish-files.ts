import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../domain/language";
import { translationFile, translationOf } from "../data/translations";

// The CMS's two columns of a file (Decap's i18n) over the two files the site has. Decap keeps a file collection's
// languages in one file, { "en": {...}, "es": {...} } (its `single_file` structure, the only one it allows a file
// collection); the site keeps data/<name>.json and its Spanish words in data/<name>.es.json (docs/spanish.md). Every
// backend the CMS may use (decap-server's for `npm run cms`, git-gateway's on the deploy) is wrapped here: a read of a
// translated file joins its two files into Decap's one, a save splits Decap's one into its two, each written by the data
// format (admin.ts INIT_JS), and a change waiting in the editorial workflow is shown as one entry with both files.

/** The texts of one entry's languages, each as its own file holds it (JSON text), the English always there. */
export type LanguageTexts = { [DEFAULT_LANG]: string } & Partial<Record<Lang, string>>;

const OTHERS = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

/** Decap's one file of an entry's languages, { en: {...}, es: {...} }, from each language's file text. */
export const joinTexts = (texts: LanguageTexts): string =>
  JSON.stringify(
    Object.fromEntries(LANGUAGES.flatMap((lang) => (texts[lang] ? [[lang, JSON.parse(texts[lang])]] : []))),
  );

/**
 * Each language's file text from the text Decap saves (admin.ts INIT_JS's toFile writes { en: "<text>", es: "<text>" },
 * each already as its file is written). A language without words (no Spanish file, nothing typed) has no text.
 */
export function splitText(raw: string): LanguageTexts {
  const parsed = JSON.parse(raw) as Partial<Record<Lang, unknown>>;
  const english = parsed[DEFAULT_LANG];
  if (typeof english !== "string") throw new Error(`Not the CMS's text of two languages: ${raw.slice(0, 80)}`);
  return Object.fromEntries(
    LANGUAGES.flatMap((lang) => (typeof parsed[lang] === "string" && parsed[lang] ? [[lang, parsed[lang]]] : [])),
  ) as LanguageTexts;
}

type Loaded = { file: { path: string; label?: string; [key: string]: unknown }; data: string };
type DataFile = { path: string; slug: string; raw: string; newPath?: string };
type Diff = { path: string; id: string; newFile: boolean };
/** The methods of a Decap backend that name data files (decap-cms-lib-util's Implementation), as far as used here. */
export type Backend = {
  getEntry(path: string): Promise<Loaded>;
  entriesByFiles(files: Array<{ path: string; label?: string }>): Promise<Loaded[]>;
  entriesByFolder?(folder: string, extension: string, depth: number): Promise<Loaded[]>;
  allEntriesByFolder?(folder: string, extension: string, depth: number, ...rest: unknown[]): Promise<Loaded[]>;
  persistEntry(entry: { dataFiles: DataFile[]; [key: string]: unknown }, options: unknown): Promise<unknown>;
  unpublishedEntry?(args: Record<string, unknown>): Promise<{ diffs: Diff[]; [key: string]: unknown }>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>;
};

/** A diff's id that stands for each language's file of a waiting change (its own id there, "" where unchanged). */
const PAIR = "qctr-languages:";

/**
 * The backend with each of `translated` (English files, data/<name>.json) read and written as Decap's one file of
 * both languages; every other file and method as they were.
 */
export function withLanguageFiles<T extends object>(backend: T, translated: ReadonlySet<string>): T {
  const inner = backend as unknown as Backend;
  const filesOf = (english: string): Array<[Lang, string]> => [
    [DEFAULT_LANG, english],
    ...OTHERS.map((lang): [Lang, string] => [lang, translationFile(english, lang)]),
  ];
  /** Each language's text of `english` from `read` (a language's missing file is no text). */
  const readAll = async (english: string, read: (path: string, lang: Lang) => Promise<string>) => {
    const texts = await Promise.all(
      filesOf(english).map(async ([lang, path]) => {
        if (lang === DEFAULT_LANG) return [lang, await read(path, lang)] as const;
        return [lang, await read(path, lang).catch(() => "")] as const;
      }),
    );
    return joinTexts(Object.fromEntries(texts.filter(([, text]) => text)) as LanguageTexts);
  };
  /** Decap's one file of `english`, whose text is read already, and of its other languages' files as they are. */
  const withTranslations = (english: string, text: string) =>
    readAll(english, async (file, lang) => (lang === DEFAULT_LANG ? text : (await inner.getEntry(file)).data));

  const wrapped: Partial<Backend> = {
    async getEntry(path) {
      if (!translated.has(path)) return inner.getEntry(path);
      const english = await inner.getEntry(path);
      return { ...english, data: await withTranslations(path, english.data) };
    },
    async entriesByFiles(files) {
      const entries = await inner.entriesByFiles(files);
      // The same list (Decap reads a cursor from it), each translated file's entry with both languages.
      for (const [i, entry] of entries.entries())
        if (translated.has(entry.file.path))
          entries[i] = { ...entry, data: await withTranslations(entry.file.path, entry.data) };
      return entries;
    },
    persistEntry(entry, options) {
      const dataFiles = entry.dataFiles.flatMap((dataFile) => {
        if (!translated.has(dataFile.path)) return [dataFile];
        const texts = splitText(dataFile.raw);
        return filesOf(dataFile.path).flatMap(([lang, path]) => {
          const raw = texts[lang];
          return raw ? [{ ...dataFile, path, raw, newPath: undefined }] : [];
        });
      });
      return inner.persistEntry({ ...entry, dataFiles }, options);
    },
  };
  // A folder's entries (the device families behind Quick add and Repair prices' list) without the Spanish words of
  // its files: they are a column of their English file's form, no entry of their own.
  const isWords = (path: string) => translated.has(translationOf(path)?.english ?? "");
  const withoutWords = (entries: Loaded[]) => {
    // The same list (Decap reads a cursor from it), its Spanish words' files taken out.
    for (let i = entries.length - 1; i >= 0; i--) if (isWords(entries[i].file.path)) entries.splice(i, 1);
    return entries;
  };
  if (inner.entriesByFolder) {
    const entriesByFolder = inner.entriesByFolder.bind(inner);
    wrapped.entriesByFolder = async (folder, extension, depth) =>
      withoutWords(await entriesByFolder(folder, extension, depth));
  }
  if (inner.allEntriesByFolder) {
    const allEntriesByFolder = inner.allEntriesByFolder.bind(inner);
    wrapped.allEntriesByFolder = async (folder, extension, depth, ...rest) =>
      withoutWords(await allEntriesByFolder(folder, extension, depth, ...rest));
  }
  if (inner.unpublishedEntry && inner.unpublishedEntryDataFile) {
    const unpublishedEntry = inner.unpublishedEntry.bind(inner);
    const dataFileOf = inner.unpublishedEntryDataFile.bind(inner);
    wrapped.unpublishedEntry = async (args) => {
      const entry = await unpublishedEntry(args);
      const diffs: Diff[] = [];
      for (const diff of entry.diffs) {
        const english = [...translated].find((file) => filesOf(file).some(([, path]) => path === diff.path));
        if (!english) {
          diffs.push(diff);
          continue;
        }
        if (diffs.some((d) => d.path === english)) continue;
        const ids = Object.fromEntries(
          filesOf(english).map(([lang, path]) => [lang, entry.diffs.find((d) => d.path === path)?.id ?? ""]),
        );
        const newFile = entry.diffs.find((d) => d.path === english)?.newFile ?? false;
        diffs.push({ path: english, id: `${PAIR}${JSON.stringify(ids)}`, newFile });
      }
      return { ...entry, diffs };
    };
    wrapped.unpublishedEntryDataFile = async (collection, slug, path, id) => {
      if (!id.startsWith(PAIR)) return dataFileOf(collection, slug, path, id);
      const ids = JSON.parse(id.slice(PAIR.length)) as Partial<Record<Lang, string>>;
      // A language's file the change left as it was is read as the site has it.
      return readAll(path, async (file, lang) =>
        ids[lang] ? dataFileOf(collection, slug, file, ids[lang]) : (await inner.getEntry(file)).data,
      );
    };
  }
  return new Proxy(backend, {
    get(target, property, receiver) {
      const own = wrapped[property as keyof Backend];
      if (own) return own;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The English files whose form has a Spanish column, from Decap's configuration (config.ts: a file's `i18n`). */
export const translatedFiles = (config: { collections?: readonly object[] }): Set<string> =>
  new Set(
    (config.collections ?? []).flatMap((collection) => {
      const files = (collection as { files?: ReadonlyArray<{ file: string; i18n?: unknown }> }).files ?? [];
      return files.filter((entry) => entry.i18n).map((entry) => entry.file);
    }),
  );
