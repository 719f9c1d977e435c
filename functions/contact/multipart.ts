import busboy from "busboy";
import { CONTROL_CHARACTERS } from "../../src/domain/fields";
import type { Lang, Words } from "../../src/domain/language";
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
  /** The message in English, and in each of the site's languages (`in`). */
  error: string;
  in: Words;
};
export type MultipartResult = { ok: true; fields: MultipartFields; photos: Photo[] } | MultipartFailure;

const MB = MAX_PHOTO_BYTES / 1024 / 1024;
const MEGAPIXELS = MAX_PHOTO_PIXELS / 1_000_000;
export const PHOTO_ERRORS = {
  count: { en: `Please choose at most ${MAX_PHOTOS} photos.`, es: `Elija ${MAX_PHOTOS} fotos como máximo.` },
  size: {
    en: `The photos are too large: ${MB} MB together at most. Please choose fewer or smaller photos.`,
    es: `Las fotos pesan demasiado: ${MB} MB en total como máximo. Elija menos fotos o más pequeñas.`,
  },
  type: {
    en: "Only photos can be attached (JPEG, PNG, WebP or HEIC).",
    es: "Solo se pueden adjuntar fotos (JPEG, PNG, WebP o HEIC).",
  },
  pixels: {
    en: `A photo is too large to handle (over ${MEGAPIXELS} megapixels). Please send a smaller one.`,
    es: `Una foto es demasiado grande (más de ${MEGAPIXELS} megapíxeles). Envíe una más pequeña.`,
  },
} as const satisfies Record<string, Words>;

const failure = (
  status: MultipartFailure["status"],
  code: MultipartFailure["code"],
  field: MultipartFailure["field"],
  words: Words,
): MultipartFailure => ({ ok: false, status, code, field, error: words.en, in: words });

const tooMany = () => failure(400, "photos-count", "photos", PHOTO_ERRORS.count);
export const photosTooLarge = () => failure(413, "photos-too-large", "photos", PHOTO_ERRORS.size);
/**
 * Which photo: its place and the name the browser gave it ("Photo 2 (IMG_0042.HEIC)"), so the visitor knows which one
 * to remove. The name is the visitor's own, shown back as text: control characters dropped, kept short.
 */
export function photoLabel(index: number, filename?: string, lang: Lang = "en") {
  const name = (filename ?? "").replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "").trim().slice(0, 80);
  return `${lang === "es" ? "Foto" : "Photo"} ${index + 1}${name ? ` (${name})` : ""}`;
}
const notAnImage = (index: number, filename?: string) =>
  failure(415, "photos-type", "photos", {
    en: `${photoLabel(index, filename)} is not a photo. ${PHOTO_ERRORS.type.en}`,
    es: `${photoLabel(index, filename, "es")} no es una foto. ${PHOTO_ERRORS.type.es}`,
  });
const tooManyPixels = (index: number, filename?: string) =>
  failure(415, "photos-pixels", "photos", {
    en: `${photoLabel(index, filename)}: ${PHOTO_ERRORS.pixels.en.replace(/^A photo is/, "it is")}`,
    es: `${photoLabel(index, filename, "es")}: ${PHOTO_ERRORS.pixels.es.replace(/^Una foto es/, "es")}`,
  });
const fieldsTooLarge = () =>
  failure(413, "too-large", "body", { en: "The request is too large.", es: "La solicitud es demasiado larga." });
const malformed = () =>
  failure(400, "invalid", "body", {
    en: "The request body is not valid multipart/form-data.",
    es: "El cuerpo de la solicitud no es multipart/form-data válido.",
  });

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
    if (!checked.ok) return checked.problem === "pixels" ? tooManyPixels(index, filename) : notAnImage(index, filename);
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
