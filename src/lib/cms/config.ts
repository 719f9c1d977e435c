import path from "node:path";
import type { JsonSchema } from "../data/schema-to-sdl";
import { dataOf } from "../data/load";
import { BLOG, PAGE_LINK } from "./blog-folder";
import { DAY_WIDGET } from "./day-widget";
import { familyFiles } from "../data/pricing-files";
import { examplesOf, type DataFile } from "../data/validate";
import { humanize, nameOf } from "../data/editor-words";
import type { BusinessData, NavigationData, PagesData, ServicesData } from "../../domain/data-types.generated";
import { familyFile, PRICING_FAMILIES_DIR } from "../../domain/pricing";
import { DEFAULT_LANG, LANGUAGES } from "../../domain/language";
import { ITEM_KEYS, TRANSLATION_ONLY } from "../../domain/translation";
import { TRANSLATION_MARK, TRANSLATION_ONLY_MARK, translationOf } from "../data/translations";

/**
 * Turns the editors' JSON Schemas (data/schemas) into the Decap CMS configuration, so the
 * CMS forms and the build's validation read one description of the data. Pure: the
 * schemas, the list of data files and the allowed values taken from other data files are
 * passed in (write-config.ts reads them from disk).
 *
 * Field paths (in `enumsFromData` and the tests) are property names joined by ".", with
 * "[]" for the items of an array: "services[].group", "home.sections[].groups[]".
 */

/** A choice of a select: its value, or its value and the words shown for it. */
export type CmsOption = string | { label: string; value: string };

/** One Decap field: name, label, widget and the widget's options. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
};

export type CmsFileEntry = {
  name: string;
  label: string;
  file: string;
  /** A device family's page, the link of "View preview" on a deploy preview. */
  preview_path?: string;
  /** Its own preview pane where its collection has none (PREVIEWED_FILES). */
  editor?: { preview: boolean };
  /** The file has its Spanish words (data/<name>.es.json): the form shows them in a column beside the English. */
  i18n?: true;
  fields: CmsField[];
};

/**
 * How Decap names what it writes: a new entry's file (from its label or title) and an uploaded file (whose name it
 * lower-cases first, then passes through these rules: decap-cms-core's persistMedia and sanitizeSlug). ASCII only,
 * accents dropped ("Café" -> "cafe"), any other character outside letters, digits and "- _ . ~" made "-". The image
 * patterns of data/schemas take every name this gives: IMG_2041.JPG is written images/img_2041.jpg.
 */
export const SLUG = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

/**
 * No preview pane: Decap's default preview lists every value of the entry again, which says nothing the form
 * does not, and re-renders on each keystroke (on a family's price list that alone took seconds). The editor
 * sees the change on the site itself (`npm run cms` runs it beside the CMS; a deploy preview on Netlify).
 * Those with a preview of their own have one (PREVIEW_EDITOR, admin-browser.ts): a blog post (its word count and
 * links to pages of the site, then its text as the page renders it) and a device family (what each model's page
 * lists, at which price: family-preview.ts).
 */
export const EDITOR = { preview: false } as const;
export const PREVIEW_EDITOR = { preview: true } as const;
/** The collections with a preview of their own. */
export const PREVIEWED = ["blog", "families", "prices"];
/**
 * The files with a preview of their own: Business facts (the shops as their pages show them, location-preview.ts) and
 * Services (each service's search result, card and lists as its page makes them, service-preview.ts).
 */
export const PREVIEWED_FILES = ["data/site.json", "data/services.json"];

/**
 * The format every collection saves with: JSON laid out as the repository's formatter writes it, keys in
 * the schema's order (data-format.cjs, registered by the admin page), so a save changes only what was edited.
 */
export const DATA_FORMAT = "json-data";

export type CmsCollection =
  | {
      name: string;
      label: string;
      description?: string;
      extension: "json";
      format: typeof DATA_FORMAT;
      editor: typeof EDITOR | typeof PREVIEW_EDITOR;
      /** Some of its files have their Spanish words (CmsFileEntry.i18n). */
      i18n?: true;
      files: CmsFileEntry[];
    }
  | {
      name: string;
      label: string;
      label_singular: string;
      description?: string;
      editor: typeof EDITOR | typeof PREVIEW_EDITOR;
      folder: string;
      extension: "json";
      format: typeof DATA_FORMAT;
      create: true;
      /** Left out of the sidebar (Decap still offers it under Quick add and to relations). */
      hide?: true;
      slug: string;
      identifier_field: string;
      /** Where the entry shows on the site: the link of "View preview" on a deploy preview. */
      preview_path: string;
      fields: CmsField[];
    };

export type CmsConfig = {
  backend: CmsBackend;
  /**
   * Each change is a branch and a pull request (deploy preview) until it is published. Decap falls back to simple
   * publishing on a backend without it: `npm run cms`'s decap-server in "fs" mode writes straight to the files.
   */
  publish_mode: "editorial_workflow";
  local_backend: true;
  slug: typeof SLUG;
  media_folder: string;
  public_folder: string;
  /**
   * Decap's side-by-side translation: English and Spanish columns of one form. Decap keeps a file collection's
   * languages in one file ({ en, es }); the CMS's backend (spanish-files.ts) reads and writes them as the two files the
   * site has, data/<name>.json and data/<name>.es.json.
   */
  i18n: typeof I18N;
  collections: CmsCollection[];
};

