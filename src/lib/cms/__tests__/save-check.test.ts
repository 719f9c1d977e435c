import path from "node:path";
import { staticRoutes } from "../../data/__tests__/data-rules";
import { checkData } from "../../data/check-data";
import { dataRoutes } from "../../data/link-check";
import { loadDataFiles } from "../../data/load";
import { pricingFromFiles } from "../../data/pricing-files";
import type { BlogPostData, PricingFamilyData, ServicesData } from "../../data/types";
import { familyModels, modelPath, pricingPath } from "../../price-pages";
import { siteSnapshot } from "../admin";
import { linkablePages, postStats, saveProblems, type SavedFile, type SiteSnapshot } from "../save-check";

// The CMS's checks before a save (save-check.ts, run by /admin/checks.js in the browser) are the build's: each case
// makes an edit an editor could make in a form, asks the CMS's check, and compares with the build's own message.

const root = path.resolve(__dirname, "../../../..");
const today = new Date().toISOString().slice(0, 10);
const { files } = loadDataFiles(root);
/** The prices as the site shows them; the family shown first is the one the cases below edit (whichever it is). */
const pricing = pricingFromFiles(files).pricing!;
const FAMILY_ID = pricing.families[0].id;
const FAMILY = `data/pricing-families/${FAMILY_ID}.json`;

/** The pages of src/pages, as Gatsby names them. */
const pagesRoutes = staticRoutes(root);

let snapshot: SiteSnapshot;
beforeAll(() => {
  snapshot = siteSnapshot(root, [...pagesRoutes, ...dataRoutes(files)]);
});

const fileOf = <T>(file: string): T => structuredClone(snapshot.files.find((f) => f.file === file)!.data) as T;
const saved = (file: string, data: unknown): SavedFile => ({ file, data });
/** `text` as a regular expression that matches it as written. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where the family's first model row with a range is. */
function rangeRow(family: PricingFamilyData) {
  for (const [b, brand] of family.brands.entries())
    for (const [m, model] of brand.models.entries()) {
      const p = model.prices.findIndex((row) => typeof row.from === "number" && typeof row.to === "number");
      if (p >= 0) return { b, m, p, row: model.prices[p] };
    }
  throw new Error(`${FAMILY} has no model row with a range`);
}

describe("the data as it is", () => {
  it("passes the build's checks, so an unchanged save is not refused", () => {
    expect(checkData(root, today).problems).toEqual([]);
    for (const file of snapshot.files) expect(saveProblems(snapshot, file, today)).toEqual([]);
  });

  it("keeps only the pages no data file makes as static routes", () => {
    expect(snapshot.staticRoutes).toEqual([...pagesRoutes].sort());
    // Every model's price page, whatever models the shop lists.
    const models = pricing.families.flatMap((f) =>
      familyModels(f).map(({ brand, model }) => modelPath(f.id, brand.id, model.id)),
    );
    expect(models.length).toBeGreaterThan(0);
    expect(models.filter((page) => !linkablePages(snapshot).includes(page))).toEqual([]);
    expect(linkablePages(snapshot)).not.toContain("/404/");
  });
});

/** An id as an editor would make it from a label ("Galaxy S25 FE" → galaxy-s25-fe). */
const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

