import { formatBytes } from "../photos";
import { fitWithin, isAcceptedPhoto, MAX_EDGE, renameFor } from "../prepare-photo";

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

  it("accepts JPEG, PNG, WebP and HEIC (by type, or by name when the browser gives no type)", () => {
    expect(isAcceptedPhoto({ type: "image/jpeg", name: "a.jpg" })).toBe(true);
    expect(isAcceptedPhoto({ type: "image/webp", name: "a" })).toBe(true);
    expect(isAcceptedPhoto({ type: "", name: "IMG_1.HEIC" })).toBe(true);
    expect(isAcceptedPhoto({ type: "image/gif", name: "a.gif" })).toBe(false);
    expect(isAcceptedPhoto({ type: "application/pdf", name: "invoice.pdf" })).toBe(false);
  });

  it("writes sizes as a visitor reads them", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(412 * 1024)).toBe("412 KB");
    expect(formatBytes(1.6 * 1024 * 1024)).toBe("1.6 MB");
  });
});
