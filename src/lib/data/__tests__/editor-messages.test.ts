import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkFiles } from "../check-files";
import { headline } from "../editor-words";
import { missingImages } from "../images-check";
import { dataRoutes, linkProblems } from "../link-check";
import { loadDataFiles } from "../load";
import type {
  BlogPostData,
  BusinessData,
  DocumentData,
  NavigationData,
  PagesData,
  PricingFamilyData,
  PricingIndexData,
  ReviewsData,
  ServicesData,
} from "../types";
import type { DataFile } from "../validate";
import { staticRoutes } from "./data-rules";

// Every rule of the build's data checks, broken once in a copy of the real data, with the problem it gives as the
// editor reads it (editor-words.ts): its first line names the thing by the name the CMS shows (a service, a shop, a
// model, a review's author) and the field by its label, says what is wrong and what to do, with no file, JSON path
// or index; its second line is the file and the JSON path, for a developer. The cases pick what they break from
// whatever data/ holds (the first service, a family with a quoted repair...), so the shop's edits leave them as they are.

const root = path.resolve(__dirname, "../../../..");
const real = loadDataFiles(root).files;
const TODAY = new Date().toISOString().slice(0, 10);

/** What a developer's words look like: an index, a file, the old "entry …, field …" form. */
const DEVELOPER_WORDS = /\w\[\d+\]|data\/|\.json|entry |\(top level\)/;

const SITE = "data/site.json";
const SERVICES = "data/services.json";
const NAVIGATION = "data/navigation.json";
const PAGES = "data/pages.json";
const REVIEWS = "data/reviews.json";
const SEARCH = "data/search.json";
const INDEX = "data/pricing.json";

const dataOf = <T>(file: string) => real.find((f) => f.file === file)!.data as T;
/** The title a file has in the CMS: its schema's ("Business facts", "Services"). */
const cmsName = (file: string) => (real.find((f) => f.file === file)!.schema as { title: string }).title;
/** What a case needs found in data/ (an item, or its index: -1 is not found). */
const must = <T>(found: T | undefined, what: string): T => {
  if (found === undefined || found === null || found === -1)
    throw new Error(`data/ has no ${what}: this case needs one`);
  return found;
};

const site = dataOf<BusinessData>(SITE);
const services = dataOf<ServicesData>(SERVICES).services;
const navigation = dataOf<NavigationData>(NAVIGATION);
const pages = dataOf<PagesData>(PAGES);
const reviews = dataOf<ReviewsData>(REVIEWS).reviews;
const familyIds = dataOf<PricingIndexData>(INDEX).families;
const familyFile = (id: string) => `data/pricing-families/${id}.json`;
const families = familyIds.map((id) => ({ id, file: familyFile(id), data: dataOf<PricingFamilyData>(familyFile(id)) }));
const posts = real.filter((f) => /^data\/blog\/[^/]+\.json$/.test(f.file));
const post = { file: posts[0].file, data: posts[0].data as BlogPostData };
const documents = real.filter((f) => f.file.startsWith("data/documents/"));
const doc = { file: documents[0].file, data: documents[0].data as DocumentData };

type Family = PricingFamilyData;
type Model = Family["brands"][number]["models"][number];
type Repair = Family["repairs"][number];
type Row = Model["prices"][number];

/** Where a row is in its family: brand, model and row, from 0. */
type RowAt = { family: (typeof families)[number]; b: number; m: number; p: number; row: Row };
const rows = (): RowAt[] =>
  families.flatMap((family) =>
    family.data.brands.flatMap((brand, b) =>
      brand.models.flatMap((model, m) => model.prices.map((row, p) => ({ family, b, m, p, row }))),
    ),
  );
const hasRange = (price: { from?: number | null; to?: number | null } | null | undefined) =>
  typeof price?.from === "number" && typeof price?.to === "number";
/** The first row of the prices with a range of its own. */
const ranged = must(
  rows().find(({ row }) => hasRange(row) && row.offered !== false),
  "model row with a price range",
);
const repairOf = (family: Family, id: string) => family.repairs.find((r) => r.id === id)!;
const modelAt = ({ family, b, m }: Pick<RowAt, "family" | "b" | "m">) => family.data.brands[b].models[m];
/** The first model, in any family, without a row for a repair of its family that `test` picks. */
function modelWithout(test: (repair: Repair) => boolean) {
  for (const family of families)
    for (const [r, repair] of family.data.repairs.entries())
      for (const [b, brand] of family.data.brands.entries())
        for (const [m, model] of brand.models.entries())
          if (test(repair) && !model.prices.some((row) => row.repair === repair.id))
            return { family, r, repair, b, m, model, brand };
  throw new Error("data/ has no model without a row for such a repair: this case needs one");
}
/** A model offers a repair: its row does not turn it off, and it has a row or the family a default (pricing-check.ts). */
const offers = (repair: Repair, model: Model) => {
  const row = model.prices.find((p) => p.repair === repair.id);
  return row?.offered !== false && Boolean(row || repair.default);
};
/** A brand with two models or more (a model's id or name taken twice needs two). */
const paired = must(
  families
    .flatMap((family) => family.data.brands.map((brand, b) => ({ family, b, brand })))
    .find(({ brand }) => brand.models.length >= 2),
  "brand with two models",
);
/** A highlight whose brand has a model that does not offer the highlight's repair. */
const unoffered = must(
  families
    .flatMap((family) =>
      family.data.highlights.map((h, i) => {
        const brand = family.data.brands.find((x) => x.id === h.brand);
        const repair = family.data.repairs.find((x) => x.id === h.repair);
        const model = repair && brand?.models.find((x) => !offers(repair, x));
        return model && brand && repair ? { family, i, model, brand, repair } : undefined;
      }),
    )
    .find(Boolean),
  "highlight whose brand has a model without its repair",
);
const serviceOf = (family: Family, highlight: { repair: string }) =>
  family.repairs.find((r) => r.id === highlight.repair)?.service;
/**
 * A service page shown 3 to 5 prices, and a family with enough of them to leave it 2; the problem is said in the first
 * family that owns the page's repairs.
 */
