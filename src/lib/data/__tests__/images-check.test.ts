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

  it("names file, entry and field of an image that is not there", () => {
    const site = file("data/site.json", { locations: [{ name: "Charlotte", image: "images/charlote.jpg" }] });
    expect(missingImages([site], root)).toEqual([
      'data/site.json: entry locations[0] "Charlotte", field "image" names images/charlote.jpg, which is not in data/images/: add the file or choose another',
    ]);
    const post = file("data/blog/a-post.json", { heroImage: "./images/a-post.jpg" });
    expect(missingImages([post], root)).toEqual([
      'data/blog/a-post.json: entry (top level), field "heroImage" names ./images/a-post.jpg, which is not in data/blog/images/: add the file or choose another',
    ]);
  });

  it("finds every image the real data names", () => {
    const repo = path.resolve(__dirname, "../../../..");
    expect(missingImages(loadDataFiles(repo).files, repo)).toEqual([]);
  });
});
