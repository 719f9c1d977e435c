// Photos a visitor adds to a service request: made smaller in the browser before upload, so
// a phone's 12-megapixel pictures fit the function's 4 MB limit on a slow connection.

/** The function's limits (functions/contact/multipart.ts checks them again). */
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
/** The longest edge a photo keeps; enough to see a crack or a burnt connector. */
export const MAX_EDGE = 2000;
/** What the file picker offers: the types the function accepts (HEIC goes as it is). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

export const SCALABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
/** A PNG photo (not a screenshot) is often several MB even at 2000 px: above this, it goes as JPEG. */
export const PNG_AS_JPEG_BYTES = 1024 * 1024;

/** The size that fits within max x max, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "412 KB", "1.6 MB". */
export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

/** The file name for an encoded type: "IMG_2231.PNG" encoded as JPEG -> "IMG_2231.jpg". */
export const renameFor = (name: string, type: string) =>
  EXTENSION[type] ? `${name.replace(/\.[^.]*$/, "") || "photo"}.${EXTENSION[type]}` : name;

/** Whether the picker's choice is one of the accepted image types (by type or, for HEIC, by name). */
export const isAcceptedPhoto = (file: { type: string; name: string }) =>
  SCALABLE.has(file.type) || /^image\/hei[cf]$/.test(file.type) || /\.(heic|heif)$/i.test(file.name);

export type PreparedPhoto = { name: string; blob: Blob };