export const I18N = { structure: "single_file", locales: LANGUAGES, default_locale: DEFAULT_LANG } as const;

/**
 * A list item's key ("services[].path": which English item a translated one belongs to) or a field only a translation
 * has (a Spanish slug): a set form, yet in each language's column.
 */
const isKey = (name: string, path: string) =>
  TRANSLATION_ONLY.some((key) => key === name) || (/\[\]\.[^.]+$/.test(path) && ITEM_KEYS.some((key) => key === name));

export type CmsBackend = { name: string; branch?: string; [option: string]: unknown };

export type CmsSources = {
  /** Parsed schemas by file name in data/schemas, e.g. "services.schema.json". */
  schemas: Record<string, JsonSchema>;
  /**
   * Every data file (path from the project root) with the file name of the schema it names, and its own name
   * for itself (its "label" or "title") to show when several files share a schema.
   */
  files: ReadonlyArray<{ file: string; schema: string; label?: string }>;
};

/** Allowed values by field path. */
export type CmsEnums = Record<string, readonly CmsOption[]>;

export type CmsOptions = {
  backend?: CmsBackend;
  /** Allowed values that live in other data files: schema file name -> field path -> values. */
  enumsFromData?: Record<string, CmsEnums>;
  /**
   * Allowed values for one data file's own form, read from that file: data file -> field path -> values (a
   * family's model rows choose among the family's repairs). Over enumsFromData where both name a path.
   */
  enumsByFile?: Record<string, CmsEnums>;
};

export { BLOG } from "./blog-folder";

/**
 * Folders whose files an editor adds in the CMS (a folder collection: "New ..."), each file named by one of its
 * fields: a blog post by its "slug"; a device family by its "label" made into a slug ("Smart watches" ->
 * smart-watches.json), which is the family's id. The build and the contact function find every file of the folder.
 *
 * A hidden folder collection's files are edited as entries of a file collection instead (FILE_COLLECTIONS), each with
 * choices read from the file itself: every family file is a form of "Prices by device family", whose model rows
 * choose among that family's repairs. A folder collection's fields are one form for all its files, so it could not
 * offer each family its own repairs. The hidden collection still holds every file of the folder, a new one at once:
 * data/pricing.json's list of families is made of relations to it, and Quick add -> Device family creates one there.
 * A new family gets its own form when the configuration is generated again (`npm run cms` started again, or the
 * deploy that the save starts).
 */
const FOLDER_COLLECTIONS = [
  {
    folder: BLOG.folder,
    schema: BLOG.schema,
    name: "blog",
    label: "Blog",
    singular: "Blog post",
    // The file name is the post's "slug" field (Decap's {{slug}} would be the title, slugified).
    slug: "{{fields.slug}}",
    identifier_field: "title",
    // Where the entry shows on a deploy preview ("View preview" in the editorial workflow).
    preview_path: "blog/{{fields.slug}}/",
  },
  {
    folder: "data/pricing-families",
    schema: "pricing-family.schema.json",
    name: "families",
    label: "Device families",
    singular: "Device family",
    slug: "{{slug}}",
    identifier_field: "label",
    preview_path: "pricing/{{slug}}/",
    hide: true,
    description:
      "Every device family, a new one at once: the list of families in Site data -> Repair prices picks from here. Edit a family's prices in Prices by device family.",
  },
  {
    // A new content page (Careers, Financing): Quick add -> Content page. Its file is named by its address
    // (/careers/ is data/documents/careers.json); the build makes its page; a menu link to it is added in Menus.
    folder: "data/documents",
    schema: "document.schema.json",
    name: "new-pages",
    label: "Content pages (all)",
    singular: "Content page",
    slug: "{{fields.path}}",
    identifier_field: "title",
    preview_path: "{{fields.path}}",
    hide: true,
    description:
      "Every content page, a new one at once. Edit a page in Content pages; a new one is listed there once the CMS configuration is generated again.",
  },
] as const;

type FolderCollection = (typeof FOLDER_COLLECTIONS)[number];
const isHidden = (collection: FolderCollection): boolean => "hide" in collection && collection.hide;

/**
 * Lists whose items name an entry of a folder collection: a list of Decap relations (ordered by dragging), so a
 * family added in the CMS can be listed at once, before the configuration is generated again.
 */
const RELATIONS: Record<string, Record<string, { collection: string; field: string }>> = {
  "pricing.schema.json": { "families[]": { collection: "families", field: "label" } },
};

/** Lists whose new items go first: a brand's models are listed newest first (Decap's list option add_to_top). */
const ADD_TO_TOP: Record<string, readonly string[]> = {
  "pricing-family.schema.json": ["brands[].models"],
};

