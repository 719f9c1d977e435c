// Photos a visitor adds to a service request: what the form shows before any is chosen. The
// work of making them smaller (prepare-photo.ts) loads when the first one is picked.

/** What the file picker offers: the types the function accepts (HEIC goes as it is). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** "412 KB", "1.6 MB". */
export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

export type PreparedPhoto = { name: string; blob: Blob };
