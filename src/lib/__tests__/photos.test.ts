import { formatBytes } from "../photos";
import { addPhotos, fitWithin, MAX_EDGE, notAPhoto, photoType, renameFor } from "../prepare-photo";

describe("photos made smaller before upload", () => {
  it("fits the longest edge within 2000 px and keeps the aspect ratio", () => {
    expect(MAX_EDGE).toBe(2000);
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(8000, 10)).toEqual({ width: 2000, height: 3 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin(1170, 2000)).toEqual({ width: 1170, height: 2000 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it("names a re-encoded photo by its new type", () => {
    expect(renameFor("IMG_2231.PNG", "image/jpeg")).toBe("IMG_2231.jpg");
    expect(renameFor("crack.webp", "image/webp")).toBe("crack.webp");
    expect(renameFor(".png", "image/jpeg")).toBe("photo.jpg");
    expect(renameFor("back.heic", "image/heic")).toBe("back.heic");
  });

  it("tells a photo by its first bytes, the function's rule: not by its name or declared type", async () => {
    const file = (bytes: number[] | string, name: string, type: string) =>
      new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
    const heic = [0, 0, 0, 24, ...Buffer.from("ftypheic"), 0, 0, 0, 0];
    await expect(photoType(file([0xff, 0xd8, 0xff, 0xe0, 0, 16], "a", ""))).resolves.toEqual({
      type: "image/jpeg",
      ext: "jpg",
    });
    await expect(photoType(file(heic, "IMG_1.HEIC", ""))).resolves.toEqual({ type: "image/heic", ext: "heic" });
    await expect(photoType(file("%PDF-1.7\n%\u00e2\u00e3", "invoice.jpg", "image/jpeg"))).resolves.toBeUndefined();
    await expect(photoType(file("GIF89a", "a.gif", "image/gif"))).resolves.toBeUndefined();
    await expect(photoType(file([], "empty.png", "image/png"))).resolves.toBeUndefined();
  });

  it("refuses a renamed PDF on pick, naming it, and keeps the photos already chosen", async () => {
    const kept = { name: "crack.jpg", blob: new Blob(["x"]) };
    const pdf = new File(["%PDF-1.7\n"], "invoice.jpg", { type: "image/jpeg" });
    await expect(addPhotos([kept], [pdf])).resolves.toEqual({ photos: [kept], error: notAPhoto("invoice.jpg") });
    expect(notAPhoto("invoice.jpg")).toMatch(/^invoice\.jpg is not a photo/);
  });

  it("writes sizes as a visitor reads them", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(412 * 1024)).toBe("412 KB");
    expect(formatBytes(1.6 * 1024 * 1024)).toBe("1.6 MB");
  });
});