const SCHEMAS_DIR = "data/schemas";
/** The mark of a folder's files without Spanish words where others have them: a collection of their own. */
const ENGLISH_ONLY = "#english";
/** Collections of `file` entries, by the folder of their data files. */
const FILE_COLLECTIONS: Record<string, { name: string; label: string; description?: string }> = {
  data: { name: "data", label: "Site data" },
  [`data${ENGLISH_ONLY}`]: {
    name: "english",
    label: "Reviews and search words",
    description:
      "Files in English only: the customers' reviews, and the search's words (its Spanish nicknames are in it too).",
  },
  "data/documents": { name: "documents", label: "Content pages" },
  "data/pricing-families": {
    name: "prices",
    label: "Prices by device family",
    description:
      "One form per device family. Add a family with Quick add -> Device family: it gets its form here once the CMS configuration is generated again.",
  },
};
/** How an editor finds a form's Spanish words, said on each collection that has them (docs/editors.md). */
export const SPANISH_HINT =
  "Spanish: the page icon beside a form opens its Spanish words in a column beside the English (the preview closes meanwhile); a field left empty there shows the English words on the Spanish pages.";
/** Past this many characters a string gets a multi-line box (a meta description fits one line). */
const LONG_TEXT = 160;
/** Names of strings that hold running text, whatever their length rules say. */
const LONG_TEXT_NAME = /(^|[a-z])(intro|text|answer|content|paragraphs?|body)$/i;
/** A string whose pattern ends in image file types is an image path. */
const IMAGE_PATTERN = /\b(jpe?g|png|webp|gif|avif)\b/;
/** How an image path's pattern starts: "images/<file>" relative to the data file, "./" allowed. */
const IMAGE_DIR_PATTERN = "^(\\./)?images/";

/**
 * A Markdown string (`"contentMediaType": "text/markdown"`, a blog post's body): Decap's markdown editor, offering
 * only what the site renders (lib/blog.ts `renderPostMarkdown`): no images, code blocks or h1/h4+ buttons. Its one
 * component is "Link to a page" (admin-browser.ts PAGE_LINK): a line linking to a page of the site picked from a list.
 */
export const MARKDOWN = {
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [PAGE_LINK],
  modes: ["rich_text", "raw"],
} as const;

/** A day (`"x-cms-widget": "date"`): a date picker saving YYYY-MM-DD, today's date in a new entry. */
export const DATE = { widget: DAY_WIDGET, default: "{{now}}" } as const;

type Context = {
  root: JsonSchema;
  schemaName: string;
  /** Where the field is, e.g. "services[].group" ("" for the root). */
  path: string;
  /** The $refs followed to get here, to refuse a schema that contains itself. */
  refs: string[];
  /** Allowed values from other data files (or from the file itself), by field path. */
  enumsFromData?: CmsEnums;
  /** Items that name an entry of a folder collection, by field path (RELATIONS). */
  relations?: (typeof RELATIONS)[string];
  /** Lists whose new items go first, by field path (ADD_TO_TOP). */
  addToTop?: readonly string[];
  /**
   * The folder of a file collection's entry (e.g. "data"): its images go to <dir>/images and are named "images/<file>",
   * relative to the entry as the build reads them. Blog posts (a folder collection) use the global media folder.
   */
  mediaDir?: string;
  /**
   * The file has its Spanish words beside it (Decap's i18n): the fields that hold words are marked `i18n: true` and
   * shown in the Spanish column too, with the fields only a translation has (a service's Spanish slug).
   */
  i18n?: boolean;
};

/** Follows a local $ref; keywords beside the $ref (a description at the use site) win. */
function resolve(schema: JsonSchema, ctx: Context): { schema: JsonSchema; refs: string[] } {
  if (!schema.$ref) return { schema, refs: ctx.refs };
  const match = /^#\/(definitions|\$defs)\/([^/]+)$/.exec(schema.$ref);
  const defs = match ? (ctx.root[match[1]] as Record<string, JsonSchema> | undefined) : undefined;
  const target = match && defs?.[match[2]];
  if (!target) throw new Error(`${ctx.schemaName} ${ctx.path}: unsupported $ref ${schema.$ref}`);
  if (ctx.refs.includes(schema.$ref)) {
    // A form is finite: a schema that contains itself cannot become one.
    throw new Error(`${ctx.schemaName} ${ctx.path}: recursive $ref ${schema.$ref} cannot be a CMS form`);
  }
  const { $ref, ...beside } = schema;
  const inner = resolve(target, { ...ctx, refs: [...ctx.refs, $ref] });
  return { schema: { ...inner.schema, ...beside }, refs: inner.refs };
}

const isNull = (schema: JsonSchema) =>
  schema.type === "null" || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);

/**
 * Reduces a union to one shape the CMS can edit, and says whether null is allowed.
 * What Decap cannot express, and the build's validation must catch:
 * - `type: [a, b]` with two non-null types: the field edits the first type only;
 * - `oneOf`/`anyOf` of objects: one object with every branch's fields, each optional, so
 *   "exactly one of these shapes" and the branches' own `required` are not checked;
 * - `oneOf`/`anyOf` of different kinds (string or number...): the first branch is edited;
 * - null itself: an empty optional field is left out or saved empty, never as null.
 */
