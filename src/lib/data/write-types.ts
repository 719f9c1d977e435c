/** Writes src/domain/data-types.generated.ts from data/schemas (npm run data:types). */
import fs from "node:fs";
import path from "node:path";
import { expectedDataTypes, GENERATED_TYPES_FILE } from "./generated-types";

const root = path.resolve(__dirname, "../../..");
fs.writeFileSync(path.join(root, GENERATED_TYPES_FILE), expectedDataTypes(root));
console.log(`Wrote ${GENERATED_TYPES_FILE}`);
