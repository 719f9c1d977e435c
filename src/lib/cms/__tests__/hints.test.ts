import path from "node:path";
import type { CmsCollection, CmsField } from "../config";
import { cmsConfigFromDisk } from "../write-config";

// The hint under a field of the CMS form (the schema's "description") and a collection's description are read by the
// shop's editors: they say what the field does on the site in plain words, not where the data lives or how the
// schema is written.

const root = path.resolve(__dirname, "../../../..");

/** What an editor's hint must not say, each with why. */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/\b[\w-]+\.json\b/i, "names a file"],
  [/data\//i, "names a folder of data"],
  [/schema/i, 'says "schema"'],
  [/YYYY/i, "writes a date format"],
  [/\bids\b|\bid of\b/i, 'speaks of "ids"'],
  [/sitemap/i, 'says "sitemap"'],
  [/\b(true|false)\b/i, 'says "true" or "false"'],
];

/** Why a hint is not for an editor: one reason per rule it breaks, none when it is fine. */
const problemsOf = (text: string): string[] => RULES.filter(([rule]) => rule.test(text)).map(([, why]) => why);

type Text = { where: string; field: string; text: string };

/** Every hint of a field and of the fields in it, at any depth: "locations.image", "services.related[]". */
function hintsAt(field: CmsField, where: string, at: string): Text[] {
  return [
    ...(field.hint ? [{ where, field: at, text: field.hint }] : []),
    ...(field.fields ?? []).flatMap((inner) => hintsAt(inner, where, `${at}.${inner.name}`)),
    // A list of single values: its item's field.
    ...(field.field ? hintsAt(field.field, where, `${at}[]`) : []),
  ];
}

const hintsOf = (fields: readonly CmsField[], where: string): Text[] =>
  fields.flatMap((field) => hintsAt(field, where, field.name));

/** Every text of the configuration an editor reads: the collections' descriptions and every field's hint. */
function textsOf(collections: readonly CmsCollection[]): Text[] {
  return collections.flatMap((collection) => [
    ...(collection.description
      ? [{ where: collection.name, field: "(collection description)", text: collection.description }]
      : []),
    ...("files" in collection
      ? collection.files.flatMap((entry) => hintsOf(entry.fields, `${collection.name}/${entry.name}`))
      : hintsOf(collection.fields, collection.name)),
  ]);
}

/** One line per text that breaks a rule: where it is, the field, why, and the text. */
const offending = (texts: readonly Text[]): string[] =>
  texts.flatMap(({ where, field, text }) => {
    const why = problemsOf(text);
    return why.length ? [`${where} → ${field}: ${why.join(", ")}: "${text}"`] : [];
  });

describe("the hints the CMS shows the shop's editors", () => {
  const texts = textsOf(cmsConfigFromDisk({}, root).collections);

  it("reads the hints of every form, nested ones included", () => {
    expect(texts.length).toBeGreaterThan(150);
    // A list item's hint and an object's inner hints are reached (a price row's switch, a closure's time).
    expect(texts.some((t) => /^brands\.models\.prices\.offered$/.test(t.field))).toBe(true);
    expect(texts.some((t) => t.field === "specialHours.opens")).toBe(true);
  });

  it("name no file, folder, schema, date format, ids, sitemap or true/false", () => {
    expect(offending(texts).join("\n")).toBe("");
  });

  it.each([
    ["Id of the menu group in navigation.json.", ["names a file", 'speaks of "ids"']],
    ["A JPG in data/images.", ["names a folder of data"]],
    ["Publication date YYYY-MM-DD.", ["writes a date format"]],
    ["The shops it applies to (ids).", ['speaks of "ids"']],
    ["sales: things we sell (sitemap 0.7 weekly).", ['says "sitemap"']],
    ["false: not offered. Left out, it is true.", ['says "true" or "false"']],
    ["As the schema says.", ['says "schema"']],
  ])("flags a developer's hint: %s", (hint, why) => {
    expect(problemsOf(hint)).toEqual(why);
  });

  it("lets an editor's hint through", () => {
    expect(problemsOf("Which menu group lists this service, e.g. Repair & Maintenance.")).toEqual([]);
    expect(problemsOf("Off when this model does not get this repair.")).toEqual([]);
    expect(problemsOf("The name of the blog's list pages 2, 3 and on, on the site map page.")).toEqual([]);
  });
});
