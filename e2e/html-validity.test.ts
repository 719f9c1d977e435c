import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");

/** Every page Gatsby wrote (its internal slice fragments under _gatsby/ are not pages). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
  });
}

describe("valid HTML (Nu HTML Checker)", () => {
  it("finds no error in any built page", () => {
    const files = htmlFiles(publicDir);
    expect(files.length).toBeGreaterThan(40);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar's export is the jar's path
    const jar = String(require("vnu-jar"));
    const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    expect(run.error).toBeUndefined();
    // The checker writes its JSON report to stderr, with or without errors.
    const report = JSON.parse(run.stderr) as {
      messages: Array<{ type: string; url: string; lastLine?: number; message: string }>;
    };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${m.url.replace(`file:${publicDir}/`, "")}:${m.lastLine ?? "?"}: ${m.message}`);
    expect(errors).toEqual([]);
  }, 120000);
});
