import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkData } from "../check-data";
import { dataOf } from "../load";
import type { BlogPostData, BusinessData, PricingFamilyData } from "../types";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const { printJson } = require("../../cms/data-format.cjs") as typeof import("../../cms/data-format.cjs");

// The edits the README's editor's guide describes, made the way an editor (or the CMS) makes them, on a copy of
// today's data/, then checked by the build's own checks (checkData, which gatsby-node runs before it builds). Each
// edit is found by what it is (a model's own price, the main shop's Saturday), not by today's values, so the shop
// changing its data leaves this test as it is.

const root = path.resolve(__dirname, "../../../..");
/** The build checks as of the day it runs (a review dated after it, a closure before it). */
const today = new Date().toISOString().slice(0, 10);
const PHONES = "data/pricing-families/phones.json";
const SITE = "data/site.json";

type Model = PricingFamilyData["brands"][number]["models"][number];
type ModelPrice = Model["prices"][number];

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of data/ in a folder of its own: what the build reads is `<root>/data`. */
function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-edits-"));
  folders.push(dir);
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  return dir;
}

const readJson = <T>(dir: string, file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;
/** Written as the CMS and the repository's formatter write data files (Prettier's JSON layout). */
const writeJson = (dir: string, file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), printJson(data));
function editJson<T>(dir: string, file: string, edit: (data: T) => void): void {
  const data = readJson<T>(dir, file);
  edit(data);
  writeJson(dir, file, data);
}

const hasRange = (row: ModelPrice): row is ModelPrice & { from: number; to: number } =>
  typeof row.from === "number" && typeof row.to === "number";

/**
 * Where a model's own price is: the README's example (the iPhone 15 screen) while the shop lists it, else the first
 * model row with a range. Indexes, so that a message about it can be written from them.
 */
function ownPrice(phones: PricingFamilyData): { b: number; m: number; p: number } {
  const rows = phones.brands.flatMap((brand, b) =>
    brand.models.flatMap((model, m) => model.prices.flatMap((row, p) => (hasRange(row) ? [{ b, m, p }] : []))),
  );
  const example = rows.find(
    ({ b, m, p }) =>
      phones.brands[b].models[m].id === "iphone-15" && phones.brands[b].models[m].prices[p].repair === "screen",
  );
  if (!rows.length) throw new Error(`${PHONES} has no model row with a range to edit`);
  return example ?? rows[0];
}

/** A copy of a model under another id and name, with its own price rows (the ids the data has are left out). */
function newModel(models: readonly Model[], from: Model): Model {
  const taken = new Set(models.map((m) => m.id));
  let n = 1;
  while (taken.has(`new-model-${n}`)) n += 1;
  return { ...structuredClone(from), id: `new-model-${n}`, label: `New Model ${n}` };
}

const oneHourEarlier = (time: string) => `${String(Number(time.slice(0, 2)) - 1).padStart(2, "0")}${time.slice(2)}`;

/** Another number written the same way: its last digit moved on by one. */
const anotherNumber = (phone: string) => phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

type Edit = (dir: string) => void;

/** The editor's guide's everyday edits (README, "Editor's guide"). */
const EDITS: Array<[string, Edit]> = [
  [
    "a. change a price: a model's own row, both ends up by $10",
    (dir) =>
      editJson<PricingFamilyData>(dir, PHONES, (phones) => {
        const { b, m, p } = ownPrice(phones);
        const row = phones.brands[b].models[m].prices[p];
        row.from! += 10;
        row.to! += 10;
      }),
  ],
  [
    "b. change the hours: the main shop closes an hour earlier on Saturday (or opens on Saturdays)",
    (dir) =>
      editJson<BusinessData>(dir, SITE, (site) => {
        const hours = site.locations[0].openingHours;
        const saturday = hours.find((h) => h.day === "Saturday");
        if (!saturday) hours.push({ day: "Saturday", opens: "10:00", closes: "14:00" });
        else saturday.closes = oneHourEarlier(saturday.closes);
      }),
  ],
  [
    "c. add a phone model: a copy of one with a new id and name, and its price rows, first in its brand",
    (dir) =>
      editJson<PricingFamilyData>(dir, PHONES, (phones) => {
        const { b, m } = ownPrice(phones);
        const models = phones.brands[b].models;
        models.unshift(newModel(models, models[m]));
      }),
  ],
  [
    "d. add a blog post: a copy of one with a new slug, title, date and body, and its image",
    (dir) => {
      const blog = path.join(dir, "data", "blog");
      const source = fs.readdirSync(blog).filter((name) => name.endsWith(".json"))[0];
      const post = readJson<BlogPostData>(dir, `data/blog/${source}`);
      const slug = "a-new-post-from-the-editor";
      const image = `images/${slug}${path.extname(post.heroImage)}`;
      fs.copyFileSync(path.join(blog, post.heroImage), path.join(blog, image));
      writeJson(dir, `data/blog/${slug}.json`, {
        ...post,
        slug,
        title: "A New Post From the Editor, Written for This Test",
        date: today,
        heroImage: `./${image}`,
        body: `A paragraph the editor wrote for this post, before the copied ones.\n\n${post.body}`,
      });
    },
  ],
  [
    "e. change the phone number: the main number, and the main shop's where it is the same",
    (dir) =>
      editJson<BusinessData>(dir, SITE, (site) => {
        const number = anotherNumber(site.phone);
        if (site.locations[0].phone === site.phone) site.locations[0].phone = number;
        site.phone = number;
      }),
  ],
];