const highlighted = must(
  (() => {
    const count = new Map<string, number>();
    for (const { data } of families)
      for (const h of data.highlights) {
        const service = serviceOf(data, h);
        if (service) count.set(service, (count.get(service) ?? 0) + 1);
      }
    for (const family of families)
      for (const [service, n] of count) {
        const mine = family.data.highlights.filter((h) => serviceOf(family.data, h) === service).length;
        const owner = families.find((f) => f.data.repairs.some((r) => r.service === service))!;
        if (n >= 3 && n <= 5 && mine >= n - 2) return { family, service, owner, drop: n - 2 };
      }
    return undefined;
  })(),
  "service page whose highlights one family could take down to 2",
);
const ownsRepairs = (path: string) => families.some((f) => f.data.repairs.some((r) => r.service === path));
/** A service that owns repairs (its words speak for their prices). */
const owning = must(
  services.findIndex((s) => ownsRepairs(s.path)),
  "service that owns repairs",
);
/** A service after the first that owns no repairs (its words promise nothing of prices). */
const plain = must(
  services.findIndex((s, i) => i > 0 && !ownsRepairs(s.path)),
  "service after the first that owns no repairs",
);
/** A service in a group of two services or more (leaving its group leaves the group a service). */
const grouped = must(
  services.findIndex((s) => services.filter((o) => o.group === s.group).length >= 2),
  "service in a group of two services",
);
/** A service with a related service. */
const relating = must(
  services.findIndex((s) => s.related.length > 0),
  "service with a related service",
);
/** A service whose page takes the services' title template (it has no title of its own). */
const templated = must(
  services.findIndex((s) => s.title === undefined),
  "service without a title of its own",
);
const last = site.locations.length - 1;

/** A copy of a service that shares none of its words: the copy's own vowels, its tokens and links left as they are. */
const reworded = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (key, v) =>
      typeof v === "string" && !["path", "group", "image", "kind"].includes(key) && !v.startsWith("/")
        ? v.replace(/\{[^}]*\}|\]\([^)]*\)|[aeiou]/g, (m) => (m.length > 1 ? m : "eioua"["aeiou".indexOf(m)]))
        : v,
    ),
  ) as T;
/** A repair of a family's own for the test: no default, so no model offers it until a row does. */
const testRepair = (family: Family): Repair => {
  const source = structuredClone(family.repairs[0]);
  delete source.default;
  return { ...source, id: "test-repair", label: `${source.label} Test` };
};

/** Where the checks say a problem: what stops the build, what it warns of, placeholders, links, images. */
type Channel = "problems" | "warnings" | "placeholders" | "links" | "images";

