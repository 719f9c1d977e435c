import fs from "node:fs";
import path from "node:path";
import { problemAt } from "./editor-words";
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
 * Reads every data file and the schema it names in "$schema". A file that is not JSON, or names no schema it can
 * read, is a problem, in the editor's words as far as they go (editor-words.ts: the file by its title, else its name).
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
      problems.push(
        problemAt(
          { file, data: undefined, schema: {} },
          [],
          `cannot be read (${(error as Error).message}): undo the last change to the file, or correct it`,
        ),
      );
      continue;
    }
    const schemaRef = data && typeof data === "object" ? (data as Record<string, unknown>)["$schema"] : undefined;
    if (typeof schemaRef !== "string") {
      problems.push(
        problemAt(
          { file, data, schema: {} },
          ["$schema"],
          "is missing, so the build cannot tell what the file holds: name its schema, as the other files of its folder do",
        ),
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
        problems.push(
          problemAt(
            { file, data, schema: {} },
            ["$schema"],
            "names no schema the build can read: correct it, as the other files of its folder name theirs",
          ),
        );
        continue;
      }
    }
    files.push({ file, data, schema });
  }
  return { files, problems };
}

export { dataOf } from "./validate";
