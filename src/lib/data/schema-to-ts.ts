import type { JsonSchema } from "./schema-to-sdl";

/**
 * Turns the editors' JSON Schemas (data/schemas) into the TypeScript types of the raw JSON,
 * written to types.generated.ts, so the build's helpers read the data by the same
 * description the build validates (as schema-to-sdl.ts does for GraphQL).
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
];

const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

const indent = (text: string) => text.replace(/\n/g, "\n  ");
const key = (name: string) => (/^[_a-zA-Z$][_a-zA-Z0-9$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The type declarations of one schema: the root type, and a named type for each object in
 * "definitions" (other definitions, such as a "text" string, are written in place).
 */
export function schemaToTs(rootName: string, root: JsonSchema): string {
  const definitions = root.definitions ?? {};
  const named = new Map<string, string>();
  const order: string[] = [];

  const typeOf = (schema: JsonSchema, where: string): string => {
    if (schema.$ref) {
      const match = /^#\/definitions\/(.+)$/.exec(schema.$ref);
      const target = match && definitions[match[1]];
      if (!target) throw new Error(`${where}: unsupported $ref ${schema.$ref}`);
      if (target.type !== "object") return typeOf(target, where);
      const name = pascal(match[1]);
      if (!named.has(name)) {
        named.set(name, ""); // reserved first, for self references
        named.set(name, typeOf(target, name));
        order.push(name);
      }
      return name;
    }
    if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case "string":
        return "string";
      case "integer":
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "array": {
        if (!schema.items) throw new Error(`${where}: array without items`);
        const item = typeOf(schema.items, `${where}[]`);
        return /[ |{]/.test(item) && !/^\{[\s\S]*\}$/.test(item) ? `Array<${item}>` : `${item}[]`;
      }
      case "object": {
        const required = new Set(schema.required ?? []);
        const fields = Object.entries(schema.properties ?? {}).map(
          ([name, child]) => `${key(name)}${required.has(name) ? "" : "?"}: ${typeOf(child, `${where}.${name}`)};`,
        );
        return fields.length ? `{\n  ${fields.map(indent).join("\n  ")}\n}` : "Record<string, never>";
      }
      default:
        throw new Error(`${where}: cannot map JSON Schema type ${String(type)}`);
    }
  };

  const rootType = typeOf(root, rootName);
  return [
    `/** ${String(root.title ?? rootName)} (data/schemas/${String(root.$id ?? "")}). */\nexport type ${rootName} = ${rootType};`,
    ...order.map((name) => `export type ${name} = ${named.get(name)};`),
  ].join("\n\n");
}

/** The whole of types.generated.ts (before Prettier), from a reader of data/schemas/<name>. */
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