function said(files: DataFile[], channel: Channel): string[] {
  if (channel === "links") return linkProblems(files, new Set([...staticRoutes(root), ...dataRoutes(files)]));
  if (channel === "images") return checkFiles(files, TODAY, (checked) => missingImages(checked, root)).problems;
  return checkFiles(files, TODAY)[channel];
}
const before = new Map<Channel, Set<string>>();
/** What the checks say of the real data with `file` edited (a copy), that they did not say before (as the CMS's save). */
function fresh(file: string, edit: Edit, channel: Channel): string[] {
  if (!before.has(channel)) before.set(channel, new Set(said(real, channel)));
  const files = real.map((f) => (f.file === file ? { ...f, data: structuredClone(f.data) } : f));
  edit(files.find((f) => f.file === file)!.data);
  return said(files, channel).filter((line) => !before.get(channel)!.has(line));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edit reaches into any part of a file
type Edit = (data: any) => void;
type Rule = {
  /** The rule, as the test names it. */
  rule: string;
  /** The file edited, and where the problem is (its JSON path); in `file`, unless the problem is said in another. */
  file: string;
  edit: Edit;
  at: string;
  source?: string;
  /** What the first line names, read from the data: the thing's name, the field's label. */
  names: string[];
  /** What it says is wrong and what to do. */
  says: RegExp;
  channel?: Channel;
  /** The same fault breaks the Spanish pages' rule too: its own problem, in the Spanish file, says so as well. */
  spanish?: { source: string; says: RegExp };
};

const SCHEMA: Rule[] = [
  {
    rule: "schema: a field a service needs is missing",
    file: SERVICES,
    edit: (d) => delete d.services[1].summary,
    at: "services[1].summary",
    names: [services[1].label, "Summary"],
    says: /is missing: fill it in$/,
  },
  {
    rule: "schema: a photo without its description",
    file: SERVICES,
    edit: (d) => {
      d.services[1].image = "images/tv-repair.jpg";
      delete d.services[1].imageAlt;
    },
    at: "services[1].imageAlt",
    names: [services[1].label, "Image alt", "Image"],
    says: /is needed when "Image" is filled in: fill it in, or empty "Image"$/,
  },
  {
    rule: "schema: a field the site does not know",
    file: SERVICES,
    edit: (d) => (d.services[1].summry = "A misspelt field."),
    at: "services[1].summry",
    names: [services[1].label, "Summry"],
    says: /is not a field the site knows: check its spelling, or remove it$/,
  },
  {
    rule: "schema: a value that is none of the choices",
    file: REVIEWS,
    edit: (d) => (d.reviews[0].source = "Carrier pigeon"),
    at: "reviews[0].source",
    names: [reviews[0].author, "Source"],
    says: /must be one of "/,
  },
  {
    rule: "schema: text where a number goes",
    file: SITE,
    edit: (d) => (d.locations[last].geo.latitude = "35.2"),
    at: `locations[${last}].geo.latitude`,
    names: [site.locations[last].name, "Geo → Latitude"],
    says: /must be a number$/,
  },
  {
    rule: "schema: a text too short",
    file: SERVICES,
    edit: (d) => (d.services[1].summary = "Too short."),
    at: "services[1].summary",
    names: [services[1].label, "Summary"],
    says: /is too short: write at least \d+ characters$/,
  },
  {
    rule: "schema: a text too long",
    file: SERVICES,
    edit: (d) => (d.services[1].summary = "Far too long. ".repeat(20)),
    at: "services[1].summary",
    names: [services[1].label, "Summary"],
    says: /is too long: \d+ characters, at most \d+: shorten it$/,
  },
  {
    rule: "schema: a list with too few items",
    file: SERVICES,
    edit: (d) => (d.services[1].faqs = d.services[1].faqs.slice(0, 1)),
    at: "services[1].faqs",
    names: [services[1].label, "Faqs"],
    says: /needs at least \d+ items: add more$/,
  },
  {
    rule: "schema: a list with too many items",
    file: SERVICES,
    edit: (d) =>
      (d.services[1].whatWeDo = Array.from({ length: 7 }, (_, i) => `${d.services[1].whatWeDo[0]} (${i + 1})`)),
    at: "services[1].whatWeDo",
    names: [services[1].label, "What we do"],
    says: /has more than \d+ items: remove some$/,
  },
  {
    rule: "schema: a number below its least",
    file: ranged.family.file,
    edit: (d) => (d.brands[ranged.b].models[ranged.m].prices[ranged.p].from = -1),
    at: `brands[${ranged.b}].models[${ranged.m}].prices[${ranged.p}].from`,
    names: [
      ranged.family.data.label,
      modelAt(ranged).label,
      repairOf(ranged.family.data, ranged.row.repair).label,
      "From",
    ],
    says: /is -1: it must be at least 0$/,
  },
  {
    rule: "schema: a number above its most",
    file: ranged.family.file,
    edit: (d) => (d.brands[ranged.b].models[ranged.m].prices[ranged.p].to = 99999),
    at: `brands[${ranged.b}].models[${ranged.m}].prices[${ranged.p}].to`,
    names: [ranged.family.data.label, modelAt(ranged).label, "To"],
    says: /is 99999: it must be at most \d+$/,
  },
  {
    rule: "schema: the same thing twice in a list",
    file: SERVICES,
    edit: (d) => (d.services[relating].related = [d.services[relating].related[0], d.services[relating].related[0]]),
    at: `services[${relating}].related`,
    names: [services[relating].label, "Related"],
    says: /lists the same thing twice: remove the copy$/,
  },
  {
    rule: "schema: a value in the wrong form",
    file: SITE,
    edit: (d) => (d.phone = "704-555-0142"),
    at: "phone",
    names: [cmsName(SITE), "Phone"],
    says: /has the wrong form: /,
  },
];

const HOURS: Rule[] = [
  {
    rule: "hours: a day listed twice",
    file: SITE,
    edit: (d) => (d.locations[0].openingHours[1] = { ...d.locations[0].openingHours[0] }),
    at: "locations[0].openingHours[1].day",
    names: [site.locations[0].name, site.locations[0].openingHours[0].day],
    says: /is \w+ a second time: keep one row per day$/,
  },
  {
    rule: "hours: a shop that closes before it opens",
    file: SITE,
    edit: (d) => Object.assign(d.locations[0].openingHours[0], { opens: "10:00", closes: "08:00" }),
    at: "locations[0].openingHours[0].closes",
    names: [site.locations[0].name, site.locations[0].openingHours[0].day, "Closes"],
    says: /is 08:00, not after "Opens" \(10:00\): correct the time/,
  },
  {
    rule: "hours: a ZIP code two shops serve",
    file: SITE,
    edit: (d) => d.locations[last].servedZips.push(d.locations[0].servedZips[0]),
    at: `locations[${last}].servedZips[${site.locations[last].servedZips!.length}]`,
    names: [site.locations[last].name, site.locations[0].name],
    says: /is the .+ shop's too: give it to one shop$/,
  },
  {
    rule: "hours: a town two shops serve",
    file: SITE,
    edit: (d) => d.locations[last].servedTowns.push(d.locations[0].servedTowns[0]),
    at: `locations[${last}].servedTowns[${site.locations[last].servedTowns!.length}]`,
    names: [site.locations[last].name, site.locations[0].name],
    says: /is the .+ shop's too: give it to one shop$/,
  },
  ...(
    [
      ["other hours with one time only", { opens: "10:00" }, "closes", /is missing: give both times/],
      ["other hours that close before they open", { opens: "14:00", closes: "10:00" }, "closes", /is 10:00, not after/],
      ["a closure whose last day is before its first", { through: "2099-12-20" }, "through", /before the first day/],
      ["a closure for a shop the site does not have", { locations: ["no-such-shop"] }, "locations[0]", /is no shop/],
    ] as const
  ).map(([broken, fields, at, says]): Rule => ({
    rule: `hours: ${broken}`,
    file: SITE,
    edit: (d) => d.specialHours.push({ date: "2099-12-25", reason: "Test closure", ...fields }),
    at: `specialHours[${site.specialHours!.length}].${at}`,
    names: ["Test closure", ...(at === "locations[0]" ? [site.locations[0].name] : [])],
    says,
  })),
  {
    rule: "hours: two closures of one shop on one day",
    file: SITE,
    edit: (d) =>
      d.specialHours.push(
        { date: "2099-12-25", reason: "Test closure" },
        { date: "2099-12-25", reason: "Second test closure" },
      ),
    at: `specialHours[${site.specialHours!.length + 1}]`,
    names: ["Second test closure", "Test closure", site.locations[0].name],
    says: /falls on a day of 2099-12-25 Test closure too, for .+: keep one of them for each shop and day$/,
  },
  {
    rule: "hours (a warning): a closure already past",
    file: SITE,
    edit: (d) => d.specialHours.push({ date: "2000-01-03", reason: "Old closure" }),
    at: `specialHours[${site.specialHours!.length}]`,
    names: ["Old closure"],
    says: /is in the past \(before \d{4}-\d\d-\d\d\): remove it when convenient$/,
    channel: "warnings",
  },
];

const quoted = modelWithout((r) => Boolean(r.default?.quote));
const priced = modelWithout((r) => hasRange(r.default));
const withDefault = must(
  families
    .flatMap((family) => family.data.repairs.map((repair, r) => ({ family, repair, r })))
    .find(({ repair }) => hasRange(repair.default) && !repair.default!.quote),
  "repair with a default price range",
);
const rowAt = (at: Pick<RowAt, "b" | "m" | "p">) => `brands[${at.b}].models[${at.m}].prices[${at.p}]`;
const [F] = families;
const lastRow = (family: Family, b: number, m: number) => family.brands[b].models[m].prices.length;

const PRICES: Rule[] = [
  {
    rule: "prices: a repair id two repairs have",
    file: F.file,
    edit: (d: Family) => d.repairs.push({ ...testRepair(d), id: d.repairs[0].id }),
    at: `repairs[${F.data.repairs.length}].id`,
    names: [F.data.label, testRepair(F.data).label, F.data.repairs[0].label],
    says: /is ".+", which the repair .+ already has: give this repair an id of its own/,
  },
  {
    rule: "prices: a repair whose service page the site does not have",
    file: F.file,
    edit: (d: Family) => d.repairs.push({ ...testRepair(d), service: "/no-such-service/" }),
    at: `repairs[${F.data.repairs.length}].service`,
    names: [F.data.label, testRepair(F.data).label, "Service"],
    says: /is \/no-such-service\/, which is no service page of the site: choose one$/,
  },
  {
    rule: "prices: a family's price whose From is above its To",
    file: withDefault.family.file,
    edit: (d: Family) => (d.repairs[withDefault.r].default!.from = withDefault.repair.default!.to! + 1),
    at: `repairs[${withDefault.r}].default.from`,
    names: [withDefault.family.data.label, withDefault.repair.label, "Default → From"],
    says: /is \d+, above "To" \(\d+\): "From" is the lower price of the range$/,
  },
  {
    rule: "prices: a model's price whose From is above its To",
    file: ranged.family.file,
    edit: (d: Family) => (d.brands[ranged.b].models[ranged.m].prices[ranged.p].from = ranged.row.to! + 1),
    at: `${rowAt(ranged)}.from`,
    names: [modelAt(ranged).label, repairOf(ranged.family.data, ranged.row.repair).label, "From"],
    says: /is \d+, above "To" \(\d+\): "From" is the lower price of the range$/,
  },
  {
    rule: "prices: a quoted price with a range",
    file: priced.family.file,
    edit: (d: Family) =>
      d.brands[priced.b].models[priced.m].prices.push({ repair: priced.repair.id, quote: true, from: 99, to: 199 }),
    at: rowAt({ ...priced, p: priced.model.prices.length }),
    names: [priced.model.label, priced.repair.label],
    says: /has "Quote" on and a price range: .*empty "From" and "To", or turn "Quote" off$/,
  },
  {
    rule: "prices: a price with neither a range nor a quote",
    file: F.file,
    edit: (d: Family) => {
      d.repairs.push(testRepair(d));
      d.brands[0].models[0].prices.push({ repair: "test-repair", time: "same day", inStock: true, warrantyDays: 90 });
    },
    at: rowAt({ b: 0, m: 0, p: lastRow(F.data, 0, 0) }),
    names: [F.data.brands[0].models[0].label, testRepair(F.data).label],
    says: /has no price: fill in "From" and "To", or turn "Quote" on$/,
  },
  {
    rule: "prices: a model's own range with one end only, over the family's price",
    file: priced.family.file,
    edit: (d: Family) => d.brands[priced.b].models[priced.m].prices.push({ repair: priced.repair.id, from: 99 }),
    at: `${rowAt({ ...priced, p: priced.model.prices.length })}.to`,
    names: [priced.model.label, priced.repair.label, "To"],
    says: /is missing: a model's own range replaces the family's price as a whole/,
  },
  {
    rule: "prices: a range on a model whose family quotes the repair",
    file: quoted.family.file,
    edit: (d: Family) =>
      d.brands[quoted.b].models[quoted.m].prices.push({ repair: quoted.repair.id, from: 99, to: 199 }),
    at: rowAt({ ...quoted, p: quoted.model.prices.length }),
    names: [quoted.model.label, quoted.repair.label],
    says: /gives a price range, but the family prices .+ as a quote after diagnostic: turn "Quote" off here/,
  },
  {
    rule: "prices: a price without its time or warranty, and none in the family to take",
    file: F.file,
    edit: (d: Family) => {
      d.repairs.push(testRepair(d));
      d.brands[0].models[0].prices.push({ repair: "test-repair", from: 99, to: 149, inStock: true });
    },
    at: rowAt({ b: 0, m: 0, p: lastRow(F.data, 0, 0) }),
    names: [F.data.brands[0].models[0].label, testRepair(F.data).label, "Time", "Warranty days"],
    says: /and the family's .+ has none to take: fill them in here or in the family's repair$/,
  },
  {
    rule: "prices: a brand id two brands have",
    file: F.file,
    edit: (d: Family) =>
      d.brands.push({
        ...structuredClone(d.brands[0]),
        label: `${d.brands[0].label} Test Copy`,
        models: [structuredClone(d.brands[0].models[0])],
      }),
    at: `brands[${F.data.brands.length}].id`,
    names: [`${F.data.brands[0].label} Test Copy`, F.data.brands[0].label],
    says: /which the brand .+ already has: give this brand an id of its own/,
  },
  {
    rule: "prices: a model id two models of a brand have (the copy is blamed, wherever it was added)",
    file: paired.family.file,
    edit: (d: Family) => {
      const source = d.brands[paired.b].models.at(-1)!;
      d.brands[paired.b].models.unshift({ ...structuredClone(source), label: `${source.label} Pro Test` });
    },
    at: `brands[${paired.b}].models[0].id`,
    names: [paired.brand.label, `${paired.brand.models.at(-1)!.label} Pro Test`, paired.brand.models.at(-1)!.label],
    says: /which .+ already has: give this model an id of its own/,
  },
  {
    rule: "prices: a model name two models of a brand have",
    file: paired.family.file,
    edit: (d: Family) => (d.brands[paired.b].models[1].label = paired.brand.models[0].label),
    at: `brands[${paired.b}].models[1].label`,
    names: [paired.brand.label, paired.brand.models[0].label, "Label"],
    says: /the name of .+ too: give each model its own name$/,
  },
  {
    rule: "prices: a row for a repair the family does not have",
    file: F.file,
    edit: (d: Family) => d.brands[0].models[0].prices.push({ repair: "no-such-repair" }),
    at: `${rowAt({ b: 0, m: 0, p: lastRow(F.data, 0, 0) })}.repair`,
    names: [F.data.brands[0].models[0].label, "Repair", F.data.repairs[0].label],
    says: /is "no-such-repair", which is not a repair of this family: choose one of /,
  },
  {
    rule: "prices: two rows of a model for one repair",
    file: ranged.family.file,
    edit: (d: Family) => d.brands[ranged.b].models[ranged.m].prices.push(structuredClone(ranged.row)),
    at: `${rowAt({ ...ranged, p: lastRow(ranged.family.data, ranged.b, ranged.m) })}.repair`,
    names: [modelAt(ranged).label, repairOf(ranged.family.data, ranged.row.repair).label],
    says: /has a row of its own already \(row \d+ of .+'s prices\): give each repair one row, and remove this one$/,
  },
  {
    rule: "prices: a model that offers no repair",
    file: F.file,
    edit: (d: Family) =>
      d.brands[0].models.push({
        id: "test-model",
        label: "Test Model",
        prices: d.repairs.map((r) => ({ repair: r.id, offered: false })),
      }),
    at: `brands[0].models[${F.data.brands[0].models.length}].prices`,
    names: [F.data.brands[0].label, "Test Model", "Prices"],
    says: /offer no repair: .*add a price$/,
  },
  {
    rule: "prices: a highlight given twice",
    file: F.file,
    edit: (d: Family) => d.highlights.push({ ...d.highlights[0] }),
    at: `highlights[${F.data.highlights.length}]`,
    names: [F.data.label, repairOf(F.data, F.data.highlights[0].repair).label],
    says: /is highlight 1 again: remove one$/,
  },
  {
    rule: "prices: a highlight of a brand the family does not have",
    file: F.file,
    edit: (d: Family) => (d.highlights[0].brand = "no-such-brand"),
    at: "highlights[0].brand",
    names: [F.data.label, F.data.brands[0].label, "Brand"],
    says: /is "no-such-brand", which is not a brand of this family: choose one of /,
  },
  {
    rule: "prices: a highlight of a model the brand does not have",
    file: F.file,
    edit: (d: Family) => (d.highlights[0].model = "no-such-model"),
    at: "highlights[0].model",
    names: [F.data.label, "Model"],
    says: /is "no-such-model", which is not a model of .+: choose one$/,
  },
  {
    rule: "prices: a highlight of a repair the family does not have",
    file: F.file,
    edit: (d: Family) => d.highlights.push({ ...d.highlights[0], repair: "no-such-repair" }),
    at: `highlights[${F.data.highlights.length}].repair`,
    names: [F.data.label, "Repair", F.data.repairs[0].label],
    says: /is "no-such-repair", which is not a repair of this family: choose one of /,
  },
  {
    rule: "prices: a highlight of a repair its model does not offer",
    file: unoffered.family.file,
    edit: (d: Family) => (d.highlights[unoffered.i].model = unoffered.model.id),
    at: `highlights[${unoffered.i}].repair`,
    names: [unoffered.brand.label, unoffered.model.label, unoffered.repair.label],
    says: /which the .+ does not offer: choose a repair it has a price for$/,
  },
  {
    rule: "prices: a service page shown fewer than 3 prices",
    file: highlighted.family.file,
    edit: (d: Family) => {
      let drop = highlighted.drop;
      d.highlights = d.highlights.filter((h) => !(serviceOf(d, h) === highlighted.service && drop-- > 0));
    },
    at: "highlights",
    source: highlighted.owner.file,
    names: [highlighted.owner.data.label, "Highlights", highlighted.service],
    says: /give the service page .+ 2 prices to show; a service page that owns repairs shows 3 to 5/,
  },
];

const PRICE_FILES: Rule[] = [
  {
    rule: "price files: a family listed without its prices",
    file: INDEX,
    edit: (d: PricingIndexData) => d.families.push("no-such-family"),
    at: `families[${familyIds.length}]`,
    names: [cmsName(INDEX), "no-such-family"],
    says: /is no device family of the site: add "no-such-family" as a new device family, or remove it from this list$/,
  },
  {
    rule: "price files: a family's prices not listed",
    file: INDEX,
    edit: (d: PricingIndexData) => d.families.pop(),
    at: "(the file)",
    source: families.at(-1)!.file,
    names: [families.at(-1)!.data.label, cmsName(INDEX), "Families"],
    says: /is not listed in .+, so no page shows it: add it there .*, or delete the family$/,
  },
];

const REFERENCES: Rule[] = [
  {
    rule: "menus: a group id two groups have",
    file: NAVIGATION,
    edit: (d: NavigationData) => d.groups.push({ ...structuredClone(d.groups[0]), label: "Test group" }),
    at: `groups[${navigation.groups.length}].id`,
    names: ["Test group", navigation.groups[0].label, "Id"],
    says: /which the group .+ already has: give this group an id of its own$/,
  },
  {
    rule: "services: a page address two services have",
    file: SERVICES,
    edit: (d: ServicesData) => d.services.push({ ...reworded(d.services[0]), path: d.services[0].path }),
    at: `services[${services.length}].path`,
    names: [reworded(services[0]).label, services[0].label, "Path"],
    says: /which the service .+ already has: give this service a page address of its own$/,
  },
  {
    rule: "services: a name two services have",
    file: SERVICES,
    edit: (d: ServicesData) =>
      d.services.push({ ...reworded(d.services[0]), label: d.services[0].label, path: "/test-service/" }),
    at: `services[${services.length}].label`,
    names: [services[0].label, services[0].path, "Label"],
    says: /the name of the service at .+ too: give each service a name of its own$/,
  },
  {
    rule: "services: a group the menus do not have",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[grouped].group = "no-such-group"),
    at: `services[${grouped}].group`,
    names: [services[grouped].label, "Group", navigation.groups[0].label],
    says: /is "no-such-group", which is no group of the menus: choose one of /,
  },
  {
    rule: "services: a service related to itself",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[relating].related[0] = d.services[relating].path),
    at: `services[${relating}].related[0]`,
    names: [services[relating].label, "Related"],
    says: /is this service itself: choose another service, or remove it$/,
  },
  {
    rule: "services: a related service the site does not have",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[relating].related[0] = "/no-such-service/"),
    at: `services[${relating}].related[0]`,
    names: [services[relating].label, "Related"],
    says: /is no service page of the site: choose one of the services, or remove it$/,
  },
  {
    rule: "menus: a group without a service",
    file: NAVIGATION,
    edit: (d: NavigationData) =>
      d.groups.push({ ...structuredClone(d.groups[0]), id: "test-group", label: "Test group" }),
    at: `groups[${navigation.groups.length}]`,
    names: ["Test group", cmsName(SERVICES)],
    says: /has no service: choose this group for a service .*, or remove the group$/,
  },
  {
    rule: "menus: a footer group the menus do not have",
    file: NAVIGATION,
    edit: (d: NavigationData) => (d.footer.groups[0] = "no-such-group"),
    at: "footer.groups[0]",
    names: [cmsName(NAVIGATION), "Footer", navigation.groups[0].label],
    says: /is no group of the menus: choose one of /,
  },
  {
    rule: "page copy: a home page section's group the menus do not have",
    file: PAGES,
    edit: (d: PagesData) => (d.home.sections[0].groups[0] = "no-such-group"),
    at: "home.sections[0].groups[0]",
    names: [cmsName(PAGES), pages.home.sections[0].heading],
    says: /is no group of the menus: choose one of /,
  },
  {
    rule: "page copy: another copy's service the site does not have",
    file: PAGES,
    edit: (d: PagesData) => d.service.otherServices[0].services.push("/no-such-service/"),
    at: `service.otherServices[0].services[${pages.service.otherServices[0].services.length}]`,
    names: [cmsName(PAGES), pages.service.otherServices[0].id],
    says: /is no service page of the site: choose one of the services, or remove it$/,
  },
  {
    rule: "page copy: another copy's group the menus do not have",
    file: PAGES,
    edit: (d: PagesData) => d.service.otherServices[0].groups.push("no-such-group"),
    at: `service.otherServices[0].groups[${pages.service.otherServices[0].groups.length}]`,
    names: [cmsName(PAGES), pages.service.otherServices[0].id],
    says: /is no group of the menus: choose one of /,
  },
];

