import busboy from "busboy";
import { CONTROL_CHARACTERS } from "../../src/domain/fields";
import { checkPhoto, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS, type Photo } from "./photos";

/** A multipart request's text fields together, as for a JSON or urlencoded body. */
export const MAX_FIELD_BYTES = 16 * 1024;
/** The whole multipart body: the photos, the fields and the part headers. */
export const MAX_MULTIPART_BYTES = MAX_PHOTO_BYTES + 512 * 1024;

/** A file part as received: its field, the name the browser gave (none for an empty file input), its bytes. */
export type Upload = { field: string; filename?: string; content: Buffer };
/** A multipart body, parsed: by us (parseMultipart) or by the host (Gatsby's function server runs multer first). */
/** Its fields: a name given twice is a list (the checks refuse it where one value is expected). */
export type MultipartFields = Record<string, string | string[]>;
export type MultipartForm = { fields: MultipartFields; uploads: Upload[] };

export type MultipartFailure = {
  ok: false;
  status: 400 | 413 | 415;
  /** The no-JavaScript form's ?error= code. */
  code: "photos-count" | "photos-too-large" | "photos-type" | "photos-pixels" | "too-large" | "invalid";
  field: "photos" | "body";
  error: string;
};
export type MultipartResult = { ok: true; fields: MultipartFields; photos: Photo[] } | MultipartFailure;

export const PHOTO_ERRORS = {
  count: `Please choose at most ${MAX_PHOTOS} photos.`,
  size: `The photos are too large: ${MAX_PHOTO_BYTES / 1024 / 1024} MB together at most. Please choose fewer or smaller photos.`,
  type: "Only photos can be attached (JPEG, PNG, WebP or HEIC).",
  pixels: `A photo is too large to handle (over ${MAX_PHOTO_PIXELS / 1_000_000} megapixels). Please send a smaller one.`,
} as const;

const failure = (
  status: MultipartFailure["status"],
  code: MultipartFailure["code"],
  field: MultipartFailure["field"],
  error: string,
): MultipartFailure => ({ ok: false, status, code, field, error });

const tooMany = () => failure(400, "photos-count", "photos", PHOTO_ERRORS.count);
export const photosTooLarge = () => failure(413, "photos-too-large", "photos", PHOTO_ERRORS.size);
/**
 * Which photo: its place and the name the browser gave it ("Photo 2 (IMG_0042.HEIC)"), so the visitor knows which one
 * to remove. The name is the visitor's own, shown back as text: control characters dropped, kept short.
 */
export function photoLabel(index: number, filename?: string) {
  const name = (filename ?? "").replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "").trim().slice(0, 80);
  return `Photo ${index + 1}${name ? ` (${name})` : ""}`;
}
const notAnImage = (label: string) =>
  failure(415, "photos-type", "photos", `${label} is not a photo. ${PHOTO_ERRORS.type}`);
const tooManyPixels = (label: string) =>
  failure(415, "photos-pixels", "photos", `${label}: ${PHOTO_ERRORS.pixels.replace(/^A photo is/, "it is")}`);
const fieldsTooLarge = () => failure(413, "too-large", "body", "The request is too large.");
const malformed = () => failure(400, "invalid", "body", "The request body is not valid multipart/form-data.");

/** Room for empty file inputs beside the photos; more file parts than that is too many photos. */
const MAX_FILE_PARTS = MAX_PHOTOS + 3;

/**
 * The photos of a parsed form: the files of the `photos` field, an empty file input (no name, no
 * bytes) left out. Too many photos, too many bytes of photos, fields over 16 KB or a file that is
 * not an image (or over 50 megapixels) fail, in that order.
 */
export function checkForm(form: MultipartForm): MultipartResult {
  const files = form.uploads.filter((u) => u.field === "photos" && !(u.content.length === 0 && !u.filename));
  if (form.uploads.length > MAX_FILE_PARTS || files.length > MAX_PHOTOS) return tooMany();
  if (files.reduce((sum, f) => sum + f.content.length, 0) > MAX_PHOTO_BYTES) return photosTooLarge();
  const fieldBytes = Object.entries(form.fields).reduce(
    (sum, [name, value]) =>
      sum + [value].flat().reduce((bytes, one) => bytes + Buffer.byteLength(name) + Buffer.byteLength(one), 0),
    0,
  );
  if (fieldBytes > MAX_FIELD_BYTES) return fieldsTooLarge();
  const photos: Photo[] = [];
  for (const [index, { content, filename }] of files.entries()) {
    const checked = checkPhoto(content);
    const label = () => photoLabel(index, filename);
    if (!checked.ok) return checked.problem === "pixels" ? tooManyPixels(label()) : notAnImage(label());
    photos.push(checked.photo);
  }
  return { ok: true, fields: form.fields, photos };
}

/**
 * A multipart/form-data body, already in memory and within MAX_MULTIPART_BYTES: its text fields
 * and file parts, then checked by checkForm.
 */
export function parseMultipart(body: Buffer, contentType: string): Promise<MultipartResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defCharset: "utf8",
        limits: { files: MAX_FILE_PARTS, fields: 50, fieldSize: MAX_FIELD_BYTES, parts: 60 },
      });
    } catch {
      resolve(malformed());
      return;
    }

    const fields: MultipartFields = {};
    const uploads: Upload[] = [];
    const pending: Array<Promise<void>> = [];
    let limited: MultipartFailure | undefined;
    let broken = false;

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) limited ??= fieldsTooLarge();
      else {
        const seen = Object.hasOwn(fields, name) ? fields[name] : undefined;
        fields[name] = seen === undefined ? value : [...[seen].flat(), value];
      }
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => undefined); // a broken body is answered by the parser's own error
      pending.push(
        new Promise((done) =>
          stream.on("close", () => {
            uploads.push({ field, filename: info.filename, content: Buffer.concat(chunks) });
            done();
          }),
        ),
      );
    });
    parser.on("filesLimit", () => (limited ??= tooMany()));
    parser.on("fieldsLimit", () => (limited ??= fieldsTooLarge()));
    parser.on("partsLimit", () => (limited ??= fieldsTooLarge()));
    parser.on("error", () => {
      broken = true;
      resolve(malformed());
    });
    parser.on("close", () => {
      void Promise.all(pending).then(() => {
        if (!broken) resolve(limited ?? checkForm({ fields, uploads }));
      });
    });
    parser.end(body);
  });
}