describe("the editor's guide's edits, on a copy of data/, pass the build's data checks", () => {
  const unedited = checkData(copyOfData(), today);

  it("the copy as it is passes them (so what an edit adds is the edit's)", () => {
    expect(unedited.problems).toEqual([]);
    expect(unedited.files.map((f) => f.file)).toEqual(checkData(root, today).files.map((f) => f.file));
  });

  it.each(EDITS)("%s", (_name, edit) => {
    const dir = copyOfData();
    edit(dir);
    const checked = checkData(dir, today);
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual(unedited.warnings);
  });

  it("all five at once pass too, and the checks read them from the copy", () => {
    const dir = copyOfData();
    for (const [, edit] of EDITS) edit(dir);
    const checked = checkData(dir, today);
    expect(checked.problems).toEqual([]);
    const before = (file: string) => dataOf<unknown>(unedited.files, file);
    const after = (file: string) => dataOf<unknown>(checked.files, file);
    const models = (phones: unknown) => (phones as PricingFamilyData).brands.flatMap((b) => b.models);
    expect(models(after(PHONES))).toHaveLength(models(before(PHONES)).length + 1);
    expect((after(SITE) as BusinessData).phone).not.toBe((before(SITE) as BusinessData).phone);
    expect((after(SITE) as BusinessData).locations[0].openingHours).not.toEqual(
      (before(SITE) as BusinessData).locations[0].openingHours,
    );
    expect(checked.files.map((f) => f.file)).toContain("data/blog/a-new-post-from-the-editor.json");
  });
});

describe("a broken edit is still caught, named by file, entry and field", () => {
  it("a. a price whose from is above its to", () => {
    const dir = copyOfData();
    let expected = "";
    editJson<PricingFamilyData>(dir, PHONES, (phones) => {
      const { b, m, p } = ownPrice(phones);
      const [brand, model] = [phones.brands[b], phones.brands[b].models[m]];
      const row = model.prices[p];
      const repair = phones.repairs.find((r) => r.id === row.repair)!;
      row.from = row.to! + 50;
      expected = `${PHONES}: entry (top level), field "brands[${b}].models[${m}].prices[${p}].from" (${brand.label} ${model.label}, ${repair.label}) is ${row.from}, above "to" (${row.to})`;
    });
    expect(checkData(dir, today).problems).toEqual([expected]);
  });

  it("b. a Saturday that closes before it opens", () => {
    const dir = copyOfData();
    let expected = "";
    editJson<BusinessData>(dir, SITE, (site) => {
      const location = site.locations[0];
      const hours = location.openingHours;
      let j = hours.findIndex((h) => h.day === "Saturday");
      if (j < 0) j = hours.push({ day: "Saturday", opens: "10:00", closes: "14:00" }) - 1;
      hours[j].closes = "08:00";
      expected = `${SITE}: entry locations[0] "${location.name}", field "openingHours[${j}].closes" (08:00) must be after "opens" (${hours[j].opens}) on Saturday`;
    });
    expect(checkData(dir, today).problems).toEqual([expected]);
  });

  it("c. a new model that repeats the id of the model it was copied from", () => {
    const dir = copyOfData();
    let expected = "";
    editJson<PricingFamilyData>(dir, PHONES, (phones) => {
      const { b, m } = ownPrice(phones);
      const [brand, models] = [phones.brands[b], phones.brands[b].models];
      // Pasted below its source, with a new name but the source's id left as it was.
      models.splice(m + 1, 0, { ...newModel(models, models[m]), id: models[m].id });
      expected = `${PHONES}: entry (top level), field "brands[${b}].models[${m + 1}].id" repeats the model id "${models[m].id}" of brands[${b}].models[${m}] (${brand.label})`;
    });
    expect(checkData(dir, today).problems).toEqual([expected]);
  });

  it("d. a new post whose image was not added", () => {
    const dir = copyOfData();
    const source = fs.readdirSync(path.join(dir, "data", "blog")).filter((name) => name.endsWith(".json"))[0];
    const post = readJson<BlogPostData>(dir, `data/blog/${source}`);
    const file = "data/blog/a-post-without-its-image.json";
    writeJson(dir, file, {
      ...post,
      slug: "a-post-without-its-image",
      heroImage: "./images/a-post-without-its-image.jpg",
    });
    expect(checkData(dir, today).problems).toEqual([
      `${file}: entry (top level), field "heroImage" names ./images/a-post-without-its-image.jpg, which is not in data/blog/images/: add the file or choose another`,
    ]);
  });

  it("e. a phone number written another way", () => {
    const dir = copyOfData();
    editJson<BusinessData>(dir, SITE, (site) => {
      site.phone = site.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3");
    });
    expect(checkData(dir, today).problems).toEqual([
      expect.stringMatching(/^data\/site\.json: entry \(top level\), field "phone" has the wrong form: /),
    ]);
  });
});
