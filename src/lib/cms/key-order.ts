import { BLOG, type CmsConfig, type CmsField, type CmsSources } from "./config";

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

/** The key order of every schema, from the generated configuration (schema file name -> order). */
export function keyOrdersBySchema(config: CmsConfig, sources: Pick<CmsSources, "files">): Record<string, KeyOrder> {
  const orders: Record<string, KeyOrder> = {};
  for (const collection of config.collections) {
    if ("files" in collection)
      for (const entry of collection.files) {
        const schema = sources.files.find((f) => f.file === entry.file)?.schema;
        if (schema && !orders[schema]) orders[schema] = keyOrder(entry.fields);
      }
    else orders[BLOG.schema] = keyOrder(collection.fields);
  }
  return orders;
}
