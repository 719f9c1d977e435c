import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteTokens } from "../../../domain/text";
import { schemaName } from "../../cms/save-check";
import { dataLayouts } from "../../cms/key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../../cms/write-config";
import { serviceTitle, TITLE_LIMIT } from "../../seo";
import { otherServiceCopy } from "../../service-copy";
import { checkData } from "../check-data";
import { dataOf } from "../load";
import type {
  BlogPostData,
  BusinessData,
  Link,
  NavigationData,
  PagesData,
  PricingFamilyData,
  PricingIndexData,
  ServicesData,
} from "../types";
import { brokenRules } from "./data-rules";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const { formatData } = require("../../cms/data-format.cjs") as typeof import("../../cms/data-format.cjs");

// The edits the editor's guide (docs/editors.md) describes, made the way an editor (or the CMS) makes them, on a copy of
// today's data/, then checked by the build's own checks (checkData, which gatsby-node runs before it builds) and by the
// rules the unit tests state over data/ (data-rules.ts: the menus, services, prices, shops, posts and the data
// format). Each edit is found by what it is (a model's own price, the main shop's Saturday, the first group's place),
// not by today's values, so the shop changing its data leaves this test as it is.

const root = path.resolve(__dirname, "../../../..");
/** The build checks as of the day it runs (a review dated after it, a closure before it). */
const today = new Date().toISOString().slice(0, 10);
const PHONES = "data/pricing-families/phones.json";
const SITE = "data/site.json";
const NAVIGATION = "data/navigation.json";
const SERVICES = "data/services.json";
const PRICING = "data/pricing.json";

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
/** How the CMS writes each schema's files (its key order, Prettier's layout): the data format. */
const layouts = dataLayouts(cmsConfigFromDisk({}, root), cmsSourcesFromDisk(root));
/** Written as the CMS and `npm run format` write data files (the data format). */
const writeJson = (dir: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(dir, file), formatData(data, layouts[schemaName(data)]));
function editJson<T>(dir: string, file: string, edit: (data: T) => void): void {
  const data = readJson<T>(dir, file);
  edit(data);
  writeJson(dir, file, data);
}

const hasRange = (row: ModelPrice): row is ModelPrice & { from: number; to: number } =>
  typeof row.from === "number" && typeof row.to === "number";

/**
 * Where a model's own price is: the editor's guide's example (the iPhone 15 screen) while the shop lists it, else the first
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

/** An id not yet among `taken`: `wanted`, else `wanted-2`, `wanted-3`... */
function freeId(wanted: string, taken: readonly string[]): string {
  let id = wanted;
  for (let n = 2; taken.includes(id); n += 1) id = `${wanted}-${n}`;
  return id;
}

/** A service an editor would hang a new family's repairs on: one that owns none yet and keeps the repair copy. */
function serviceForNewRepairs(dir: string): string {
  const { services } = readJson<ServicesData>(dir, SERVICES);
  const pages = readJson<PagesData>(dir, "data/pages.json");
  const owned = new Set(
    readJson<PricingIndexData>(dir, PRICING).families.flatMap((id) =>
      readJson<PricingFamilyData>(dir, `data/pricing-families/${id}.json`).repairs.map((r) => r.service),
    ),
  );
  const free = services.find(
    (s) => s.kind !== "sales" && !owned.has(s.path) && !otherServiceCopy(pages.service.otherServices, s),
  );
  if (!free) throw new Error(`${SERVICES} has no service for a new family's repairs`);
  return free.path;
}

type Edit = (dir: string) => void;

