import type { JsonSchema } from "./schema-to-sdl";
import { composePricing, familyFile, PRICING_FAMILIES_DIR } from "../../domain/pricing";
import { sayIn } from "./editor-words";
import type { PricingData, PricingFamilyData, PricingIndexData } from "./types";
import { translationOf } from "./translations";
import { dataOf, type DataFile } from "./validate";

const INDEX = "data/pricing.json";

/** The family files of data/pricing-families/ among the data files (not their translations), by id (the file name). */
export function familyFiles(files: readonly DataFile[]): Record<string, PricingFamilyData> {
  return Object.fromEntries(
    files
      // A family's translation (phones.es.json) is its words in another language, no family (translations.ts).
      .filter(
        (f) =>
          f.file.slice(0, f.file.lastIndexOf("/")) === PRICING_FAMILIES_DIR &&
          f.file.endsWith(".json") &&
          !translationOf(f.file),
      )
      .map((f) => [f.file.slice(f.file.lastIndexOf("/") + 1, -".json".length), f.data as PricingFamilyData]),
  );
}

/**
 * The prices as one value (composePricing), and what keeps them from being one: a family data/pricing.json
 * lists without a file, or a family file it does not list (which no page would show). Each problem is in the
 * editor's words (editor-words.ts). `pricing` is null when there are problems.
 */
export function pricingFromFiles(files: DataFile[]): { pricing: PricingData | null; problems: string[] } {
  const say = sayIn(files);
  const index = dataOf<PricingIndexData>(files, INDEX);
  const byId = familyFiles(files);
  const problems: string[] = [];
  index.families.forEach((id, i) => {
    if (!byId[id])
      problems.push(
        say(
          INDEX,
          ["families", i],
          `is no device family of the site: add "${id}" as a new device family, or remove it from this list`,
        ),
      );
  });
  for (const id of Object.keys(byId).sort())
    if (!index.families.includes(id))
      problems.push(
        say(
          familyFile(id),
          [],
          `is not listed in ${say.place(INDEX, ["families"], true)}, so no page shows it: add it there (the list's order is the order shown), or delete the family`,
        ),
      );
  return { pricing: problems.length ? null : composePricing(index, byId), problems };
}

/**
 * The schema of the prices as one value (what composePricing returns): data/pricing.json's schema with each
 * family's schema, and its id, in place of the id list. The GraphQL types are made from it, so the queries
 * read the prices as one `pricingJson` with its `families`, whatever files they are kept in.
 */
export function composedPricingSchema(index: JsonSchema, family: JsonSchema): JsonSchema {
  const familyProperties = { ...family.properties };
  delete familyProperties.$schema;
  const familyDefinitions = (family.definitions ?? {}) as Record<string, JsonSchema>;
  return {
    ...index,
    properties: {
      ...index.properties,
      families: { ...(index.properties?.families as JsonSchema), items: { $ref: "#/definitions/family" } },
    },
    definitions: {
      ...(index.definitions as Record<string, JsonSchema>),
      ...familyDefinitions,
      family: {
        type: "object",
        additionalProperties: false,
        required: ["id", ...(family.required ?? [])],
        properties: { id: { $ref: "#/definitions/id" }, ...familyProperties },
      },
    },
  };
}
