import path from "node:path";
import { dataOf, loadDataFiles } from "../load";
import { pricingCheck } from "../pricing-check";
import { modelRepairs } from "../../../domain/pricing";
import { pricing as functionPricing } from "../../../../functions/contact/pricing-data";
import { pricingFromFiles } from "../pricing-files";
import { translationOf } from "../translations";
import { titleProblems } from "../title-check";
import type { BusinessData, PricingData, PricingFamilyData, ServicesData } from "../types";
import { validateAgainstSchemas } from "../validate";
import { eachRule, PRICING_RULES, ruleData } from "./data-rules";

const root = path.resolve(__dirname, "../../../..");
const { files, problems: loadProblems } = loadDataFiles(root);
const services = dataOf<ServicesData>(files, "data/services.json");
const real = pricingFromFiles(files).pricing!;
const pricingFiles = files.filter((f) => f.file === "data/pricing.json" || f.file.startsWith("data/pricing-families/"));
const familyFiles = files.filter((f) => f.file.startsWith("data/pricing-families/") && !translationOf(f.file));
const familyFile = (id: string) => files.find((f) => f.file === `data/pricing-families/${id}.json`)!;
/** The family shown first (data/pricing.json's order): the real file the schema cases below edit. */
const firstFamily = real.families[0];

type Family = PricingData["families"][number];
type Repair = Family["repairs"][number];
type Brand = Family["brands"][number];
type Highlight = Family["highlights"][number];

const price = (from: number, to: number) => ({
  from,
  to,
  time: "same day",
  sameDay: true,
  inStock: true,
  warrantyDays: 90,
});
const repair = (id: string, label: string, service: string, byDefault?: Repair["default"]): Repair => ({
  id,
  label,
  description: `${label}, as the test needs it.`,
  symptoms: ["it is broken"],
  service,
  ...(byDefault ? { default: byDefault } : {}),
});
const familyOf = (id: string, label: string, repairs: Repair[], brands: Brand[], highlights: Highlight[]): Family => ({
  id,
  label,
  singular: label.toLowerCase(),
  title: `${label} repair prices | {businessName}`,
  description: `What ${label.toLowerCase()} repairs cost.`,
  intro: `The test's own ${label.toLowerCase()}.`,
  repairs,
  brands,
  highlights,
});
const highlight = (brand: string, model: string, repair: string): Highlight => ({ brand, model, repair });

/**
 * Prices of the test's own, not data/pricing-families/ (which editors change): the shapes the rules need and nothing
 * else. They pass every check; each case below breaks one thing and reads the one line it gives.
 */
