import fs from "node:fs";
import path from "node:path";
import { expectedDataTypes, GENERATED_TYPES_FILE } from "../generated-types";
import { schemaToTs } from "../schema-to-ts";

const root = path.resolve(__dirname, "../../../..");

describe("the types of the data files", () => {
  it(`${GENERATED_TYPES_FILE} is what data/schemas generate (else run npm run data:types)`, () => {
    const committed = fs.readFileSync(path.join(root, GENERATED_TYPES_FILE), "utf8");
    expect(committed).toBe(expectedDataTypes(root));
  });

  it("writes required and optional fields, enums, arrays and object definitions", () => {
    const source = schemaToTs("Example", {
      type: "object",
      required: ["name", "kind", "links"],
      properties: {
        name: { $ref: "#/definitions/text" },
        kind: { enum: ["a", "b"] },
        days: { type: "array", items: { enum: ["Mon", "Tue"] } },
        links: { type: "array", items: { $ref: "#/definitions/link" } },
        count: { type: "integer" },
      },
      definitions: {
        text: { type: "string", minLength: 1 },
        link: { type: "object", required: ["to"], properties: { to: { type: "string" }, label: { type: "string" } } },
      },
    });
    expect(source).toContain("export type Example = {");
    expect(source).toContain("  name: string;");
    expect(source).toContain('  kind: "a" | "b";');
    expect(source).toContain('  days?: Array<"Mon" | "Tue">;');
    expect(source).toContain("  links: Link[];");
    expect(source).toContain("  count?: number;");
    expect(source).toContain("export type Link = {\n  to: string;\n  label?: string;\n};");
  });
});
