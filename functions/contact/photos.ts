import { sniffImageType } from "../../src/domain/photo-type";
import { loadImageSize } from "./node-modules";

// Photos a visitor sends with a request: what is accepted, and each file's type told by its
// first bytes and its structure (decoded far enough to read its dimensions), never by its name or
// the type the browser declared.

/** At most this many photos with one request. */
export const MAX_PHOTOS = 3;
/** The photos together (Netlify's function body limit is 6 MB before base64). */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

export type { ImageType } from "../../src/domain/photo-type";
export { sniffImageType } from "../../src/domain/photo-type";

/** A photo as received, its type sniffed. */
export type Photo = { content: Buffer; type: string; ext: string };

/** A photo larger than this many pixels is refused: no phone camera makes one, and a decoder would choke. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** What image-size names each accepted type. */
const DECODED_AS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/heic": ["heif", "heic"],
  "image/heif": ["heif", "heic"],
};

export type PhotoCheck =
  { ok: true; photo: Photo; width: number; height: number } | { ok: false; problem: "type" | "pixels" };

/**
 * A file checked as a photo: its type by its first bytes, then decoded far enough (with image-size, a
 * maintained parser of image headers) to read its real dimensions, which must agree with that type. A file
 * that does not decode (an SVG behind a PNG signature, a truncated JPEG) is not a photo; one over
 * MAX_PHOTO_PIXELS is refused as too large to handle.
 */
export function checkPhoto(content: Buffer): PhotoCheck {
  const type = sniffImageType(content);
  if (!type) return { ok: false, problem: "type" };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = loadImageSize().imageSize(new Uint8Array(content.buffer, content.byteOffset, content.length));
  } catch {
    return { ok: false, problem: "type" };
  }
  const { width = 0, height = 0 } = size;
  if (!(width > 0 && height > 0) || !DECODED_AS[type.type].includes(size.type ?? ""))
    return { ok: false, problem: "type" };
  if (width * height > MAX_PHOTO_PIXELS) return { ok: false, problem: "pixels" };
  return { ok: true, photo: { content, ...type }, width, height };
}

/** The attachment's name: ours ("photo-1.jpg"), never the visitor's. */
export const photoFilename = (index: number, photo: Pick<Photo, "ext">) => `photo-${index + 1}.${photo.ext}`;
