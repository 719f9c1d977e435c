import fs from "node:fs";
import path from "node:path";
import type { JsonSchema } from "../../data/schema-to-sdl";
import { SLUG, type CmsField, type CmsOption } from "../config";
import { dataLayouts } from "../key-order";
import { DAY_WIDGET } from "../day-widget";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../write-config";
import { TRANSLATION_ONLY_MARK, translationOf } from "../../data/translations";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const { readData } = require("../data-format.cjs") as typeof import("../data-format.cjs");

// What an editor meets in the generated forms: lists that read in words, ids chosen among the real ones, the expected
// form shown before a value is refused, uploads named as the schemas accept, required lists always written.

const root = path.resolve(__dirname, "../../../..");
const config = cmsConfigFromDisk({}, root);
const sources = cmsSourcesFromDisk(root);
const layouts = dataLayouts(config, sources);
/** The device families, one file each (whatever the shop lists), and the form of the first: all have the same fields. */
const families = sources.files
  .filter((f) => f.file.startsWith("data/pricing-families/") && !translationOf(f.file))
  .map((f) => path.posix.basename(f.file, ".json"));
const FAMILY_FORM = `prices/${families[0]}`;

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

/** The values at a path ("brands[].models[].id") of a data file's value. */
function valuesAt(value: unknown, at: string): unknown[] {
  if (!at) return [value];
  const [head, ...rest] = at.split(".");
  const list = head.endsWith("[]");
  const key = list ? head.slice(0, -2) : head;
  const inner = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  if (inner === undefined) return [];
  const items = list ? (Array.isArray(inner) ? inner : []) : [inner];
  return items.flatMap((item) => valuesAt(item, rest.join(".")));
}

/** A data file as the CMS reads it (its defaults filled in: an absent "offered" is true). */
const read = (file: string) => {
  const schema = sources.files.find((f) => f.file === file)!.schema;
  return readData(fs.readFileSync(path.join(root, file), "utf8"), layouts[schema]);
};

/**
 * A collapsed list item's text, as Decap 3.16.3 prints a list's `summary` (decap-cms-lib-widgets stringTemplate
 * compileStringTemplate, called by the list widget with the item): "{{fields.x}}" is the item's x, printed only
 * when truthy (an object as JSON), then through at most one filter (ternary, default, truncate, upper, lower).
 */
function summaryText(template: string, item: Record<string, unknown>): string {
  return template.replace(/{{ *([^}{| ]+)( \| ([^}{]+?))? *}}/g, (_all, key: string, _part, filter?: string) => {
    const own = key.startsWith("fields.") ? item[key.slice("fields.".length)] : undefined;
    let value: unknown = own ? (typeof own === "object" ? JSON.stringify(own) : own) : "";
    const ternary = filter && /^ternary\('(.*)',\s*'(.*)'\)$/.exec(filter);
    const fallback = filter && /^default\('(.+)'\)$/.exec(filter);
    const truncate = filter && /^truncate\(([0-9]+)\)$/.exec(filter);
    if (ternary) value = value ? ternary[1] : ternary[2];
    else if (fallback) value = value || fallback[1];
    else if (truncate) {
      if (String(value).length > Number(truncate[1]) + 3) value = `${String(value).slice(0, Number(truncate[1]))}...`;
    } else if (filter === "upper" || filter === "lower")
      value = filter === "upper" ? String(value).toUpperCase() : String(value).toLowerCase();
    else if (filter) throw new Error(`${template}: Decap has no filter ${filter}`);
    return String(value);
  });
}

