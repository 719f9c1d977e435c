// Photos a visitor sends with a request: what is accepted, and each file's type told by its
// first bytes, never by its name or the type the browser declared.

/** At most this many photos with one request. */
export const MAX_PHOTOS = 3;
/** The photos together (Netlify's function body limit is 6 MB before base64). */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

export type ImageType = { type: string; ext: string };

/** A photo as received, its type sniffed. */
export type Photo = { content: Buffer; type: string; ext: string };

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO-BMFF major brands of HEIC/HEIF still images and sequences.
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, start: number, end: number) =>
  buf.length >= end ? buf.toString("latin1", start, end) : "";

/** JPEG, PNG, WebP or HEIC/HEIF by magic bytes; undefined for anything else. */
export function sniffImageType(buf: Buffer): ImageType | undefined {
  if (startsWith(buf, JPEG)) return { type: "image/jpeg", ext: "jpg" };
  if (startsWith(buf, PNG)) return { type: "image/png", ext: "png" };
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return { type: "image/webp", ext: "webp" };
  if (ascii(buf, 4, 8) === "ftyp") {
    const brand = ascii(buf, 8, 12);
    if (HEIC_BRANDS.has(brand)) return { type: "image/heic", ext: "heic" };
    if (HEIF_BRANDS.has(brand)) return { type: "image/heif", ext: "heif" };
  }
  return undefined;
}

/** The attachment's name: ours ("photo-1.jpg"), never the visitor's. */
export const photoFilename = (index: number, photo: Pick<Photo, "ext">) => `photo-${index + 1}.${photo.ext}`;
