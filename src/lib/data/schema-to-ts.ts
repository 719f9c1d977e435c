import { pascal, typeOf, walkSchema, type JsonSchema, type SchemaVisitor } from "./schema-walk";

/**
 * Turns the editors' JSON Schemas (data/schemas) into the TypeScript types of the raw JSON,
 * written to src/domain/data-types.generated.ts, so the code reads the data by the same
 * description the build validates (as schema-to-sdl.ts does for GraphQL; both read the schema through schema-walk.ts).
 */

/** Each data file's schema and the name of its type. */
export const DATA_TYPES: ReadonlyArray<{ schema: string; name: string; file: string }> = [
  { schema: "site.schema.json", name: "BusinessData", file: "data/site.json" },
  { schema: "navigation.schema.json", name: "NavigationData", file: "data/navigation.json" },
  { schema: "services.schema.json", name: "ServicesData", file: "data/services.json" },
  { schema: "pages.schema.json", name: "PagesData", file: "data/pages.json" },
  { schema: "document.schema.json", name: "DocumentData", file: "data/documents/*.json" },
  { schema: "blog-post.schema.json", name: "BlogPostData", file: "data/blog/*.json" },
  { schema: "pricing.schema.json", name: "PricingIndexData", file: "data/pricing.json" },
  { schema: "pricing-family.schema.json", name: "PricingFamilyData", file: "data/pricing-families/*.json" },
  { schema: "reviews.schema.json", name: "ReviewsData", file: "data/reviews.json" },
  { schema: "search.schema.json", name: "SearchData", file: "data/search.json" },
];

const indent = (text: string) => text.replace(/\n/g, "\n  ");
const key = (name: string) => (/^[_a-zA-Z$][_a-zA-Z0-9$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The type declarations of one schema: the root type, and a named type for each object in
 * "definitions" (other definitions, such as a "text" string, are written in place).
 */
export function schemaToTs(rootName: string, root: JsonSchema): string {
  const named = new Map<string, string>();
  const order: string[] = [];
  // Where a schema is ("Site.locations[].hours"), for the walker's errors.
  const walk = (schema: JsonSchema, where: string): string => walkSchema(schema, root, visitor, where);

  const visitor: SchemaVisitor<string, string> = {
    where: (where) => where,
    ref: (name, definition, where) => {
      if (typeOf(definition) !== "object") return walk(definition, where);
      const type = pascal(name);
      if (!named.has(type)) {
        named.set(type, ""); // reserved first, for self references
        named.set(type, walk(definition, type));
        order.push(type);
      }
      return type;
    },
    enum: (values) => values.map((value) => JSON.stringify(value)).join(" | "),
    scalar: (type) => (type === "integer" ? "number" : type),
    array: (item) => (/[ |{]/.test(item) && !/^\{[\s\S]*\}$/.test(item) ? `Array<${item}>` : `${item}[]`),
    object: (fields) => {
      const lines = fields.map((field) => `${key(field.name)}${field.required ? "" : "?"}: ${field.type()};`);
      return lines.length ? `{\n  ${lines.map(indent).join("\n  ")}\n}` : "Record<string, never>";
    },
    property: (where, name) => `${where}.${name}`,
    items: (where) => `${where}[]`,
  };

  const rootType = walk(root, rootName);
  return [
    `/** ${String(root.title ?? rootName)} (data/schemas/${String(root.$id ?? "")}). */\nexport type ${rootName} = ${rootType};`,
    ...order.map((name) => `export type ${name} = ${named.get(name)};`),
  ].join("\n\n");
}

/** The whole of data-types.generated.ts, from a reader of data/schemas/<name>. */
export function dataTypesSource(readSchema: (name: string) => JsonSchema): string {
  const header = [
    "/*",
    " * The types of the raw JSON in data/, generated from data/schemas/*.json by",
    " * src/lib/data/schema-to-ts.ts. Do not edit: change the schema, then run `npm run data:types`",
    " * (src/lib/data/__tests__/types.test.ts fails while this file and the schemas differ).",
    " */",
  ].join("\n");
  return `${header}\n\n${DATA_TYPES.map(({ schema, name }) => schemaToTs(name, readSchema(schema))).join("\n\n")}\n`;
}