describe("a list's items read in words, collapsed", () => {
  const lists = forms.flatMap((form) =>
    allFields(form.fields)
      .filter(({ field }) => field.widget === "list")
      .map(({ path: at, field }) => ({ form, at, field })),
  );

  it.each(lists.map((list) => [`${list.form.where} ${list.at}`, list] as const))(
    "%s has a summary of its items' own fields",
    (_name, { field }) => {
      expect(field.summary).toEqual(expect.any(String));
      const names = [...(field.summary as string).matchAll(/{{ *fields\.([^}| ]+)/g)].map((m) => m[1]);
      const own = field.field ? [field.field.name] : (field.fields ?? []).map((f) => f.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !own.includes(name))).toEqual([]);
    },
  );

  it("every item of every data file reads as words: no item without text, no price sign without a price", () => {
    const unread: string[] = [];
    for (const { form, at, field } of lists)
      for (const file of form.files)
        for (const list of valuesAt(read(file), at) as unknown[][])
          for (const item of list) {
            const data = field.field ? { [field.field.name]: item } : (item as Record<string, unknown>);
            const text = summaryText(field.summary as string, data);
            if (!text.trim() || /\$-|\$$|\$,|: $/.test(text)) unread.push(`${file} ${at}: "${text}"`);
          }
    expect(unread).toEqual([]);
  });

  it("a price row as its repair and price, or that it is not offered or quoted", () => {
    const summary = fieldAt(FAMILY_FORM, "brands[].models[].prices").summary as string;
    const row = (values: Record<string, unknown>) =>
      summaryText(summary, { repair: "screen", offered: true, ...values });
    expect(row({ from: 179, to: 249 })).toBe("screen: $179-$249");
    expect(row({ from: 179, to: 249, time: "1-2 days" })).toBe("screen: $179-$249, 1-2 days");
    expect(row({ offered: false })).toBe("screen (not offered)");
    expect(row({ offered: false, from: 179, to: 249 })).toBe("screen (not offered): $179-$249");
    expect(row({ quote: true, time: "3-5 days" })).toBe("screen: quote after diagnostic, 3-5 days");
    expect(row({ time: "same day" })).toBe("screen, same day");
  });

  it("a family's repair as its label, a highlight as the ids it is made of, a link as its words and page", () => {
    const repairs = fieldAt(FAMILY_FORM, "repairs").summary as string;
    expect(summaryText(repairs, { id: "screen", label: "Screen replacement", service: "/x/" })).toBe(
      "Screen replacement",
    );
    const highlights = fieldAt(FAMILY_FORM, "highlights").summary as string;
    expect(summaryText(highlights, { brand: "apple", model: "iphone-15", repair: "screen" })).toBe(
      "apple iphone-15: screen",
    );
    const links = fieldAt("data/navigation", "mobileLinks").summary as string;
    expect(summaryText(links, { label: "Contact", to: "/contact/" })).toBe("Contact (/contact/)");
    const hours = fieldAt("data/site", "locations[].openingHours").summary as string;
    expect(summaryText(hours, { day: "Monday", opens: "09:00", closes: "18:00" })).toBe("Monday 09:00-18:00");
  });
});

