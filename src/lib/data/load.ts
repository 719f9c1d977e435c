import fs from "node:fs";
import path from "node:path";
import type { DataFile } from "./validate";

export type LoadResult = { files: DataFile[]; problems: string[] };

const listJson = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "schemas" ? [] : listJson(full);
      return entry.name.endsWith(".json") ? [full] : [];
    })
    .sort();

/**
 * Reads every data file and the schema it names in "$schema". A file that is not JSON,
 * or names no schema, is a problem reported with the file's name.
 */
export function loadDataFiles(root: string): LoadResult {
  const dataDir = path.join(root, "data");
  const files: DataFile[] = [];
  const problems: string[] = [];
  const schemas = new Map<string, object>();
  for (const full of listJson(dataDir)) {
    const file = path.relative(root, full).split(path.sep).join("/");
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(full, "utf8"));
    } catch (error) {
      problems.push(`${file}: is not valid JSON (${(error as Error).message})`);
      continue;
    }
    const schemaRef = data && typeof data === "object" ? (data as Record<string, unknown>)["$schema"] : undefined;
    if (typeof schemaRef !== "string") {
      problems.push(
        `${file}: entry (top level), field "$schema" is missing: name the file's schema, e.g. "./schemas/site.schema.json"`,
      );
      continue;
    }
    const schemaPath = path.resolve(path.dirname(full), schemaRef);
    let schema = schemas.get(schemaPath);
    if (!schema) {
      try {
        schema = JSON.parse(fs.readFileSync(schemaPath, "utf8")) as object;
        schemas.set(schemaPath, schema);
      } catch {
        problems.push(`${file}: entry (top level), field "$schema" names ${schemaRef}, which is not a readable schema`);
        continue;
      }
    }
    files.push({ file, data, schema });
  }
  return { files, problems };
}

export { dataOf } from "./validate";
