import type { JsonSchema } from "./schema-walk";
import { LANGUAGE_NAMES, type Lang } from "../../domain/language";

/**
 * The one place a data problem is put in an editor's words, for the build, `gatsby develop`'s overlay and the CMS's
 * check before a save (they all print the lines the checks return). A line reads as the editor sees the data in the
 * CMS: the thing by its name, and the field by its label (the schema's title, or its name in words, as the CMS's
 * form shows it), then what is wrong and what to do; below it, for a developer, the file and the JSON path:
 *
 *     Business facts → Charlotte → Hours → Saturday: "Closes" has the wrong form: Written as 18:00.
 *       data/site.json at locations[0].hours[5].closes
 *
 * Positions, where an item has no name, are counted from 1 ("Closures, item 3").
 */

/** "openingHours" → "Opening hours", "site.json" → "Site": a name in words, as the CMS labels a field without a title. */
export const humanize = (name: string): string => {
  const words = name
    .replace(/\.json$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields that name an item, in the order the CMS's summaries take them (cms/config.ts NAMING_FIELDS). */
const NAMING = ["label", "title", "name", "heading", "question", "author", "day", "date", "repair", "id", "path", "to"];

/** An item's name, if it has one: "Galaxy S25", "Saturday", "2026-12-25 Christmas Day". */
export function nameOf(item: unknown): string | undefined {
  if (typeof item === "string") return item.length > 40 ? `${item.slice(0, 39)}…` : item || undefined;
  if (!item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  if (typeof record.date === "string" && typeof record.reason === "string") return `${record.date} ${record.reason}`;
  const name = NAMING.map((key) => record[key]).find((value) => typeof value === "string" && value.trim());
  return name as string | undefined;
}

/** A part of a JSON pointer or path: a property's name or a list's position (from 0). */
export type PathPart = string | number;

/** "/brands/1/models/5/id" → ["brands", 1, "models", 5, "id"] (ajv's instancePath, a JSON pointer). */
export const pointerParts = (pointer: string): PathPart[] =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** ["brands", 1, "models", 5, "id"] → "brands[1].models[5].id": the developer's JSON path. */
export const jsonPath = (parts: readonly PathPart[]): string =>
  parts.map((part, i) => (typeof part === "number" ? `[${part}]` : i ? `.${part}` : part)).join("") || "(the file)";

/** The part of `schema` a property or a list's items are described by (a "#/definitions/…" reference followed). */
function stepInto(schema: JsonSchema | undefined, root: JsonSchema, part: PathPart): JsonSchema | undefined {
  const resolved = resolve(schema, root);
  if (!resolved) return undefined;
  if (typeof part === "number") return resolve(resolved.items, root);
  const own = resolved.properties?.[part];
  if (own) return resolve(own, root);
  // A property described under if/then, allOf or anyOf.
  for (const key of ["then", "else", "allOf", "anyOf", "oneOf"] as const) {
    const branches = ([] as JsonSchema[]).concat((resolved[key] as JsonSchema | JsonSchema[] | undefined) ?? []);
    for (const branch of branches) {
      const found = resolve(branch, root)?.properties?.[part];
      if (found) return resolve(found, root);
    }
  }
  return undefined;
}

function resolve(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/definitions/")) return schema;
  return resolve(root.definitions?.[ref.slice("#/definitions/".length)], root);
}

/** A field's label as the CMS's form shows it: the schema's title, or its name in words. */
export function fieldLabel(schema: JsonSchema | undefined, name: string): string {
  return typeof schema?.title === "string" ? schema.title : humanize(name);
}

/** Where a value is, as an editor finds it in the CMS: the file, then each item by its name. */
export type Place = {
  /** The file's name and each item down to the value's own: ["Phones", "Samsung", "Galaxy S25 FE"]. */
  where: string[];
  /** The label of the field the value is in ("Model id"), when the value is a field of the last item. */
  field?: string;
  /** For the developer: the file and the JSON path, e.g. data/site.json at locations[0].hours[5].closes. */
  source: string;
};

/** The name a file has in the CMS: its own label or title (a family, a post), else its schema's title. */
function fileName(file: string, data: unknown, schema: JsonSchema): string {
  const own = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const named = [own.label, own.title].find((v) => typeof v === "string" && v.trim());
  // A translation read by its English file's schema (translations.ts) says its language: "Celulares (Spanish)".
  const lang = (schema as Record<string, unknown>)["x-translation"];
  if (typeof named === "string") return typeof lang === "string" ? `${named} (${LANGUAGE_NAMES[lang as Lang]})` : named;
  return typeof schema.title === "string" ? schema.title : humanize(file.split("/").pop() ?? file);
}

/**
 * Where the value at `parts` of `data` (a file described by `schema`) is, in the editor's words. An item with a name
 * of its own is named ("Charlotte"); one named by a day, a date or an id follows its list's label ("Hours →
 * Saturday"); one without is its list's label and its position from 1 ("Closures, item 3").
 */
export function placeOf(file: string, data: unknown, schema: JsonSchema, parts: readonly PathPart[]): Place {
  const where = [fileName(file, data, schema)];
  let fields: string[] = [];
  let node: unknown = data;
  let part: JsonSchema | undefined = schema;
  for (const key of parts) {
    const next = stepInto(part, schema, key);
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === "number") {
      const list = fields.pop() ?? "Item";
      where.push(...fields);
      fields = [];
      const name = idLabel(data, node) ?? nameOf(node);
      if (!name) where.push(`${list}, item ${key + 1}`);
      else where.push(...(ownName(node) || where[where.length - 1] === list ? [name] : [list, name]));
    } else {
      fields.push(fieldLabel(next, key));
    }
    part = next;
  }
  return { where, field: fields.length ? fields.join(" → ") : undefined, source: `${file} at ${jsonPath(parts)}` };
}

/**
 * The labels of what an item names by id, where the file lists it: a price row's `"repair": "screen"` is the family's
 * repair "Screen replacement"; a highlight's brand, model and repair are "Apple iPhone 15, Screen replacement".
 */
function idLabel(data: unknown, item: unknown): string | undefined {
  if (!item || typeof item !== "object" || !data || typeof data !== "object") return undefined;
  const labelIn = (list: unknown, id: unknown) =>
    Array.isArray(list) && typeof id === "string"
      ? (list.find((entry) => (entry as { id?: unknown })?.id === id) as
          { label?: string; models?: unknown } | undefined)
      : undefined;
  const record = item as Record<string, unknown>;
  const root = data as Record<string, unknown>;
  const brand = labelIn(root.brands, record.brand);
  const model = brand && labelIn(brand.models, record.model);
  const device = [brand?.label, model?.label].filter(Boolean).join(" ");
  const others = Object.entries(record)
    .filter(([key]) => key !== "brand" && key !== "model")
    .map(([key, value]) => labelIn(root[`${key}s`], value)?.label)
    .filter((label): label is string => typeof label === "string");
  const named = [device, ...others].filter(Boolean).join(", ");
  return named || undefined;
}

/** Whether an item has a name of its own (a label, a title), not only a day, a date or an id. */
const ownName = (item: unknown) =>
  !!item &&
  typeof item === "object" &&
  ["label", "title", "name", "heading", "question", "author"].some(
    (key) => typeof (item as Record<string, unknown>)[key] === "string",
  );

/** One problem in the editor's words: where, what is wrong and what to do; then, on its own line, the file and path. */
export function problemAt(
  { file, data, schema }: { file: string; data: unknown; schema: object },
  parts: readonly PathPart[],
  says: string,
): string {
  const place = placeOf(file, data, schema as JsonSchema, parts);
  const field = place.field ? `"${place.field}" ` : "";
  return `${place.where.join(" → ")}: ${field}${says}\n${place.source}`;
}

/** A data file as the checks read it (validate.ts's DataFile, which imports this file). */
type FileRead = { file: string; data: unknown; schema: object };

/**
 * Says a problem at `parts` of `file` in the editor's words (problemAt); `say.place` names a place to refer to it from
 * another problem: `Samsung → Galaxy S25 → "Id"`, or with the file's name first (`withFile`): `Page copy → Service →
 * "Title"`.
 */
export type Say = ((file: string, parts: readonly PathPart[], says: string) => string) & {
  place: (file: string, parts: readonly PathPart[], withFile?: boolean) => string;
};

/**
 * `Say` over the data files as read: each place named from its file's data and schema. A file not among `files` is
 * named from its path alone. Checks that read typed data take one, built once by the build (check-files.ts).
 */
export function sayIn(files: readonly FileRead[]): Say {
  const read = (file: string): FileRead => files.find((f) => f.file === file) ?? { file, data: undefined, schema: {} };
  const place = (file: string, parts: readonly PathPart[], withFile = false) => {
    const { data, schema } = read(file);
    const { where, field } = placeOf(file, data, schema as JsonSchema, parts);
    const names = [...where.slice(withFile ? 0 : 1), ...(field ? [`"${field}"`] : [])];
    return names.join(" → ") || where[0];
  };
  const say = (file: string, parts: readonly PathPart[], says: string) => problemAt(read(file), parts, says);
  return Object.assign(say, { place });
}

/** The first line of a problem: what the editor reads; the rest is for a developer. */
export const headline = (problem: string) => problem.split("\n")[0];
