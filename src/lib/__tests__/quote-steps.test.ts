import type { Pricing, PricingFamily, PricingModel } from "../../../functions/contact/pricing";
import {
  backUrl,
  choiceUrl,
  filterModels,
  findRepairs,
  modelHeading,
  needsFilter,
  pathLabels,
  quoteState,
  quoteUrl,
  stateIds,
  repairStartUrl,
  stepKey,
} from "../quote-steps";
import { matchesWords, searchWords } from "../search-words";

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
    {
      id: "screen",
      label: "Screen replacement",
      description: "d",
      symptoms: ["cracked screen", "lines on the screen"],
      service: "/cell-phone-repair/",
    },
    {
      id: "battery",
      label: "Battery replacement",
      description: "d",
      symptoms: ["battery dies fast", "won't charge"],
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
      symptoms: ["no signal on HDMI", "no picture on the TV"],
      service: "/console-repair/",
      default: { from: 99, to: 149, time: "1-2 days", inStock: true, warrantyDays: 90 },
    },
  ],
  brands: [{ id: "sony", label: "Sony", models: [model("playstation-5", "PlayStation 5")] }],
  highlights: [],
};

const tvs: PricingFamily = {
  id: "tvs",
  label: "TVs",
  singular: "TV",
  modelHeading: "Which size?",
  repairs: [
    {
      id: "screen",
      label: "Screen (panel) replacement",
      description: "d",
      symptoms: ["lines on the screen", "cracked screen"],
      service: "/tv-repair/",
      default: { quote: true, time: "3-5 days", inStock: false, warrantyDays: 90 },
    },
    {
      id: "antenna",
      label: "Antenna",
      description: "d",
      symptoms: ["lines on the screen"],
      service: "/tv-repair/",
    },
  ],
  brands: [
    { id: "samsung", label: "Samsung", models: [{ id: "65-inch", label: "65 inch", prices: [] }] },
    {
      id: "lg",
      label: "LG",
      models: [{ id: "65-inch", label: "65 inch", prices: [{ repair: "screen", offered: false }] }],
    },
  ],
  highlights: [],
};

const pricing: Pricing = { estimateNote: "Estimates only.", families: [phones, consoles, tvs] };

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

describe("What's wrong?: repairs found by symptom", () => {
  const found = (typed: string) => findRepairs(pricing, typed).map((m) => `${m.family.id}/${m.repair.id}`);

  it("finds every repair whose symptoms hold the typed words, in the families' order", () => {
    expect(found("lines")).toEqual(["phones/screen", "tvs/screen"]);
    expect(found("Lines on the")).toEqual(["phones/screen", "tvs/screen"]);
    expect(found("tv lines")).toEqual(["tvs/screen"]); // the family's name narrows it
    expect(found("wont charge")).toEqual(["phones/battery"]);
    expect(found("won’t CHARGE")).toEqual(["phones/battery"]);
    expect(found("no signal")).toEqual(["consoles/hdmi-port"]);
    expect(found("hdmi")).toEqual(["consoles/hdmi-port"]); // the repair's own label
    expect(found("")).toEqual([]);
    expect(found("toaster")).toEqual([]);
  });

  it("leaves out a repair no model offers, and names the symptoms that matched", () => {
    expect(found("antenna")).toEqual([]);
    const [tv] = findRepairs(pricing, "tv lines");
    expect(tv.symptoms).toEqual(["lines on the screen"]);
    expect(findRepairs(pricing, "hdmi")[0].symptoms).toEqual(["no signal on HDMI"]);
    // A match by the repair's label or family alone shows its first symptoms.
    expect(findRepairs(pricing, "panel")[0].symptoms).toEqual(["lines on the screen", "cracked screen"]);
  });

  it("leads to the brands with the repair kept, then from the model straight to its price", () => {
    const [tv] = findRepairs(pricing, "tv lines");
    const start = repairStartUrl(tv);
    expect(start).toBe("/get-a-quote/?device=tvs&repair=screen");
    const query = (url: string) => url.split("?")[1];
    const brandStep = quoteState(pricing, query(start));
    expect(brandStep).toMatchObject({ step: "brand", wanted: { id: "screen" } });
    expect(pathLabels(brandStep)).toEqual(["TVs", "Screen (panel) replacement"]);
    const modelUrl = choiceUrl(brandStep, "samsung", pricing);
    expect(modelUrl).toBe("/get-a-quote/?device=tvs&brand=samsung&repair=screen");
    const modelStep = quoteState(pricing, query(modelUrl));
    expect(modelStep).toMatchObject({ step: "model", wanted: { id: "screen" } });
    expect(backUrl(modelStep)).toBe("/get-a-quote/?device=tvs&repair=screen");
    expect(quoteState(pricing, query(choiceUrl(modelStep, "65-inch", pricing)))).toMatchObject({
      step: "result",
      repair: { id: "screen" },
    });
    // A model that does not offer it shows the repairs it does offer.
    expect(quoteState(pricing, "?device=tvs&brand=lg&model=65-inch&repair=screen").step).toBe("repair");
    // A one-brand family goes straight to its models.
    expect(repairStartUrl(findRepairs(pricing, "no signal")[0])).toBe(
      "/get-a-quote/?device=consoles&brand=sony&repair=hdmi-port",
    );
  });

  it("asks the family's own model question: Which size? for TVs", () => {
    expect(modelHeading(tvs, "Which model?")).toBe("Which size?");
    expect(modelHeading(phones, "Which model?")).toBe("Which model?");
  });

  it("matches words by their start, and words with digits inside names", () => {
    expect(searchWords("Won't charge!")).toEqual(["wont", "charge"]);
    expect(matchesWords(["line"], searchWords("lines on the screen"))).toBe(true);
    expect(matchesWords(["ines"], searchWords("lines on the screen"))).toBe(false);
    expect(matchesWords(["iphone15"], searchWords("iPhone 15 Pro"))).toBe(true);
    expect(matchesWords(["15pro"], searchWords("iPhone 15 Pro"))).toBe(true);
    expect(matchesWords([], searchWords("anything"))).toBe(true);
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