function simplify(input: JsonSchema, ctx: Context): { schema: JsonSchema; nullable: boolean; refs: string[] } {
  const { schema, refs } = resolve(input, ctx);
  const inner = { ...ctx, refs };
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== "null");
    return { schema: { ...schema, type: types[0] }, nullable: types.length < schema.type.length, refs };
  }
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) {
    const rest = { ...schema };
    delete rest.oneOf;
    delete rest.anyOf;
    const branches = union.map((branch) => resolve(branch, inner).schema);
    const kept = branches.filter((branch) => !isNull(branch));
    const nullable = kept.length < branches.length;
    if (kept.length > 1 && kept.every((branch) => branch.type === "object")) {
      const properties = Object.assign(
        {},
        ...kept.map((branch) => branch.properties ?? {}),
      ) as JsonSchema["properties"];
      return { schema: { ...rest, type: "object", properties, required: [] }, nullable: true, refs };
    }
    const chosen = simplify({ ...kept[0], ...rest }, inner);
    return { ...chosen, nullable: nullable || chosen.nullable || kept.length > 1 };
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    const parts = (allOf as JsonSchema[]).map((part) => resolve(part, inner).schema);
    const merged = parts.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
    return simplify(merged, inner);
  }
  return { schema, nullable: false, refs };
}

const lengthRule = (min: number | undefined, max: number | undefined): [string, string] | undefined => {
  if (min === undefined && max === undefined) return undefined;
  const range = `{${min ?? 0},${max ?? ""}}`;
  const chars = (n: number) => `${n} character${n === 1 ? "" : "s"}`;
  const message =
    min !== undefined && max !== undefined
      ? `Between ${min} and ${chars(max)}.`
      : min !== undefined
        ? `At least ${chars(min)}.`
        : `At most ${chars(max as number)}.`;
  return [range, message];
};

/**
 * Decap has one `pattern` per field and no length option, so the schema's pattern and its
 * lengths become one regular expression: lookaheads for the length and for the pattern
 * (which, as in JSON Schema, may match anywhere unless anchored). The message (which Decap shows
 * as "<label> didn't match the pattern: <message>.") gives the schema's example of the expected form.
 */
export function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  const length = lengthRule(schema.minLength as number | undefined, schema.maxLength as number | undefined);
  const examples = examplesOf(schema);
  const described = typeof schema.description === "string" ? `: ${schema.description}` : ` (${pattern})`;
  const patternMessage = examples.length
    ? `write it like ${examples.join(" or ")}`
    : `Not in the expected form${described}`;
  if (!length) return pattern ? [pattern, patternMessage] : undefined;
  if (!pattern) return [`^[\\s\\S]${length[0]}$`, length[1]];
  const sentence = patternMessage.charAt(0).toUpperCase() + patternMessage.slice(1);
  return [`^(?=[\\s\\S]${length[0]}$)(?=[\\s\\S]*?(?:${pattern}))`, `${length[1]} ${sentence}`];
}

/** A hint that shows the expected form: the description, and the schema's examples unless it already shows one. */
export const withExamples = (hint: string | undefined, examples: readonly string[]): string | undefined => {
  if (!examples.length || examples.some((example) => hint?.includes(example))) return hint;
  const shown = `${examples.length > 1 ? "Examples" : "Example"}: ${examples.join(", ")}.`;
  return hint ? `${hint} ${shown}` : shown;
};

/**
 * An image path's pattern as the pattern of its file name: Decap's image widget tests `pattern` against the chosen
 * file's base name (img_2041.jpg), not the path it stores (images/img_2041.jpg). Undefined for another pattern.
 */
