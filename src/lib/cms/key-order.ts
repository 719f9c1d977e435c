import type { CmsConfig, CmsField, CmsSources } from "./config";

/** Property names in order, by path ("" the top, "services[]" the items of services, "services[].faqs[]" ...). */
export type KeyOrder = Record<string, string[]>;

/** The order of the fields of a form, which is the order of the schema's properties. */
export function keyOrder(fields: readonly CmsField[], path = "", out: KeyOrder = {}): KeyOrder {
  out[path] = fields.map((field) => field.name);
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === "object" && field.fields) keyOrder(field.fields, at, out);
    if (field.widget === "list" && field.fields) keyOrder(field.fields, `${at}[]`, out);
  }
  return out;
}

/**
 * The keys a file may leave out, by path as for keyOrder: fields the form does not require, except those that
 * default to "" (the schema requires the key and accepts it empty) and lists (an empty list is a value).
 */
export function optionalKeys(fields: readonly CmsField[], path = "", out: KeyOrder = {}): KeyOrder {
  const optional = fields
    .filter((field) => field.required === false && field.default === undefined && field.widget !== "list")
    .filter((field) => !(field.widget === "select" && field.multiple))
    .map((field) => field.name);
  if (optional.length) out[path] = optional;
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === "object" && field.fields) optionalKeys(field.fields, at, out);
    if (field.widget === "list" && field.fields) optionalKeys(field.fields, `${at}[]`, out);
  }
  return out;
}

/** The schema a folder collection's entries name: the default of its hidden "$schema" field (its file name). */
export const folderSchema = (fields: readonly CmsField[]): string =>
  String(fields.find((field) => field.name === "$schema")?.default ?? "")
    .split("/")
    .pop()!;

/** What the browser's format needs per schema (schema file name -> key order and optional keys). */
export type DataLayouts = { orders: Record<string, KeyOrder>; optional: Record<string, KeyOrder> };

/** The key order and optional keys of every schema, from the generated configuration. */
export function dataLayouts(config: CmsConfig, sources: Pick<CmsSources, "files">): DataLayouts {
  const layouts: DataLayouts = { orders: {}, optional: {} };
  const add = (schema: string, fields: readonly CmsField[]) => {
    if (layouts.orders[schema]) return;
    layouts.orders[schema] = keyOrder(fields);
    layouts.optional[schema] = optionalKeys(fields);
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