describe("a save the build would refuse is refused with the build's message", () => {
  it("a price whose from is above its to", () => {
    const family = fileOf<PricingFamilyData>(FAMILY);
    const { b, m, p, row } = rangeRow(family);
    row.from = row.to! + 81;
    expect(saveProblems(snapshot, saved(FAMILY, family), today)).toEqual([
      expect.stringMatching(
        new RegExp(
          `: "From" is ${row.from}, above "To" \\(${row.to}\\): .*\n${FAMILY} at brands\\[${b}\\]\\.models\\[${m}\\]\\.prices\\[${p}\\]\\.from$`,
        ),
      ),
    ]);
  });

  it("a second model with the same id", () => {
    const family = fileOf<PricingFamilyData>(FAMILY);
    const models = family.brands[0].models;
    const source = models[models.length - 1];
    models.unshift({ ...structuredClone(source), label: `${source.label} copy` });
    const problems = saveProblems(snapshot, saved(FAMILY, family), today);
    // Blamed on the copy being saved (added at the top), named as the CMS shows it; then the file and path.
    const brand = family.brands[0].label;
    expect(problems).toEqual([
      `${family.label} → ${brand} → ${source.label} copy: "Id" is "${source.id}", which ${brand} → ${source.label} already has: give this model an id of its own, e.g. "${slugOf(`${source.label} copy`)}"\n${FAMILY} at brands[0].models[0].id`,
    ]);
  });

  it("a model without prices is written with an empty list and saved (no model page)", () => {
    const family = fileOf<PricingFamilyData>(FAMILY);
    family.brands[0].models.unshift({ id: "model-x", label: "Model X", prices: [] });
    expect(saveProblems(snapshot, saved(FAMILY, family), today)).toEqual([]);
  });

  it("an unknown {token} in a service's copy", () => {
    const services = fileOf<ServicesData>("data/services.json");
    services.services[0].summary = `${services.services[0].summary} Call {phoneNumber}.`;
    const problems = saveProblems(snapshot, saved("data/services.json", services), today);
    expect(problems).toEqual([expect.stringContaining("{phoneNumber}")]);
    expect(problems[0]).toMatch(
      new RegExp(
        `^Services → ${escape(services.services[0].label)}: "Summary" uses \\{phoneNumber\\}, which the site does not know: .*\ndata/services\\.json at services\\[0\\]\\.summary$`,
      ),
    );
  });

  it("a repair id the family does not have (the schema's own message)", () => {
    const family = fileOf<PricingFamilyData>(FAMILY);
    const { b, m, p } = rangeRow(family);
    family.brands[b].models[m].prices[p].repair = "flux-capacitor";
    expect(saveProblems(snapshot, saved(FAMILY, family), today).join("\n")).toMatch(/flux-capacitor/);
  });

  it("a post linking to a page the site does not have; the same post linking to real pages is saved", () => {
    const post = fileOf<BlogPostData>(files.find((f) => /^data\/blog\/[^/]+\.json$/.test(f.file))!.file);
    const file = "data/blog/a-new-post.json";
    const linked = (to: string) => ({ ...post, slug: "a-new-post", body: `${post.body}\n\nSee [our prices](${to}).` });
    // The post by its title, as the CMS names it; then the file and path for a developer.
    expect(saveProblems(snapshot, saved(file, linked("/pricing/no-such-family/")), today)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escape(post.title)}: "Body" has a link to /pricing/no-such-family/ \\(its link \\d+\\), but the site has no page there: correct the link, or remove it\ndata/blog/a-new-post\\.json at body$`,
        ),
      ),
    ]);
    expect(saveProblems(snapshot, saved(file, linked(pricingPath(FAMILY_ID))), today)).toEqual([]);
  });

  it("removing a service that another service links to names the link", () => {
    const services = fileOf<ServicesData>("data/services.json");
    const linked = services.services.findIndex((s) => services.services.some((o) => o.related.includes(s.path)));
    const removed = services.services.splice(linked, 1)[0];
    const problems = saveProblems(snapshot, saved("data/services.json", services), today);
    expect(problems.join("\n")).toContain(removed.path);
  });

  it("blames a save only for what it brings: a problem already in another file is the build's to report", () => {
    const family = fileOf<PricingFamilyData>(FAMILY);
    rangeRow(family).row.from = 99999;
    const broken: SiteSnapshot = {
      ...snapshot,
      files: snapshot.files.map((f) => (f.file === FAMILY ? { file: FAMILY, data: family } : f)),
    };
    const services = fileOf<ServicesData>("data/services.json");
    expect(saveProblems(broken, saved("data/services.json", services), today)).toEqual([]);
  });
});

describe("a post's figures in its preview", () => {
  it("counts the words as the page renders them and marks links to pages the site does not have", () => {
    const pages = linkablePages(snapshot);
    const stats = postStats(
      `One two three.\n\nSee [prices](${pricingPath(FAMILY_ID)}) and [nothing](/no-page/), or [elsewhere](https://example.org/).`,
      "https://www.example.com",
      pages,
    );
    expect(stats).toEqual({
      words: 9,
      minWords: 500,
      links: [
        { to: pricingPath(FAMILY_ID), known: true },
        { to: "/no-page/", known: false },
      ],
      minLinks: 2,
    });
  });
});
