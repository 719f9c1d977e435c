import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { notInDataFormat } from "../../data/__tests__/data-rules";
import { dataLayouts } from "../key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../write-config";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const format = require("../data-format.cjs") as typeof import("../data-format.cjs");
const { dropEmpty, fillDefaults, formatData, orderKeys, printJson, readData } = format;

const root = path.resolve(__dirname, "../../../..");
const sources = cmsSourcesFromDisk(root);
const layouts = dataLayouts(cmsConfigFromDisk({}, root), sources);

describe("the data files' format, as the CMS writes it", () => {
  it("every data file has its schema's layout", () => {
    for (const { file, schema } of sources.files) expect([file, layouts[schema] !== undefined]).toEqual([file, true]);
  });

  // One line per file out of the format, not the whole file's diff: `npm run format` puts it right (below).
  it("every data file is printed as the CMS saves it", () => {
    expect(notInDataFormat(root)).toEqual([]);
  });
});

describe("dated lists, as the CMS writes them", () => {
  it("keeps the closures in date order: one added at the end takes its place; one without a date goes last", () => {
    const layout = layouts["site.schema.json"];
    const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")) as {
      specialHours?: Array<{ date: string; reason: string }>;
    };
    const days = (site.specialHours ?? []).map((s) => s.date);
    // Before every closure there is, in the list's last place.
    const early = { date: "2000-01-03", reason: "Inventory" };
    const saved = JSON.parse(formatData({ ...site, specialHours: [...(site.specialHours ?? []), early] }, layout)) as {
      specialHours: Array<{ date: string }>;
    };
    expect(saved.specialHours.map((s) => s.date)).toEqual(["2000-01-03", ...[...days].sort()]);
    expect(format.sortLists({ list: [{ date: "b" }, { reason: "x" }, { date: "a" }] }, { list: "date" })).toEqual({
      list: [{ date: "a" }, { date: "b" }, { reason: "x" }],
    });
  });
});

describe("a model's price row, read and written by the CMS", () => {
  const layout = layouts["pricing-family.schema.json"];
  type Row = Record<string, unknown>;
  type Family = { brands: Array<{ models: Array<{ id: string; prices: Row[] }> }> };
  // The first family shown, and its first model row that leaves "offered" out (whatever the shop lists).
  const [familyId] = (
    JSON.parse(fs.readFileSync(path.join(root, "data/pricing.json"), "utf8")) as { families: string[] }
  ).families;
  const text = fs.readFileSync(path.join(root, `data/pricing-families/${familyId}.json`), "utf8");
  const [b, m, p] = (JSON.parse(text) as Family).brands
    .flatMap((brand, b) => brand.models.flatMap((model, m) => model.prices.map((row, p) => ({ row, at: [b, m, p] }))))
    .find(({ row }) => !("offered" in row))!.at;
  const row = (family: Family) => family.brands[b].models[m].prices[p];

  it('shows an absent "offered" as true (its schema default), and writes it only when false', () => {
    const family = readData(text, layout) as Family;
    expect(row(JSON.parse(text) as Family)).not.toHaveProperty("offered");
    expect(row(family).offered).toBe(true);
    row(family).offered = false;
    const off = formatData(family, layout);
    expect(row(JSON.parse(off) as Family).offered).toBe(false);
    // Switched on again: the file is as it was, "offered" left out (true).
    row(family).offered = true;
    expect(formatData(family, layout)).toBe(text);
  });

  it("writes a model without rows, or a cleared required choice, as an empty list", () => {
    const family = readData(text, layout) as Family;
    delete (family.brands[0].models[0] as Partial<Family["brands"][0]["models"][0]>).prices;
    expect((JSON.parse(formatData(family, layout)) as Family).brands[0].models[0].prices).toEqual([]);
    const services = { $schema: "./schemas/services.schema.json", services: [{ label: "TV Repair", related: null }] };
    expect(fillDefaults(services, layouts["services.schema.json"].defaults)).toEqual({
      ...services,
      services: [{ label: "TV Repair", related: [] }],
    });
  });
});