const NOTICE = { text: "Closed early today at 2pm.", from: "2099-01-02", through: "2099-01-02" };
const LINKS: Rule[] = [
  {
    rule: "links: a menu link to a page the site does not have",
    file: NAVIGATION,
    edit: (d: NavigationData) => (d.aboutMenu.items[0].to = "/no-such-page/"),
    at: "aboutMenu.items[0].to",
    names: [navigation.aboutMenu.items[0].label, "To"],
    says: /leads to \/no-such-page\/, but the site has no page there: choose a page of the site$/,
  },
  {
    rule: "links: a related service whose page the site does not make",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[relating].related[0] = "/no-such-service/"),
    at: `services[${relating}].related[0]`,
    names: [services[relating].label, "Related"],
    says: /leads to \/no-such-service\/, but the site has no page there/,
  },
  {
    rule: "links: a post's link to a page the site does not have",
    file: post.file,
    edit: (d: BlogPostData) => (d.body = `${d.body}\n\nSee [this page](/no-such-page/).`),
    at: "body",
    names: [post.data.title, "Body"],
    says: /has a link to \/no-such-page\/ \(its link \d+\), but the site has no page there: correct the link, or remove it$/,
  },
  {
    rule: "links: a content page's link to a page the site does not have",
    file: doc.file,
    edit: (d: DocumentData) => (d.sections[0].paragraphs[0] += " See [this page](/no-such-page/)."),
    at: "sections[0].paragraphs[0]",
    names: [doc.data.title, doc.data.sections[0].heading],
    says: /has a link to \/no-such-page\/ \(its link \d+\), but the site has no page there/,
  },
  {
    rule: "links: the notice's link to a page the site does not have",
    file: SITE,
    edit: (d: BusinessData) => (d.notice = { ...NOTICE, linkLabel: "Our hours", linkTo: "/no-such-page/" }),
    at: "notice.linkTo",
    names: [cmsName(SITE), "Notice → Link to"],
    says: /leads to \/no-such-page\/, but the site has no page there/,
  },
].map((rule) => ({ ...rule, channel: "links" as const }));

