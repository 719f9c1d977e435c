import path from "node:path";
import { modelRepairs, type PricingFamily } from "../../../domain/pricing";
import { loadDataFiles } from "../../data/load";
import { pricingFromFiles } from "../../data/pricing-files";
import { parseJsonPath } from "../decap-form";
import { modelPages, priceSource } from "../family-preview";

// The device family's preview in the CMS: what each model's page will list, at which price and from where.

const family = (models: PricingFamily["brands"][number]["models"]): PricingFamily => ({
  id: "phones",
  label: "Phones",
  singular: "phone",
  repairs: [
    {
      id: "screen",
      label: "Screen replacement",
      description: "",
      service: "/s/",
      default: { from: 99, to: 149, time: "same day", inStock: true, warrantyDays: 90 },
    },
    {
      id: "battery",
      label: "Battery replacement",
      description: "",
      service: "/s/",
      default: { from: 59, to: 59, time: "same day", inStock: true, warrantyDays: 90 },
    },
    { id: "board", label: "Board repair", description: "", service: "/s/" },
  ],
  brands: [{ id: "acme", label: "Acme", models }],
});

describe("a model's page as the preview lists it", () => {
  it("a new model with one price of its own also lists the family's defaults, each marked", () => {
    const [brand] = modelPages(
      family([
        {
          id: "x1",
          label: "X1",
          prices: [{ repair: "board", from: 200, to: 250, time: "2 days", inStock: true, warrantyDays: 90 }],
        },
      ]),
    );
    expect(brand.models[0]).toEqual({
      label: "X1",
      listed: [
        { repair: "Screen replacement", price: "$99-$149", source: "the family's price" },
        { repair: "Battery replacement", price: "$59", source: "the family's price" },
        { repair: "Board repair", price: "$200-$250", source: "its own price" },
      ],
      left: [],
    });
  });

  it("a repair turned off, or with neither a row nor a default, is named as not listed", () => {
    const [brand] = modelPages(family([{ id: "x2", label: "X2", prices: [{ repair: "screen", offered: false }] }]));
    expect(brand.models[0].listed.map((row) => row.repair)).toEqual(["Battery replacement"]);
    expect(brand.models[0].left).toEqual(["Screen replacement", "Board repair"]);
  });

  it("a row that changes only the time keeps the family's price", () => {
    expect(priceSource({ id: "x", label: "X", prices: [{ repair: "screen", time: "2 days" }] }, "screen")).toBe(
      "the family's price",
    );
  });

  it("over data/: every model lists what its page lists (modelRepairs), and leaves out the rest", () => {
    const { pricing } = pricingFromFiles(loadDataFiles(path.resolve(__dirname, "../../../..")).files);
    for (const f of pricing!.families) {
      const pages = modelPages(f);
      f.brands.forEach((brand, b) =>
        brand.models.forEach((model, m) => {
          const shown = pages[b].models[m];
          expect(shown.listed.map((row) => row.repair)).toEqual(
            modelRepairs(f, model).map(({ repair }) => repair.label),
          );
          expect(shown.listed.length + shown.left.length).toBe(f.repairs.length);
        }),
      );
    }
  });
});

describe("a problem's JSON path as the CMS's form walks it", () => {
  it.each([
    ["locations[0].openingHours[5].closes", ["locations", 0, "openingHours", 5, "closes"]],
    ["brands[12].models[3]", ["brands", 12, "models", 3]],
    ["title", ["title"]],
    ["(the file)", []],
  ])("%s", (jsonPath, parts) => {
    expect(parseJsonPath(jsonPath)).toEqual(parts);
  });
});
