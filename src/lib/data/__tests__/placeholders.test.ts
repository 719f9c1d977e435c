import fs from "node:fs";
import path from "node:path";
import { loadDataFiles } from "../load";
import { placeholderReport, placeholders, pointerOf, stalePlaceholders, stringsOf } from "../placeholders";
import type { DataFile } from "../validate";

const root = path.resolve(__dirname, "../../../..");
const file = (name: string, data: unknown): DataFile => ({ file: `data/${name}`, data, schema: {} });

/** A business whose first shop still has every placeholder and whose second has real-looking facts. */
const site = file("site.json", {
  $schema: "./schemas/site.schema.json",
  siteUrl: "https://www.fixture-shop.example",
  shopUrl: "https://store.fixture-shop.example:8443/cart/",
  phone: "(336) 555-0111",
  locations: [
    {
      id: "north",
      name: "Northtown",
      streetAddress: "5555 Fixture Ave, Unit 2",
      phone: "336.555.0199",
      email: "north@fixture-shop.example",
    },
    {
      id: "south",
      name: "Southtown",
      streetAddress: "1555 Elm St",
      phone: "(336) 555-0200",
      email: "south@fixture-shop.com",
    },
  ],
});

describe("placeholders", () => {
  it("lists each placeholder fact once, naming the thing and the field as the CMS does, then file and path", () => {
    expect(placeholders([site])).toEqual([
      'Site: "Site url" is a placeholder: https://www.fixture-shop.example (an example domain (RFC 2606) is reserved and reaches no one)\ndata/site.json at siteUrl',
      'Site: "Shop url" is a placeholder: https://store.fixture-shop.example:8443/cart/ (an example domain (RFC 2606) is reserved and reaches no one)\ndata/site.json at shopUrl',
      'Site: "Phone" is a placeholder: (336) 555-0111 (a 555-01XX number is fictional)\ndata/site.json at phone',
      'Site → Northtown: "Street address" is a placeholder: 5555 Fixture Ave, Unit 2 (a street number of 5s, or 5s then 0s, like 555 or 5550, marks a placeholder)\ndata/site.json at locations[0].streetAddress',
      'Site → Northtown: "Phone" is a placeholder: 336.555.0199 (a 555-01XX number is fictional)\ndata/site.json at locations[0].phone',
      'Site → Northtown: "Email" is a placeholder: north@fixture-shop.example (an example domain (RFC 2606) is reserved and reaches no one)\ndata/site.json at locations[0].email',
    ]);
  });

  it("lists copy that writes a placeholder out, once per field, with the token to write instead", () => {
    const pages = file("pages.json", {
      home: {
        callLabel: "Call {phone}",
        intro: "Call +1 336-555-0111 or 336 555 0111, e-mail north@fixture-shop.example, or visit 5555 Fixture Ave.",
      },
      links: [{ label: "Write to us", to: "mailto:north@fixture-shop.example" }],
    });
    expect(placeholders([site, pages]).slice(6)).toEqual([
      'Pages: "Home → Intro" writes out placeholders: north@fixture-shop.example (an example domain (RFC 2606) is reserved and reaches no one); +1 336-555-0111 (a 555-01XX number is fictional); 336 555 0111 (a 555-01XX number is fictional); 5555 Fixture Ave (a street number of 5s, or 5s then 0s, like 555 or 5550, marks a placeholder); write {email}, {phone}, {address} instead\ndata/pages.json at home.intro',
      'Pages → Write to us: "To" writes out a placeholder: north@fixture-shop.example (an example domain (RFC 2606) is reserved and reaches no one)\ndata/pages.json at links[0].to',
    ]);
  });

  it("names an item of a top-level list by its text, as the schema check does", () => {
    const post = file("blog/a-post.json", { content: ["<p>Call {phone}.</p>", "<p>Or 555-0142, any day.</p>"] });
    expect(placeholders([post])).toEqual([
      "A post → Content → <p>Or 555-0142, any day.</p>: writes out a placeholder: 555-0142 (a 555-01XX number is fictional); write {phone} instead\ndata/blog/a-post.json at content[1]",
    ]);
  });

  it.each([
    ["ordinary copy", "For example, a cracked screen. Version 1.555.0142 of the app."],
    ["a domain that only looks like one", "https://fixture.examples.com and fixture.example.net.au"],
    ["a 555 number outside 0100-0199", "(336) 555-0200, 555-1234, 15550142"],
    ["a real-looking street number", "1555 Elm St"],
  ])("leaves %s alone", (_, text) => {
    expect(placeholders([file("copy.json", { text, streetAddress: text })])).toEqual([]);
  });

  it.each([
    ["example.com", "https://example.com/"],
    ["example.org in an address", "help@example.org"],
    ["a .example host", "See shop.fixture.example."],
  ])("lists %s", (_, text) => {
    expect(placeholders([file("copy.json", { text })])).toHaveLength(1);
  });

  it.each(["555 Main St", "5550 Main St", "55500 Main St"])("takes %s for a placeholder street address", (street) => {
    expect(placeholders([file("site.json", { streetAddress: street })])).toHaveLength(1);
  });

  it.each(["55 Main St", "5551 Main St", "505 Main St", "555-B Main St"])(
    "takes %s for a real street address",
    (street) => {
      expect(placeholders([file("site.json", { streetAddress: street })])).toEqual([]);
    },
  );

  it("ignores the file's $schema and reads keys with slashes", () => {
    expect(stringsOf({ $schema: "x.example", "a/b": ["y"] })).toEqual([{ pointer: "/a~1b/0", key: "a/b", value: "y" }]);
  });
});

