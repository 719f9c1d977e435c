import { pascal, walkSchema, type JsonSchema, type ScalarType, type SchemaVisitor } from "./schema-walk";

/**
 * Turns the editors' JSON Schemas (data/schemas) into GraphQL type definitions,
 * so the schema files are the one description of the data and the GraphQL
 * types can never drift from what the build validates. The schema is read by schema-walk.ts.
 */

// The type lives with the walker; the build and the CMS import it from here.
export type { JsonSchema } from "./schema-walk";

const SCALARS: Record<ScalarType, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" };
const GRAPHQL_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export type SdlOptions = {
  /** Extra fields written into the root type, e.g. { order: "Int!" }. */
  extraFields?: Record<string, string>;
  /** Interfaces the root type implements (Node for node types). */
  node?: boolean;
};

/** Where a schema is: the name its object type takes (its path), or the definition's type when it was referenced. */
type Place = { name: string; definition?: string };
const typeName = (place: Place) => place.definition ?? place.name;

export function schemaToSdl(rootName: string, root: JsonSchema, options: SdlOptions = {}): string {
  const types = new Map<string, string>();
  const walk = (schema: JsonSchema, place: Place): string => walkSchema(schema, root, visitor, place);

  const visitor: SchemaVisitor<string, Place> = {
    where: (place) => place.name,
    ref: (name, definition, place) => walk(definition, { name: place.name, definition: rootName + pascal(name) }),
    given: (schema) => schema["x-graphql"],
    enum: () => "String",
    scalar: (type) => SCALARS[type],
    array: (items) => `[${items}!]`,
    object: (fields, place) => {
      const name = typeName(place);
      if (types.has(name)) return name;
      types.set(name, ""); // reserve the name for self references
      const lines = fields
        .filter((field) => GRAPHQL_NAME.test(field.name))
        .map((field) => {
          // A directive ("File @fileByRelativePath") follows the non-null mark.
          const [type, ...directives] = field.type().split(" @");
          return `  ${field.name}: ${type}${field.required ? "!" : ""}${directives.map((d) => ` @${d}`).join("")}`;
        });
      if (name === rootName)
        for (const [key, type] of Object.entries(options.extraFields ?? {})) lines.push(`  ${key}: ${type}`);
      const head = name === rootName && options.node ? `type ${name} implements Node @dontInfer` : `type ${name}`;
      types.set(name, `${head} {\n${lines.join("\n")}\n}`);
      return name;
    },
    property: (place, key) => ({ name: typeName(place) + pascal(key) }),
    // An array's items take the array's name, not that of a definition it was referenced by.
    items: (place) => ({ name: place.name }),
  };

  walk(root, { name: rootName });
  if (!types.get(rootName)) throw new Error(`${rootName}: the root of a schema must be an object`);
  return [...types.values()].join("\n\n");
}