describe("empty optional fields (what the CMS writes for a field left blank)", () => {
  const optional = Object.fromEntries(Object.entries(layouts).map(([schema, layout]) => [schema, layout.optional]));

  it("are the fields a file may leave out: not required keys, not keys the schema wants even empty, not defaults", () => {
    expect(optional["pricing-family.schema.json"]["brands[].models[]"]).toEqual(["year"]);
    expect(optional["pricing-family.schema.json"]["repairs[]"]).toEqual(["default"]);
    expect(optional["pricing-family.schema.json"]["brands[].models[].prices[]"]).toEqual(
      expect.arrayContaining(["from", "to", "quote", "time"]),
    );
    // "offered" has a default (true) the file means by leaving it out: implied, not empty.
    expect(optional["pricing-family.schema.json"]["brands[].models[].prices[]"]).not.toContain("offered");
    // A blog post's date is required: the format never drops it (the form does not save without one).
    expect(optional["blog-post.schema.json"][""] ?? []).not.toContain("date");
    // An optional list is left out only when cleared (null); an empty one is a value.
    expect(optional["site.schema.json"][""]).toEqual(expect.arrayContaining(["specialHours", "placeholders"]));
    expect(dropEmpty({ specialHours: [], placeholders: null }, optional["site.schema.json"])).toEqual({
      specialHours: [],
    });
  });

  it("are left out at any depth, with an object left empty; required keys and lists stay whatever they hold", () => {
    const family = {
      label: "Phones",
      repairs: [{ id: "screen", label: "", default: { time: "", from: null } }],
      brands: [{ id: "apple", models: [{ id: "iphone-15", label: "iPhone 15", year: "", prices: [] }] }],
      highlights: [],
    };
    expect(dropEmpty(family, optional["pricing-family.schema.json"])).toEqual({
      label: "Phones",
      repairs: [{ id: "screen", label: "" }],
      brands: [{ id: "apple", models: [{ id: "iphone-15", label: "iPhone 15", prices: [] }] }],
      highlights: [],
    });
  });

  it("leave a blog post's required date in, even blank: the schema, not the format, refuses it", () => {
    const post = { slug: "a-post", date: "", heroImage: "" };
    expect(dropEmpty(post, optional["blog-post.schema.json"])).toMatchObject({ date: "" });
  });
});

describe("printJson (Prettier's JSON layout at print width 120)", () => {
  const sample = {
    $schema: "./schemas/x.schema.json",
    short: ["Monday", "Tuesday"],
    empty: [],
    none: {},
    long: Array.from({ length: 12 }, (_, i) => `item number ${i}`),
    one: [{ repair: "screen", from: 149, to: 199 }],
    several: [{ a: 1 }, { a: 2 }],
    rows: [
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ],
    nested: { geo: { latitude: 35.178, longitude: -80.8778 }, list: [1, 2], text: "x".repeat(130) },
  };

  it("puts arrays and plain objects on one line when they fit, and breaks the rest", () => {
    expect(printJson(sample)).toBe(`{
  "$schema": "./schemas/x.schema.json",
  "short": ["Monday", "Tuesday"],
  "empty": [],
  "none": {},
  "long": [
    "item number 0",
    "item number 1",
    "item number 2",
    "item number 3",
    "item number 4",
    "item number 5",
    "item number 6",
    "item number 7",
    "item number 8",
    "item number 9",
    "item number 10",
    "item number 11"
  ],
  "one": [{ "repair": "screen", "from": 149, "to": 199 }],
  "several": [{ "a": 1 }, { "a": 2 }],
  "rows": [
    { "a": 1, "b": 2 },
    { "a": 3, "b": 4 }
  ],
  "nested": {
    "geo": { "latitude": 35.178, "longitude": -80.8778 },
    "list": [1, 2],
    "text": "${"x".repeat(130)}"
  }
}
`);
  });

  it("counts the key, the indent and the comma against the width: 120 fits, 121 breaks", () => {
    // '  "k": [' + items + '],' : pad one string so the line is exactly 120, then 121 characters.
    const line = (n: number) => ({ k: ["a".repeat(n)], z: 1 });
    const fits = printJson(line(120 - '  "k": [""],'.length));
    expect(fits.split("\n")[1]).toHaveLength(120);
    expect(printJson(line(121 - '  "k": [""],'.length)).split("\n")[1]).toBe('  "k": [');
  });

  it("orders keys as the schema does, keeps unknown keys after the known ones, at every depth", () => {
    const order = { "": ["b", "a"], "list[]": ["y", "x"], obj: ["q", "p"] };
    const ordered = orderKeys({ a: 1, extra: 0, b: 2, list: [{ x: 1, y: 2 }], obj: { p: 1, q: 2 } }, order);
    expect(JSON.stringify(ordered)).toBe('{"b":2,"a":1,"extra":0,"list":[{"y":2,"x":1}],"obj":{"q":2,"p":1}}');
  });

  it("writes what Prettier (the repository's formatter) leaves as it is", () => {
    // The data files themselves are checked by `npm run lint` (prettier --check .); here the sample's corners.
    const text = printJson(sample);
    const formatted = execFileSync(
      path.join(root, "node_modules", ".bin", "prettier"),
      ["--stdin-filepath", "data/x.json"],
      {
        cwd: root,
        input: text,
        encoding: "utf8",
      },
    );
    expect(formatted).toBe(text);
  });
});