const fixture = (): PricingData => ({
  estimateNote: "Every price is an estimate.",
  families: [
    familyOf(
      "phones",
      "Phones",
      [
        repair("screen", "Screen replacement", "/cell-phone-repair/", price(129, 189)),
        repair("battery", "Battery replacement", "/cell-phone-repair/", price(69, 99)),
        repair("water-damage", "Water damage", "/cell-phone-repair/", {
          quote: true,
          time: "2-3 days",
          inStock: true,
          warrantyDays: 30,
        }),
      ],
      [
        {
          id: "apple",
          label: "Apple",
          models: [
            { id: "iphone-15", label: "iPhone 15", prices: [{ repair: "screen", from: 179, to: 249 }] },
            { id: "iphone-14", label: "iPhone 14", prices: [] },
            { id: "iphone-13", label: "iPhone 13", prices: [] },
          ],
        },
        { id: "samsung", label: "Samsung", models: [{ id: "galaxy-s24", label: "Galaxy S24", prices: [] }] },
        { id: "google", label: "Google", models: [{ id: "pixel-9", label: "Pixel 9", prices: [] }] },
      ],
      [
        highlight("apple", "iphone-15", "screen"),
        highlight("apple", "iphone-13", "battery"),
        highlight("samsung", "galaxy-s24", "screen"),
        highlight("apple", "iphone-15", "battery"),
      ],
    ),
    familyOf(
      "consoles",
      "Consoles",
      [
        repair("hdmi-port", "HDMI port repair", "/hdmi-port-repair/", price(99, 159)),
        repair("disc-drive", "Disc drive repair", "/console-repair/", price(89, 139)),
        // No default: each model's row is a whole price.
        repair("screen", "Switch screen replacement", "/console-repair/"),
      ],
      [
        {
          id: "sony",
          label: "Sony",
          models: [
            { id: "playstation-5", label: "PlayStation 5", prices: [] },
            { id: "playstation-4", label: "PlayStation 4", prices: [] },
            {
              id: "playstation-5-digital",
              label: "PlayStation 5 Digital Edition",
              prices: [{ repair: "disc-drive", offered: false }],
            },
          ],
        },
        {
          id: "nintendo",
          label: "Nintendo",
          models: [
            {
              id: "switch",
              label: "Switch",
              prices: [
                { repair: "screen", ...price(119, 169) },
                { repair: "disc-drive", offered: false },
              ],
            },
          ],
        },
      ],
      [
        highlight("sony", "playstation-5", "disc-drive"),
        highlight("nintendo", "switch", "screen"),
        highlight("sony", "playstation-4", "disc-drive"),
        highlight("sony", "playstation-5", "hdmi-port"),
        highlight("sony", "playstation-5-digital", "hdmi-port"),
      ],
    ),
    familyOf(
      "tvs",
      "TVs",
      [
        repair("hdmi-port", "HDMI port repair", "/hdmi-port-repair/", price(99, 149)),
        repair("power-board", "Power board repair", "/tv-repair/", price(119, 169)),
        repair("screen", "Screen (panel) replacement", "/tv-repair/", {
          quote: true,
          time: "3-5 days",
          inStock: false,
          warrantyDays: 90,
        }),
      ],
      [
        {
          id: "samsung",
          label: "Samsung",
          models: [{ id: "50-55-inch", label: "50-55 inch", prices: [{ repair: "power-board", from: 129, to: 179 }] }],
        },
        { id: "lg", label: "LG", models: [{ id: "50-55-inch", label: "50-55 inch", prices: [] }] },
      ],
      [
        highlight("samsung", "50-55-inch", "power-board"),
        highlight("lg", "50-55-inch", "power-board"),
        highlight("samsung", "50-55-inch", "screen"),
        highlight("samsung", "50-55-inch", "hdmi-port"),
      ],
    ),
  ],
});
/** The service pages the fixture's repairs name (pricingCheck reads only their paths). */
const fixtureServices = {
  services: ["/cell-phone-repair/", "/console-repair/", "/hdmi-port-repair/", "/tv-repair/"].map((path) => ({ path })),
} as ServicesData;
const PHONE_REPAIRS = "Screen replacement (screen), Battery replacement (battery), Water damage (water-damage)";

