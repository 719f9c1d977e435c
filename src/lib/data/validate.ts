import Ajv, { type ErrorObject } from "ajv";
import { placeOf, pointerParts, problemAt } from "./editor-words";
import { withTranslationSchemas } from "./translations";
import type { JsonSchema } from "./schema-walk";

/** One data file as the build reads it. */
export type DataFile = {
  /** Its path from the project root, e.g. data/services.json: a problem's second line, for a developer. */
  file: string;
  /** The parsed content, or undefined when the file could not be parsed. */
  data: unknown;
  /** The JSON Schema the file must match. */
  schema: object;
};

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
/** Compiled validators by schema text: a schema read again from disk is compiled once. */
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** A schema's `examples` that are strings: the expected form shown to an editor (the build's message, the CMS's hint). */
export const examplesOf = (schema: object | undefined): string[] => {
  const examples = (schema as { examples?: unknown } | undefined)?.examples;
  return Array.isArray(examples) ? examples.filter((e): e is string => typeof e === "string") : [];
};

const TYPE_WORDS: Record<string, string> = {
  number: "a number",
  integer: "a whole number",
  string: "text",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
};

/** The field an error is about, past the value it was found at: the missing field, the unknown one. */
const extraPart = (error: ErrorObject): string | undefined =>
  error.keyword === "required"
    ? (error.params as { missingProperty: string }).missingProperty
    : error.keyword === "additionalProperties"
      ? (error.params as { additionalProperty: string }).additionalProperty
      : error.keyword === "dependencies" || error.keyword === "dependentRequired"
        ? (error.params as { missingProperty: string }).missingProperty
        : undefined;

/** What is wrong and what to do, in words (ajv's own message only for a rule the data's schemas do not use). */
const messageOf = (error: ErrorObject, label: (name: string) => string): string => {
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case "required":
      return "is missing: fill it in";
    case "dependencies":
    case "dependentRequired": {
      const { property } = error.params as { property: string };
      return `is needed when "${label(property)}" is filled in: fill it in, or empty "${label(property)}"`;
    }
    case "additionalProperties":
      return "is not a field the site knows: check its spelling, or remove it";
    case "enum":
      return `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    case "type": {
      const type = String((error.params as { type: string }).type).split(",")[0];
      return `must be ${TYPE_WORDS[type] ?? type}`;
    }
    case "minLength":
      return limit === 1 ? "is empty: fill it in" : `is too short: write at least ${limit} characters`;
    case "maxLength":
      return `is too long: ${String(error.data).length} characters, at most ${limit}: shorten it`;
    case "minItems":
      return `needs at least ${limit} item${limit === 1 ? "" : "s"}: add ${limit === 1 ? "one" : "more"}`;
    case "maxItems":
      return `has more than ${limit} item${limit === 1 ? "" : "s"}: remove some`;
    case "minimum":
    case "exclusiveMinimum":
      return `is ${String(error.data)}: it must be ${error.keyword === "minimum" ? "at least" : "more than"} ${limit}`;
    case "maximum":
    case "exclusiveMaximum":
      return `is ${String(error.data)}: it must be ${error.keyword === "maximum" ? "at most" : "less than"} ${limit}`;
    case "uniqueItems":
      return "lists the same thing twice: remove the copy";
    case "format":
      return (error.params as { format: string }).format === "date"
        ? "must be a date, picked or written as 2026-12-24"
        : `has the wrong form (${error.message})`;
    case "pattern": {
      const parent = error.parentSchema as { description?: string; examples?: unknown } | undefined;
      const description = parent?.description;
      const examples = examplesOf(parent);
      // The schema's example, unless its description already shows it ("Written as (704) 555-0142.").
      const example =
        examples.length && !examples.some((e) => description?.includes(e)) ? `e.g. ${examples.join(" or ")}` : "";
      if (description) return `has the wrong form: ${description}${example ? ` (${example})` : ""}`;
      return example ? `has the wrong form, ${example}` : `has the wrong form (${error.message})`;
    }
    default:
      return error.message ?? "is not valid";
  }
};

/** Checks each file against its schema. Returns one problem each, in the editor's words (editor-words.ts). */
export function validateAgainstSchemas(files: DataFile[]): string[] {
  const problems: string[] = [];
  // A translation (data/<name>.es.json) is read by its English file's schema with nothing required.
  for (const { file, data, schema } of withTranslationSchemas(files)) {
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) {
      const id = (schema as { $id?: string }).$id;
      if (id) ajv.removeSchema(id); // an edited schema replaces the one compiled before
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    if (validate(data)) continue;
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      // "if/then" and "anyOf" wrappers repeat their children's errors.
      if (error.keyword === "if" || error.keyword === "anyOf" || error.keyword === "oneOf") continue;
      const at = pointerParts(error.instancePath);
      const extra = extraPart(error);
      const parts = extra === undefined ? at : [...at, extra];
      const label = (name: string) => placeOf(file, data, schema as JsonSchema, [...at, name]).field ?? name;
      const line = problemAt({ file, data, schema }, parts, messageOf(error, label));
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    }
  }
  return problems;
}

/** The parsed content of one data file, by its path from the project root. */
export function dataOf<T>(files: readonly DataFile[], file: string): T {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`${file} is missing`);
  return found.data as T;
}
