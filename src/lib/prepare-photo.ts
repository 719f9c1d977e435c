// The browser side of making a photo smaller (canvas), loaded when a visitor picks a photo.
import {
  fitWithin,
  formatBytes,
  isAcceptedPhoto,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PNG_AS_JPEG_BYTES,
  renameFor,
  SCALABLE,
  type PreparedPhoto,
} from "./photos";

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * JPEG, PNG and WebP are drawn at most MAX_EDGE px on their longest edge and encoded again
 * (EXIF orientation applied, metadata such as GPS dropped); HEIC, which most browsers cannot
 * decode, goes as it is. A photo that cannot be decoded also goes as it is: the function
 * decides by its bytes.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!SCALABLE.has(file.type) || typeof createImageBitmap !== "function") return { name: file.name, blob: file };
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
    const scaled = size.width !== bitmap.width || size.height !== bitmap.height;
    bitmap.close();
    let type = file.type;
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
 * The photos after a visitor picks more: only accepted types, at most MAX_PHOTOS, each made smaller,
 * and no more than MAX_PHOTO_BYTES together. What is left out is said in `error`.
 */
export async function addPhotos(
  current: readonly PreparedPhoto[],
  chosen: readonly File[],
): Promise<{ photos: PreparedPhoto[]; error?: string }> {
  const problems: string[] = [];
  const accepted = chosen.filter((file) => {
    if (isAcceptedPhoto(file)) return true;
    problems.push(`${file.name} is not a JPEG, PNG, WebP or HEIC photo.`);
    return false;
  });
  const room = Math.max(MAX_PHOTOS - current.length, 0);
  if (accepted.length > room)
    problems.push(`Up to ${MAX_PHOTOS} photos: ${accepted.length - room} not added. Remove one first.`);
  const prepared = await Promise.all(accepted.slice(0, room).map(preparePhoto));
  const photos = [...current];
  for (const photo of prepared) {
    if (total(photos) + photo.blob.size > MAX_PHOTO_BYTES) {
      problems.push(
        `${photo.name} (${formatBytes(photo.blob.size)}) would make the photos more than ${formatBytes(MAX_PHOTO_BYTES)} together.`,
      );
      continue;
    }
    photos.push(photo);
  }
  return { photos, error: problems.join(" ") || undefined };
}
