import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { JsonSchema } from "../../data/schema-to-sdl";
import {
  cmsConfig,
  schemaFields,
  singular,
  stringPattern,
  type CmsCollection,
  type CmsField,
  type CmsFileEntry,
} from "../config";
import { DAY_WIDGET } from "../day-widget";
import { cmsConfigFromDisk, cmsSourcesFromDisk, writeCmsConfig } from "../write-config";
import { folderSchema } from "../key-order";
import { TRANSLATION_ONLY_MARK, translationOf } from "../../data/translations";

const root = path.resolve(__dirname, "../../../..");

/** The field generated for one property "x" of a small inline schema. */
const fieldOf = (property: JsonSchema, required = true, extra: Partial<JsonSchema> = {}): CmsField =>
  schemaFields(
    "test.schema.json",
    { type: "object", properties: { x: property }, required: required ? ["x"] : [], ...extra },
    "./schemas/test.schema.json",
  )[0];

describe("schema keywords -> Decap widget options", () => {
  it.each<[string, JsonSchema, Partial<CmsField>]>([
    ["string", { type: "string" }, { widget: "string" }],
    [
      "title and description",
      { type: "string", title: "Name", description: "Shown" },
      { label: "Name", hint: "Shown" },
    ],
    [
      "long string",
      { type: "string", maxLength: 400 },
      { widget: "text", pattern: ["^[\\s\\S]{0,400}$", "At most 400 characters."] },
    ],
    ["a meta description stays one line", { type: "string", maxLength: 160 }, { widget: "string" }],
    [
      "lengths",
      { type: "string", minLength: 10, maxLength: 60 },
      { pattern: ["^[\\s\\S]{10,60}$", "Between 10 and 60 characters."] },
    ],
    [
      "pattern",
      { type: "string", pattern: "^[a-z]+$" },
      { pattern: ["^[a-z]+$", "Not in the expected form (^[a-z]+$)"] },
    ],
    ["enum", { type: "string", enum: ["a", "b"] }, { widget: "select", options: ["a", "b"] }],
    ["enum without type", { enum: ["sales", "other"] }, { widget: "select", options: ["sales", "other"] }],
    [
      "image path",
      { type: "string", pattern: "^\\./images/[a-z]+\\.(jpg|png)$" },
      { widget: "image", choose_url: false },
    ],
    [
      "number",
      { type: "number", minimum: -90, maximum: 90 },
      { widget: "number", value_type: "float", min: -90, max: 90 },
    ],
    ["integer", { type: "integer", minimum: 0 }, { widget: "number", value_type: "int", min: 0, step: 1 }],
    ["boolean", { type: "boolean" }, { widget: "boolean" }],
    [
      "array min/max",
      { type: "array", minItems: 2, maxItems: 3, items: { type: "string" } },
      { widget: "list", min: 2, max: 3 },
    ],
    [
      "array of enums",
      { type: "array", items: { enum: ["Mon", "Tue"] } },
      { widget: "select", multiple: true, options: ["Mon", "Tue"] },
    ],
    ["nullable", { type: ["integer", "null"] }, { widget: "number", required: false }],
    ["oneOf with null", { oneOf: [{ type: "string" }, { type: "null" }] }, { widget: "string", required: false }],
  ])("%s", (_name, property, expected) => {
    expect(fieldOf(property)).toMatchObject({ name: "x", ...expected });
  });

  it("gives an image the pattern of its file name: Decap tests it against the chosen file's base name", () => {
    expect(
      fieldOf({ type: "string", pattern: "^(\\./)?images/[a-z]+\\.(jpg|png)$", examples: ["images/shop.jpg"] }).pattern,
    ).toEqual(["^[a-z]+\\.(jpg|png)$", "a .jpg or .png file named like shop.jpg"]);
    // A pattern for another kind of path is left to the build.
    expect(fieldOf({ type: "string", pattern: "^\\./images/[a-z]+\\.(jpg|png)$" })).not.toHaveProperty("pattern");
  });

  it("shows the schema's example of the expected form in the hint and in the message, once", () => {
    const phone = { type: "string", pattern: "^\\(\\d{3}\\) \\d{3}-\\d{4}$", examples: ["(704) 555-0142"] };
    expect(fieldOf({ ...phone, description: "Main phone number." })).toMatchObject({
      hint: "Main phone number. Example: (704) 555-0142.",
      pattern: [phone.pattern, "write it like (704) 555-0142"],
    });
    expect(fieldOf({ ...phone, description: "Written as (704) 555-0142." }).hint).toBe("Written as (704) 555-0142.");
    expect(fieldOf({ ...phone, minLength: 14 }).pattern?.[1]).toBe(
      "At least 14 characters. Write it like (704) 555-0142",
    );
    expect(fieldOf({ type: "string", pattern: "^\\d\\d:\\d\\d$", examples: ["09:00", "18:00"] }).hint).toBe(
      "Examples: 09:00, 18:00.",
    );
  });

  it("starts a switch at the schema's default, which is what an absent value means", () => {
    expect(fieldOf({ type: "boolean", default: true }, false)).toMatchObject({ widget: "boolean", default: true });
    expect(fieldOf({ type: "boolean" }, false)).not.toHaveProperty("default");
  });

  it("labels a property by its name when the schema has no title", () => {
    expect(fieldOf({ type: "string" })).toMatchObject({ label: "X" });
    expect(schemaFields("t", { type: "object", properties: { heroAlt: { type: "string" } } }, "")[0].label).toBe(
      "Hero alt",
    );
  });

  it("marks optional properties required: false and leaves required ones to Decap's default", () => {
    expect(fieldOf({ type: "string" }, false).required).toBe(false);
    expect(fieldOf({ type: "string", minLength: 1 }, true)).not.toHaveProperty("required");
  });

  it('keeps a required string that may be empty writable as ""', () => {
    expect(fieldOf({ type: "string", pattern: "^(\\d{4})?$" })).toMatchObject({ required: false, default: "" });
  });

  it("does not require a list the schema lets be empty, but starts a required one as [] so its key is written", () => {
    // Decap's `required` refuses an empty list; `default: []` is written into a new entry and a new item of a list.
    expect(fieldOf({ type: "array", items: { type: "string" } })).toMatchObject({ required: false, default: [] });
    expect(fieldOf({ type: "array", items: { type: "string" } }, false)).not.toHaveProperty("default");
    expect(fieldOf({ type: "array", minItems: 1, items: { type: "string" } })).not.toHaveProperty("required");
    expect(fieldOf({ type: "array", minItems: 1, items: { type: "string" } })).not.toHaveProperty("default");
    // The same for a choice of several.
    expect(fieldOf({ type: "array", items: { enum: ["a", "b"] } })).toMatchObject({ multiple: true, default: [] });
  });

  it("turns a list of strings into a list with one item field, keeping the items' rules", () => {
    expect(fieldOf({ type: "array", items: { type: "string", minLength: 3 } }).field).toMatchObject({
      widget: "string",
      pattern: ["^[\\s\\S]{3,}$", "At least 3 characters."],
    });
  });

  it("turns nested objects into object and list widgets with fields and a summary", () => {
    const field = fieldOf({
      type: "array",
      items: {
        type: "object",
        required: ["label"],
        properties: {
          label: { type: "string", minLength: 1 },
          geo: { type: "object", properties: { lat: { type: "number" } } },
        },
      },
    });
    expect(field).toMatchObject({ widget: "list", summary: "{{fields.label}}" });
    expect(fieldOf({ type: "array", items: { type: "string", maxLength: 400 } }).summary).toBe(
      "{{fields.x | truncate(80)}}",
    );
    expect(field.fields?.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["label", "string", undefined],
      ["geo", "object", false],
    ]);
    expect(field.fields?.[1].fields?.[0]).toMatchObject({ name: "lat", widget: "number", required: false });
  });

  it("resolves $ref in definitions and $defs, the use site's description winning", () => {
    const withDefs = (key: string) =>
      fieldOf({ $ref: `#/${key}/phone`, description: "Main phone" }, true, {
        [key]: { phone: { type: "string", pattern: "^\\d+$", description: "Digits" } },
      });
    for (const key of ["definitions", "$defs"]) {
      expect(withDefs(key)).toMatchObject({
        widget: "string",
        hint: "Main phone",
        pattern: ["^\\d+$", expect.any(String)],
      });
    }
  });

  it("merges object branches of a union into one object of optional fields", () => {
    const field = fieldOf({
      anyOf: [
        { type: "object", required: ["a"], properties: { a: { type: "string" } } },
        { type: "object", required: ["b"], properties: { b: { type: "integer" } } },
      ],
    });
    expect(field.fields?.map((f) => [f.name, f.required])).toEqual([
      ["a", false],
      ["b", false],
    ]);
  });

  it("refuses what cannot become a form, naming the schema and the path", () => {
    expect(() => fieldOf({ $ref: "#/definitions/missing" })).toThrow("test.schema.json x: unsupported $ref");
    expect(() =>
      fieldOf({ $ref: "#/definitions/node" }, true, {
        definitions: { node: { type: "object", properties: { child: { $ref: "#/definitions/node" } } } },
      }),
    ).toThrow("recursive $ref");
  });

  it("hides $schema and writes the file's schema path into new entries", () => {
    const [field] = schemaFields("t", { type: "object", properties: { $schema: { type: "string" } } }, "../schemas/t");
    expect(field).toEqual({
      name: "$schema",
      label: "Schema",
      widget: "hidden",
      required: false,
      default: "../schemas/t",
    });
  });

  it("combines a pattern with lengths into one regular expression", () => {
    const [regex] = stringPattern({ type: "string", minLength: 10, pattern: "\\?$" }) ?? [""];
    const matches = (text: string) => new RegExp(regex).test(text);
    expect([matches("Is it fixed?"), matches("Fixed?"), matches("Is it fixed now.")]).toEqual([true, false, false]);
  });

  it("takes allowed values from the data, for a field and for a list's items", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { group: { type: "string" }, groups: { type: "array", items: { type: "string" } } },
    };
    const fields = schemaFields("s", schema, "", { group: ["a", "b"], "groups[]": ["a", "b"] });
    expect(fields.map((f) => [f.widget, f.options, f.multiple])).toEqual([
      ["select", ["a", "b"], undefined],
      ["select", ["a", "b"], true],
    ]);
  });

  it("takes allowed values with their words, saving the value", () => {
    const schema: JsonSchema = { type: "object", properties: { repair: { type: "string" } } };
    const [field] = schemaFields("s", schema, "", {
      repair: [{ label: "Screen replacement (screen)", value: "screen" }],
    });
    expect(field).toMatchObject({
      widget: "select",
      options: [{ label: "Screen replacement (screen)", value: "screen" }],
    });
  });

  it("uses the backend it is given", () => {
    const sources = cmsSourcesFromDisk(root);
    expect(cmsConfig(sources).backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(cmsConfig(sources, { backend: { name: "github", repo: "o/r" } }).backend).toEqual({
      name: "github",
      repo: "o/r",
    });
  });
});

