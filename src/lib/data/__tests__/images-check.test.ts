import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadDataFiles } from "../load";
import { missingImages } from "../images-check";
import type { DataFile } from "../validate";

const file = (name: string, data: unknown): DataFile => ({ file: name, data, schema: {} });

describe("missingImages", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "images-check-"));
  fs.mkdirSync(path.join(root, "data", "images"), { recursive: true });
  fs.writeFileSync(path.join(root, "data", "images", "charlotte.jpg"), "");

  it("passes an image that is there, relative to its file", () => {
    const site = file("data/site.json", { locations: [{ name: "Charlotte", image: "images/charlotte.jpg" }] });
    expect(missingImages([site], root)).toEqual([]);
    expect(missingImages([file("data/pages.json", { home: { heroImage: "./images/charlotte.jpg" } })], root)).toEqual(
      [],
    );
  });

  it("names the thing and the field of an image that is not there, then file and path", () => {
    const site = file("data/site.json", { locations: [{ name: "Charlotte", image: "images/charlote.jpg" }] });
    expect(missingImages([site], root)).toEqual([
      'Site → Charlotte: "Image" is images/charlote.jpg, a picture the site does not have: upload it again, or choose another\ndata/site.json at locations[0].image',
    ]);
    const post = file("data/blog/a-post.json", { heroImage: "./images/a-post.jpg" });
    expect(missingImages([post], root)).toEqual([
      'A post: "Hero image" is ./images/a-post.jpg, a picture the site does not have: upload it again, or choose another\ndata/blog/a-post.json at heroImage',
    ]);
  });

  it("finds every image the real data names", () => {
    const repo = path.resolve(__dirname, "../../../..");
    expect(missingImages(loadDataFiles(repo).files, repo)).toEqual([]);
  });
});
