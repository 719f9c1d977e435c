// Photos made smaller in the browser before upload, so a phone's 12-megapixel pictures fit the
// function's 4 MB limit on a slow connection. Loaded when a visitor picks a photo.
import { SNIFF_BYTES, sniffImageType, type ImageType } from "../domain/photo-type";
import type { Lang } from "../domain/language";
import { formatBytes, type PreparedPhoto } from "./photos";

/** The function's limits (functions/contact/multipart.ts checks them again). */
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
/** The longest edge a photo keeps; enough to see a crack or a burnt connector. */
export const MAX_EDGE = 2000;

const SCALABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
/** A PNG photo (not a screenshot) is often several MB even at 2000 px: above this, it goes as JPEG. */
const PNG_AS_JPEG_BYTES = 1024 * 1024;

/** The size that fits within max x max, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file name for an encoded type: "IMG_2231.PNG" encoded as JPEG -> "IMG_2231.jpg". */
export const renameFor = (name: string, type: string) =>
  EXTENSION[type] ? `${name.replace(/\.[^.]*$/, "") || "photo"}.${EXTENSION[type]}` : name;

/**
 * The picked file's type by its first bytes, the function's own rule (src/domain/photo-type.ts): a PDF renamed
 * .jpg is no photo, a JPEG without a type is one. Undefined for anything the function would refuse.
 */
export async function photoType(file: Blob): Promise<ImageType | undefined> {
  try {
    return sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch {
    return undefined;
  }
}

/** Why a picked file is not taken: it is not a photo the function accepts. */
export const notAPhoto = (name: string, lang: Lang = "en") =>
  lang === "es"
    ? `${name} no es una foto: solo se pueden adjuntar imágenes JPEG, PNG, WebP o HEIC.`
    : `${name} is not a photo: only JPEG, PNG, WebP or HEIC pictures can be attached.`;

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * JPEG, PNG and WebP are drawn at most MAX_EDGE px on their longest edge and encoded again
 * (EXIF orientation applied, metadata such as GPS dropped); HEIC, which most browsers cannot
 * decode, goes as it is. A photo that cannot be decoded also goes as it is: the function
 * decides by its bytes.
 */
export async function preparePhoto(file: File, sniffed: ImageType): Promise<PreparedPhoto> {
  if (!SCALABLE.has(sniffed.type) || typeof createImageBitmap !== "function") return { name: file.name, blob: file };
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
    const scaled = size.width !== bitmap.width || size.height !== bitmap.height;
    bitmap.close();
    let type = sniffed.type;
    let blob = await encode(canvas, type);
    if (blob && type === "image/png" && blob.size > PNG_AS_JPEG_BYTES) {
      type = "image/jpeg";
      blob = await encode(canvas, type);
    }
    // Keep the original when encoding fails, or when it was small enough and encoding does not shrink it.
    if (!blob || (!scaled && blob.size >= file.size)) return { name: file.name, blob: file };
    return { name: renameFor(file.name, type), blob };
  } catch {
    return { name: file.name, blob: file };
  }
}

const total = (photos: readonly PreparedPhoto[]) => photos.reduce((sum, p) => sum + p.blob.size, 0);

/**
 * The photos after a visitor picks more: only photos of the accepted types (by their first bytes), at most MAX_PHOTOS, each made smaller,
 * and no more than MAX_PHOTO_BYTES together. What is left out is said in `error`.
 */
export async function addPhotos(
  current: readonly PreparedPhoto[],
  chosen: readonly File[],
  lang: Lang = "en",
): Promise<{ photos: PreparedPhoto[]; error?: string }> {
  const es = lang === "es";
  const problems: string[] = [];
  const types = await Promise.all(chosen.map(photoType));
  const accepted = chosen.flatMap((file, i) => {
    const type = types[i];
    if (type) return [{ file, type }];
    problems.push(notAPhoto(file.name, lang));
    return [];
  });
  const room = Math.max(MAX_PHOTOS - current.length, 0);
  if (accepted.length > room)
    problems.push(
      es
        ? `Hasta ${MAX_PHOTOS} fotos: ${accepted.length - room} sin agregar. Quite una primero.`
        : `Up to ${MAX_PHOTOS} photos: ${accepted.length - room} not added. Remove one first.`,
    );
  const prepared = await Promise.all(accepted.slice(0, room).map(({ file, type }) => preparePhoto(file, type)));
  const photos = [...current];
  for (const photo of prepared) {
    if (total(photos) + photo.blob.size > MAX_PHOTO_BYTES) {
      const [size, most] = [formatBytes(photo.blob.size), formatBytes(MAX_PHOTO_BYTES)];
      problems.push(
        es
          ? `${photo.name} (${size}) haría que las fotos pesaran más de ${most} en total.`
          : `${photo.name} (${size}) would make the photos more than ${most} together.`,
      );
      continue;
    }
    photos.push(photo);
  }
  return { photos, error: problems.join(" ") || undefined };
}