describe("a data file edited by hand in another layout", () => {
  /** Every object's keys in reverse order, every object and list spread over lines: a layout an editor might write. */
  const reversed = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reversed)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reversed(v)]),
          )
        : value;
  const [prettierStep, dataStep, ...more] = (
    JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { format: string } }
  ).scripts.format.split(" && ");
  const env = {
    ...process.env,
    PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
  };
  const family = sources.files.find((f) => f.file.startsWith("data/pricing-families/"))!.file;
  const edited = [family, "data/site.json"];
  let dir = "";

  beforeAll(() => {
    // A project of its own: the data, Prettier's settings, nothing else (so `prettier --write .` touches only it).
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-format-"));
    fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
    for (const name of [".prettierrc.json", ".prettierignore"])
      fs.copyFileSync(path.join(root, name), path.join(dir, name));
    for (const file of edited) {
      const data = JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as unknown;
      fs.writeFileSync(path.join(dir, file), `${JSON.stringify(reversed(data), null, 2)}\n`);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fails the format test with one line per file, naming the fix", () => {
    expect(notInDataFormat(dir)).toEqual(
      sources.files
        .filter(({ file }) => edited.includes(file))
        .map(({ file }) => `${file} is not in the data format: run npm run format`),
    );
  });

  it("is put right by npm run format (prettier --write ., then the data format), as the CMS would write it", () => {
    expect(prettierStep).toBe("prettier --write .");
    expect(dataStep).toMatch(/ scripts\/format-data\.ts$/);
    expect(more).toEqual([]);
    execSync(prettierStep, { cwd: dir, env, stdio: "pipe" });
    // Prettier alone leaves the keys in the editor's order and the spread objects spread.
    expect(notInDataFormat(dir)).toHaveLength(edited.length);
    // The data step in the project folder given (npm runs it in the repository's, which it defaults to).
    const said = execSync(`${dataStep} ${JSON.stringify(dir)}`, { cwd: root, env, encoding: "utf8" });
    expect(said.trim()).toBe(
      `Put in the data format: ${sources.files
        .filter(({ file }) => edited.includes(file))
        .map(({ file }) => file)
        .join(", ")}`,
    );
    expect(notInDataFormat(dir)).toEqual([]);
    for (const file of edited)
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(fs.readFileSync(path.join(root, file), "utf8"));
    // Run again, it leaves the files as they are.
    expect(execSync(`${dataStep} ${JSON.stringify(dir)}`, { cwd: root, env, encoding: "utf8" }).trim()).toBe(
      "The data files are in the data format.",
    );
  });
});
