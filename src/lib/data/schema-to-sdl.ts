/**
 * Turns the editors' JSON Schemas (data/schemas) into GraphQL type definitions,
 * so the schema files are the one description of the data and the GraphQL
 * types can never drift from what the build validates.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  enum?: unknown[];
  definitions?: Record<string, JsonSchema>;
  /** A GraphQL type written as is, e.g. "File @fileByRelativePath". */
  "x-graphql"?: string;
  [key: string]: unknown;
};

const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

export type SdlOptions = {
  /** Extra fields written into the root type, e.g. { order: "Int!" }. */
  extraFields?: Record<string, string>;
  /** Interfaces the root type implements (Node for node types). */
  node?: boolean;
};

export function schemaToSdl(rootName: string, root: JsonSchema, options: SdlOptions = {}): string {
  const types = new Map<string, string>();
  const definitions = root.definitions ?? {};

  const resolve = (schema: JsonSchema): { schema: JsonSchema; name?: string } => {
    if (schema.$ref) {
      const match = /^#\/definitions\/(.+)$/.exec(schema.$ref);
      if (!match || !definitions[match[1]]) throw new Error(`Unsupported $ref ${schema.$ref}`);
      return { schema: definitions[match[1]], name: rootName + pascal(match[1]) };
    }
    return { schema };
  };

  const typeOf = (input: JsonSchema, suggestedName: string): string => {
    const { schema, name } = resolve(input);
    if (schema["x-graphql"]) return schema["x-graphql"];
    if (schema.enum) return "String";
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case "string":
        return "String";
      case "integer":
        return "Int";
      case "number":
        return "Float";
      case "boolean":
        return "Boolean";
      case "array":
        if (!schema.items) throw new Error(`${suggestedName}: array without items`);
        return `[${typeOf(schema.items, suggestedName)}!]`;
      case "object":
        return objectType(schema, name ?? suggestedName);
      default:
        throw new Error(`${suggestedName}: cannot map JSON Schema type ${String(type)}`);
    }
  };

  const objectType = (schema: JsonSchema, name: string, extra: Record<string, string> = {}): string => {
    if (types.has(name)) return name;
    types.set(name, ""); // reserve the name for self references
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {})
      .filter(([key]) => /^[_a-zA-Z][_a-zA-Z0-9]*$/.test(key))
      .map(([key, child]) => {
        // A directive ("File @fileByRelativePath") follows the non-null mark.
        const [type, ...directives] = typeOf(child, name + pascal(key)).split(" @");
        return `  ${key}: ${type}${required.has(key) ? "!" : ""}${directives.map((d) => ` @${d}`).join("")}`;
      });
    for (const [key, type] of Object.entries(extra)) fields.push(`  ${key}: ${type}`);
    const head = name === rootName && options.node ? `type ${name} implements Node @dontInfer` : `type ${name}`;
    types.set(name, `${head} {\n${fields.join("\n")}\n}`);
    return name;
  };

  objectType(root, rootName, options.extraFields);
  return [...types.values()].join("\n\n");
}