const NOTICES: Rule[] = [
  {
    rule: "notice: a last day before the first",
    file: SITE,
    edit: (d: BusinessData) => (d.notice = { ...NOTICE, through: "2099-01-01" }),
    at: "notice.through",
    names: [cmsName(SITE), "Notice → Through", "From"],
    says: /is 2099-01-01, before "From" \(2099-01-02\): pick the first day or a later one$/,
  },
  {
    rule: "notice: a link without its page",
    file: SITE,
    edit: (d: BusinessData) => (d.notice = { ...NOTICE, linkLabel: "Our hours" }),
    at: "notice.linkTo",
    names: [cmsName(SITE), "Notice → Link to"],
    says: /is missing: a link needs both its words .* and its page .*; fill it in, or empty "Link label"$/,
  },
];

const IMAGES: Rule[] = [
  {
    rule: "images: a picture the site does not have",
    file: post.file,
    edit: (d: BlogPostData) => (d.heroImage = "./images/no-such-photo.jpg"),
    at: "heroImage",
    names: [post.data.title, "Hero image"],
    says: /is \.\/images\/no-such-photo\.jpg, a picture the site does not have: upload it again, or choose another$/,
    channel: "images",
  },
];

const PLACEHOLDERS: Rule[] = [
  {
    rule: "placeholders: a fictional phone number",
    file: SITE,
    edit: (d: BusinessData) => (d.locations[0].phone = "(704) 555-0100"),
    at: "locations[0].phone",
    names: [site.locations[0].name, "Phone"],
    says: /is a placeholder: \(704\) 555-0100 \(a 555-01XX number is fictional\)$/,
    channel: "placeholders",
  },
  {
    rule: "placeholders: copy that writes a placeholder out",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[0].intro += " Call 555-0142."),
    at: "services[0].intro",
    names: [services[0].label, "Intro"],
    says: /writes out a placeholder: 555-0142 .*; write \{phone\} instead$/,
    channel: "placeholders",
  },
  {
    rule: "placeholders: a stand-in the business facts list",
    file: SITE,
    edit: (d: BusinessData) => d.placeholders!.push({ field: "name", value: d.name }),
    at: "name",
    names: [cmsName(SITE), "Name", site.name],
    says: /is a placeholder: .+ \(a stand-in listed under "Placeholders" in the business facts\)$/,
    channel: "placeholders",
  },
  {
    rule: "placeholders (a warning): a stand-in already replaced",
    file: SITE,
    edit: (d: BusinessData) => d.placeholders!.push({ field: "locations[0].phone", value: "not the phone" }),
    at: `placeholders[${site.placeholders!.length}].field`,
    names: [cmsName(SITE), "Placeholders", site.locations[0].name, "Phone"],
    says: /which no longer holds the stand-in \(it was replaced\): remove this placeholder$/,
    channel: "warnings",
  },
  {
    rule: "placeholders (a warning): a stand-in of a field that does not exist",
    file: SITE,
    edit: (d: BusinessData) => d.placeholders!.push({ field: "locations[0].fax", value: "x" }),
    at: `placeholders[${site.placeholders!.length}].field`,
    names: [cmsName(SITE), site.locations[0].name, "Fax"],
    says: /which is no field here: remove this placeholder$/,
    channel: "warnings",
  },
];