/** The test's own prices changed by `edit`, then checked like the build does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits reach into any part of the file
function checkWith(edit: (data: any) => unknown): string[] {
  const data = fixture();
  edit(data);
  return pricingCheck({ pricing: data, services: fixtureServices });
}

/** One family file changed by `edit`, through its schema: what the build says before the cross-checks run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits reach into any part of the file
function schemaWith(id: string, edit: (data: any) => unknown): string[] {
  const file = familyFile(id);
  const data = structuredClone(file.data);
  edit(data);
  return validateAgainstSchemas([{ ...file, data }]);
}

describe("the real prices", () => {
  it("match their schemas", () => {
    expect(loadProblems).toEqual([]);
    expect(validateAgainstSchemas(pricingFiles)).toEqual([]);
    expect(pricingFromFiles(files).problems).toEqual([]);
  });

  it("are the contact function's prices: it reads every file of the folder, with no list to keep", () => {
    expect(functionPricing).toEqual(real);
  });

  it("passes every pricing check and makes titles that fit", () => {
    expect(pricingCheck({ pricing: real, services })).toEqual([]);
    expect(titleProblems(files)).toEqual([]);
  });
});

// Whatever families, brands and models the shop lists (editor-edits.test.ts adds a family and checks them again).
describe("the real prices keep the rules of prices", () => {
  const data = ruleData(root);
  it.each(eachRule(PRICING_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});

describe('"offered" (the schema default is true: the CMS writes only false)', () => {
  it('takes "offered": true written out as the absent key: valid, checked alike, the same prices', () => {
    type Rows = {
      brands: ReadonlyArray<{ models: ReadonlyArray<{ prices: ReadonlyArray<{ offered?: boolean | null }> }> }>;
    };
    const everyRow = (data: Rows, edit: (row: { offered?: boolean | null }) => void) =>
      data.brands.forEach((b) => b.models.forEach((m) => m.prices.forEach(edit)));
    const explicit = (row: { offered?: boolean | null }) => (row.offered = row.offered ?? true);
    for (const { file } of familyFiles)
      expect([file, schemaWith(path.basename(file, ".json"), (d) => everyRow(d, explicit))]).toEqual([file, []]);
    const written = structuredClone(real);
    written.families.forEach((f) => everyRow(f, explicit));
    expect(pricingCheck({ pricing: written, services })).toEqual([]);
    expect(functionPricing.families.map((f) => f.brands.map((b) => b.models.map((m) => modelRepairs(f, m))))).toEqual(
      written.families.map((f) => f.brands.map((b) => b.models.map((m) => modelRepairs(f, m)))),
    );
  });
});

describe("data/pricing.json and the family files must agree", () => {
  const withIndex = (families: string[]) =>
    files.map((f) => (f.file === "data/pricing.json" ? { ...f, data: { ...(f.data as object), families } } : f));
  const listed = real.families.map((f) => f.id);

  it("a listed family without its file", () => {
    const at = Math.min(2, listed.length);
    expect(pricingFromFiles(withIndex([...listed.slice(0, at), "laptops", ...listed.slice(at)]))).toEqual({
      pricing: null,
      problems: [
        `Repair prices → Families → laptops: is no device family of the site: add "laptops" as a new device family, or remove it from this list\ndata/pricing.json at families[${at}]`,
      ],
    });
  });

  it("a family file that is not listed", () => {
    const left = listed.at(-1)!;
    expect(pricingFromFiles(withIndex(listed.slice(0, -1))).problems).toEqual([
      `${real.families.at(-1)!.label}: is not listed in Repair prices → "Families", so no page shows it: add it there (the list's order is the order shown), or delete the family\ndata/pricing-families/${left}.json at (the file)`,
    ]);
  });

  it("follows data/pricing.json's order", () => {
    const order = [...listed].reverse();
    expect(pricingFromFiles(withIndex(order)).pricing!.families.map((f) => f.id)).toEqual(order);
  });
});

describe("a wrong entry in a family's prices gives one problem naming the thing and the field, then file and path", () => {
  it("the test's own prices pass every check, two brands sharing a model id (TV size classes) included", () => {
    const tvs = fixture().families[2];
    expect(tvs.brands[0].models[0].id).toBe(tvs.brands[1].models[0].id);
    expect(checkWith(() => undefined)).toEqual([]);
  });

  it("a repair id used twice", () => {
    expect(
      checkWith((d) => d.families[0].repairs.push({ ...d.families[0].repairs[0], label: "Screen glass only" })),
    ).toEqual([
      'Phones → Screen glass only: "Id" is "screen", which the repair Screen replacement already has: give this repair an id of its own, e.g. "screen-glass-only"\ndata/pricing-families/phones.json at repairs[3].id',
    ]);
  });

  it("a brand id used twice", () => {
    expect(checkWith((d) => (d.families[0].brands[2].id = "apple"))).toEqual([
      'Phones → Google: "Id" is "apple", which the brand Apple already has: give this brand an id of its own, e.g. "google"\ndata/pricing-families/phones.json at brands[2].id',
    ]);
  });

  it("a model id used twice within a brand", () => {
    expect(checkWith((d) => (d.families[0].brands[0].models[1].id = "iphone-15"))).toEqual([
      'Phones → Apple → iPhone 14: "Id" is "iphone-15", which Apple → iPhone 15 already has: give this model an id of its own, e.g. "iphone-14"\ndata/pricing-families/phones.json at brands[0].models[1].id',
    ]);
  });

  it("a model id used twice is blamed on the model whose name does not make it, wherever it was added", () => {
    expect(
      checkWith((d) =>
        d.families[0].brands[0].models.unshift({ id: "iphone-15", label: "iPhone 15 Plus", prices: [] }),
      ),
    ).toEqual([
      'Phones → Apple → iPhone 15 Plus: "Id" is "iphone-15", which Apple → iPhone 15 already has: give this model an id of its own, e.g. "iphone-15-plus"\ndata/pricing-families/phones.json at brands[0].models[0].id',
    ]);
  });

  it("a model name used twice within a brand, whatever its case and spaces", () => {
    expect(checkWith((d) => (d.families[0].brands[0].models[1].label = "iphone  15"))).toEqual([
      'Phones → Apple → iphone  15: "Label" is "iphone  15", the name of Apple → iPhone 15 too: give each model its own name\ndata/pricing-families/phones.json at brands[0].models[1].label',
    ]);
  });

  it("a price row naming an unknown repair", () => {
    expect(checkWith((d) => (d.families[0].brands[0].models[0].prices[0].repair = "scren"))).toEqual([
      `Phones → Apple → iPhone 15 → Prices → scren: "Repair" is "scren", which is not a repair of this family: choose one of ${PHONE_REPAIRS}\ndata/pricing-families/phones.json at brands[0].models[0].prices[0].repair`,
    ]);
  });

  it("a model row repeating a repair", () => {
    expect(
      checkWith((d) => d.families[0].brands[0].models[0].prices.push({ repair: "screen", from: 99, to: 129 })),
    ).toEqual([
      'Phones → Apple → iPhone 15 → Prices → Screen replacement: "Repair" has a row of its own already (row 1 of Apple iPhone 15\'s prices): give each repair one row, and remove this one\ndata/pricing-families/phones.json at brands[0].models[0].prices[1].repair',
    ]);
  });

  it("a repair whose service page does not exist", () => {
    expect(checkWith((d) => (d.families[0].repairs[2].service = "/phone-repair/"))).toEqual([
      'Phones → Water damage: "Service" is /phone-repair/, which is no service page of the site: choose one\ndata/pricing-families/phones.json at repairs[2].service',
    ]);
  });

  it("from above to in a model's row", () => {
    expect(
      checkWith((d) => Object.assign(d.families[0].brands[0].models[0].prices[0], { from: 249, to: 179 })),
    ).toEqual([
      'Phones → Apple → iPhone 15 → Prices → Screen replacement: "From" is 249, above "To" (179): "From" is the lower price of the range\ndata/pricing-families/phones.json at brands[0].models[0].prices[0].from',
    ]);
  });

  it("from above to in a family default", () => {
    expect(checkWith((d) => (d.families[1].repairs[0].default.from = 200))).toEqual([
      'Consoles → HDMI port repair: "Default → From" is 200, above "To" (159): "From" is the lower price of the range\ndata/pricing-families/consoles.json at repairs[0].default.from',
    ]);
  });

  it("a model's row giving only one end of the range over a default (its range replaces the default's)", () => {
    // The iPhone 13 has no battery row: the default $69-$99 applies. A row with only "from" leaves "to" empty.
    expect(checkWith((d) => d.families[0].brands[0].models[2].prices.push({ repair: "battery", from: 120 }))).toEqual([
      'Phones → Apple → iPhone 13 → Prices → Battery replacement: "To" is missing: a model\'s own range replaces the family\'s price as a whole, so fill in both "From" and "To"\ndata/pricing-families/phones.json at brands[0].models[2].prices[0].to',
    ]);
  });

  it("a price with both quote and a range", () => {
    expect(
      checkWith((d) =>
        d.families[0].brands[0].models[0].prices.push({ repair: "water-damage", quote: true, from: 99, to: 199 }),
      ),
    ).toEqual([
      'Phones → Apple → iPhone 15 → Prices → Water damage: has "Quote" on and a price range: a quoted price has none; empty "From" and "To", or turn "Quote" off\ndata/pricing-families/phones.json at brands[0].models[0].prices[1]',
    ]);
  });

  it("a range on a model whose family default is a quote", () => {
    expect(
      checkWith((d) => d.families[0].brands[0].models[0].prices.push({ repair: "water-damage", from: 99, to: 199 })),
    ).toEqual([
      'Phones → Apple → iPhone 15 → Prices → Water damage: gives a price range, but the family prices Water damage as a quote after diagnostic: turn "Quote" off here to price this model, or empty "From" and "To"\ndata/pricing-families/phones.json at brands[0].models[0].prices[1]',
    ]);
  });

  it("a price with neither a range nor quote", () => {
    expect(checkWith((d) => delete d.families[2].repairs[2].default.quote)).toEqual([
      'TVs → Screen (panel) replacement: "Default" has no price: fill in "From" and "To", or turn "Quote" on\ndata/pricing-families/tvs.json at repairs[2].default',
    ]);
  });

  it("a row without a family default that lacks time, stock or warranty", () => {
    // The Switch screen has no family default: each Switch row is a whole price.
    expect(
      checkWith((d) => {
        const row = d.families[1].brands[1].models[0].prices[0];
        delete row.warrantyDays;
        delete row.inStock;
      }),
    ).toEqual([
      'Consoles → Nintendo → Switch → Prices → Switch screen replacement: has no "In stock", "Warranty days", and the family\'s Switch screen replacement has none to take: fill them in here or in the family\'s repair\ndata/pricing-families/consoles.json at brands[1].models[0].prices[0]',
    ]);
  });

  it("a model on which no repair is offered", () => {
    expect(
      checkWith((d) => {
        const phones = d.families[0];
        phones.brands[0].models[1].prices = phones.repairs.map((r: { id: string }) => ({
          repair: r.id,
          offered: false,
        }));
      }),
    ).toEqual([
      'Phones → Apple → iPhone 14: "Prices" offer no repair: each repair is off here, or has neither a price here nor one for the family; add a price\ndata/pricing-families/phones.json at brands[0].models[1].prices',
    ]);
  });

  it("a highlight naming an unknown brand", () => {
    expect(checkWith((d) => (d.families[0].highlights[0].brand = "appel"))).toEqual([
      'Phones → Highlights → Screen replacement: "Brand" is "appel", which is not a brand of this family: choose one of Apple, Samsung, Google\ndata/pricing-families/phones.json at highlights[0].brand',
    ]);
  });

  it("a highlight naming an unknown model", () => {
    expect(checkWith((d) => (d.families[0].highlights[0].model = "iphone-99"))).toEqual([
      'Phones → Highlights → Apple, Screen replacement: "Model" is "iphone-99", which is not a model of Apple: choose one\ndata/pricing-families/phones.json at highlights[0].model',
    ]);
  });

  it("a highlight naming an unknown repair", () => {
    expect(checkWith((d) => (d.families[0].highlights[0].repair = "scren"))).toEqual([
      `Phones → Highlights → Apple iPhone 15: "Repair" is "scren", which is not a repair of this family: choose one of ${PHONE_REPAIRS}\ndata/pricing-families/phones.json at highlights[0].repair`,
    ]);
  });

  it("a highlight naming a repair not offered on that model", () => {
    expect(checkWith((d) => (d.families[1].highlights[0].model = "playstation-5-digital"))).toEqual([
      'Consoles → Highlights → Sony PlayStation 5 Digital Edition, Disc drive repair: "Repair" is Disc drive repair, which the Sony PlayStation 5 Digital Edition does not offer: choose a repair it has a price for\ndata/pricing-families/consoles.json at highlights[0].repair',
    ]);
  });

  it("a highlight given twice", () => {
    expect(checkWith((d) => d.families[0].highlights.push({ ...d.families[0].highlights[0] }))).toEqual([
      "Phones → Highlights → Apple iPhone 15, Screen replacement: is highlight 1 again: remove one\ndata/pricing-families/phones.json at highlights[4]",
    ]);
  });

  it("a service page with fewer than 3 highlights", () => {
    expect(checkWith((d) => d.families[0].highlights.splice(2))).toEqual([
      'Phones: "Highlights" give the service page /cell-phone-repair/ 2 prices to show; a service page that owns repairs shows 3 to 5: add or remove highlights whose repair belongs to it (in Phones)\ndata/pricing-families/phones.json at highlights',
    ]);
  });

  it("a service page with more than 5 highlights", () => {
    expect(
      checkWith((d) =>
        d.families[0].highlights.push(
          { brand: "google", model: "pixel-9", repair: "screen" },
          { brand: "apple", model: "iphone-14", repair: "screen" },
        ),
      ),
    ).toEqual([
      'Phones: "Highlights" give the service page /cell-phone-repair/ 6 prices to show; a service page that owns repairs shows 3 to 5: add or remove highlights whose repair belongs to it (in Phones)\ndata/pricing-families/phones.json at highlights',
    ]);
  });

  it("counts a service page's highlights over every family that owns its repairs", () => {
    // /hdmi-port-repair/ owns the HDMI port of consoles and of TVs: two highlights here and one there make three.
    expect(
      checkWith((d) => {
        d.families[1].highlights = d.families[1].highlights.filter(
          (h: { repair: string; model: string }) => h.repair !== "hdmi-port" || h.model === "playstation-5",
        );
      }),
    ).toEqual([
      'Consoles: "Highlights" give the service page /hdmi-port-repair/ 2 prices to show; a service page that owns repairs shows 3 to 5: add or remove highlights whose repair belongs to it (in Consoles, TVs)\ndata/pricing-families/consoles.json at highlights',
    ]);
  });

  // Through the schema of the real files: the entry and field named are read from the file, not written here.
  it("a wrongly typed price is a schema problem, named the same way", () => {
    const data = familyFile(firstFamily.id).data as PricingFamilyData;
    // The first model row of the family, wherever it is.
    const [b, m] = data.brands
      .flatMap((brand, b) => brand.models.map((model, m) => [b, m, model.prices.length] as const))
      .find(([, , rows]) => rows > 0)!;
    const model = data.brands[b].models[m];
    const repair = data.repairs.find((r) => r.id === model.prices[0].repair)!.label;
    expect(schemaWith(firstFamily.id, (d) => (d.brands[b].models[m].prices[0].from = "379"))).toEqual([
      `${data.label} → ${data.brands[b].label} → ${model.label} → Prices → ${repair}: "From" must be a whole number\ndata/pricing-families/${firstFamily.id}.json at brands[${b}].models[${m}].prices[0].from`,
    ]);
  });

  it("a repair without symptoms, or with an empty one, is a schema problem naming the repair", () => {
    const { id } = firstFamily;
    const repair = (familyFile(id).data as PricingFamilyData).repairs[0].label;
    const family = (familyFile(id).data as PricingFamilyData).label;
    expect(schemaWith(id, (d) => delete d.repairs[0].symptoms)).toEqual([
      `${family} → ${repair}: "Symptoms" is missing: fill it in\ndata/pricing-families/${id}.json at repairs[0].symptoms`,
    ]);
    expect(schemaWith(id, (d) => (d.repairs[0].symptoms = []))).toEqual([
      `${family} → ${repair}: "Symptoms" needs at least 1 item: add one\ndata/pricing-families/${id}.json at repairs[0].symptoms`,
    ]);
  });

  it("a family title too long once the business name is filled in", () => {
    const file = familyFile(firstFamily.id);
    const title = `${firstFamily.label} Repair Prices in Charlotte, Mecklenburg County, North Carolina | {businessName}`;
    const filled = title.replace("{businessName}", dataOf<BusinessData>(files, "data/site.json").name);
    const edited = files.map((f) => (f === file ? { ...f, data: { ...(file.data as object), title } } : f));
    expect(titleProblems(edited)).toEqual([
      `${firstFamily.label}: "Title" makes the page title "${filled}", ${filled.length} characters; titles must fit in 60 characters, as search results cut longer ones. Shorten it.\n${file.file} at title`,
    ]);
  });
});
