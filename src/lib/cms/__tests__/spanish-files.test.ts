import fs from "node:fs";
import path from "node:path";
import { DATA_FORMAT } from "../config";
import { INIT_JS } from "../admin";
import { dataLayouts } from "../key-order";
import { joinTexts, splitText, translatedFiles, withLanguageFiles, type Backend } from "../spanish-files";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../write-config";
import { translationFile, translationOf } from "../../data/translations";

// A form's Spanish column is the Spanish file: every backend reads the two files as Decap's one file of both languages
// and writes that one back as the two. A fake backend over files in memory stands for decap-server and git-gateway.

const root = path.resolve(__dirname, "../../../..");
const SERVICES = "data/services.json";
const REVIEWS = "data/reviews.json";

type Stored = Record<string, string>;

/** A backend over `files`, with a waiting change (editorial workflow) holding `waiting`, by path. */
function fakeBackend(files: Stored, waiting: Stored = {}) {
  const saved: Array<{ path: string; raw: string }> = [];
  const missing = (file: string) => Promise.reject(new Error(`${file}: not found`));
  const backend = {
    name: "fake",
    isGitBackend: () => true,
    getEntry: (file: string) =>
      file in files ? Promise.resolve({ file: { path: file }, data: files[file] }) : missing(file),
    entriesByFiles: (list: Array<{ path: string; label?: string }>) =>
      Promise.resolve(list.map(({ path: file, label }) => ({ file: { path: file, label }, data: files[file] }))),
    persistEntry: (entry: { dataFiles: Array<{ path: string; raw: string }> }) => {
      saved.push(...entry.dataFiles.map(({ path: file, raw }) => ({ path: file, raw })));
      return Promise.resolve();
    },
    entriesByFolder: (folder: string) =>
      Promise.resolve(
        Object.keys(files)
          .filter((file) => path.posix.dirname(file) === folder)
          .map((file) => ({ file: { path: file }, data: files[file] })),
      ),
    unpublishedEntry: () =>
      Promise.resolve({
        slug: "services",
        collection: "data",
        diffs: Object.keys(waiting).map((file) => ({ path: file, id: `id-${file}`, newFile: false })),
      }),
    unpublishedEntryDataFile: (_collection: string, _slug: string, file: string, id: string) =>
      id === `id-${file}` ? Promise.resolve(waiting[file]) : missing(file),
  };
  return { backend, saved };
}

const english = '{\n  "$schema": "./schemas/services.schema.json",\n  "services": [{ "label": "TV Repair" }]\n}\n';
const spanish =
  '{\n  "$schema": "./schemas/services.schema.json",\n  "services": [{ "label": "Reparación de TV" }]\n}\n';
const reviews = '{\n  "$schema": "./schemas/reviews.schema.json",\n  "reviews": []\n}\n';
const files: Stored = { [SERVICES]: english, [translationFile(SERVICES, "es")]: spanish, [REVIEWS]: reviews };
const paired = new Set([SERVICES, REVIEWS]);

describe("a backend with a form's languages in their own files", () => {
  it("reads a file and its Spanish words as Decap's one file of both languages", async () => {
    const { backend } = fakeBackend(files);
    const loaded = await (withLanguageFiles(backend, paired) as unknown as Backend).getEntry(SERVICES);
    expect(loaded.file.path).toBe(SERVICES);
    expect(JSON.parse(loaded.data)).toEqual({ en: JSON.parse(english), es: JSON.parse(spanish) });
  });

  it("reads a file without Spanish words as its English alone, and any other file as it is", async () => {
    const { backend } = fakeBackend({ ...files, "data/documents/about.json": "{}" });
    const wrapped = withLanguageFiles(backend, paired) as unknown as Backend;
    expect(JSON.parse((await wrapped.getEntry(REVIEWS)).data)).toEqual({ en: JSON.parse(reviews) });
    expect((await wrapped.getEntry("data/documents/about.json")).data).toBe("{}");
    const listed = await wrapped.entriesByFiles([{ path: SERVICES, label: "Services" }, { path: REVIEWS }]);
    expect(listed.map((entry) => Object.keys(JSON.parse(entry.data)))).toEqual([["en", "es"], ["en"]]);
    expect(listed[0].file.label).toBe("Services");
  });

  it("writes Decap's one file as the two, each text as the data format made it; no Spanish file without words", async () => {
    const { backend, saved } = fakeBackend(files);
    const wrapped = withLanguageFiles(backend, paired) as unknown as Backend;
    const raw = JSON.stringify({ en: english, es: spanish });
    await wrapped.persistEntry({ dataFiles: [{ path: SERVICES, slug: "services", raw }] }, {});
    await wrapped.persistEntry(
      { dataFiles: [{ path: REVIEWS, slug: "reviews", raw: JSON.stringify({ en: reviews }) }] },
      {},
    );
    expect(saved).toEqual([
      { path: SERVICES, raw: english },
      { path: "data/services.es.json", raw: spanish },
      { path: REVIEWS, raw: reviews },
    ]);
  });

  it("shows a waiting change of either file as one entry of both, the unchanged file as the site has it", async () => {
    const changed = spanish.replace("Reparación de TV", "Reparación de televisores");
    const { backend } = fakeBackend(files, { "data/services.es.json": changed });
    const wrapped = withLanguageFiles(backend, paired) as unknown as Required<Backend>;
    const entry = await wrapped.unpublishedEntry({ collection: "data", slug: "services" });
    expect(entry.diffs).toHaveLength(1);
    expect(entry.diffs[0].path).toBe(SERVICES);
    const data = await wrapped.unpublishedEntryDataFile("data", "services", SERVICES, entry.diffs[0].id);
    expect(JSON.parse(data)).toEqual({ en: JSON.parse(english), es: JSON.parse(changed) });
  });

  it("lists a folder's entries without its Spanish words' files (a family's is no family)", async () => {
    const { backend } = fakeBackend(files);
    const wrapped = withLanguageFiles(backend, paired) as unknown as Required<Backend>;
    const listed = await wrapped.entriesByFolder("data", "json", 1);
    expect(listed.map((entry) => entry.file.path).sort()).toEqual([REVIEWS, SERVICES]);
  });

  it("leaves the backend's other methods and values as they were", () => {
    const { backend } = fakeBackend(files);
    const wrapped = withLanguageFiles(backend, paired);
    expect(wrapped.name).toBe("fake");
    expect(wrapped.isGitBackend()).toBe(true);
  });

  it("refuses to split a text that is not of both languages", () => {
    expect(() => splitText(english)).toThrow(/two languages/);
    expect(splitText(JSON.stringify({ en: english, es: "" }))).toEqual({ en: english });
    expect(JSON.parse(joinTexts({ en: english }))).toEqual({ en: JSON.parse(english) });
  });
});

