import fs from "node:fs";
import path from "node:path";
import type { JsonSchema } from "./schema-to-sdl";
import { dataTypesSource } from "./schema-to-ts";

/** Generated, committed, and listed in .prettierignore: its text is exactly what the generator writes. */
export const GENERATED_TYPES_FILE = "src/domain/data-types.generated.ts";

/** types.generated.ts as it should read, generated from data/schemas. */
export function expectedDataTypes(root: string): string {
  return dataTypesSource(
    (name) => JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", name), "utf8")) as JsonSchema,
  );
}