const LONG_LABEL = `${services[templated].label} Repair and Care for Every Device`.slice(0, 40).trim();
const longModel = `${F.data.brands[0].models[0].label} Special Edition with a Very Long Name`.slice(0, 60).trim();
const lastTitle = pages.pricing.modelTitles.length - 1;
const TITLES: Rule[] = [
  {
    rule: "titles: a page title too long",
    file: PAGES,
    edit: (d: PagesData) => (d.home.title = "{businessName}: Computer, Phone, Tablet and TV Repair in Charlotte, NC"),
    at: "home.title",
    names: [cmsName(PAGES), "Home → Title"],
    says: /makes the page title ".+", \d+ characters; titles must fit in 60 characters.*\. Shorten it\.$/,
  },
  {
    rule: "titles: a service's name too long for the services' title",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[templated].label = LONG_LABEL),
    at: `services[${templated}].title`,
    names: [LONG_LABEL, "Title", cmsName(PAGES), "Service → Title"],
    says: /is empty, so the title every service page takes .+ makes the page title .+ or shorten that one\.$/,
  },
  {
    rule: "titles: a service's own title too long",
    file: SERVICES,
    edit: (d: ServicesData) =>
      (d.services[0].title = "{service}: Repairs, Upgrades and Care in Charlotte, NC | {businessName}"),
    at: "services[0].title",
    names: [services[0].label, "Title"],
    says: /makes the page title ".+", \d+ characters; .*\. Shorten it\.$/,
  },
  {
    rule: "titles: a family's title too long",
    file: F.file,
    edit: (d: Family) => (d.title = `${d.label} Repair Prices in Charlotte, Mecklenburg County | {businessName}`),
    at: "title",
    names: [F.data.label, "Title"],
    says: /makes the page title ".+", \d+ characters; .*\. Shorten it\.$/,
  },
  {
    rule: "titles: a model's name too long for the last model title",
    file: F.file,
    edit: (d: Family) => (d.brands[0].models[0].label = longModel),
    at: `pricing.modelTitles[${lastTitle}]`,
    source: PAGES,
    names: [cmsName(PAGES), "Model titles", longModel, F.data.brands[0].label, F.data.label],
    says: /is the last title a model's page can take: for the model .+ it makes the page title .+\. Shorten this last title, or the model's name\.$/,
    // The model's name is the same on its Spanish page, whose last title is the Spanish one's.
    spanish: {
      source: "data/pages.es.json",
      says: /is the last title a model's Spanish page can take: .+\. Shorten this last title, or the model's name\.$/,
    },
  },
  {
    rule: "titles: a content page's title too long",
    file: doc.file,
    edit: (d: DocumentData) => (d.title = "{businessName}: How We Handle Your Data, Your Devices and Your Privacy"),
    at: "title",
    names: ["How We Handle Your Data", "Title"],
    says: /makes the page title ".+", \d+ characters; .*\. Shorten it\.$/,
  },
];

