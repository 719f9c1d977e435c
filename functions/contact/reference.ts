import { randomBytes } from "crypto";
import { REFERENCE_PATTERN } from "./fields";

export { REFERENCE_PATTERN };

/** Crockford's base 32: digits and letters without I, L, O and U. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new reference, "QC-7K4M-2XQ9": 40 random bits (five bytes), eight characters. */
export function newReference(bytes: Uint8Array = randomBytes(5)): string {
  // 40 bits fit in a double exactly (no BigInt: webpack 4, which builds the Netlify function, cannot parse 0n).
  let value = 0;
  for (const byte of bytes.subarray(0, 5)) value = value * 256 + byte;
  let chars = "";
  for (let i = 0; i < 8; i++, value = Math.floor(value / 32)) chars = ALPHABET[value % 32] + chars;
  return `QC-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Whether a value is a reference as newReference writes it (store keys and file names are only ever these). */
export const isReference = (value: unknown): value is string =>
  typeof value === "string" && REFERENCE_PATTERN.test(value);