describe("review before publish", () => {
  it("publishes through the editorial workflow, each entry with the page its deploy preview shows it on", () => {
    const config = cmsConfigFromDisk({ backend: { name: "github", repo: "o/r" } }, root);
    expect(config.publish_mode).toBe("editorial_workflow");
    const folders = Object.fromEntries(
      config.collections.filter((c) => "folder" in c).map((c) => [c.name, "preview_path" in c ? c.preview_path : ""]),
    );
    expect(folders).toEqual({
      blog: "blog/{{fields.slug}}/",
      families: "pricing/{{slug}}/",
      "new-pages": "{{fields.path}}",
    });
    // Each family's own form opens its price page.
    const prices = config.collections.find((c) => c.name === "prices");
    const forms = prices && "files" in prices ? prices.files : [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form.preview_path).toBe(`pricing/${form.name}/`);
    // The written file says so too: the CMS reads config.yml.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-")), "config.yml");
    writeCmsConfig(file, { backend: { name: "github", repo: "o/r" } }, root);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^ {2}"publish_mode": "editorial_workflow",$/m);
  });

  it("leaves `npm run cms` publishing straight to the files: its decap-server offers simple publishing only", () => {
    // Decap switches to the publish modes the local backend reports (decap-cms-core actions/config.js getPublishMode);
    // decap-server in "fs" mode (scripts/cms.mjs) reports ["simple"].
    const server = fs.readFileSync(path.join(root, "node_modules", "decap-server", "dist", "index.js"), "utf8");
    expect(server).toMatch(/publish_modes:\["simple"\],type:"local_fs"/);
    expect(fs.readFileSync(path.join(root, "scripts", "cms.mjs"), "utf8")).toMatch(/MODE: "fs"/);
  });
});

