import path from "node:path";
import { checkFiles } from "../check-files";
import { headline, humanize, jsonPath, placeOf, pointerParts } from "../editor-words";
import { loadDataFiles } from "../load";
import type { BusinessData, PricingFamilyData, ReviewsData, ServicesData } from "../types";
import type { DataFile } from "../validate";
import { translationOf } from "../translations";

// The build's messages as an editor reads them (editor-words.ts), over the real data as it is: each case breaks one
// thing an editor could get wrong in the CMS and reads the problem it gives. Its first line names the thing by the
// name the CMS shows (a shop, a service, a model, a closure) and the field by its label, with no file, index or JSON
// path; the second line is the file and the path, for a developer.

const root = path.resolve(__dirname, "../../../..");
const real = loadDataFiles(root).files;
const fileOf = (name: string) => real.find((f) => f.file === name)!;
/** The first family file with a brand of two models or more (a duplicate needs two). */
const family = real.find(
  (f) =>
    f.file.startsWith("data/pricing-families/") &&
    !translationOf(f.file) &&
    (f.data as PricingFamilyData).brands.some((brand) => brand.models.length >= 2),
)!;

/** The problems of the real data with one file edited (a copy of it), as the build and the CMS's save check give them. */
function problemsWith<T>(file: string, edit: (data: T) => void): string[] {
  const files: DataFile[] = real.map((f) => (f.file === file ? { ...f, data: structuredClone(f.data) } : f));
  edit(files.find((f) => f.file === file)!.data as T);
  // Only what the edit brings (the CMS's save check does the same): the data's own state on the day is not this test's.
  return checkFiles(files, TODAY).problems.filter((problem) => !before.has(problem));
}
const TODAY = new Date().toISOString().slice(0, 10);
const before = new Set(checkFiles(real, TODAY).problems);

/** What a developer's path looks like: an index, a file name, the old "entry …, field …" words. */
const DEVELOPER_WORDS = /\w\[\d+\]|\.json\b|\bentry\b|\(top level\)|\(the whole entry\)/;

type Case = { broken: string; file: string; problems: () => string[]; names: () => string[]; path: string };

const site = fileOf("data/site.json").data as BusinessData;
const services = (fileOf("data/services.json").data as ServicesData).services;
const reviews = (fileOf("data/reviews.json").data as ReviewsData).reviews;
const phones = family.data as PricingFamilyData;
const b = phones.brands.findIndex((brand) => brand.models.length >= 2);
const brand = phones.brands[b];
const saturday = (hours: BusinessData["locations"][number]["openingHours"]) =>
  hours.findIndex((h) => h.day === "Saturday");

const CASES: Case[] = [
  {
    broken: "the shop's phone written another way",
    file: "data/site.json",
    problems: () => problemsWith<BusinessData>("data/site.json", (d) => (d.phone = "704-555-0142")),
    names: () => ["Phone"],
    path: "phone",
  },
  {
    broken: "a shop's e-mail without its @",
    file: "data/site.json",
    problems: () =>
      problemsWith<BusinessData>("data/site.json", (d) => (d.locations[0].email = "service at example.com")),
    names: () => [site.locations[0].name, "Email"],
    path: "locations[0].email",
  },
  {
    broken: "a closing time before the opening time, in a shop's hours",
    file: "data/site.json",
    problems: () =>
      problemsWith<BusinessData>("data/site.json", (d) => {
        const hours = d.locations[0].openingHours;
        const j = saturday(hours) < 0 ? 0 : saturday(hours);
        hours[j] = { ...hours[j], opens: "10:00", closes: "08:00" };
      }),
    names: () => [
      site.locations[0].name,
      site.locations[0].openingHours[Math.max(0, saturday(site.locations[0].openingHours))].day,
      "Closes",
    ],
    path: `locations[0].openingHours[${Math.max(0, saturday(site.locations[0].openingHours))}].closes`,
  },
  {
    broken: "a closure whose last day is before its first",
    file: "data/site.json",
    problems: () =>
      problemsWith<BusinessData>("data/site.json", (d) => {
        d.specialHours = [{ date: "2026-12-28", through: "2026-12-20", reason: "Holiday break" }];
      }),
    names: () => ["Holiday break", "Through"],
    path: "specialHours[0].through",
  },
  {
    broken: "a service's photo without its description",
    file: "data/services.json",
    problems: () =>
      problemsWith<ServicesData>("data/services.json", (d) => {
        d.services[0].image = "images/tv-repair.jpg";
        delete d.services[0].imageAlt;
      }),
    names: () => [services[0].label, "Image alt", "Image"],
    path: "services[0].imageAlt",
  },
  {
    broken: "a service with one FAQ",
    file: "data/services.json",
    problems: () =>
      problemsWith<ServicesData>("data/services.json", (d) => (d.services[0].faqs = d.services[0].faqs.slice(0, 1))),
    names: () => [services[0].label, "Faqs"],
    path: "services[0].faqs",
  },
  {
    broken: "a review's date written another way",
    file: "data/reviews.json",
    problems: () => problemsWith<ReviewsData>("data/reviews.json", (d) => (d.reviews[0].date = "Nov 22, 2026")),
    names: () => [reviews[0].author, "Date"],
    path: "reviews[0].date",
  },
  {
    broken: "a new model, added at the top, that kept the id of the model it was copied from",
    file: family.file,
    problems: () =>
      problemsWith<PricingFamilyData>(family.file, (d) => {
        const source = d.brands[b].models[d.brands[b].models.length - 1];
        d.brands[b].models.unshift({ ...structuredClone(source), label: `${source.label} Pro Test` });
      }),
    names: () => [
      brand.label,
      `${brand.models[brand.models.length - 1].label} Pro Test`,
      brand.models[brand.models.length - 1].label,
    ],
    path: `brands[${b}].models[0].id`,
  },
];

describe("each problem's first line is in the editor's words; the file and path follow", () => {
  it.each(CASES.map((c) => [c.broken, c] as const))("%s", (_, { problems, names, file, path: at }) => {
    const found = problems();
    expect(found).toHaveLength(1);
    const [first, source] = found[0].split("\n");
    for (const name of names()) expect(first).toContain(name);
    expect(first).not.toMatch(DEVELOPER_WORDS);
    expect(source).toBe(`${file} at ${at}`);
    expect(headline(found[0])).toBe(first);
  });
});

describe("places", () => {
  it("counts an item without a name from 1, after its list's label", () => {
    const data = { questions: [{ answer: "" }, { answer: "" }] };
    expect(placeOf("data/x.json", data, {}, ["questions", 1, "answer"])).toEqual({
      where: ["X", "Questions, item 2"],
      field: "Answer",
      source: "data/x.json at questions[1].answer",
    });
  });

  it("names a field by the schema's title, as the CMS's form labels it, else by its name in words", () => {
    const schema = { properties: { hours: { title: "Opening hours", items: { properties: { closes: {} } } } } };
    const data = { hours: [{ day: "Saturday", closes: "08:00" }] };
    expect(placeOf("data/site.json", data, schema, ["hours", 0, "closes"]).where).toEqual([
      "Site",
      "Opening hours",
      "Saturday",
    ]);
    expect(humanize("servedZips")).toBe("Served zips");
  });

  it("reads a JSON pointer and writes a JSON path", () => {
    expect(pointerParts("/brands/1/models/5/id")).toEqual(["brands", 1, "models", 5, "id"]);
    expect(jsonPath(["brands", 1, "models", 5, "id"])).toBe("brands[1].models[5].id");
    expect(jsonPath([])).toBe("(the file)");
  });
});
