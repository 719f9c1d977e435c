import fs from "node:fs";
import path from "node:path";
import { stringsOf } from "./placeholders";
import { locate, type DataFile } from "./validate";

/** An image named by a data file: "images/<name>.<ext>", relative to the file (data/images, data/blog/images). */
const IMAGE = /^(\.\/)?images\/[^/]+\.(jpg|jpeg|png|webp|svg)$/;

/**
 * The images the data names that are not there: gatsby-node would otherwise leave the photo out without a word
 * (a missing file resolves to nothing). One line per field, naming file, entry and field.
 */
export function missingImages(files: DataFile[], root: string): string[] {
  return files.flatMap(({ file, data }) =>
    stringsOf(data)
      .filter(({ value }) => IMAGE.test(value))
      .filter(({ value }) => !fs.existsSync(path.join(root, path.dirname(file), value)))
      .map(({ pointer, value }) => {
        const { entry, field } = locate(data, pointer);
        return `${file}: entry ${entry}${field ? `, field "${field}"` : ""} names ${value}, which is not in ${path.posix.join(path.posix.dirname(file), "images")}/: add the file or choose another`;
      }),
  );
}