/** Every property path of a schema, recursively through objects, arrays and $refs (read here, not by the generator). */
function schemaPaths(
  schema: JsonSchema,
  rootSchema: JsonSchema,
  prefix: string,
  seen: string[] = [],
  translation = false,
): string[] {
  if (schema.$ref) {
    const [, key, name] = /^#\/(definitions|\$defs)\/(.+)$/.exec(schema.$ref) ?? [];
    const target = (rootSchema[key] as Record<string, JsonSchema>)[name];
    return seen.includes(schema.$ref)
      ? []
      : schemaPaths(target, rootSchema, prefix, [...seen, schema.$ref], translation);
  }
  const paths: string[] = [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    // A field only a translation has (a service's Spanish slug) is in the Spanish form only.
    if (!translation && (child as Record<string, unknown>)[TRANSLATION_ONLY_MARK]) continue;
    const at = prefix ? `${prefix}.${name}` : name;
    paths.push(at, ...schemaPaths(child, rootSchema, at, seen, translation));
  }
  if (schema.items)
    paths.push(`${prefix}[]`, ...schemaPaths(schema.items, rootSchema, `${prefix}[]`, seen, translation));
  return paths;
}

/** Every field path of generated fields: "[]" for a list's items, whether a single field or fields. */
function fieldPaths(fields: CmsField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    const list = field.widget === "list" || field.multiple === true;
    const inner = list ? `${at}[]` : at;
    return [
      at,
      ...(list ? [inner] : []),
      ...(field.field ? fieldPaths([{ ...field.field, name: "" }], at).map((p) => p.replace(/\.$/, "")) : []),
      ...(field.fields ? fieldPaths(field.fields, inner) : []),
    ];
  });
}