describe("ids that name other data are chosen among the real values", () => {
  const valueOf = (option: CmsOption) => (typeof option === "string" ? option : option.value);
  const optionValues = (where: string, at: string) => (fieldAt(where, at).options as CmsOption[]).map(valueOf);
  type Family = {
    repairs: Array<{ id: string; label: string }>;
    brands: Array<{ id: string; label: string; models: Array<{ id: string; label: string }> }>;
  };

  it.each(families)(
    "%s: a model's price row and a highlight choose among the family's repairs, brands, models",
    (id) => {
      const family = JSON.parse(fs.readFileSync(path.join(root, `data/pricing-families/${id}.json`), "utf8")) as Family;
      const where = `prices/${id}`;
      // Each choice shows the name an editor knows; the id is saved.
      const repairs = family.repairs.map((r) => ({ label: r.label, value: r.id }));
      expect(fieldAt(where, "brands[].models[].prices[].repair")).toMatchObject({ widget: "select", options: repairs });
      expect(fieldAt(where, "highlights[].repair")).toMatchObject({ widget: "select", options: repairs });
      expect(optionValues(where, "highlights[].brand")).toEqual(family.brands.map((b) => b.id));
      expect(optionValues(where, "highlights[].model")).toEqual([
        ...new Set(family.brands.flatMap((b) => b.models.map((m) => m.id))),
      ]);
      expect(fieldAt(where, "highlights[].model").options).toContainEqual({
        label: `${family.brands[0].label} ${family.brands[0].models[0].label}`,
        value: family.brands[0].models[0].id,
      });
    },
  );

  it("service paths, menu groups, shops and home sections, wherever a schema names one", () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, never>;
    const services = (read("data/services.json").services as Array<{ path: string }>).map((s) => s.path);
    const groups = (read("data/navigation.json").groups as Array<{ id: string }>).map((g) => g.id);
    const locations = (read("data/site.json").locations as Array<{ id: string }>).map((l) => l.id);
    const sections = ((read("data/pages.json").home as { sections: Array<{ id: string }> }).sections ?? []).map(
      (s) => s.id,
    );
    expect(optionValues("data/services", "services[].related")).toEqual(services);
    // Shown by name, saved by id or address.
    const site = read("data/site.json").locations as Array<{ id: string; name: string }>;
    expect(fieldAt("data/site", "specialHours[].locations").options).toEqual(
      site.map((l) => ({ label: l.name, value: l.id })),
    );
    const named = read("data/services.json").services as Array<{ path: string; label: string }>;
    expect(fieldAt("data/services", "services[].related").options).toEqual(
      named.map((s) => ({ label: s.label, value: s.path })),
    );
    expect(fieldAt("data/services", "services[].related")).toMatchObject({ multiple: true, max: 2 });
    expect(optionValues("data/pages", "service.otherServices[].services")).toEqual(services);
    expect(optionValues("data/pages", "service.otherServices[].groups")).toEqual(groups);
    expect(optionValues("data/pages", "home.highlights[].anchor")).toEqual(sections);
    expect(optionValues("data/site", "specialHours[].locations")).toEqual(locations);
    expect(optionValues("english/reviews", "reviews[].location")).toEqual(locations);
    expect(optionValues(`prices/${families.at(-1)}`, "repairs[].service")).toEqual(services);
    // A new family (the hidden collection's form) takes the services too.
    expect(optionValues("families", "repairs[].service")).toEqual(services);
  });

  it("offers every value the data holds, so no saved value is lost from its select", () => {
    const missing: string[] = [];
    for (const form of forms)
      for (const { path: at, field } of allFields(form.fields)) {
        if (field.widget !== "select" || (field.multiple && !at.endsWith("[]"))) continue;
        const options = (field.options as CmsOption[]).map(valueOf);
        for (const file of form.files)
          for (const value of valuesAt(read(file), at.replace(/\[\]$/, field.multiple ? "[]" : "")).flat())
            if (value !== undefined && !options.includes(String(value))) missing.push(`${file} ${at}: ${value}`);
      }
    expect(missing).toEqual([]);
  });
});

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
    // A field only a translation has (a service's Spanish slug) is in the Spanish file's form only.
    const spanish = form.files.every((file) => translationOf(file));
    return patternsOf(schema, schema)
      .filter(([, property]) => spanish || !(property as Record<string, unknown>)[TRANSLATION_ONLY_MARK])
      .map(([at, property]) => ({
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
    // A choice or a date picker cannot be typed in the wrong form.
    if (field!.widget === "select" || field!.widget === "relation" || field!.widget === DAY_WIDGET) return;
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

describe("what a save writes", () => {
  it("a list the schema requires without a minimum starts as [] (Decap writes a default into new entries and items)", () => {
    const requiredLists = forms.flatMap((form) =>
      allFields(form.fields)
        .filter(({ field }) => Array.isArray(field.default))
        .map(({ path: at }) => `${form.where} ${at}`),
    );
    expect(requiredLists).toEqual(
      expect.arrayContaining([
        `${FAMILY_FORM} brands[].models[].prices`,
        `${FAMILY_FORM} highlights`,
        "families brands[].models[].prices",
        "english/reviews reviews",
        "data/services services[].related",
      ]),
    );
    // An optional list is left out when empty, as before.
    expect(fieldAt("data/site", "specialHours")).not.toHaveProperty("default");
  });

  it('a switch whose absence means true starts on: "offered"', () => {
    expect(fieldAt(FAMILY_FORM, "brands[].models[].prices[].offered")).toMatchObject({
      widget: "boolean",
      required: false,
      default: true,
    });
    expect(fieldAt(FAMILY_FORM, "brands[].models[].prices[].inStock")).not.toHaveProperty("default");
  });

  it("a new model goes to the top of its brand's list (newest first), and only there", () => {
    const topFirst = forms.flatMap((form) =>
      allFields(form.fields)
        .filter(({ field }) => field.add_to_top)
        .map(({ path: at }) => at),
    );
    expect([...new Set(topFirst)]).toEqual(["brands[].models"]);
  });
});
