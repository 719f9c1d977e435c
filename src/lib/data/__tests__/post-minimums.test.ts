import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkData } from "../check-data";

const root = path.resolve(__dirname, "../../../..");

describe("a post under the blog's minimums, in the data checks (so `gatsby develop` says it after each save)", () => {
  it("is a warning naming the post, its words and its links to the site; the real posts give none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-post-minimums-"));
    try {
      fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
      const today = new Date().toISOString().slice(0, 10);
      const ofPosts = (warnings: string[]) => warnings.filter((w) => w.includes("\ndata/blog/"));
      expect(ofPosts(checkData(dir, today).warnings)).toEqual([]);
      // A post of the blog, whichever comes first, cut down to a paragraph and one link.
      const name = fs.readdirSync(path.join(dir, "data", "blog")).filter((n) => n.endsWith(".json"))[0];
      const file = path.join(dir, "data", "blog", name);
      const post = JSON.parse(fs.readFileSync(file, "utf8")) as { title: string; body: string };
      fs.writeFileSync(file, JSON.stringify({ ...post, body: "First paragraph.\n\nSee [contact](/contact/)." }));
      const { problems, warnings } = checkData(dir, today);
      expect(problems).toEqual([]);
      expect(ofPosts(warnings)).toEqual([
        `${post.title}: "Body" has 4 words; posts should have at least 500: write more\ndata/blog/${name} at body`,
        `${post.title}: "Body" has 1 link to a page of the site; posts should link to at least 2: link to the services or pages the post speaks of\ndata/blog/${name} at body`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
