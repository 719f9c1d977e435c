import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtPages } from "../built-pages.cjs";

describe("builtPages", () => {
  it("lists every HTML page of a build, sorted, without Gatsby's slice fragments", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-built-pages-"));
    try {
      for (const file of ["index.html", "404.html", "about/index.html", "blog/2/index.html", "_gatsby/slices/x.html"]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "<p>");
      }
      fs.writeFileSync(path.join(dir, "app.js"), "");
      fs.mkdirSync(path.join(dir, "folder.html"));
      expect(builtPages(dir)).toEqual(["404.html", "about/index.html", "blog/2/index.html", "index.html"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
