import fs from "node:fs";
import path from "node:path";
import { checkData } from "../../data/check-data";
import { dataRoutes } from "../../data/link-check";
import { loadDataFiles } from "../../data/load";
import type { BlogPostData, PricingFamilyData, ServicesData } from "../../data/types";
import { siteSnapshot } from "../admin";
import { linkablePages, postStats, saveProblems, type SavedFile, type SiteSnapshot } from "../save-check";

// The CMS's checks before a save (save-check.ts, run by /admin/checks.js in the browser) are the build's: each case
// makes an edit an editor could make in a form, asks the CMS's check, and compares with the build's own message.

const root = path.resolve(__dirname, "../../../..");
const today = new Date().toISOString().slice(0, 10);
const PHONES = "data/pricing-families/phones.json";

/** The pages of src/pages, as Gatsby names them. */
const pagesRoutes = fs
  .readdirSync(path.join(root, "src", "pages"))
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => name.replace(/\.tsx$/, ""))
  .map((name) => (name === "index" ? "/" : `/${name}/`));

let snapshot: SiteSnapshot;
beforeAll(() => {
  const { files } = loadDataFiles(root);
  snapshot = siteSnapshot(root, [...pagesRoutes, ...dataRoutes(files)]);
});

const fileOf = <T>(file: string): T => structuredClone(snapshot.files.find((f) => f.file === file)!.data) as T;
const saved = (file: string, data: unknown): SavedFile => ({ file, data });

describe("the data as it is", () => {
  it("passes the build's checks, so an unchanged save is not refused", () => {
    expect(checkData(root, today).problems).toEqual([]);
    for (const file of snapshot.files) expect(saveProblems(snapshot, file, today)).toEqual([]);
  });

  it("keeps only the pages no data file makes as static routes", () => {
    expect(snapshot.staticRoutes).toEqual([...pagesRoutes].sort());
    expect(linkablePages(snapshot)).toContain("/pricing/phones/apple/iphone-15/");
    expect(linkablePages(snapshot)).not.toContain("/404/");
  });
});

describe("a save the build would refuse is refused with the build's message", () => {
  it("a price whose from is above its to", () => {
    const phones = fileOf<PricingFamilyData>(PHONES);
    const model = phones.brands[0].models[0];
    const row = model.prices.find((p) => typeof p.from === "number" && typeof p.to === "number")!;
    row.from = row.to! + 81;
    expect(saveProblems(snapshot, saved(PHONES, phones), today)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${PHONES}: .*field "brands\\[0\\]\\.models\\[0\\]\\.prices\\[\\d+\\]\\.from" .* is ${row.from}, above "to" \\(${row.to}\\)`,
        ),
      ),
    ]);
  });

  it("a second model with the same id", () => {
    const phones = fileOf<PricingFamilyData>(PHONES);
    const models = phones.brands[0].models;
    models.unshift({ ...structuredClone(models[3]), label: `${models[3].label} copy` });
    const problems = saveProblems(snapshot, saved(PHONES, phones), today);
    expect(problems.join("\n")).toMatch(new RegExp(`${PHONES}: .*"${models[0].id}"`));
  });

  it("a model without prices is written with an empty list and saved (no model page)", () => {
    const phones = fileOf<PricingFamilyData>(PHONES);
    phones.brands[0].models.unshift({ id: "phone-x", label: "Phone X", prices: [] });
    expect(saveProblems(snapshot, saved(PHONES, phones), today)).toEqual([]);
  });

  it("an unknown {token} in a service's copy", () => {
    const services = fileOf<ServicesData>("data/services.json");
    services.services[0].summary = `${services.services[0].summary} Call {phoneNumber}.`;
    const problems = saveProblems(snapshot, saved("data/services.json", services), today);
    expect(problems).toEqual([expect.stringContaining("{phoneNumber}")]);
    expect(problems[0]).toMatch(/^data\/services\.json: field "services\[0\]\.summary" uses \{phoneNumber\}/);
  });

  it("a repair id the family does not have (the schema's own message)", () => {
    const phones = fileOf<PricingFamilyData>(PHONES);
    phones.brands[0].models[0].prices[0].repair = "flux-capacitor";
    expect(saveProblems(snapshot, saved(PHONES, phones), today).join("\n")).toMatch(/flux-capacitor/);
  });

  it("a post linking to a page the site does not have; the same post linking to real pages is saved", () => {
    const post = fileOf<BlogPostData>("data/blog/same-day-computer-repair-charlotte.json");
    const file = "data/blog/a-new-post.json";
    const linked = (to: string) => ({ ...post, slug: "a-new-post", body: `${post.body}\n\nSee [our prices](${to}).` });
    expect(saveProblems(snapshot, saved(file, linked("/pricing/no-such-family/")), today)).toEqual([
      expect.stringMatching(
        /^data\/blog\/a-new-post\.json: entry body link \d+, field "to" points at \/pricing\/no-such-family\/, but the site has no page there$/,
      ),
    ]);
    expect(saveProblems(snapshot, saved(file, linked("/pricing/phones/")), today)).toEqual([]);
  });

  it("removing a service that a menu links to names the menu's link", () => {
    const services = fileOf<ServicesData>("data/services.json");
    const removed = services.services.splice(0, 1)[0];
    const problems = saveProblems(snapshot, saved("data/services.json", services), today);
    expect(problems.join("\n")).toContain(removed.path);
  });

  it("blames a save only for what it brings: a problem already in another file is the build's to report", () => {
    const phones = fileOf<PricingFamilyData>(PHONES);
    phones.brands[0].models[0].prices.find((p) => typeof p.from === "number")!.from = 99999;
    const broken: SiteSnapshot = {
      ...snapshot,
      files: snapshot.files.map((f) => (f.file === PHONES ? { file: PHONES, data: phones } : f)),
    };
    const services = fileOf<ServicesData>("data/services.json");
    expect(saveProblems(broken, saved("data/services.json", services), today)).toEqual([]);
  });
});

describe("a post's figures in its preview", () => {
  it("counts the words as the page renders them and marks links to pages the site does not have", () => {
    const pages = linkablePages(snapshot);
    const stats = postStats(
      "One two three.\n\nSee [phones](/pricing/phones/) and [nothing](/no-page/), or [elsewhere](https://example.org/).",
      "https://www.example.com",
      pages,
    );
    expect(stats).toEqual({
      words: 9,
      minWords: 500,
      links: [
        { to: "/pricing/phones/", known: true },
        { to: "/no-page/", known: false },
      ],
      minLinks: 2,
    });
  });
});
