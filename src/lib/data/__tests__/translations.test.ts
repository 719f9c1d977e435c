import path from "node:path";
import { checkFiles } from "../check-files";
import { loadDataFiles } from "../load";
import { NEEDED_WORDS, translationOf, translationProblems, withTranslationSchemas } from "../translations";
import type { DataFile } from "../validate";
import { ITEM_KEYS } from "../../../domain/translation";

// The build's checks of the Spanish files (data/<name>.es.json), stated over whatever data/ holds: each case changes
// one thing of a copy of the files as read.

const root = path.resolve(__dirname, "../../../..");
const { files } = loadDataFiles(root);
const TODAY = "2026-11-27";
const translations = files.filter((f) => translationOf(f.file));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** The files with `file`'s data changed by `change` (on a copy). */
const changed = (file: string, change: (data: Record<string, unknown>) => void): DataFile[] =>
  files.map((f) => {
    if (f.file !== file) return f;
    const data = clone(f.data) as Record<string, unknown>;
    change(data);
    return { ...f, data };
  });
const problemsOf = (read: DataFile[]) => checkFiles(read, TODAY).problems;
/** The first string of a translation and where it is. */
function firstString(value: unknown, parts: Array<string | number> = []): Array<string | number> | undefined {
  if (typeof value === "string") return parts;
  if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (key === "$schema" || (ITEM_KEYS as readonly string[]).includes(key)) continue;
      const found = firstString(item, [...parts, Array.isArray(value) ? Number(key) : key]);
      if (found) return found;
    }
  return undefined;
}
const set = (data: unknown, parts: ReadonlyArray<string | number>, value: unknown) => {
  const last = parts[parts.length - 1];
  const parent = parts.slice(0, -1).reduce<unknown>((node, part) => (node as never)[part], data);
  (parent as Record<string | number, unknown>)[last] = value;
};
const get = (data: unknown, parts: ReadonlyArray<string | number>) =>
  parts.reduce<unknown>((node, part) => (node as never)?.[part], data);

