import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(__dirname, "../../..");

/** The source files under `dir` (relative to the project) whose names match `pattern`, tests left out. */
export const sourceFiles = (dir: string, pattern: RegExp): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === "__tests__"
          ? []
          : sourceFiles(path.join(dir, entry.name), pattern)
        : pattern.test(entry.name) && !entry.name.endsWith(".d.ts")
          ? [path.join(dir, entry.name)]
          : [],
    );
