import type { Pricing, PricingFamily, PricingModel } from "../../../functions/contact/pricing";
import {
  backUrl,
  choiceUrl,
  filterModels,
  needsFilter,
  pathLabels,
  quoteState,
  quoteUrl,
  stateIds,
  stepKey,
} from "../quote-steps";

const model = (id: string, label: string, prices: PricingModel["prices"] = []): PricingModel => ({
  id,
  label,
  year: 2024,
  prices,
});

const phones: PricingFamily = {
  id: "phones",
  label: "Phones",
  singular: "phone",
  repairs: [
    { id: "screen", label: "Screen replacement", description: "d", service: "/cell-phone-repair/" },
    {
      id: "battery",
      label: "Battery replacement",
      description: "d",
      service: "/cell-phone-repair/",
      default: { from: 69, to: 99, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
    },
  ],
  brands: [
    {
      id: "apple",
      label: "Apple",
      models: [
        model("iphone-15", "iPhone 15", [
          { repair: "screen", from: 179, to: 229, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
        ]),
        model("iphone-14", "iPhone 14", [{ repair: "battery", offered: false }]),
      ],
    },
    { id: "samsung", label: "Samsung", models: [model("galaxy-s24", "Galaxy S24")] },
  ],
  highlights: [],
};

const consoles: PricingFamily = {
  id: "consoles",
  label: "Game consoles",
  singular: "console",
  repairs: [
    {
      id: "hdmi-port",
      label: "HDMI port repair",
      description: "d",
      service: "/console-repair/",
      default: { from: 99, to: 149, time: "1-2 days", inStock: true, warrantyDays: 90 },
    },
  ],
  brands: [{ id: "sony", label: "Sony", models: [model("playstation-5", "PlayStation 5")] }],
  highlights: [],
};

const pricing: Pricing = { estimateNote: "Estimates only.", families: [phones, consoles] };

const stepOf = (search: string) => quoteState(pricing, search).step;

describe("quoteState: the URL's query -> the step", () => {
  it("walks device, brand, model and repair", () => {
    expect(stepOf("")).toBe("device");
    expect(stepOf("?device=phones")).toBe("brand");
    expect(stepOf("?device=phones&brand=apple")).toBe("model");
    expect(stepOf("?device=phones&brand=apple&model=iphone-15")).toBe("repair");
    const result = quoteState(pricing, "?device=phones&brand=apple&model=iphone-15&repair=screen");
    expect(result).toMatchObject({ step: "result", repair: { id: "screen" }, price: { from: 179, to: 229 } });
  });

  it("accepts the query with or without its ?, in any order", () => {
    expect(stepOf("repair=battery&model=iphone-15&brand=apple&device=phones")).toBe("result");
  });

  it("offers on the repair step only the repairs the model has (model rows and family defaults)", () => {
    const iphone15 = quoteState(pricing, "?device=phones&brand=apple&model=iphone-15");
    const iphone14 = quoteState(pricing, "?device=phones&brand=apple&model=iphone-14");
    const galaxy = quoteState(pricing, "?device=phones&brand=samsung&model=galaxy-s24");
    const ids = (state: ReturnType<typeof quoteState>) =>
      state.step === "repair" ? state.repairs.map((r) => r.repair.id) : [];
    expect(ids(iphone15)).toEqual(["screen", "battery"]);
    expect(ids(iphone14)).toEqual([]); // no screen row, battery not offered
    expect(ids(galaxy)).toEqual(["battery"]);
  });

  it("falls back to the deepest valid step when an id is unknown or missing", () => {
    expect(stepOf("?device=fridges&brand=apple")).toBe("device");
    expect(stepOf("?device=phones&brand=nokia&model=iphone-15")).toBe("brand");
    expect(stepOf("?device=phones&brand=samsung&model=iphone-15")).toBe("model"); // a model of another brand
    expect(stepOf("?device=phones&brand=apple&model=iphone-15&repair=hdmi-port")).toBe("repair");
    expect(stepOf("?device=phones&brand=apple&model=iphone-14&repair=battery")).toBe("repair"); // not offered
    expect(stepOf("?device=phones&model=iphone-15&repair=screen")).toBe("brand");
    expect(stepOf("?device=&brand=")).toBe("device");
  });

  it("implies the only brand of a one-brand family", () => {
    expect(quoteState(pricing, "?device=consoles")).toMatchObject({ step: "model", brand: { id: "sony" } });
    expect(stepOf("?device=consoles&brand=nintendo")).toBe("model");
    expect(stepOf("?device=consoles&model=playstation-5&repair=hdmi-port")).toBe("result");
  });
});

describe("choices and Back -> the next URL", () => {
  const at = (search: string) => quoteState(pricing, search);

  it("adds one id per choice", () => {
    expect(choiceUrl(at(""), "phones", pricing)).toBe("/get-a-quote/?device=phones");
    expect(choiceUrl(at("?device=phones"), "apple", pricing)).toBe("/get-a-quote/?device=phones&brand=apple");
    expect(choiceUrl(at("?device=phones&brand=apple"), "iphone-15", pricing)).toBe(
      "/get-a-quote/?device=phones&brand=apple&model=iphone-15",
    );
    expect(choiceUrl(at("?device=phones&brand=apple&model=iphone-15"), "screen", pricing)).toBe(
      "/get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=screen",
    );
  });

  it("drops the ids a fallback ignored", () => {
    expect(choiceUrl(at("?device=phones&brand=nokia&model=x"), "apple", pricing)).toBe(
      "/get-a-quote/?device=phones&brand=apple",
    );
  });

  it("takes a one-brand family's brand along, and Back skips the brand step", () => {
    const url = choiceUrl(at(""), "consoles", pricing);
    expect(url).toBe("/get-a-quote/?device=consoles&brand=sony");
    expect(backUrl(at(url.split("?")[1]))).toBe("/get-a-quote/");
  });

  it("goes back one step at a time", () => {
    const result = at("?device=phones&brand=apple&model=iphone-15&repair=screen");
    expect(backUrl(result)).toBe("/get-a-quote/?device=phones&brand=apple&model=iphone-15");
    expect(backUrl(at("?device=phones&brand=apple&model=iphone-15"))).toBe("/get-a-quote/?device=phones&brand=apple");
    expect(backUrl(at("?device=phones&brand=apple"))).toBe("/get-a-quote/?device=phones");
    expect(backUrl(at("?device=phones"))).toBe("/get-a-quote/");
    expect(backUrl(at(""))).toBe("/get-a-quote/");
  });

  it("names the path, the ids and a key per step", () => {
    const result = at("?device=phones&brand=apple&model=iphone-15&repair=screen");
    expect(pathLabels(result)).toEqual(["Phones", "Apple", "iPhone 15", "Screen replacement"]);
    expect(pathLabels(at("?device=phones&brand=apple"))).toEqual(["Phones", "Apple"]);
    expect(pathLabels(at(""))).toEqual([]);
    expect(stateIds(result)).toEqual({ device: "phones", brand: "apple", model: "iphone-15", repair: "screen" });
    expect(stepKey(result)).toBe("result/phones/apple/iphone-15/screen");
    expect(stepKey(at("?device=phones&brand=apple"))).not.toBe(stepKey(at("?device=phones&brand=samsung")));
    expect(quoteUrl({})).toBe("/get-a-quote/");
  });
});

describe("the model filter", () => {
  const models = ["iPhone 15", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 14", "iPhone SE (3rd gen)"].map(
    (label) => ({ label }),
  );
  const labels = (filter: string) => filterModels(models, filter).map((m) => m.label);

  it("keeps every model for an empty or blank filter", () => {
    expect(labels("")).toHaveLength(5);
    expect(labels("   ")).toHaveLength(5);
  });

  it("matches every typed word in any order, ignoring case, spaces and punctuation", () => {
    expect(labels("15 pro")).toEqual(["iPhone 15 Pro", "iPhone 15 Pro Max"]);
    expect(labels("PRO 15")).toEqual(["iPhone 15 Pro", "iPhone 15 Pro Max"]);
    expect(labels("iphone15pro")).toEqual(["iPhone 15 Pro", "iPhone 15 Pro Max"]);
    expect(labels("se (3rd")).toEqual(["iPhone SE (3rd gen)"]);
    expect(labels("pixel")).toEqual([]);
  });

  it("appears for brands with more than 8 models", () => {
    const brand = (count: number) => ({
      id: "b",
      label: "B",
      models: Array.from({ length: count }, (_, i) => model(`m${i}`, `M${i}`)),
    });
    expect(needsFilter(brand(8))).toBe(false);
    expect(needsFilter(brand(9))).toBe(true);
  });
});
