import { MAX_FIELD_BYTES, parseMultipart } from "../multipart";
import { SNIFF_BYTES } from "../../../src/domain/photo-type";
import { checkPhoto, MAX_PHOTO_BYTES, photoFilename, sniffImageType } from "../photos";
import { heic, jpeg, jpegOfSize, multipartBody, png, webp, type TestFile } from "./fixtures";

const parse = async (fields: Record<string, string>, files: TestFile[] = []) => {
  const { body, contentType } = await multipartBody(fields, files);
  return parseMultipart(body, contentType);
};

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from(`ftyp${brand}`, "latin1"), Buffer.alloc(16)]);

describe("sniffImageType", () => {
  it("tells JPEG, PNG and WebP made by sharp by their first bytes", async () => {
    expect(sniffImageType(await jpeg())).toEqual({ type: "image/jpeg", ext: "jpg" });
    expect(sniffImageType(await png())).toEqual({ type: "image/png", ext: "png" });
    expect(sniffImageType(await webp())).toEqual({ type: "image/webp", ext: "webp" });
  });

  it.each(["heic", "heix", "hevc", "heim", "heis"])("takes HEIC by its ftyp brand %s", (brand) => {
    expect(sniffImageType(ftyp(brand))).toEqual({ type: "image/heic", ext: "heic" });
  });

  it.each(["mif1", "msf1"])("takes HEIF by its ftyp brand %s", (brand) => {
    expect(sniffImageType(ftyp(brand))).toEqual({ type: "image/heif", ext: "heif" });
  });

  it.each([
    ["text", Buffer.from("just some text, named photo.jpg")],
    ["an empty file", Buffer.alloc(0)],
    ["a short JPEG start", Buffer.from([0xff, 0xd8])],
    ["an MP4 video", ftyp("isom")],
    ["an AVIF image", ftyp("avif")],
    ["a RIFF that is not WebP (WAV)", Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1")],
    ["a PDF", Buffer.from("%PDF-1.7\n")],
    ["a GIF", Buffer.from("GIF89a")],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it("is the page's rule too: it needs only the first SNIFF_BYTES, as plain bytes (no Buffer)", async () => {
    for (const image of [await jpeg(), await png(), await webp(), ftyp("heic")]) {
      const first = new Uint8Array(image.subarray(0, SNIFF_BYTES));
      expect(first).not.toBeInstanceOf(Buffer);
      expect(sniffImageType(first)).toEqual(sniffImageType(image));
      expect(sniffImageType(first)).toBeDefined();
    }
    expect(sniffImageType(new Uint8Array(Buffer.from("%PDF-1.7\n%âãÏÓ")))).toBeUndefined();
  });

  it("names attachments itself", () => {
    expect(photoFilename(0, { ext: "jpg" })).toBe("photo-1.jpg");
    expect(photoFilename(2, { ext: "heic" })).toBe("photo-3.heic");
  });
});

describe("checkPhoto: decoded far enough to read its real dimensions", () => {
  it("reads each accepted type's dimensions, HEIC included", async () => {
    expect(checkPhoto(await jpeg(120, 90))).toMatchObject({ ok: true, width: 120, height: 90 });
    expect(checkPhoto(await png(40, 30))).toMatchObject({ ok: true, width: 40, height: 30 });
    expect(checkPhoto(await webp(33, 21))).toMatchObject({ ok: true, width: 33, height: 21 });
    expect(checkPhoto(await heic(40, 30))).toMatchObject({
      ok: true,
      width: 40,
      height: 30,
      photo: { type: "image/heic" },
    });
  });

  it("refuses a 2 KB PNG that declares 100,000 x 100,000 pixels (over 50 megapixels)", async () => {
    const bomb = Buffer.from(await png(8, 8));
    bomb.writeUInt32BE(100_000, 16); // IHDR width
    bomb.writeUInt32BE(100_000, 20); // IHDR height
    expect(bomb.length).toBeLessThan(2200);
    expect(checkPhoto(bomb)).toEqual({ ok: false, problem: "pixels" });
    expect(checkPhoto(Buffer.from(await png(8, 8)))).toMatchObject({ ok: true });
  });

  it.each([
    [
      "an SVG behind a PNG signature",
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      ]),
    ],
    ["a JPEG signature and then HTML", Buffer.from("\xff\xd8\xff\xe0<html><script>alert(1)</script></html>", "latin1")],
    ["a HEIC brand with no image in it", ftyp("heic")],
  ])("refuses %s: it does not decode", (_name, bytes) => {
    expect(checkPhoto(bytes)).toEqual({ ok: false, problem: "type" });
  });

  it("answers 415 with its own message for a photo over 50 megapixels", async () => {
    const bomb = Buffer.from(await png(8, 8));
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(await parse({}, [{ name: "bomb.png", content: bomb, type: "image/png" }])).toMatchObject({
      ok: false,
      status: 415,
      code: "photos-pixels",
      error: expect.stringMatching(/^Photo 1 \(bomb\.png\): it is too large to handle \(over 50 megapixels\)/),
    });
  });
});

describe("parseMultipart", () => {
  it("returns the fields and each photo with its sniffed type, whatever its name and declared type", async () => {
    const [a, b, c] = await Promise.all([jpeg(), png(), webp()]);
    const result = await parse({ name: "Jane Doe", message: "Cracked screen\nstill works", note: "é ü ✓" }, [
      { name: "IMG_0001.HEIC", content: a, type: "image/heic" },
      { name: "screen", content: b, type: "application/octet-stream" },
      { name: "c.webp", content: c, type: "image/webp" },
    ]);
    expect(result).toEqual({
      ok: true,
      // FormData sends line breaks as CRLF, as browsers do.
      fields: { name: "Jane Doe", message: "Cracked screen\r\nstill works", note: "é ü ✓" },
      photos: [
        { content: a, type: "image/jpeg", ext: "jpg" },
        { content: b, type: "image/png", ext: "png" },
        { content: c, type: "image/webp", ext: "webp" },
      ],
    });
  });

  it("takes a HEIC photo by its magic bytes", async () => {
    const result = await parse({}, [{ name: "IMG_0002.HEIC", content: await heic(), type: "" }]);
    expect(result.ok && result.photos.map((p) => p.type)).toEqual(["image/heic"]);
  });

  it("refuses a text file renamed x.jpg with 415", async () => {
    const result = await parse({ name: "Jane" }, [
      { name: "crack.jpg", content: await jpeg(8, 8), type: "image/jpeg" },
      { name: "x.jpg", content: Buffer.from("not an image at all"), type: "image/jpeg" },
    ]);
    // The photo is named, by its place and the browser's name for it, so the visitor knows which to remove.
    expect(result).toEqual({
      ok: false,
      status: 415,
      code: "photos-type",
      field: "photos",
      error: "Photo 2 (x.jpg) is not a photo. Only photos can be attached (JPEG, PNG, WebP or HEIC).",
      in: {
        en: "Photo 2 (x.jpg) is not a photo. Only photos can be attached (JPEG, PNG, WebP or HEIC).",
        es: "Foto 2 (x.jpg) no es una foto. Solo se pueden adjuntar fotos (JPEG, PNG, WebP o HEIC).",
      },
    });
  });

  it("refuses a fourth photo with 400", async () => {
    const image = await jpeg(8, 8);
    const result = await parse(
      {},
      [1, 2, 3, 4].map((i) => ({ name: `${i}.jpg`, content: image })),
    );
    expect(result).toMatchObject({ ok: false, status: 400, code: "photos-count", field: "photos" });
    const many = await parse(
      {},
      Array.from({ length: 12 }, () => ({ content: image })),
    );
    expect(many).toMatchObject({ ok: false, status: 400, code: "photos-count" });
  });

  it("takes 4 MB of photos together and refuses one byte more with 413", async () => {
    const third = Math.floor(MAX_PHOTO_BYTES / 3);
    const sizes = [third, third, MAX_PHOTO_BYTES - 2 * third];
    const exact = await Promise.all(sizes.map((s) => jpegOfSize(s)));
    const ok = await parse(
      {},
      exact.map((content) => ({ content })),
    );
    expect(ok.ok && ok.photos.reduce((sum, p) => sum + p.content.length, 0)).toBe(MAX_PHOTO_BYTES);

    const over = await Promise.all([third, third, MAX_PHOTO_BYTES - 2 * third + 1].map((s) => jpegOfSize(s)));
    expect(
      await parse(
        {},
        over.map((content) => ({ content })),
      ),
    ).toMatchObject({
      ok: false,
      status: 413,
      code: "photos-too-large",
      field: "photos",
    });
    // One photo over the limit by itself.
    expect(await parse({}, [{ content: await jpegOfSize(MAX_PHOTO_BYTES + 10) }])).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("ignores an empty file input, as a browser sends it (no file name, no bytes)", async () => {
    const image = await jpeg();
    // Chrome and Firefox write filename="" and application/octet-stream for an <input type=file> left empty.
    const boundary = "----WebKitFormBoundaryabc123";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename=""\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const result = await parseMultipart(body, `multipart/form-data; boundary=${boundary}`);
    expect(result).toEqual({
      ok: true,
      fields: { name: "Jane" },
      photos: [{ content: image, ...sniffImageType(image) }],
    });
    // Node's FormData leaves the name out instead.
    expect(await parse({ name: "Jane" }, [{ name: "", content: Buffer.alloc(0), type: "" }])).toEqual({
      ok: true,
      fields: { name: "Jane" },
      photos: [],
    });
  });

  it("refuses an empty file that has a name (not an image)", async () => {
    expect(await parse({}, [{ name: "x.jpg", content: Buffer.alloc(0) }])).toMatchObject({ ok: false, status: 415 });
  });

  it("ignores files under other field names", async () => {
    const form = new FormData();
    form.append("name", "Jane");
    form.append("resume", new Blob(["not a photo"]), "cv.txt");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const result = await parseMultipart(Buffer.from(await request.arrayBuffer()), request.headers.get("content-type")!);
    expect(result).toEqual({ ok: true, fields: { name: "Jane" }, photos: [] });
  });

  it("keeps the fields to 16 KB, as for JSON", async () => {
    expect(await parse({ message: "x".repeat(MAX_FIELD_BYTES - 100) })).toMatchObject({ ok: true });
    expect(await parse({ message: "x".repeat(MAX_FIELD_BYTES + 1) })).toMatchObject({
      ok: false,
      status: 413,
      code: "too-large",
    });
    expect(await parse({ a: "x".repeat(MAX_FIELD_BYTES / 2), b: "x".repeat(MAX_FIELD_BYTES / 2) })).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it.each([
    ["no boundary", Buffer.from("hello"), "multipart/form-data"],
    [
      "a body cut short",
      Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'),
      "multipart/form-data; boundary=b",
    ],
    ["not multipart at all", Buffer.from('{"name":"Jane"}'), "multipart/form-data; boundary=b"],
  ])("answers 400 for %s", async (_name, body, contentType) => {
    const result = await parseMultipart(body, contentType);
    expect(result).toMatchObject({ ok: false, status: 400, code: "invalid", field: "body" });
  });
});