const CLAIM = "Every repair of this kind takes 10-12 weeks at our shop.";
const PROMISES: Rule[] = [
  {
    rule: "promises: a price's time the site cannot read",
    file: F.file,
    edit: (d: Family) => {
      d.repairs.push(testRepair(d));
      d.brands[0].models[0].prices.push({ repair: "test-repair", offered: false, time: "about a week" });
    },
    at: `${rowAt({ b: 0, m: 0, p: lastRow(F.data, 0, 0) })}.time`,
    names: [F.data.brands[0].models[0].label, testRepair(F.data).label, "Time"],
    says: /is "about a week", which is no time the site can read: write it like same day, 2 days or 1-2 days$/,
  },
  {
    rule: "promises: a family's words its prices contradict",
    file: F.file,
    edit: (d: Family) => (d.intro = CLAIM),
    at: "intro",
    names: [F.data.label, "Intro"],
    says: /promises "10-12 weeks" for every repair .+ but none of the \d+ prices of .+ are in that time .*: say what the prices say, or change the prices$/,
  },
  {
    rule: "promises: a service's words its repairs' prices contradict",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[owning].whatWeDo[0] = CLAIM),
    at: `services[${owning}].whatWeDo[0]`,
    names: [services[owning].label, "What we do"],
    says: /promises "10-12 weeks" for every repair .+ but none of the \d+ prices of its repairs in .+: say what the prices say/,
  },
  {
    rule: "promises: words on every page that a family's prices contradict",
    file: PAGES,
    edit: (d: PagesData) => (d.notFound.text = CLAIM),
    at: "notFound.text",
    names: [cmsName(PAGES), "Not found → Text", F.data.label],
    says: /promises "10-12 weeks" for every repair .+ but none of the \d+ prices of .+: say what the prices say/,
  },
  {
    rule: "promises: an answer promised in other words than the business facts' reply time",
    file: PAGES,
    edit: (d: PagesData) => (d.notFound.text = "We reply within one business day."),
    at: "notFound.text",
    names: [cmsName(PAGES), "Not found → Text", cmsName(SITE), "Reply time"],
    says: /promises an answer "within one business day": write \{replyTime\}, which the site fills from .+, so that every page and e-mail makes the same promise$/,
  },
];

const SEARCH_WORDS: Rule[] = [
  {
    rule: "search: a meaning the site never says",
    file: SEARCH,
    edit: (d) => d.words.push({ say: ["zune"], means: "Zune HD" }),
    at: `words[${dataOf<{ words: unknown[] }>(SEARCH).words.length}].means`,
    names: [cmsName(SEARCH), "Means", "Zune HD", "zune"],
    says: /which no model, device family, repair, symptom or service of the site says: write the site's own words/,
  },
  {
    rule: "search: a page that is no service page",
    file: SEARCH,
    edit: (d) => (d.pages[0].page = "/no-such-service/"),
    at: "pages[0].page",
    names: [cmsName(SEARCH), "Page"],
    says: /is \/no-such-service\/, which is no service page of the site: choose one$/,
  },
];