export function imageNamePattern(schema: JsonSchema): [string, string] | undefined {
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  if (!pattern?.startsWith(IMAGE_DIR_PATTERN)) return undefined;
  const names = examplesOf(schema).map((example) => example.replace(/^(\.\/)?images\//, ""));
  const types = /\\\.\(([a-z|]+)\)\$$/.exec(pattern)?.[1].split("|");
  const typed = types
    ? `a ${types
        .map((type) => `.${type}`)
        .join(", ")
        .replace(/, ([^,]+)$/, " or $1")} file`
    : "an image";
  return [
    `^${pattern.slice(IMAGE_DIR_PATTERN.length)}`,
    `${typed}${names.length ? ` named like ${names.join(" or ")}` : ""}`,
  ];
}

/** True when the schema accepts "", so a required key may still be left empty. */
const acceptsEmpty = (schema: JsonSchema): boolean =>
  !((schema.minLength as number | undefined) ?? 0) &&
  (typeof schema.pattern !== "string" || new RegExp(schema.pattern).test("")) &&
  (!schema.enum || schema.enum.includes(""));

const optionsOf = (values: readonly unknown[]): CmsOption[] =>
  values
    .filter((value) => value !== null)
    .map((value) => (value && typeof value === "object" && "value" in value ? (value as CmsOption) : String(value)));

/**
 * A model's price row, collapsed: "screen: $179-$249, 1-2 days", "screen (not offered)", "screen: quote after
 * diagnostic". A summary can only print a row's values, each through one filter; ternary('a', 'b') prints a fixed
 * text by whether a value is set, so "$" and "-" appear only beside a price, and "not offered" only when the switch is
 * off ("offered" is always set in the form: data-format.cjs fills its default in). Decap prints no 0 ("from": 0).
 */
const PRICE_ROW =
  "{{fields.repair}}{{fields.offered | ternary('', ' (not offered)')}}" +
  "{{fields.from | ternary(': $', '')}}{{fields.from}}{{fields.to | ternary('-$', '')}}{{fields.to}}" +
  "{{fields.quote | ternary(': quote after diagnostic', '')}}{{fields.time | ternary(', ', '')}}{{fields.time}}";

/**
 * How an item of a list reads in the CMS, collapsed, by the fields it holds: hours as day and times, a closure as its
 * date and reason, a price row as its repair and price, a link as its words and page. Ids are shown where an item
 * holds nothing else (a highlight is a brand, a model and a repair, by id); a family's repair shows its id beside its
 * label, as the model rows name it.
 */
const SUMMARIES: ReadonlyArray<[readonly string[], string]> = [
  [["day", "opens", "closes"], "{{fields.day}} {{fields.opens}}-{{fields.closes}}"],
  [["date", "reason"], "{{fields.date}}: {{fields.reason}}"],
  [["author", "date"], "{{fields.author}}, {{fields.date}}"],
  [["repair", "offered", "from", "to", "quote", "time"], PRICE_ROW],
  [["brand", "model", "repair"], "{{fields.brand}} {{fields.model}}: {{fields.repair}}"],
  [["id", "label", "service"], "{{fields.label}}"],
  [["label", "to"], "{{fields.label}} ({{fields.to}})"],
  [["path", "label"], "{{fields.label}} ({{fields.path}})"],
  [["field", "value"], "{{fields.field}}: {{fields.value}}"],
];
/** Otherwise an item reads as the first of these it holds. */
const NAMING_FIELDS = ["label", "title", "heading", "question", "name", "id", "repair", "path", "to", "field"];
/** An item that is one string reads as its text, cut after this many characters. */
const SUMMARY_LENGTH = 80;

const summaryOf = (fields: CmsField[], translation = false): string | undefined => {
  const plain = (name: string) =>
    fields.some((field) => field.name === name && field.widget !== "list" && field.widget !== "object");
  const pattern = SUMMARIES.find(([names]) => names.every(plain));
  if (pattern) return pattern[1];
  // A translation's item may hold only its key and words (a shop's id and directions): it reads as its key.
  const keyed = translation ? ITEM_KEYS.find(plain) : undefined;
  const shown =
    keyed ?? NAMING_FIELDS.find(plain) ?? fields.find((field) => ["string", "text"].includes(field.widget))?.name;
  return shown ? `{{fields.${shown}}}` : undefined;
};

/** A list's label for one item: "Prices" → "Price", "Categories" → "Category"; "Opening hours" and "News" stay. */
export const singular = (label: string): string => {
  if (/(hours|news|s[su]s|[^s]s{2})$/i.test(label) || !/s$/i.test(label)) return label;
  if (/ies$/i.test(label)) return label.replace(/ies$/i, "y");
  if (/(ches|shes|xes|sses)$/i.test(label)) return label.replace(/es$/i, "");
  return label.replace(/s$/i, "");
};

/** A list of single values (a list with `field`): each item reads as its value, a long text cut short. */
const singleSummary = (item: CmsField): string =>
  item.widget === "text" ? `{{fields.${item.name} | truncate(${SUMMARY_LENGTH})}}` : `{{fields.${item.name}}}`;

/** The Decap field of one schema property. */
function fieldFor(name: string, input: JsonSchema, required: boolean, ctx: Context): CmsField {
  const { schema, nullable, refs } = simplify(input, ctx);
  const inner: Context = { ...ctx, refs };
  const field: CmsField = {
    name,
    label: typeof schema.title === "string" ? schema.title : humanize(name),
    widget: "string",
  };
  if (typeof schema.description === "string") field.hint = schema.description;
  const examples = examplesOf(schema);
  let optional = !required || nullable;
  const fromData = ctx.enumsFromData?.[ctx.path];
  const type = schema.type ?? (schema.enum ? "string" : schema.properties ? "object" : undefined);

  if (fromData || Array.isArray(schema.enum)) {
    field.widget = "select";
    field.options = optionsOf(fromData ?? (schema.enum as unknown[]));
    if (ctx.i18n && isKey(name, ctx.path)) field.i18n = true;
  } else if (type === "string" && schema.contentMediaType === "text/markdown") {
    Object.assign(field, MARKDOWN);
    if (ctx.i18n) field.i18n = true;
  } else if (type === "string" && schema["x-cms-widget"] === "date") {
    Object.assign(field, DATE);
    // An optional day (a closure's last day) starts empty: today in it would make a one-day closure last till today.
    if (!required) delete field.default;
  } else if (type === "string") {
    const long =
      ((schema.maxLength as number | undefined) ?? 0) > LONG_TEXT ||
      (schema.maxLength === undefined && ((schema.minLength as number | undefined) ?? 0) >= 40) ||
      LONG_TEXT_NAME.test(name);
    const image =
      (typeof schema.pattern === "string" && IMAGE_PATTERN.test(schema.pattern)) ||
      String(schema["x-graphql"] ?? "").startsWith("File");
    field.widget = image ? "image" : long ? "text" : "string";
    if (image) field.choose_url = false;
    if (image && ctx.mediaDir) {
      field.media_folder = `/${ctx.mediaDir}/images`;
      field.public_folder = "images";
    }
    // Decap's image widget tests `pattern` against the chosen file's base name, not the path it stores: an image
    // gets the pattern of its file name (the build checks the path).
    const rule = image ? imageNamePattern(schema) : stringPattern(schema);
    if (rule) field.pattern = rule;
    // Where the schema asks for a form, the hint shows one (a select's choices need none).
    if (typeof schema.pattern === "string") field.hint = withExamples(field.hint, examples);
    // Words are translated, a pattern or not ("ends with ?", "holds {phone}"); a value of a set form, whose pattern
    // spans it from its start (a time, a phone number, a page's address), is the same in both languages, except a list
    // item's key, which names the English item a translated one belongs to.
    const form = typeof schema.pattern === "string" && schema.pattern.startsWith("^");
    if (ctx.i18n && !image && (!form || isKey(name, ctx.path))) field.i18n = true;
    if (!optional && acceptsEmpty(schema)) {
      // Decap's `required` refuses "", which the schema allows here (a blank date means
      // "the day of the build"): optional in the form, "" by default so the key is written.
      optional = true;
      field.default = "";
    }
  } else if (type === "integer" || type === "number") {
    field.widget = "number";
    field.value_type = type === "integer" ? "int" : "float";
    // exclusiveMinimum/Maximum and multipleOf have no Decap option: the build checks them.
    if (typeof schema.minimum === "number") field.min = schema.minimum;
    if (typeof schema.maximum === "number") field.max = schema.maximum;
    if (type === "integer") field.step = 1;
  } else if (type === "boolean") {
    field.widget = "boolean";
    // The switch shows what an absent value means ("offered": left out, it is true): new items start at the
    // default, and data-format.cjs fills it in when a file is read and leaves it out again when it is written.
    if (typeof schema.default === "boolean") field.default = schema.default;
  } else if (type === "object") {
    field.widget = "object";
    field.fields = objectFields(schema, inner);
    const summary = summaryOf(field.fields, TRANSLATION_MARK in ctx.root);
    if (summary) field.summary = summary;
    if (field.fields.some((child) => child.i18n)) field.i18n = true;
  } else if (type === "array") {
    if (!schema.items || Array.isArray(schema.items)) {
      throw new Error(`${ctx.schemaName} ${ctx.path}: an array needs one "items" schema to become a CMS list`);
    }
    const itemCtx: Context = { ...inner, path: `${ctx.path}[]` };
    const item = simplify(schema.items, itemCtx);
    const itemType = item.schema.type ?? (item.schema.properties ? "object" : undefined);
    const itemsFromData = ctx.enumsFromData?.[itemCtx.path];
    const relation = ctx.relations?.[itemCtx.path];
    // uniqueItems has no Decap option (except in a multiple select): the build checks it.
    if (relation) {
      field.widget = "list";
      field.field = {
        name,
        label: field.label,
        widget: "relation",
        collection: relation.collection,
        // The entry's file name: a family's id.
        value_field: "{{slug}}",
        search_fields: [relation.field],
        display_fields: [relation.field],
      };
    } else if (itemsFromData || Array.isArray(item.schema.enum)) {
      field.widget = "select";
      field.multiple = true;
      field.options = optionsOf(itemsFromData ?? (item.schema.enum as unknown[]));
    } else if (itemType === "object") {
      field.widget = "list";
      field.fields = objectFields(item.schema, { ...itemCtx, refs: item.refs });
      const summary = summaryOf(field.fields, TRANSLATION_MARK in ctx.root);
      if (summary) field.summary = summary;
      // A translated list's items are laid over the English ones with the same key; a list without keys is replaced
      // whole (domain/translation.ts `translated`), so it is translated only when its items are words and nothing else.
      const keyed = field.fields.some((child) => isKey(child.name, `${itemCtx.path}.${child.name}`));
      const words = field.fields.every((child) => child.i18n || child.widget === "hidden");
      if (field.fields.some((child) => child.i18n) && (keyed || words)) field.i18n = true;
    } else {
      field.widget = "list";
      field.field = fieldFor(name, schema.items, true, itemCtx);
      if (field.field.i18n) field.i18n = true;
    }
    if (field.widget === "list" && field.field) field.summary = singleSummary(field.field);
    // Decap counts a collapsed list's items with its label: "1 price", "2 prices", not "1 prices".
    if (field.widget === "list") field.label_singular = singular(field.label);
    if (field.widget === "list" && ctx.addToTop?.includes(ctx.path)) field.add_to_top = true;
    const minItems = schema.minItems as number | undefined;
    if (typeof minItems === "number" && minItems > 0) field.min = minItems;
    if (typeof schema.maxItems === "number") field.max = schema.maxItems;
    if (!minItems) {
      // Decap's `required` refuses an empty list, which the schema allows without minItems: optional in the form.
      // A list the schema requires starts as [] (a new entry, a new item of the list around it), so the key is
      // always written (a model added without price rows is saved with "prices": []); data-format.cjs writes []
      // for a choice of several that was cleared (Decap sets null).
      optional = true;
      if (required && !nullable) field.default = [];
    }
  } else {
    throw new Error(
      `${ctx.schemaName} ${ctx.path}: cannot map JSON Schema type ${JSON.stringify(type)} to a CMS widget`,
    );
  }
  if (optional) field.required = false;
  // Decap checks the required fields of an optional object even when the object is left out (a repair with
  // no family default could not be saved): inside one, nothing is required; the build checks what is.
  if (optional && field.widget === "object" && field.fields) field.fields = field.fields.map(relaxed);
  return field;
}

/** The field with nothing required in it: it, and the fields of an object it is, at any depth. */
const relaxed = (field: CmsField): CmsField => ({
  ...field,
  required: false,
  ...(field.widget === "object" && field.fields ? { fields: field.fields.map(relaxed) } : {}),
});

function objectFields(schema: JsonSchema, ctx: Context): CmsField[] {
  if (!schema.properties) {
    throw new Error(`${ctx.schemaName} ${ctx.path}: an object without "properties" cannot become a CMS form`);
  }
  const required = new Set(schema.required ?? []);
  // A field only a translation has (a service's Spanish `slug`) is no field of an English-only form.
  const english = !(TRANSLATION_MARK in ctx.root) && !ctx.i18n;
  return Object.entries(schema.properties)
    .filter(([, child]) => !(english && (child as Record<string, unknown>)[TRANSLATION_ONLY_MARK]))
    .map(([name, child]) =>
      fieldFor(name, child, required.has(name), { ...ctx, path: ctx.path ? `${ctx.path}.${name}` : name }),
    );
}

/** The fields of one data file's form: its schema's properties, "$schema" kept but hidden. */
export function schemaFields(
  schemaName: string,
  root: JsonSchema,
  schemaPath: string,
  enumsFromData?: CmsEnums,
  mediaDir?: string,
  i18n = false,
): CmsField[] {
  const fields = objectFields(root, {
    root,
    schemaName,
    path: "",
    refs: [],
    enumsFromData,
    relations: RELATIONS[schemaName],
    addToTop: ADD_TO_TOP[schemaName],
    mediaDir,
    i18n,
  });
  // The build finds each file's schema by "$schema": hidden, it is kept on save and written
  // into new entries.
  return fields.map((field) =>
    field.name === "$schema"
      ? { name: "$schema", label: "Schema", widget: "hidden", required: false, default: schemaPath }
      : field,
  );
}

/** "$schema" as a data file names its schema: relative to the file's folder. */
const schemaPathFrom = (dir: string, schema: string): string => {
  const relative = path.posix.relative(dir, `${SCHEMAS_DIR}/${schema}`);
  return relative.startsWith(".") ? relative : `./${relative}`;
};

const inFolder = (file: string, folder: string) => path.posix.dirname(file) === folder;

/** The Decap CMS configuration of the site's data, generated from data/schemas. */
export function cmsConfig(sources: CmsSources, options: CmsOptions = {}): CmsConfig {
  const schemaOf = (name: string): JsonSchema => {
    const schema = sources.schemas[name];
    if (!schema) throw new Error(`data/schemas/${name} is missing`);
    return schema;
  };
  const fieldsOf = (schema: string, dir: string, mediaDir?: string, file?: string, i18n = false) =>
    schemaFields(
      schema,
      schemaOf(schema),
      schemaPathFrom(dir, schema),
      { ...options.enumsFromData?.[schema], ...(file ? options.enumsByFile?.[file] : undefined) },
      mediaDir,
      i18n,
    );
  // The files whose words may be in Spanish (data/<name>.es.json): those that are, and every device family. Their form
  // has a Spanish column (Decap's i18n) holding the fields of words.
  const translated = new Set(sources.files.flatMap(({ file }) => translationOf(file)?.english ?? []));
  const hasWords = (file: string) => translated.has(file) || inFolder(file, PRICING_FAMILIES_DIR);

  const byFolder = new Map<string, Array<CmsSources["files"][number]>>();
  for (const entry of [...sources.files].sort((a, b) => a.file.localeCompare(b.file))) {
    // The Spanish words (data/<name>.es.json) are the Spanish column of their English file's form.
    if (translationOf(entry.file)) continue;
    // A visible folder collection is the one place of its files; a hidden one's files are edited as file entries.
    if (FOLDER_COLLECTIONS.some((c) => inFolder(entry.file, c.folder) && !isHidden(c))) continue;
    const dir = path.posix.dirname(entry.file);
    // Decap gives every file of a collection with languages a Spanish column: a file without Spanish words beside
    // files with them (the reviews) is in a collection of its own, without an empty column.
    const key =
      !hasWords(entry.file) && sources.files.some((f) => inFolder(f.file, dir) && hasWords(f.file))
        ? `${dir}${ENGLISH_ONLY}`
        : dir;
    byFolder.set(key, [...(byFolder.get(key) ?? []), entry]);
  }
  const shared = (schema: string) => sources.files.filter((entry) => entry.schema === schema).length > 1;

  const fileCollections: CmsCollection[] = [...byFolder]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entries]) => {
      const dir = key.replace(ENGLISH_ONLY, "");
      const own = FILE_COLLECTIONS[key] ?? {
        name: key.replace(/\//g, "-").replace(ENGLISH_ONLY, "-english"),
        label: `${humanize(path.posix.basename(dir))}${key === dir ? "" : " (English only)"}`,
      };
      const languages = entries.some(({ file }) => hasWords(file));
      const description = [own.description, languages ? SPANISH_HINT : undefined].filter(Boolean).join(" ");
      return {
        ...own,
        ...(description && { description }),
        extension: "json" as const,
        format: DATA_FORMAT,
        editor: PREVIEWED.includes(own.name) ? PREVIEW_EDITOR : EDITOR,
        // Decap gives each file of a collection with languages a Spanish column: a file without Spanish words (the
        // reviews) has an empty one, none of its fields marked.
        ...(languages && { i18n: true as const }),
        files: entries.map(({ file, schema, label }) => {
          const title = schemaOf(schema).title;
          return {
            name: path.posix.basename(file, ".json"),
            // A schema used by one file names it ("Menus"); files sharing one are named by their own label or title.
            label:
              typeof title === "string" && !shared(schema) ? title : (label ?? humanize(path.posix.basename(file))),
            file,
            ...(dir === "data/pricing-families" && { preview_path: `pricing/${path.posix.basename(file, ".json")}/` }),
            // A file of a collection without previews that has one of its own (Decap reads a file's editor first).
            ...(PREVIEWED_FILES.includes(file) && { editor: PREVIEW_EDITOR }),
            ...(languages && { i18n: true as const }),
            fields: fieldsOf(schema, dir, dir, file, hasWords(file)),
          };
        }),
      };
    });

  const folderCollections: CmsCollection[] = FOLDER_COLLECTIONS.map((collection) => ({
    name: collection.name,
    label: collection.label,
    label_singular: collection.singular,
    ...("description" in collection ? { description: collection.description } : {}),
    folder: collection.folder,
    extension: "json",
    format: DATA_FORMAT,
    editor: PREVIEWED.includes(collection.name) ? PREVIEW_EDITOR : EDITOR,
    create: true,
    ...(isHidden(collection) ? { hide: true as const } : {}),
    slug: collection.slug,
    identifier_field: collection.identifier_field,
    preview_path: collection.preview_path,
    fields: fieldsOf(collection.schema, collection.folder),
  }));

  return {
    backend: options.backend ?? { name: "git-gateway", branch: "main" },
    publish_mode: "editorial_workflow",
    local_backend: true,
    slug: SLUG,
    media_folder: BLOG.images,
    // Posts name their images relative to themselves: "./images/<file>" (blog-post.schema.json).
    public_folder: `./${path.posix.relative(BLOG.folder, BLOG.images)}`,
    i18n: I18N,
    collections: [...fileCollections, ...folderCollections],
  };
}

