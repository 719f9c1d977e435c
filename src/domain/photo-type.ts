// A photo's type told by its first bytes (magic numbers), never by its name or the type the browser declared. One rule
// for the function (photos.ts, which then decodes the file further) and the page (lib/prepare-photo.ts, which checks
// each file as soon as it is picked): plain bytes, no Node or browser API.

export type ImageType = { type: string; ext: string };

/** How many first bytes the rule reads. */
export const SNIFF_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO-BMFF major brands of HEIC/HEIF still images and sequences.
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : "";

/** JPEG, PNG, WebP or HEIC/HEIF by magic bytes; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, JPEG)) return { type: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, PNG)) return { type: "image/png", ext: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { type: "image/webp", ext: "webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return { type: "image/heic", ext: "heic" };
    if (HEIF_BRANDS.has(brand)) return { type: "image/heif", ext: "heif" };
  }
  return undefined;
}
