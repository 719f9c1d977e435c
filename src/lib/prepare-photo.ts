// The browser side of making a photo smaller (canvas), loaded when a visitor picks a photo.
import { fitWithin, PNG_AS_JPEG_BYTES, renameFor, SCALABLE, type PreparedPhoto } from "./photos";

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
