import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkData } from "../check-data";
import { watchData } from "../watch-data";
import { translationOf } from "../translations";

const root = path.resolve(__dirname, "../../../..");

/** A copy of the project's data/ (and static/, where images are looked up), to change as an editor would. */
function copyOfData() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-watch-data-"));
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  for (const extra of ["static"])
    if (fs.existsSync(path.join(root, extra))) fs.symlinkSync(path.join(root, extra), path.join(dir, extra));
  return dir;
}

const until = async (done: () => boolean, ms = 10_000) => {
  for (const start = Date.now(); !done();) {
    if (Date.now() - start > ms) throw new Error("not in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("gatsby develop's re-check of data/ (watchData)", () => {
  it("runs the build's checks again after a file changes, reports them, and reports when they are put right", async () => {
    const dir = copyOfData();
    const today = new Date().toISOString().slice(0, 10);
    expect(checkData(dir, today).problems).toEqual([]);
    const errors: string[] = [];
    const fixed: string[] = [];
    const watch = watchData(
      dir,
      () => today,
      {
        error: (m) => void errors.push(m),
        warn: () => undefined,
        success: (m) => void fixed.push(m),
      },
      50,
    );
    try {
      // A model's own price in a family's file (whichever has one first), its range turned round.
      type Family = { brands: Array<{ models: Array<{ prices: Array<{ from?: number; to?: number }> }> }> };
      const folder = path.join(dir, "data", "pricing-families");
      const rowOf = (data: Family) =>
        data.brands
          .flatMap((b) => b.models.flatMap((m) => m.prices))
          .find((p) => p.from !== undefined && p.to !== undefined);
      const name = fs
        .readdirSync(folder)
        .find(
          (n) =>
            n.endsWith(".json") &&
            !translationOf(`data/pricing-families/${n}`) &&
            rowOf(JSON.parse(fs.readFileSync(path.join(folder, n), "utf8")) as Family),
        )!;
      const file = path.join(folder, name);
      const original = fs.readFileSync(file, "utf8");
      const data = JSON.parse(original) as Family;
      const row = rowOf(data)!;
      row.from = row.to! + 100;
      fs.writeFileSync(file, JSON.stringify(data, null, 2));
      await until(() => watch.current().problems.length > 0);
      expect(watch.current().problems.join("\n")).toContain(`data/pricing-families/${name}`);
      expect(errors[0]).toMatch(/^The data files have \d+ problems?; fix them to see your change:/);
      fs.writeFileSync(file, original);
      await until(() => watch.current().problems.length === 0);
      expect(fixed).toEqual(["data/ checked again: the problems are fixed"]);
    } finally {
      watch.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