describe("the Spanish files", () => {
  it("name their English file and language; an English or unknown locale is no translation", () => {
    expect(translationOf("data/pages.es.json")).toEqual({ english: "data/pages.json", lang: "es" });
    expect(translationOf("data/pricing-families/phones.es.json")).toEqual({
      english: "data/pricing-families/phones.json",
      lang: "es",
    });
    for (const file of ["data/pages.json", "data/pages.en.json", "data/pages.fr.json", "data/blog/es.json"])
      expect([file, translationOf(file)]).toEqual([file, undefined]);
  });

  it("there is one for each file whose words the visitor's e-mails need, and the data as it is has no problem", () => {
    for (const english of Object.keys(NEEDED_WORDS))
      expect(translations.map((t) => t.file)).toContain(english.replace(/\.json$/, ".es.json"));
    expect(translationProblems(withTranslationSchemas(files))).toEqual([]);
    expect(problemsOf(files)).toEqual([]);
  });

  it.each(translations.map((t) => [t.file]))(
    "%s: a field copied from English unchanged stops the build, naming the file, the field and the language",
    (file) => {
      const read = files.find((f) => f.file === file)!;
      const english = files.find((f) => f.file === translationOf(file)!.english)!;
      const parts = firstString(read.data)!;
      const problems = problemsOf(changed(file, (data) => set(data, parts, get(english.data, parts))));
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `\\(Spanish\\).*is the English words unchanged: write them in Spanish.*\\n${file.replace(/\./g, "\\.")} at `,
          ),
        ),
      );
    },
  );

  it.each(translations.map((t) => [t.file]))("%s: a field left empty or made a number stops the build", (file) => {
    const parts = firstString(files.find((f) => f.file === file)!.data)!;
    expect(problemsOf(changed(file, (data) => set(data, parts, "")))).toEqual([
      // Empty, or under the English field's own least length.
      expect.stringMatching(/\(Spanish\).*(is empty: fill it in|is too short)/),
    ]);
    expect(problemsOf(changed(file, (data) => set(data, parts, 5)))).toEqual([expect.stringMatching(/must be text/)]);
  });

  it("a word the Spanish e-mails need, removed, stops the build; a field the English file has not too", () => {
    const [file, paths] = Object.entries(NEEDED_WORDS)[0];
    const spanish = file.replace(/\.json$/, ".es.json");
    const needed = firstString(get(files.find((f) => f.file === spanish)!.data, paths[0]), [...paths[0]])!;
    const problems = problemsOf(
      changed(spanish, (data) => {
        const parent = get(data, needed.slice(0, -1)) as Record<string, unknown>;
        delete parent[needed[needed.length - 1]];
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/has no Spanish words yet: a request in Spanish needs them \(its e-mails and pages\)/),
    ]);
    expect(problems[0]).toContain(`${spanish} at `);
  });

  it("a list's items are matched by their keys: one left out stays English, one of no English key stops the build", () => {
    const spanish = "data/services.es.json";
    if (!files.some((f) => f.file === spanish)) return;
    // A service added in English without its Spanish name is named in English in a Spanish e-mail: no problem.
    expect(problemsOf(changed(spanish, (data) => (data.services as unknown[]).shift()))).toEqual([]);
    const stray = problemsOf(
      changed(spanish, (data) => (data.services as unknown[]).push({ path: "/no-such-service/", label: "Nada" })),
    );
    expect(stray).toEqual([expect.stringMatching(/names "\/no-such-service\/", which the English file has not/)]);
    // Reordered, nothing changes.
    expect(problemsOf(changed(spanish, (data) => (data.services as unknown[]).reverse()))).toEqual([]);
  });

  it("a service with its Spanish slug (its Spanish page) needs every word of its page; its address is its own", () => {
    const spanish = "data/services.es.json";
    const english = (
      files.find((f) => f.file === "data/services.json")!.data as { services: Array<Record<string, unknown>> }
    ).services[0];
    const only = (fields: Record<string, unknown>) =>
      problemsOf(changed(spanish, (data) => void (data.services = [{ path: english.path, ...fields }])));
    // Its name only: each field its page shows is named, in the Spanish file, with the page it is for.
    const missing = only({ label: "Reparación de prueba", slug: "reparacion-de-prueba" });
    const needed = ["summary", "intro", "whatWeDo", "faqs"].filter((field) => english[field] !== undefined);
    expect(missing).toHaveLength(needed.length);
    for (const field of needed)
      expect(missing).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `has no Spanish words: the Spanish page /es/reparacion-de-prueba/ shows it.*\\n${spanish} at services\\[0\\]\\.${field}$`,
          ),
        ),
      );
    // Without its slug the same words are a translation of the service's name only: no page, no problem.
    expect(only({ label: "Reparación de prueba" })).toEqual([]);
    // Two services cannot share an address, nor take a fixed page's.
    const twice = problemsOf(
      changed(spanish, (data) => {
        const [a, b] = data.services as Array<Record<string, unknown>>;
        if (a && b) b.slug = a.slug;
      }),
    );
    const withSlugs = (files.find((f) => f.file === spanish)?.data as { services?: Array<{ slug?: string }> })
      ?.services;
    if (withSlugs?.[0]?.slug && withSlugs[1]?.slug)
      expect(twice).toEqual([expect.stringMatching(/gives \/es\/[a-z0-9-]+\/, which is already the page of \//)]);
    expect(
      problemsOf(
        changed(spanish, (data) => void ((data.services as Array<Record<string, unknown>>)[0].slug = "contacto")),
      ),
    ).toContainEqual(expect.stringMatching(/gives \/es\/contacto\/, which is already the page of \/contact\//));
    // An address in another language is the translation's: the English file refuses it.
    expect(
      problemsOf(
        changed("data/services.json", (data) => void ((data.services as Array<Record<string, unknown>>)[0].slug = "x")),
      ),
    ).toEqual([
      expect.stringMatching(
        /is the address of a page in another language[\s\S]*\ndata\/services\.json at services\[0\]\.slug$/,
      ),
    ]);
  });

  it("a device family's Spanish address (its slug) is in its Spanish words only, and its own", () => {
    const spanishFamilies = translations.filter((t) => t.file.startsWith("data/pricing-families/"));
    if (spanishFamilies.length < 2) return;
    const [first, second] = spanishFamilies;
    const taken = problemsOf(
      changed(second.file, (data) => void (data.slug = (first.data as { slug?: string }).slug ?? "x")),
    );
    expect(taken).toContainEqual(
      expect.stringMatching(/gives \/es\/[a-z]+\/[a-z0-9-]+\/, which data\/pricing-families\/.+ already has/),
    );
    const english = first.file.replace(/\.es\.json$/, ".json");
    expect(problemsOf(changed(english, (data) => void (data.slug = "celulares")))).toEqual([
      expect.stringMatching(new RegExp(`is the address of a page in another language[\\s\\S]*\\n${english} at slug$`)),
    ]);
  });

  it("a Spanish file of no English file, or without the file the e-mails need, stops the build", () => {
    const stray: DataFile = { file: "data/nothing.es.json", data: { greeting: "Hola" }, schema: {} };
    expect(problemsOf([...files, stray])).toEqual([
      expect.stringMatching(/translates data\/nothing\.json, which does not exist: rename or remove it/),
    ]);
    const spanish = Object.keys(NEEDED_WORDS)[0].replace(/\.json$/, ".es.json");
    const without = problemsOf(files.filter((f) => f.file !== spanish));
    expect(without.length).toBeGreaterThan(0);
    // Each names the file and the words it misses; the Spanish pages' titles, without it, are the English pattern's.
    expect(
      without.every(
        (p) =>
          (p.includes(`${spanish} at `) && p.includes("has no Spanish words yet")) ||
          /titles must fit in 60 characters[\s\S]*\ndata\/services\.es\.json at /.test(p),
      ),
    ).toBe(true);
  });
});