/** The editor's guide's everyday edits (docs/editors.md). */
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
  [
    "f. add a menu link: the About Us menu's last page not yet in the mobile menu, in its words, last of the mobile links",
    (dir) =>
      editJson<NavigationData>(dir, NAVIGATION, (navigation) => {
        const shown = new Set([navigation.home, ...navigation.mobileLinks].map((l) => l.to));
        const candidates: Link[] = [...navigation.aboutMenu.items].reverse().concat(navigation.footer.contactLinks);
        const link = candidates.find((l) => !shown.has(l.to));
        if (!link)
          throw new Error(`${NAVIGATION}: every page of the About Us menu and the footer is in the mobile menu`);
        navigation.mobileLinks.push({ ...link });
      }),
  ],
  [
    "g. add a device family: smart watches, its own file (as Quick add names it) listed last in data/pricing.json",
    (dir) => {
      const index = readJson<PricingIndexData>(dir, PRICING);
      const id = freeId("smart-watches", index.families);
      const service = serviceForNewRepairs(dir);
      const price = (from: number, to: number, time: string, inStock: boolean) => ({
        from,
        to,
        time,
        ...(time === "same day" ? { sameDay: true } : {}),
        inStock,
        warrantyDays: 90,
      });
      const family: PricingFamilyData = {
        $schema: "../schemas/pricing-family.schema.json",
        label: "Smart watches",
        singular: "smart watch",
        title: "Smart Watch Repair Prices | {businessName}",
        description: "Estimated prices for Apple Watch and Galaxy Watch repairs: cracked screens and tired batteries.",
        intro: "Estimated prices for the smart watch repairs we do most, by model. A screen is ordered for your watch.",
        modelHeading: "Which watch?",
        repairs: [
          {
            id: "screen",
            label: "Screen replacement",
            description: "A new display and glass for a cracked, dark or unresponsive watch screen.",
            symptoms: ["cracked screen", "black screen", "touch does not respond"],
            service,
            default: price(119, 179, "2-3 days", false),
          },
          {
            id: "battery",
            label: "Battery replacement",
            description: "A new battery for a watch that no longer lasts the day or will not charge.",
            symptoms: ["battery drains fast", "will not charge"],
            service,
            default: price(69, 99, "same day", true),
          },
        ],
        brands: [
          {
            id: "apple",
            label: "Apple",
            models: [
              { id: "apple-watch-series-9", label: "Apple Watch Series 9", year: 2023, prices: [] },
              {
                id: "apple-watch-se",
                label: "Apple Watch SE",
                year: 2022,
                prices: [{ repair: "screen", from: 99, to: 149 }],
              },
            ],
          },
          {
            id: "samsung",
            label: "Samsung",
            models: [
              {
                id: "galaxy-watch-6",
                label: "Galaxy Watch 6",
                year: 2023,
                prices: [{ repair: "battery", offered: false }],
              },
            ],
          },
        ],
        highlights: [
          { brand: "apple", model: "apple-watch-series-9", repair: "screen" },
          { brand: "apple", model: "apple-watch-se", repair: "battery" },
          { brand: "samsung", model: "galaxy-watch-6", repair: "screen" },
        ],
      };
      writeJson(dir, `data/pricing-families/${id}.json`, family);
      writeJson(dir, PRICING, { ...index, families: [...index.families, id] });
    },
  ],
  [
    "h. add a service: a repair service with its copy, last in the first menu group, related to that group's first",
    (dir) =>
      editJson<ServicesData>(dir, SERVICES, ({ services }) => {
        const site = readJson<BusinessData>(dir, SITE);
        const template = readJson<PagesData>(dir, "data/pages.json").service.title;
        const group = services[0].group;
        const label = "Smart Watch Repair";
        const fits = serviceTitle(template, { label }, siteTokens(site, site.locations[0])).length <= TITLE_LIMIT;
        const last = services.map((s) => s.group).lastIndexOf(group);
        services.splice(last + 1, 0, {
          label,
          // The template's title when it fits; else a shorter one of its own, as the build asks.
          ...(fits ? {} : { title: "{service} | {businessName}" }),
          path: `/${freeId(
            "smart-watch-repair",
            services.map((s) => s.path.slice(1, -1)),
          )}/`,
          kind: "other",
          group,
          summary: "Screen, battery and charging repairs for Apple Watch, Galaxy Watch and other smart watches.",
          intro:
            "A smart watch is small, sealed and glued, and most shops will not open one. We do: cracked screens, batteries " +
            "that no longer last the day, watches that will not charge and buttons that stick. Every watch gets a free " +
            "diagnostic first, and you get a quote before any work starts.",
          whatWeDo: [
            "Replace cracked or dark screens on Apple Watch and Galaxy Watch models, with the seal renewed.",
            "Fit new batteries in watches that drain by lunchtime or no longer charge on their stand.",
            "Clean and repair charging contacts, crowns and side buttons that stick or stopped working.",
          ],
          faqs: [
            {
              question: "Is my watch still water resistant after a repair?",
              answer: "We renew the adhesive seal on every screen and battery repair and tell you how we tested it.",
            },
            {
              question: "How long does a watch battery replacement take?",
              answer: "Most are done the same day when the battery is in stock; we tell you before we start.",
            },
          ],
          related: [services[0].path],
        });
      }),
  ],
  [
    "i. add a shop: a third location with its address, phone, e-mail, hours, towns and directions, and its menu link",
    (dir) => {
      const site = readJson<BusinessData>(dir, SITE);
      const main = site.locations[0];
      const id = freeId(
        "concord",
        site.locations.map((l) => l.id),
      );
      // The main shop's week and the ways it takes devices; everything else the new shop's own (no photo yet).
      const shop = structuredClone(main);
      for (const key of ["image", "imageAlt", "googleProfileUrl", "googleReviewUrl"] as const) delete shop[key];
      site.locations.push({
        ...shop,
        id,
        name: "Concord",
        streetAddress: "27 Union St S",
        city: "Concord",
        postalCode: "28025",
        phone: anotherNumber(site.locations.at(-1)!.phone),
        email: `${id}@${main.email.split("@")[1]}`,
        geo: { latitude: 35.4088, longitude: -80.5795 },
        servedTowns: ["Concord", "Kannapolis", "Harrisburg"],
        servedZips: ["28025", "28027", "28081", "28083", "28075"],
        directions:
          "On Union St S in downtown Concord, two doors from the courthouse. Park on the street or in the deck on Market St.",
      });
      // Its towns and ZIP codes are its own now: the shops that served them before give them up.
      const added = site.locations.at(-1)!;
      for (const other of site.locations.slice(0, -1)) {
        other.servedTowns = other.servedTowns.filter((town) => !added.servedTowns.includes(town));
        if (other.servedZips) other.servedZips = other.servedZips.filter((zip) => !added.servedZips!.includes(zip));
      }
      writeJson(dir, SITE, site);
      // Its page in the About Us menu, after the shops' pages already there.
      editJson<NavigationData>(dir, NAVIGATION, (navigation) => {
        const items = navigation.aboutMenu.items;
        const shops = items.map((l) => /^\/locations\/[^/]+\/$/.test(l.to)).lastIndexOf(true);
        items.splice(shops < 0 ? items.length : shops + 1, 0, { label: "Concord shop", to: `/locations/${id}/` });
      });
    },
  ],
];

