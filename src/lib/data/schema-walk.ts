/**
 * The one reading of the editors' JSON Schemas (data/schemas) that the generators share: a reference to
 * "#/definitions/<name>", an enum, a type (the first of a list), an array's items, an object's properties and which
 * of them are required. schema-to-sdl.ts (GraphQL) and schema-to-ts.ts (TypeScript) only say what each kind is in
 * their language, so a schema feature the generators understand is read here, once.
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

export type ScalarType = "string" | "integer" | "number" | "boolean";

/** An object's property: its type is walked only when asked, so a generator can skip it or name its object first. */
export type SchemaField<T> = { name: string; required: boolean; type: () => T };

/**
 * What a generator makes of each kind of schema (T: its text), and the context it keeps while walking (C: where a
 * schema is, for its names and its errors).
 */
export type SchemaVisitor<T, C> = {
  /** Where a schema is, for the walker's errors. */
  where: (context: C) => string;
  /** A "#/definitions/<name>" reference: the generator walks the definition in place or names a type after it. */
  ref: (name: string, definition: JsonSchema, context: C) => T;
  /** A type the schema states by other means (GraphQL's "x-graphql"), taken before the rest when given. */
  given?: (schema: JsonSchema, context: C) => T | undefined;
  enum: (values: readonly unknown[], context: C) => T;
  scalar: (type: ScalarType, context: C) => T;
  array: (items: T, context: C) => T;
  object: (fields: ReadonlyArray<SchemaField<T>>, context: C) => T;
  /** The context of a property's schema and of an array's items. */
  property: (context: C, name: string) => C;
  items: (context: C) => C;
};

const SCALARS = new Set<string>(["string", "integer", "number", "boolean"]);

/** A schema's type: the first of a list (["string", "null"] is a string). */
export const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** "opening-hours" → "OpeningHours": the generators' names of types. */
export const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** Walks `schema` (a part of `root`, whose "definitions" its references name), asking `visitor` for each kind. */
export function walkSchema<T, C>(schema: JsonSchema, root: JsonSchema, visitor: SchemaVisitor<T, C>, context: C): T {
  const walk = (child: JsonSchema, childContext: C) => walkSchema(child, root, visitor, childContext);
  if (schema.$ref) {
    const match = /^#\/definitions\/(.+)$/.exec(schema.$ref);
    const definition = match && root.definitions?.[match[1]];
    if (!definition) throw new Error(`${visitor.where(context)}: unsupported $ref ${schema.$ref}`);
    return visitor.ref(match[1], definition, context);
  }
  const given = visitor.given?.(schema, context);
  if (given !== undefined) return given;
  if (schema.enum) return visitor.enum(schema.enum, context);
  const type = typeOf(schema);
  if (type && SCALARS.has(type)) return visitor.scalar(type as ScalarType, context);
  if (type === "array") {
    if (!schema.items) throw new Error(`${visitor.where(context)}: array without items`);
    return visitor.array(walk(schema.items, visitor.items(context)), context);
  }
  if (type === "object") {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, child]) => ({
      name,
      required: required.has(name),
      type: () => walk(child, visitor.property(context, name)),
    }));
    return visitor.object(fields, context);
  }
  throw new Error(`${visitor.where(context)}: cannot map JSON Schema type ${String(type)}`);
}