describe("the generated configuration and data/schemas cannot drift", () => {
  const config = cmsConfigFromDisk({}, root);
  const sources = cmsSourcesFromDisk(root);
  const entries = config.collections.flatMap((collection) =>
    "files" in collection
      ? collection.files.map((entry: CmsFileEntry) => ({ where: entry.file, fields: entry.fields }))
      : [{ where: `${collection.folder}/*.${collection.extension}`, fields: collection.fields }],
  );
  const schemaOfEntry = (where: string) =>
    where.endsWith("*.json")
      ? folderSchema(entries.find((entry) => entry.where === where)!.fields)
      : (sources.files.find((file) => file.file === where)?.schema ?? "(no schema)");

  it.each(entries.map((entry) => [entry.where, entry] as const))(
    "%s: every schema property has a field at the same path, and no field is extra",
    (_where, entry) => {
      const schema = sources.schemas[schemaOfEntry(entry.where)];
      // A form with a Spanish column also has the fields only a translation has (a service's Spanish slug).
      const spanish = entry.fields.some((field) => field.i18n);
      const expected = [...new Set(schemaPaths(schema, schema, "", [], spanish))].sort();
      const actual = [...new Set(fieldPaths(entry.fields, ""))].sort();
      expect(actual).toEqual(expected);
    },
  );

  it("notices a schema property without a field", () => {
    const schema: JsonSchema = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
    const fields = schemaFields("t", schema, "").filter((field) => field.name !== "b");
    expect(fieldPaths(fields, "")).not.toEqual(schemaPaths(schema, schema, ""));
  });

  it("covers every schema in data/schemas", () => {
    const used = new Set(entries.map((entry) => schemaOfEntry(entry.where)));
    expect([...used].sort()).toEqual(fs.readdirSync(path.join(root, "data", "schemas")).sort());
  });
});