describe("every file with a Spanish column, read and saved unchanged through the CMS's format", () => {
  const config = cmsConfigFromDisk({}, root);
  const sources = cmsSourcesFromDisk(root);
  const formats: Record<string, { fromFile(text: string): unknown; toFile(data: unknown): string }> = {};
  const CMS = {
    registerCustomFormat: (name: string, _extension: string, format: (typeof formats)[string]) =>
      (formats[name] = format),
    init: () => undefined,
  };
  const self = {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
    QctrDataFormat: require("../data-format.cjs") as unknown,
    QctrDataLayouts: dataLayouts(config, sources),
    QctrAdmin: { start: () => Promise.resolve() },
  };
  new Function("self", "CMS", INIT_JS)(self, CMS);
  const translated = [...translatedFiles(config)];

  it("names every file that has Spanish words, and no file in English only", () => {
    const withWords = sources.files.flatMap(({ file }) => translationOf(file)?.english ?? []);
    expect(translated).toEqual(expect.arrayContaining(withWords));
    expect(translated).not.toContain(REVIEWS);
  });

  it.each(translated)("%s: both files written back byte for byte", async (file) => {
    const stored: Stored = {};
    for (const name of [file, translationFile(file, "es")])
      if (fs.existsSync(path.join(root, name))) stored[name] = fs.readFileSync(path.join(root, name), "utf8");
    const { backend, saved } = fakeBackend(stored);
    const wrapped = withLanguageFiles(backend, new Set(translated)) as unknown as Backend;
    const data = formats[DATA_FORMAT].fromFile((await wrapped.getEntry(file)).data);
    await wrapped.persistEntry({ dataFiles: [{ path: file, slug: "x", raw: formats[DATA_FORMAT].toFile(data) }] }, {});
    expect(Object.fromEntries(saved.map(({ path: name, raw }) => [name, raw]))).toEqual(stored);
  });

  it("keeps only the words of the Spanish column: a value Decap gave a field hidden there is the English file's", () => {
    const stored = fs.readFileSync(path.join(root, "data/services.es.json"), "utf8");
    const es = JSON.parse(stored) as { services: Array<Record<string, unknown>> };
    const en = JSON.parse(fs.readFileSync(path.join(root, SERVICES), "utf8")) as typeof es;
    // What a hidden field's widget may write into the column's data as it mounts: its English value.
    const polluted = {
      ...es,
      services: es.services.map((item, i) => ({ ...item, kind: en.services[i].kind, visit: true })),
    };
    const text = formats[DATA_FORMAT].toFile({ en, es: polluted });
    expect(splitText(text).es).toBe(stored);
  });

  it("names the English file's schema in Spanish words started in the CMS", () => {
    const text = formats[DATA_FORMAT].toFile({
      en: JSON.parse(english),
      es: { services: [{ path: "/tv-repair/", label: "Reparación de TV" }] },
    });
    // As every Spanish file is written: the English file's layout (key order, a left-out list written []).
    expect(JSON.parse(splitText(text).es!)).toMatchObject({
      $schema: "./schemas/services.schema.json",
      services: [{ label: "Reparación de TV", path: "/tv-repair/" }],
    });
  });
});