describe("placeholderReport", () => {
  const lines = ['Site: "Phone" is a placeholder: x\ndata/site.json at phone', "Site: y"];
  /** The lines as the report lists them: one item each, its line for a developer (file and path) indented. */
  const listed = ':\n  - Site: "Phone" is a placeholder: x\n    data/site.json at phone\n  - Site: y';

  it("says nothing when there are none", () => {
    expect(placeholderReport([], { CONTEXT: "production" })).toEqual({ level: "none", message: "" });
  });

  it.each([{}, { CONTEXT: "deploy-preview" }, { CONTEXT: "branch-deploy" }, { CONTEXT: "dev" }])(
    "warns, as one list, outside Netlify's production deploy (%j)",
    (env) => {
      expect(placeholderReport(lines, env)).toEqual({
        level: "warn",
        message: `These business facts are still placeholders; replace them before going live (a production build on Netlify stops on them unless ALLOW_PLACEHOLDERS=true)${listed}`,
      });
    },
  );

  it.each([{ CONTEXT: "production" }, { CONTEXT: "production", ALLOW_PLACEHOLDERS: "1" }])(
    "fails Netlify's production deploy, saying how to override (%j)",
    (env) => {
      const { level, message } = placeholderReport(lines, env);
      expect(level).toBe("fail");
      expect(message).toMatch(/CONTEXT=production.*ALLOW_PLACEHOLDERS=true/s);
      expect(message.endsWith(listed)).toBe(true);
    },
  );

  it("only warns in production with ALLOW_PLACEHOLDERS=true", () => {
    expect(placeholderReport(lines, { CONTEXT: "production", ALLOW_PLACEHOLDERS: "true" }).level).toBe("warn");
  });
});

describe("declared stand-ins (data/site.json placeholders)", () => {
  const declared = (street: string, copy: string) => [
    file("site.json", {
      locations: [{ id: "north", name: "Northtown", streetAddress: street }],
      placeholders: [{ field: "locations[0].streetAddress", value: "4100 Elm Rd, Suite 150" }],
    }),
    file("pages.json", { home: { intro: copy } }),
  ];

  it("reads a field's place as a JSON pointer", () => {
    expect(pointerOf("locations[1].streetAddress")).toBe("/locations/1/streetAddress");
    expect(pointerOf("phone")).toBe("/phone");
  });

  it("lists a declared stand-in while its field holds it, and copy that writes its street out", () => {
    expect(placeholders(declared("4100 Elm Rd, Suite 150", "Find us at 4100 Elm Rd today."))).toEqual([
      'Site → Northtown: "Street address" is a placeholder: 4100 Elm Rd, Suite 150 (a stand-in listed under "Placeholders" in the business facts)\ndata/site.json at locations[0].streetAddress',
      'Pages: "Home → Intro" writes out a placeholder: 4100 Elm Rd (a stand-in listed under "Placeholders" in the business facts); write {address} instead\ndata/pages.json at home.intro',
    ]);
    expect(stalePlaceholders(declared("4100 Elm Rd, Suite 150", "x"))).toEqual([]);
  });

  it("stops listing it once the owner replaces the value, and asks for the placeholder to go", () => {
    const files = declared("27 Elm Rd", "Find us at 4100 Elm Rd today.");
    expect(placeholders(files)).toEqual([]);
    expect(stalePlaceholders(files)).toEqual([
      'Site → Placeholders, item 1: "Field" names Northtown → "Street address", which no longer holds the stand-in (it was replaced): remove this placeholder\ndata/site.json at placeholders[0].field',
    ]);
  });

  it("names a placeholder whose field does not exist", () => {
    const files = [file("site.json", { placeholders: [{ field: "locations[3].phone", value: "x" }] })];
    expect(stalePlaceholders(files)).toEqual([
      'Site → Placeholders, item 1: "Field" names Locations, item 4 → "Phone", which is no field here: remove this placeholder\ndata/site.json at placeholders[0].field',
    ]);
  });
});

describe("the real data", () => {
  const { files } = loadDataFiles(root);
  const lines = placeholders(files);

  it("lists each placeholder by the thing and the placeholder, then a data file that exists and the path", () => {
    for (const line of lines)
      expect({ line, exists: fs.existsSync(path.join(root, line.split("\n")[1].split(" at ")[0])) }).toEqual({
        line: expect.stringMatching(
          /^.+: ("[^"]+" )?(is a placeholder|writes out a?\s?placeholders?): .+\ndata\/[\w/.-]+\.json at /,
        ),
        exists: true,
      });
  });

  it("lists every shop's phone, e-mail and street address that has a placeholder's form", () => {
    const site = files.find((f) => f.file === "data/site.json")!.data as {
      locations: Array<Record<string, string>>;
    };
    site.locations.forEach((location, i) => {
      for (const field of ["phone", "email", "streetAddress"]) {
        const declared = (site as { placeholders?: Array<{ field: string; value: string }> }).placeholders?.some(
          (p) => p.field === `locations[${i}].${field}` && p.value === location[field],
        );
        const looksFake = declared || /555[\s.-]?01\d\d|\.example$|^5{3,}0*\s/.test(location[field]);
        const listed = lines.some((l) => l.endsWith(`\ndata/site.json at locations[${i}].${field}`));
        expect({ field, listed }).toEqual({ field, listed: looksFake });
      }
    });
  });
});
