import fs from "node:fs";
import path from "node:path";
import { stringsOf } from "./placeholders";
import { pointerParts, problemAt } from "./editor-words";
import type { DataFile } from "./validate";

/** An image named by a data file: "images/<name>.<ext>", relative to the file (data/images, data/blog/images). */
const IMAGE = /^(\.\/)?images\/[^/]+\.(jpg|jpeg|png|webp|svg)$/;

/**
 * The images the data names that are not there: gatsby-node would otherwise leave the photo out without a word
 * (a missing file resolves to nothing). One problem per field, in the editor's words (editor-words.ts).
 */
export function missingImages(files: DataFile[], root: string): string[] {
  return files.flatMap((read) =>
    stringsOf(read.data)
      .filter(({ value }) => IMAGE.test(value))
      .filter(({ value }) => !fs.existsSync(path.join(root, path.dirname(read.file), value)))
      .map(({ pointer, value }) =>
        problemAt(
          read,
          pointerParts(pointer),
          `is ${value}, a picture the site does not have: upload it again, or choose another`,
        ),
      ),
  );
}
