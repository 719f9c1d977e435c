import path from "node:path";
import type { JsonSchema } from "../../data/schema-to-sdl";
import { SLUG, type CmsField } from "../config";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../write-config";

// What an editor meets in the generated forms: the expected form shown before a value is refused, uploads named as
// the schemas accept.

const root = path.resolve(__dirname, "../../../..");
const config = cmsConfigFromDisk({}, root);
const sources = cmsSourcesFromDisk(root);

/** Every form of the configuration, with the data files it edits (a folder collection: all of its folder's). */
const forms = config.collections.flatMap((collection) =>
  "files" in collection
    ? collection.files.map((entry) => ({
        where: `${collection.name}/${entry.name}`,
        fields: entry.fields,
        files: [entry.file],
      }))
    : [
        {
          where: collection.name,
          fields: collection.fields,
          files: sources.files.filter((f) => path.posix.dirname(f.file) === collection.folder).map((f) => f.file),
        },
      ],
);
const formOf = (where: string) => forms.find((form) => form.where === where)!;

/** Every field of a form by path ("services[].faqs[].question"); a list's one field and a multiple choice at "x[]". */
function allFields(fields: readonly CmsField[], prefix = ""): Array<{ path: string; field: CmsField }> {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    const inner = field.widget === "list" ? `${at}[]` : at;
    return [
      { path: at, field },
      ...(field.field ? [{ path: `${at}[]`, field: field.field }] : []),
      ...(field.multiple ? [{ path: `${at}[]`, field }] : []),
      ...(field.fields ? allFields(field.fields, inner) : []),
    ];
  });
}
const fieldAt = (where: string, at: string) => allFields(formOf(where).fields).find((f) => f.path === at)!.field;

/** Each property path with a pattern, and the schema where it is (its $ref followed, the use site's keywords winning). */
function patternsOf(
  schema: JsonSchema,
  rootSchema: JsonSchema,
  prefix = "",
  seen: string[] = [],
): Array<[string, JsonSchema]> {
  let own = schema;
  if (schema.$ref) {
    const [, key, name] = /^#\/(definitions|\$defs)\/(.+)$/.exec(schema.$ref) ?? [];
    if (seen.includes(schema.$ref)) return [];
    const { $ref, ...beside } = schema;
    own = { ...(rootSchema[key] as Record<string, JsonSchema>)[name], ...beside };
    seen = [...seen, $ref];
  }
  const found: Array<[string, JsonSchema]> = typeof own.pattern === "string" ? [[prefix, own]] : [];
  for (const [name, child] of Object.entries(own.properties ?? {}))
    found.push(...patternsOf(child, rootSchema, prefix ? `${prefix}.${name}` : name, seen));
  if (own.items) found.push(...patternsOf(own.items, rootSchema, `${prefix}[]`, seen));
  return found;
}

describe("a field whose schema asks for a form shows an example of it before a value is refused", () => {
  const cases = forms.flatMap((form) => {
    const schemaName = sources.files.find((f) => f.file === form.files[0])?.schema;
    const schema = schemaName ? sources.schemas[schemaName] : undefined;
    if (!schema) return [];
    const fields = allFields(form.fields);
    return patternsOf(schema, schema).map(([at, property]) => ({
      name: `${form.where} ${at}`,
      property,
      field: fields.find((f) => f.path === at)?.field,
    }));
  });

  it("covers the patterns of every schema", () => {
    expect(new Set(cases.map((c) => c.property.pattern)).size).toBeGreaterThan(15);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, { property, field }) => {
    const pattern = new RegExp(property.pattern as string);
    const examples = (property.examples ?? []) as string[];
    // The example is of the expected form...
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect([example, pattern.test(example)]).toEqual([example, true]);
    // ...and the form shows it, unless the field is a choice (a select or a relation cannot be written wrong).
    expect(field).toBeDefined();
    if (field!.widget === "select" || field!.widget === "relation") return;
    expect(examples.some((example) => field!.hint?.includes(example))).toBe(true);
  });

  it("the phone's hint and refusal say how to write it", () => {
    const phone = fieldAt("data/site", "phone");
    expect(phone.hint).toContain("(704) 555-0142");
    expect(phone.pattern?.[1]).toBe("write it like (704) 555-0142");
  });
});

/**
 * The name Decap 3.16.3 gives an uploaded file: decap-cms-core's persistMedia calls
 * sanitizeSlug(file.name.toLowerCase(), config.slug) (lib/urlHelper.js): accents dropped (clean_accents), every
 * character but ASCII letters, digits and "_ - . ~" replaced (encoding "ascii"), what sanitize-filename refuses
 * replaced, then repeated, leading and trailing replacements removed.
 */
function uploadName(name: string, slug: typeof SLUG = SLUG): string {
  const r = slug.sanitize_replacement;
  let out = name.toLowerCase();
  if (slug.clean_accents) out = out.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  out = Array.from(out)
    .map((char) => (/[\w\-.~]/.test(char) ? char : r))
    .join("")
    .replace(/[/?<>\\:*|"]/g, r)
    .replace(/[. ]+$/, r);
  return out.replace(/-+/g, r).replace(/^-/, "").replace(/-$/, "");
}

describe("an uploaded image is named as the schemas accept", () => {
  const imagePatterns = Object.values(sources.schemas).flatMap((schema) =>
    patternsOf(schema, schema)
      .map(([, property]) => property.pattern as string)
      .filter((pattern) => pattern.startsWith("^(\\./)?images/")),
  );
  const imageFields = forms.flatMap((form) => allFields(form.fields).filter(({ field }) => field.widget === "image"));

  it("with Decap's slug settings: ASCII, accents dropped, anything else a hyphen", () => {
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
  });

  it.each([
    ["IMG_2041.JPG", "img_2041.jpg"],
    ["IMG_2041.JPEG", "img_2041.jpeg"],
    ["PXL_20240101_123456789.jpg", "pxl_20240101_123456789.jpg"],
    ["_DSC1234.JPG", "_dsc1234.jpg"],
    ["Screenshot 2024-01-01 at 10.15.32.png", "screenshot-2024-01-01-at-10.15.32.png"],
    ["WhatsApp Image 2024-01-01 at 10.15.32.jpeg", "whatsapp-image-2024-01-01-at-10.15.32.jpeg"],
    ["Café Storefront.JPG", "cafe-storefront.jpg"],
    ["photo (1).webp", "photo-1-.webp"],
  ])("%s is written images/%s, which every image pattern and every image field takes", (upload, expected) => {
    expect(uploadName(upload)).toBe(expected);
    expect(imagePatterns.length).toBeGreaterThanOrEqual(4);
    for (const pattern of imagePatterns) {
      expect([pattern, new RegExp(pattern).test(`images/${expected}`)]).toEqual([pattern, true]);
      expect([pattern, new RegExp(pattern).test(`./images/${expected}`)]).toEqual([pattern, true]);
    }
    // The form tests the file's base name.
    for (const { path: at, field } of imageFields)
      expect([at, new RegExp(field.pattern![0]).test(expected)]).toEqual([at, true]);
  });

  it("a type the site cannot show is refused in the form, saying which it takes", () => {
    const image = fieldAt("data/services", "services[].image");
    expect(new RegExp(image.pattern![0]).test(uploadName("IMG_2041.HEIC"))).toBe(false);
    expect(image.pattern![1]).toBe("a .jpg, .jpeg, .png or .webp file named like tv-repair.jpg");
  });
});