/**
 * Allowed values that live in other data files: a service's menu group is one of the
 * groups of navigation.json, a home section lists group ids, a repair belongs to one of
 * the service pages, a review names one of the shops and, if any, a service page; a service's related services, the
 * services and groups that take the other services' copy, the home section a highlight points to and the shops a
 * special day applies to are chosen among the real ones too. A value added in the same form (a new service, a new
 * section) is offered once the configuration is generated again. (navigation.json's own footer groups are left free:
 * a group added in the same form would not be offered until then.)
 */
export function enumsFromData(files: DataFile[]): NonNullable<CmsOptions["enumsFromData"]> {
  // Each choice shows the thing's name; its id (a service's page address) is what is saved.
  const groups = dataOf<NavigationData>(files, "data/navigation.json").groups.map((group) => ({
    label: group.label,
    value: group.id,
  }));
  const services = dataOf<ServicesData>(files, "data/services.json").services.map((service) => ({
    label: service.label,
    value: service.path,
  }));
  const locations = dataOf<BusinessData>(files, "data/site.json").locations.map((location) => ({
    label: location.name,
    value: location.id,
  }));
  const sections = dataOf<PagesData>(files, "data/pages.json").home.sections.map((section) => ({
    label: nameOf(section) ?? section.id,
    value: section.id,
  }));
  return {
    "services.schema.json": { "services[].group": groups, "services[].related[]": services },
    "pages.schema.json": {
      "home.sections[].groups[]": groups,
      "home.highlights[].anchor": sections,
      "service.otherServices[].services[]": services,
      "service.otherServices[].groups[]": groups,
    },
    "pricing-family.schema.json": { "repairs[].service": services },
    "reviews.schema.json": { "reviews[].location": locations, "reviews[].service": services },
    "site.schema.json": { "specialHours[].locations[]": locations },
  };
}

