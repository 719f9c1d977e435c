import { spawnSync } from "node:child_process";
import path from "node:path";
import { builtPages, PUBLIC_DIR as publicDir } from "../scripts/lib/built-pages.cjs";

describe("valid HTML (Nu HTML Checker)", () => {
  it("finds no error in any built page", () => {
    const files = builtPages().map((file) => path.join(publicDir, file));
    expect(files.length).toBeGreaterThan(40);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar's export is the jar's path
    const jar = String(require("vnu-jar"));
    // Java's quick compiler alone and its serial collector: one short run over the pages took 19 s of CPU instead of
    // 31 s, in the same time (its schema's recursion needs the larger stack then).
    const java = ["-Xss2m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    const run = spawnSync("java", [...java, "-jar", jar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
    });
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
