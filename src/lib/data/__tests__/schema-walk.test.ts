import fs from "node:fs";
import path from "node:path";
import { composedPricingSchema } from "../pricing-files";
import { schemaToSdl } from "../schema-to-sdl";
import { schemaToTs } from "../schema-to-ts";
import { walkSchema, type JsonSchema, type SchemaVisitor } from "../schema-walk";

const schemas = path.resolve(__dirname, "../../../../data/schemas");
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(schemas, name), "utf8")) as JsonSchema;

describe("one walker for the GraphQL and the TypeScript types", () => {
  /**
   * The GraphQL types of every schema, as gatsby-node.ts's createSchemaCustomization makes them, against the snapshot
   * taken before the generators shared the walker (issue 40). A schema change that changes them fails here: check the
   * queries, then `npx jest --selectProjects unit --testPathPattern schema-walk -u`.
   */
  it("gives the build the GraphQL types it had, for every schema", () => {
    const services = read("services.schema.json");
    const sdl = {
      SiteJson: schemaToSdl("SiteJson", read("site.schema.json"), {
        node: true,
        extraFields: { timeZoneOffsets: "ZoneOffsets!" },
      }),
      NavigationJson: schemaToSdl("NavigationJson", read("navigation.schema.json"), { node: true }),
      PagesJson: schemaToSdl("PagesJson", read("pages.schema.json"), { node: true }),
      DocumentsJson: schemaToSdl("DocumentsJson", read("document.schema.json"), { node: true }),
      ReviewsJson: schemaToSdl("ReviewsJson", read("reviews.schema.json"), { node: true }),
      SearchJson: schemaToSdl("SearchJson", read("search.schema.json"), { node: true }),
      ServicesJson: schemaToSdl("ServicesJson", services, { node: true }),
      PricingJson: schemaToSdl(
        "PricingJson",
        composedPricingSchema(read("pricing.schema.json"), read("pricing-family.schema.json")),
        { node: true },
      ),
      Service: schemaToSdl("Service", services.properties!.services.items!, {
        node: true,
        extraFields: { order: "Int!" },
      }),
      BlogJson: schemaToSdl("BlogJson", read("blog-post.schema.json"), {
        node: true,
        extraFields: { fields: "BlogJsonFields!" },
      }),
    };
    // Every schema file is in the build's types (pricing-family.schema.json through PricingJson).
    expect(fs.readdirSync(schemas).length).toBe(10);
    for (const [name, text] of Object.entries(sdl)) expect(text).toMatchSnapshot(name);
  });

  const example: JsonSchema = {
    type: "object",
    required: ["name", "link"],
    properties: {
      name: { $ref: "#/definitions/text" },
      link: { $ref: "#/definitions/alias" },
      size: { type: ["integer", "null"] },
      kind: { enum: ["a", "b"] },
      tags: { type: "array", items: { type: "string" } },
      "not-graphql": { type: "string" },
    },
    definitions: {
      text: { type: "string", minLength: 1 },
      alias: { $ref: "#/definitions/link" },
      link: { type: "object", required: ["to"], properties: { to: { type: "string" } } },
    },
  };

  it("reads each feature once, for both languages: references (also to a reference), type lists, enums, items", () => {
    expect(schemaToSdl("Example", example)).toBe(
      [
        "type Example {",
        "  name: String!",
        "  link: ExampleLink!",
        "  size: Int",
        "  kind: String",
        "  tags: [String!]",
        "}",
        "",
        "type ExampleLink {",
        "  to: String!",
        "}",
      ].join("\n"),
    );
    const ts = schemaToTs("Example", example);
    expect(ts).toContain("  name: string;\n  link: Link;\n  size?: number;\n");
    expect(ts).toContain('  kind?: "a" | "b";\n  tags?: string[];\n  "not-graphql"?: string;\n}');
    expect(ts).toContain("export type Link = {\n  to: string;\n};");
  });

  it.each<[string, JsonSchema, string]>([
    ["a reference outside the definitions", { $ref: "#/definitions/missing" }, "unsupported $ref"],
    ["an array without items", { type: "array" }, "array without items"],
    ["a type it cannot map", { type: "null" }, "cannot map JSON Schema type null"],
  ])("fails alike in both languages on %s, naming where", (_name, bad, message) => {
    const schema: JsonSchema = { type: "object", properties: { box: { type: "object", properties: { bad } } } };
    expect(() => schemaToSdl("Example", schema)).toThrow(`ExampleBoxBad: ${message}`);
    expect(() => schemaToTs("Example", schema)).toThrow(`Example.box.bad: ${message}`);
  });

  it("refuses a GraphQL root type that is not an object (an empty type is no GraphQL)", () => {
    expect(() => schemaToSdl("Example", { type: "array", items: { type: "string" } })).toThrow(
      "Example: the root of a schema must be an object",
    );
  });

  it("walks a property's type only when the generator asks (GraphQL skips names it cannot write)", () => {
    const walked: string[] = [];
    const visitor: SchemaVisitor<string, string> = {
      where: (where) => where,
      ref: (name) => name,
      enum: () => "enum",
      scalar: (type, where) => (walked.push(where), type),
      array: (items) => `${items}[]`,
      object: (fields) =>
        fields
          .filter((field) => field.name !== "skipped")
          .map((field) => field.type())
          .join(","),
      property: (where, name) => `${where}.${name}`,
      items: (where) => `${where}[]`,
    };
    const schema: JsonSchema = {
      type: "object",
      properties: { a: { type: "array", items: { type: "number" } }, skipped: { type: "string" } },
    };
    expect(walkSchema(schema, schema, visitor, "root")).toBe("number[]");
    expect(walked).toEqual(["root.a[]"]);
  });
});