/**
 * Each device family's own choices, read from its file (data/pricing-families/<id>.json): a model's price row and a
 * highlight name one of the family's repairs, and a highlight one of its brands and models. Shown with their labels
 * and saved as ids. A repair, brand or model added in the same form is offered once the configuration is generated
 * again; until then the build names a row that names an unknown id.
 */
export function familyEnums(files: DataFile[]): NonNullable<CmsOptions["enumsByFile"]> {
  const named = (label: string, id: string): CmsOption => ({ label, value: id });
  const unique = (options: CmsOption[]) =>
    options.filter((option, i) => options.findIndex((o) => valueOf(o) === valueOf(option)) === i);
  return Object.fromEntries(
    Object.entries(familyFiles(files)).map(([id, family]) => {
      const repairs = unique(family.repairs.map((repair) => named(repair.label, repair.id)));
      const brands = unique(family.brands.map((brand) => named(brand.label, brand.id)));
      const models = unique(
        family.brands.flatMap((brand) => brand.models.map((model) => named(`${brand.label} ${model.label}`, model.id))),
      );
      return [
        familyFile(id),
        {
          "brands[].models[].prices[].repair": repairs,
          "highlights[].repair": repairs,
          "highlights[].brand": brands,
          "highlights[].model": models,
        },
      ];
    }),
  );
}

const valueOf = (option: CmsOption): string => (typeof option === "string" ? option : option.value);
