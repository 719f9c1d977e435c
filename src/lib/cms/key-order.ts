import type { CmsConfig, CmsField, CmsSources } from "./config";

/** Property names in order, by path ("" the top, "services[]" the items of services, "services[].faqs[]" ...). */
export type KeyOrder = Record<string, string[]>;
/** Keys and a value for each, by path as for KeyOrder. */
export type KeyValues = Record<string, Record<string, unknown>>;

/** Calls `visit` with each level of fields and its path, through objects and lists of objects. */
function eachLevel(fields: readonly CmsField[], visit: (fields: readonly CmsField[], path: string) => void, path = "") {
  visit(fields, path);
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === "object" && field.fields) eachLevel(field.fields, visit, at);
    if (field.widget === "list" && field.fields) eachLevel(field.fields, visit, `${at}[]`);
  }
}

/** The order of the fields of a form, which is the order of the schema's properties. */
export function keyOrder(fields: readonly CmsField[]): KeyOrder {
  const out: KeyOrder = {};
  eachLevel(fields, (level, path) => (out[path] = level.map((field) => field.name)));
  return out;
}

/**
 * The keys a file may leave out, by path as for keyOrder: fields the form does not require, except those with a
 * default (a required key the schema accepts empty, "", a required list, [], and a switch whose absence means its
 * default). An empty list is a value and is kept; a cleared choice of several (null) is left out.
 */
export function optionalKeys(fields: readonly CmsField[]): KeyOrder {
  const out: KeyOrder = {};
  eachLevel(fields, (level, path) => {
    const optional = level.filter((f) => f.required === false && f.default === undefined).map((f) => f.name);
    if (optional.length) out[path] = optional;
  });
  return out;
}

/**
 * The values data-format.cjs fills in where a key is missing or null, by path: a required list ([]: Decap sets a
 * cleared choice of several to null, and a file that lost the key gets it back) and a switch with a default (an absent
 * "offered" is true, and the form's switch shows it on).
 */
export function defaultKeys(fields: readonly CmsField[]): KeyValues {
  const out: KeyValues = {};
  eachLevel(fields, (level, path) => {
    const defaults = level.filter((f) => Array.isArray(f.default) || typeof f.default === "boolean");
    if (defaults.length) out[path] = Object.fromEntries(defaults.map((f) => [f.name, f.default]));
  });
  return out;
}

/**
 * The keys a file leaves out when they hold their default, by path: switches the schema does not require and gives a
 * default. "offered" is written only when false, so the file keeps its one meaning for true (no key) and a save that
 * did not change a row does not change its line.
 */
export function impliedKeys(fields: readonly CmsField[]): KeyValues {
  const out: KeyValues = {};
  eachLevel(fields, (level, path) => {
    const implied = level.filter((f) => f.widget === "boolean" && f.required === false && f.default !== undefined);
    if (implied.length) out[path] = Object.fromEntries(implied.map((f) => [f.name, f.default]));
  });
  return out;
}

/** The schema a folder collection's entries name: the default of its hidden "$schema" field (its file name). */
export const folderSchema = (fields: readonly CmsField[]): string =>
  String(fields.find((field) => field.name === "$schema")?.default ?? "")
    .split("/")
    .pop()!;

/**
 * Lists of dated entries kept in date order when the CMS saves, by schema and path: a closure added at the end of the
 * list (after next year's Christmas) takes its place among the others.
 */
export const DATE_ORDER: Record<string, Record<string, string>> = {
  "site.schema.json": { specialHours: "date" },
};

/** What the browser's format needs to read and write the files of one schema (data-format.cjs). */
export type DataLayout = {
  order: KeyOrder;
  optional: KeyOrder;
  defaults: KeyValues;
  implied: KeyValues;
  sorted?: Record<string, string>;
  /** The keys a translation of the file keeps, by path: the fields of its form's Spanish column (wordKeys). */
  words?: KeyOrder;
};

/**
 * The keys of a form's Spanish column (Decap's i18n: the fields marked `i18n`), by path as for keyOrder: all a
 * translation of its file holds. Undefined for a form without one.
 */
export function wordKeys(fields: readonly CmsField[]): KeyOrder | undefined {
  const out: KeyOrder = {};
  const visit = (level: readonly CmsField[], path: string) => {
    const words = level.filter((field) => field.i18n);
    if (!words.length) return;
    out[path] = words.map((field) => field.name);
    for (const field of words) {
      const at = path ? `${path}.${field.name}` : field.name;
      if (field.widget === "object" && field.fields) visit(field.fields, at);
      if (field.widget === "list" && field.fields) visit(field.fields, `${at}[]`);
    }
  };
  visit(fields, "");
  return Object.keys(out).length ? out : undefined;
}
/** The layout of every schema, by schema file name. */
export type DataLayouts = Record<string, DataLayout>;

/** The layout of every schema, from the generated configuration (the first form of a schema; all read it alike). */
export function dataLayouts(config: CmsConfig, sources: Pick<CmsSources, "files">): DataLayouts {
  const layouts: DataLayouts = {};
  const add = (schema: string, fields: readonly CmsField[]) => {
    if (layouts[schema]) return;
    const words = wordKeys(fields);
    layouts[schema] = {
      order: keyOrder(fields),
      optional: optionalKeys(fields),
      defaults: defaultKeys(fields),
      implied: impliedKeys(fields),
      ...(DATE_ORDER[schema] ? { sorted: DATE_ORDER[schema] } : {}),
      ...(words && { words }),
    };
  };
  for (const collection of config.collections) {
    if ("files" in collection)
      for (const entry of collection.files) {
        const schema = sources.files.find((f) => f.file === entry.file)?.schema;
        if (schema) add(schema, entry.fields);
      }
    else add(folderSchema(collection.fields), collection.fields);
  }
  return layouts;
}