describe("the editor's guide's edits, on a copy of data/, pass the build's data checks and keep the data's rules", () => {
  const copy = copyOfData();
  const unedited = checkData(copy, today);

  it("the copy as it is passes them (so what an edit adds is the edit's)", () => {
    expect(unedited.problems).toEqual([]);
    expect(unedited.files.map((f) => f.file)).toEqual(checkData(root, today).files.map((f) => f.file));
    expect(brokenRules(copy)).toEqual([]);
  });

  it.each(EDITS)("%s", (_name, edit) => {
    const dir = copyOfData();
    edit(dir);
    const checked = checkData(dir, today);
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual(unedited.warnings);
    // The rules the unit tests state over data/ (navigation.test.ts, validate.test.ts, pricing-check.test.ts, ...).
    expect(brokenRules(dir)).toEqual([]);
  });

  it(`all ${EDITS.length} at once pass too, and the checks read them from the copy`, () => {
    const dir = copyOfData();
    for (const [, edit] of EDITS) edit(dir);
    const checked = checkData(dir, today);
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual(unedited.warnings);
    expect(brokenRules(dir)).toEqual([]);
    const before = (file: string) => dataOf<unknown>(unedited.files, file);
    const after = (file: string) => dataOf<unknown>(checked.files, file);
    const models = (phones: unknown) => (phones as PricingFamilyData).brands.flatMap((b) => b.models);
    expect(models(after(PHONES))).toHaveLength(models(before(PHONES)).length + 1);
    expect((after(SITE) as BusinessData).phone).not.toBe((before(SITE) as BusinessData).phone);
    expect((after(SITE) as BusinessData).locations[0].openingHours).not.toEqual(
      (before(SITE) as BusinessData).locations[0].openingHours,
    );
    expect(checked.files.map((f) => f.file)).toContain("data/blog/a-new-post-from-the-editor.json");
    const navigation = (file: unknown) => file as NavigationData;
    expect(navigation(after(NAVIGATION)).mobileLinks).toHaveLength(
      navigation(before(NAVIGATION)).mobileLinks.length + 1,
    );
    expect(navigation(after(NAVIGATION)).aboutMenu.items).toHaveLength(
      navigation(before(NAVIGATION)).aboutMenu.items.length + 1,
    );
    const families = (file: unknown) => (file as PricingIndexData).families;
    expect(families(after(PRICING))).toEqual([...families(before(PRICING)), "smart-watches"]);
    expect(checked.files.map((f) => f.file)).toContain("data/pricing-families/smart-watches.json");
    const services = (file: unknown) => (file as ServicesData).services;
    expect(services(after(SERVICES))).toHaveLength(services(before(SERVICES)).length + 1);
    expect((after(SITE) as BusinessData).locations).toHaveLength((before(SITE) as BusinessData).locations.length + 1);
  });
});