const REVIEW_RULES: Rule[] = [
  {
    rule: "reviews: a shop the site does not have",
    file: REVIEWS,
    edit: (d: ReviewsData) => (d.reviews[0].location = "no-such-shop"),
    at: "reviews[0].location",
    names: [reviews[0].author, "Location", site.locations[0].name],
    says: /is "no-such-shop", which is no shop of the site: choose one of /,
  },
  {
    rule: "reviews: a service the site does not have",
    file: REVIEWS,
    edit: (d: ReviewsData) => (d.reviews[0].service = "/no-such-service/"),
    at: "reviews[0].service",
    names: [reviews[0].author, "Service"],
    says: /is \/no-such-service\/, which is no service page of the site: choose one, or leave it empty$/,
  },
  {
    rule: "reviews: a day that is not in the calendar",
    file: REVIEWS,
    edit: (d: ReviewsData) => (d.reviews[0].date = "2026-02-30"),
    at: "reviews[0].date",
    names: [reviews[0].author, "Date"],
    says: /is 2026-02-30, which is not a day of the calendar: pick the day the review was written$/,
  },
  {
    rule: "reviews: a day after today",
    file: REVIEWS,
    edit: (d: ReviewsData) => (d.reviews[0].date = "2999-01-01"),
    at: "reviews[0].date",
    names: [reviews[0].author, "Date"],
    says: /is 2999-01-01, after today \(.+\): a review is dated the day it was written$/,
  },
  {
    rule: "reviews: a review entered twice",
    file: REVIEWS,
    edit: (d: ReviewsData) => d.reviews.push(structuredClone(d.reviews[0])),
    at: `reviews[${reviews.length}].text`,
    names: [reviews[0].author, reviews[0].date, "Text"],
    says: /is the text of .+'s review of .+ too \(the same author and text\): enter a review once, and remove this one$/,
  },
];

const COPY: Rule[] = [
  {
    rule: "copy: two service pages with the same text",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[plain].intro = d.services[0].intro),
    at: `services[${plain}].intro`,
    names: [services[plain].label, services[0].label, "Intro"],
    says: /is the text of .+ too: write this page's own words/,
  },
  {
    rule: "copy: a {token} the site does not know",
    file: SERVICES,
    edit: (d: ServicesData) => (d.services[0].intro += " Call {phon}."),
    at: "services[0].intro",
    names: [services[0].label, "Intro"],
    says: /uses \{phon\}, which the site does not know: correct it to one of \{businessName\}, /,
  },
];

const POSTS: Rule[] = [
  {
    rule: "posts (a warning): a post under 500 words",
    file: post.file,
    edit: (d: BlogPostData) => (d.body = "See [our services](/contact/) and [our prices](/pricing/)."),
    at: "body",
    names: [post.data.title, "Body"],
    says: /has \d+ words; posts should have at least 500: write more$/,
    channel: "warnings",
  },
  {
    rule: "posts (a warning): a post with fewer than 2 links to the site",
    file: post.file,
    edit: (d: BlogPostData) => (d.body = d.body.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")),
    at: "body",
    names: [post.data.title, "Body"],
    says: /has 0 links to pages of the site; posts should link to at least 2: link to the services or pages/,
    channel: "warnings",
  },
];

const RULES: Rule[] = [
  ...SCHEMA,
  ...HOURS,
  ...PRICES,
  ...PRICE_FILES,
  ...REFERENCES,
  ...LINKS,
  ...NOTICES,
  ...IMAGES,
  ...PLACEHOLDERS,
  ...TITLES,
  ...PROMISES,
  ...SEARCH_WORDS,
  ...REVIEW_RULES,
  ...COPY,
  ...POSTS,
];

describe("every data rule, broken once, says its problem in the editor's words; the file and path follow", () => {
  it.each(RULES.map((r) => [r.rule, r] as const))(
    "%s",
    (_, { file, edit, at, source, names, says, channel, spanish }) => {
      const all = fresh(file, edit, channel ?? "problems");
      const found = spanish ? all.filter((problem) => !problem.includes(`\n${spanish.source} at `)) : all;
      if (spanish) {
        const inSpanish = all.filter((problem) => problem.includes(`\n${spanish.source} at `));
        expect(inSpanish).toHaveLength(1);
        expect(headline(inSpanish[0])).toMatch(spanish.says);
      }
      expect(found).toHaveLength(1);
      const [first, second, ...more] = found[0].split("\n");
      expect(more).toEqual([]);
      expect(headline(found[0])).toBe(first);
      for (const name of names) expect(first).toContain(name);
      expect(first).toMatch(says);
      expect(first).not.toMatch(DEVELOPER_WORDS);
      expect(second).toBe(`${source ?? file} at ${at}`);
    },
  );
});

/** Data files the build cannot read at all, each alone in a data folder of its own (load.ts). */
const UNREADABLE: Array<Omit<Rule, "edit" | "channel"> & { text: string }> = [
  {
    rule: "files: a file that is not JSON",
    file: "data/broken-page.json",
    text: '{ "title": "A test page", }',
    at: "(the file)",
    names: ["Broken page"],
    says: /cannot be read \(.+\): undo the last change to the file, or correct it$/,
  },
  {
    rule: "files: a file that names no schema",
    file: "data/untitled.json",
    text: '{ "title": "A test page" }',
    at: "$schema",
    names: ["A test page", "Schema"],
    says: /is missing, so the build cannot tell what the file holds: name its schema, as the other files of its folder do$/,
  },
  {
    rule: "files: a schema the build cannot read",
    file: "data/unknown.json",
    text: '{ "$schema": "./schemas/no-such.schema.json", "title": "Another test page" }',
    at: "$schema",
    names: ["Another test page", "Schema"],
    says: /names no schema the build can read: correct it, as the other files of its folder name theirs$/,
  },
];

describe("a data file the build cannot read is named as far as it can be; the file and path follow", () => {
  it.each(UNREADABLE.map((r) => [r.rule, r] as const))("%s", (_, { file, text, at, names, says }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-messages-"));
    try {
      fs.mkdirSync(path.join(dir, "data"));
      fs.writeFileSync(path.join(dir, file), text);
      const { problems } = loadDataFiles(dir);
      expect(problems).toHaveLength(1);
      const [first, second, ...more] = problems[0].split("\n");
      expect(more).toEqual([]);
      for (const name of names) expect(first).toContain(name);
      expect(first).toMatch(says);
      expect(first).not.toMatch(DEVELOPER_WORDS);
      expect(second).toBe(`${file} at ${at}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