describe("every data file has exactly one place in the CMS", () => {
  const config = cmsConfigFromDisk({}, root);
  // Every JSON file under data/ but the schemas, in any folder.
  const list = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === "schemas"
            ? []
            : list(`${dir}/${entry.name}`)
          : entry.name.endsWith(".json")
            ? [`${dir}/${entry.name}`]
            : [],
      );
  const dataFiles = list("data");

  // A file's words in Spanish are the Spanish column of their English file's form: a form with fields of words.
  const placesOf = (file: string, collections: CmsCollection[]) => {
    const translation = translationOf(file);
    return collections.flatMap((collection) =>
      "files" in collection
        ? collection.files
            .filter((entry) =>
              translation
                ? entry.file === translation.english && entry.i18n && entry.fields.some((field) => field.i18n)
                : entry.file === file,
            )
            .map((entry) => `${collection.name}/${entry.name}${translation ? ` (${translation.lang})` : ""}`)
        : path.posix.dirname(file) === collection.folder && file.endsWith(`.${collection.extension}`) && !translation
          ? [collection.name]
          : [],
    );
  };
  // A hidden collection is not in the sidebar: it holds files for relations and Quick add (the device families).
  const visible = config.collections.filter((collection) => !("hide" in collection && collection.hide));

  it.each(dataFiles)("%s", (file) => {
    expect(placesOf(file, visible)).toHaveLength(1);
  });

  it("hides only a folder whose every file has a form of its own, a new file at once in the hidden collection", () => {
    const hidden = config.collections.filter((collection) => !visible.includes(collection));
    expect(hidden.map((collection) => collection.name)).toEqual(["families", "new-pages"]);
    const inHidden = dataFiles.filter((file) => placesOf(file, hidden).length);
    expect(inHidden).toEqual(
      dataFiles.filter((file) => /^data\/(pricing-families|documents)\//.test(file) && !translationOf(file)),
    );
    expect(inHidden.every((file) => /^(prices|documents)\//.test(placesOf(file, visible)[0]))).toBe(true);
  });

  it("lists no file that does not exist", () => {
    const listed = config.collections.flatMap((collection) =>
      "files" in collection ? collection.files.map((entry) => entry.file) : [],
    );
    expect(listed.filter((file) => !dataFiles.includes(file))).toEqual([]);
  });
});

describe("lists read as what they hold, collapsed", () => {
  const site = cmsConfigFromDisk({}, root)
    .collections.flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((entry: CmsFileEntry) => entry.file === "data/site.json")!;
  const field = (fields: CmsField[] | undefined, name: string) => fields!.find((f) => f.name === name)!;

  it("an hours entry as its day and times, a closure as its date and reason", () => {
    const locations = field(site.fields, "locations");
    expect(field(locations.fields, "openingHours").summary).toBe("{{fields.day}} {{fields.opens}}-{{fields.closes}}");
    expect(field(site.fields, "specialHours").summary).toBe("{{fields.date}}: {{fields.reason}}");
    expect(field(site.fields, "placeholders").summary).toBe("{{fields.field}}: {{fields.value}}");
  });

  it("a review as its author and date", () => {
    const reviews = cmsConfigFromDisk({}, root)
      .collections.flatMap((collection) => ("files" in collection ? collection.files : []))
      .find((entry: CmsFileEntry) => entry.file === "data/reviews.json")!;
    expect(field(reviews.fields, "reviews").summary).toBe("{{fields.author}}, {{fields.date}}");
  });
});

describe("a file's name in the CMS", () => {
  it("has its placeholders filled as the site fills them, as every content page's title does", () => {
    const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { name: string };
    const entries = cmsConfigFromDisk({}, root).collections.flatMap((c) => ("files" in c ? c.files : []));
    const pages = entries.filter((entry) => entry.file.startsWith("data/documents/"));
    expect(pages.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => /\{[a-zA-Z]+\}/.test(entry.label)).map((entry) => entry.label)).toEqual([]);
    // A content page's title names the business (the titles check asks for it): its name, not {businessName}.
    expect(pages.some((entry) => entry.label.includes(site.name))).toBe(true);
  });
});

describe("a list's count reads in the right number", () => {
  it.each([
    ["Prices", "Price"],
    ["Reviews", "Review"],
    ["Categories", "Category"],
    ["Opening hours", "Opening hours"],
    ["Special hours", "Special hours"],
    ["Faqs", "Faq"],
    ["Served zips", "Served zip"],
    ["Brands", "Brand"],
  ])("%s: one is a %s", (label, one) => expect(singular(label)).toBe(one));

  it("every list of the forms has its singular label", () => {
    const lists = (fields: readonly CmsField[]): CmsField[] =>
      fields.flatMap((f) => [...(f.widget === "list" ? [f] : []), ...lists(f.fields ?? [])]);
    const all = cmsConfigFromDisk({}, root).collections.flatMap((c) =>
      "files" in c ? c.files.flatMap((entry) => lists(entry.fields)) : lists(c.fields),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((f) => typeof f.label_singular !== "string").map((f) => f.name)).toEqual([]);
  });
});

describe("every day is picked in a calendar, never typed", () => {
  const entries = cmsConfigFromDisk({}, root).collections.flatMap((collection) =>
    "files" in collection ? collection.files : [],
  );
  /** Every field of a form, at any depth, with its path ("specialHours.through"). */
  const everyField = (fields: readonly CmsField[], at = ""): Array<[string, CmsField]> =>
    fields.flatMap((f) => [
      [`${at}${f.name}`, f] as [string, CmsField],
      ...everyField(f.fields ?? (f.field ? [f.field] : []), `${at}${f.name}.`),
    ]);
  // Whatever the schemas name: every field whose values are days (a picker, or a schema pattern of YYYY-MM-DD).
  const days = entries.flatMap((entry) =>
    everyField(entry.fields)
      .filter(([, f]) => f.widget === DAY_WIDGET || (f.pattern && /\\d\{4\}-/.test(f.pattern[0])))
      .map(([at, f]) => [`${entry.file} ${at}`, f] as const),
  );

  it("closures, the notice and the reviews included", () => {
    const named = days.map(([at]) => at);
    for (const expected of [
      "data/site.json specialHours.date",
      "data/site.json notice.from",
      "data/reviews.json reviews.date",
    ])
      expect(named).toContain(expected);
    expect(days.filter(([, f]) => f.widget !== DAY_WIDGET).map(([at]) => at)).toEqual([]);
  });

  it("an optional day starts empty (a closure's last day), a required one at today", () => {
    const through = days.find(([at]) => at === "data/site.json specialHours.through")![1];
    expect(through).toMatchObject({ widget: DAY_WIDGET, required: false });
    expect(through).not.toHaveProperty("default");
    expect(days.find(([at]) => at === "data/site.json specialHours.date")![1].default).toBe("{{now}}");
  });
});

describe("a blog post's form", () => {
  const blog = cmsConfigFromDisk({}, root).collections.find((collection) => collection.name === "blog")!;
  const field = (name: string) => ("fields" in blog ? blog.fields : []).find((f) => f.name === name)!;

  it("edits the body as Markdown, offering only what the site renders (no images, code or h1)", () => {
    expect(field("body")).toMatchObject({
      widget: "markdown",
      buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
      editor_components: ["page-link"],
      modes: ["rich_text", "raw"],
    });
    expect(field("body").hint).toMatch(/500 words and 2 links/);
    expect(field("body")).not.toHaveProperty("pattern");
  });

  it("picks the date as a day, saved YYYY-MM-DD, today's in a new post, and requires it", () => {
    expect(field("date")).toEqual(expect.objectContaining({ widget: DAY_WIDGET, default: "{{now}}" }));
    expect(field("date")).not.toHaveProperty("required");
    expect(field("date")).not.toHaveProperty("format");
  });

  it("leaves other strings as they were: the hints are read only by the generator", () => {
    expect(fieldOf({ type: "string", contentMediaType: "text/plain" }).widget).toBe("string");
    expect(fieldOf({ type: "string", contentMediaType: "text/markdown" }).widget).toBe("markdown");
    expect(fieldOf({ type: "string", "x-cms-widget": "date" }, false)).toMatchObject({
      widget: DAY_WIDGET,
      required: false,
    });
  });
});

describe("a service's menu group", () => {
  it("is a select of exactly the groups of data/navigation.json, shown by name, saved by id", () => {
    const navigation = JSON.parse(fs.readFileSync(path.join(root, "data", "navigation.json"), "utf8")) as {
      groups: Array<{ id: string; label: string }>;
    };
    const services = cmsConfigFromDisk({}, root)
      .collections.flatMap((collection) => ("files" in collection ? collection.files : []))
      .find((entry) => entry.file === "data/services.json");
    const group = services?.fields
      .find((field) => field.name === "services")
      ?.fields?.find((field) => field.name === "group");
    expect(group).toMatchObject({
      widget: "select",
      options: navigation.groups.map((g) => ({ label: g.label, value: g.id })),
    });
    expect(group).not.toHaveProperty("required");
  });
});

describe("writeCmsConfig", () => {
  it("writes the configuration as JSON that a YAML reader takes as it is", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
    const out = path.join(dir, "admin", "config.yml");
    writeCmsConfig(out, {}, root);
    const text = fs.readFileSync(out, "utf8");
    expect(text.startsWith("# ")).toBe(true);
    expect(JSON.parse(text.replace(/^#.*\n/, ""))).toEqual(cmsConfigFromDisk({}, root));
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the prices, one file per device family", () => {
  const config = cmsConfigFromDisk({}, root);
  const prices = config.collections.find((c) => c.name === "prices");
  const families = config.collections.find((c) => c.name === "families");
  // The family files, whatever the shop lists; every family's form has the same fields (the first's are read below).
  const familyIds = fs
    .readdirSync(path.join(root, "data", "pricing-families"))
    // A family's Spanish words (phones.es.json) are no family: they are with the Spanish files.
    .filter((name) => name.endsWith(".json") && !translationOf(`data/pricing-families/${name}`))
    .map((name) => name.replace(/\.json$/, ""))
    .sort();
  const first = prices && "files" in prices ? prices.files.find((f) => f.name === familyIds[0]) : undefined;
  const fields = first?.fields ?? [];

  it("are a form each in Prices by device family, with the family's own choices", () => {
    expect(prices).toMatchObject({ label: "Prices by device family", format: "json-data" });
    const files = prices && "files" in prices ? prices.files : [];
    expect(files.map((f) => [f.name, f.label, f.file])).toEqual(
      familyIds.map((id) => [
        id,
        (JSON.parse(fs.readFileSync(path.join(root, `data/pricing-families/${id}.json`), "utf8")) as { label: string })
          .label,
        `data/pricing-families/${id}.json`,
      ]),
    );
    expect(fields.find((f) => f.name === "$schema")).toMatchObject({
      widget: "hidden",
      default: "../schemas/pricing-family.schema.json",
    });
    // No preview pane but a blog post's (its word count and links) and a family's (what each model's page lists):
    // admin-browser.ts.
    expect(config.collections.filter((c) => c.editor.preview).map((c) => c.name)).toEqual([
      "prices",
      "blog",
      "families",
    ]);
    // And of the files of a collection without one, Business facts (each shop's hours and closures) and Services (each
    // service's search result, card and lists).
    const withOwn = config.collections.flatMap((c) =>
      "files" in c ? c.files.filter((f) => f.editor?.preview).map((f) => f.file) : [],
    );
    expect(withOwn).toEqual(["data/services.json", "data/site.json"]);
  });

  it("a new content page: Quick add -> Content page, its file named by its address, its page checked by the build", () => {
    expect(config.collections.find((c) => c.name === "new-pages")).toMatchObject({
      label_singular: "Content page",
      folder: "data/documents",
      create: true,
      hide: true,
      slug: "{{fields.path}}",
      format: "json-data",
    });
  });

  it("are all in a hidden folder collection too: an editor adds a family (Quick add), its file named by its label", () => {
    expect(families).toMatchObject({
      label_singular: "Device family",
      folder: "data/pricing-families",
      create: true,
      hide: true,
      slug: "{{slug}}",
      identifier_field: "label",
      format: "json-data",
    });
    // A new family's model rows name repairs typed in the same form: no choices to offer there.
    const generic = families && "fields" in families ? families.fields : [];
    const rows = generic.find((f) => f.name === "brands")!.fields!.find((f) => f.name === "models")!.fields!;
    expect(rows.find((f) => f.name === "prices")!.fields!.find((f) => f.name === "repair")).toMatchObject({
      widget: "string",
    });
  });

  it("order the families in data/pricing.json by a list of the family entries, so a new one can be listed at once", () => {
    const data = config.collections.find((c) => c.name === "data");
    const index = data && "files" in data ? data.files.find((f) => f.file === "data/pricing.json") : undefined;
    expect(index?.fields.find((f) => f.name === "families")).toMatchObject({
      widget: "list",
      min: 1,
      field: {
        widget: "relation",
        collection: "families",
        value_field: "{{slug}}",
        search_fields: ["label"],
        display_fields: ["label"],
      },
    });
  });

  it("need nothing inside an optional object: a repair without a family default can be saved", () => {
    const repairs = fields.find((f) => f.name === "repairs")!;
    const fallback = repairs.fields!.find((f) => f.name === "default")!;
    expect(fallback.required).toBe(false);
    expect(fallback.fields!.map((f) => [f.name, f.required])).toEqual(fallback.fields!.map((f) => [f.name, false]));
    // Outside it, the schema's required fields stay required.
    expect(repairs.fields!.find((f) => f.name === "label")!.required).toBeUndefined();
  });

  it("edit each repair's symptoms as a required list of short phrases, and the family's model question", () => {
    const repairs = fields.find((f) => f.name === "repairs")!;
    const symptoms = repairs.fields!.find((f) => f.name === "symptoms")!;
    expect(symptoms).toMatchObject({ widget: "list", min: 1, max: 8, field: { widget: "string" } });
    expect(symptoms.required).toBeUndefined();
    expect(symptoms.hint).toMatch(/in a visitor's own words/);
    expect(repairs.fields!.map((f) => f.name).indexOf("symptoms")).toBe(
      repairs.fields!.map((f) => f.name).indexOf("description") + 1,
    );
    expect(fields.find((f) => f.name === "modelHeading")).toMatchObject({ widget: "string", required: false });
  });
});

describe("a file's Spanish words are the Spanish column of its form (Decap's i18n)", () => {
  const config = cmsConfigFromDisk({}, root);
  const sources = cmsSourcesFromDisk(root);
  const fileEntries = config.collections.flatMap((collection) =>
    "files" in collection ? collection.files.map((entry) => ({ collection, entry })) : [],
  );
  const translations = sources.files.flatMap(({ file }) => {
    const translation = translationOf(file);
    return translation ? [{ file, ...translation }] : [];
  });
  const field = (fields: readonly CmsField[], name: string) => fields.find((f) => f.name === name)!;

  it("in one file of both languages for Decap, English first (spanish-files.ts makes it of the two)", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" });
  });

  it.each(translations.map((t) => [t.file, t] as const))(
    "%s: its English file's form has the column, in a collection with languages",
    (_file, { english }) => {
      const found = fileEntries.find(({ entry }) => entry.file === english);
      expect(found?.collection).toMatchObject({ i18n: true });
      expect(found?.entry.i18n).toBe(true);
    },
  );

  // Each word of each Spanish file, whatever it says: the field at its place is in the Spanish column, so an editor
  // sees and changes every word the Spanish pages show.
  it.each(translations.map((t) => [t.file, t] as const))("%s: every word is in a field of the column", (file, t) => {
    const { entry } = fileEntries.find(({ entry }) => entry.file === t.english)!;
    const data = JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
    const outside: string[] = [];
    const walk = (value: unknown, fields: readonly CmsField[] | undefined, at: string) => {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, fields, `${at}[${i}]`));
      if (!value || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === "$schema") continue;
        const f = fields?.find((candidate) => candidate.name === key);
        // An empty list is what the data format writes for a list the Spanish file leaves out: no words.
        if (!f?.i18n && JSON.stringify(inner).includes('"')) outside.push(`${at}.${key}`);
        else if (f?.fields) walk(inner, f.fields, `${at}.${key}`);
      }
    };
    walk(data, entry.fields, "");
    expect(outside).toEqual([]);
  });

  it("shows words and the keys that pair items; not the values of a set form, nor a list its items' order pairs", () => {
    const services = fileEntries.find(({ entry }) => entry.file === "data/services.json")!.entry.fields;
    const item = field(services, "services").fields!;
    expect(["label", "summary", "intro", "path", "slug"].map((name) => field(item, name).i18n)).toEqual(
      Array(5).fill(true),
    );
    expect(["kind", "group", "visit", "related", "image"].map((name) => field(item, name).i18n)).toEqual(
      Array(5).fill(undefined),
    );
    // A list without keys is replaced whole in Spanish: its items must be words only (questions and answers).
    expect(field(item, "faqs").i18n).toBe(true);
    const site = fileEntries.find(({ entry }) => entry.file === "data/site.json")!.entry.fields;
    expect(["phone", "email", "siteUrl", "specialHours"].map((name) => field(site, name).i18n)).toEqual(
      Array(4).fill(undefined),
    );
    expect(field(field(site, "locations").fields!, "directions").i18n).toBe(true);
    expect(field(field(site, "locations").fields!, "id").i18n).toBe(true);
  });

  it("puts a file without Spanish words beside others in a collection without languages (no empty column)", () => {
    const reviews = fileEntries.find(({ entry }) => entry.file === "data/reviews.json")!;
    expect(reviews.collection).toMatchObject({ name: "english", label: "Reviews and search words" });
    expect(reviews.collection.i18n).toBeUndefined();
    expect(reviews.entry.i18n).toBeUndefined();
    const marked = (fields: readonly CmsField[]): boolean =>
      fields.some((f) => f.i18n || marked(f.fields ?? []) || (f.field ? marked([f.field]) : false));
    expect(marked(reviews.entry.fields)).toBe(false);
    // Every file of a collection with languages has a Spanish column: of its words, or empty for a family without.
    for (const { collection, entry } of fileEntries)
      expect([entry.file, Boolean(entry.i18n)]).toEqual([entry.file, Boolean(collection.i18n)]);
  });
});