describe("a broken edit is still caught, named as the CMS shows it, then by file and path", () => {
  it("a. a price whose from is above its to", () => {
    const dir = copyOfData();
    let expected = "";
    editJson<PricingFamilyData>(dir, PHONES, (phones) => {
      const { b, m, p } = ownPrice(phones);
      const [brand, model] = [phones.brands[b], phones.brands[b].models[m]];
      const row = model.prices[p];
      const repair = phones.repairs.find((r) => r.id === row.repair)!;
      row.from = row.to! + 50;
      expected =
        `${phones.label} → ${brand.label} → ${model.label} → Prices → ${repair.label}: "From" is ${row.from}, above ` +
        `"To" (${row.to}): "From" is the lower price of the range\n${PHONES} at brands[${b}].models[${m}].prices[${p}].from`;
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
      expected =
        `Business facts → ${location.name} → Opening hours → Saturday: "Closes" is 08:00, not after "Opens" (${hours[j].opens}): ` +
        `correct the time (a 24-hour clock: 18:00 is 6 pm)\n${SITE} at locations[0].openingHours[${j}].closes`;
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
      const pasted = models[m + 1];
      const id = pasted.label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "");
      // The pasted model is the one to change, named as the CMS shows it; then the file and path for a developer.
      expected =
        `${phones.label} → ${brand.label} → ${pasted.label}: "Id" is "${models[m].id}", which ${brand.label} → ` +
        `${models[m].label} already has: give this model an id of its own, e.g. "${id}"\n${PHONES} at brands[${b}].models[${m + 1}].id`;
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
      `${post.title}: "Hero image" is ./images/a-post-without-its-image.jpg, a picture the site does not have: upload it again, or choose another\n${file} at heroImage`,
    ]);
  });

  it("e. a phone number written another way", () => {
    const dir = copyOfData();
    editJson<BusinessData>(dir, SITE, (site) => {
      site.phone = site.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3");
    });
    expect(checkData(dir, today).problems).toEqual([
      expect.stringMatching(/^Business facts: "Phone" has the wrong form: .*\ndata\/site\.json at phone$/),
    ]);
  });
});
