import { pricing as realPricing } from "../../../functions/contact/pricing-data";
import { testPricing } from "../../../functions/contact/__tests__/fixtures";
import {
  estimateName,
  estimateQuery,
  findEstimate,
  formatPrice,
  modelName,
  modelRepairs,
  resolvePrice,
  sameDayAdds,
  shownPrice,
  type Pricing,
  type PricingFamily,
  type PricingModel,
  type PricingRepair,
} from "../pricing";

const screen: PricingRepair = {
  id: "screen",
  label: "Screen replacement",
  description: "A cracked screen replaced.",
  service: "/cell-phone-repair/",
  default: { from: 129, to: 189, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
};
const waterDamage: PricingRepair = {
  id: "water-damage",
  label: "Water damage",
  description: "Cleaning after a spill.",
  service: "/cell-phone-repair/",
  default: { quote: true, time: "2-3 days", inStock: true, warrantyDays: 30 },
};
const backGlass: PricingRepair = {
  id: "back-glass",
  label: "Back glass replacement",
  description: "Back glass replaced.",
  service: "/cell-phone-repair/",
};
const model = (prices: PricingModel["prices"]): PricingModel => ({ id: "phone-x", label: "Phone X", prices });

describe("resolvePrice", () => {
  it("takes the family default when the model has no row", () => {
    expect(resolvePrice(screen, model([]))).toEqual({
      from: 129,
      to: 189,
      quote: false,
      time: "same day",
      sameDay: true,
      inStock: true,
      warrantyDays: 180,
    });
  });

  it("lays the model's row over the default field by field", () => {
    expect(
      resolvePrice(screen, model([{ repair: "screen", time: "1-2 days", sameDay: false, inStock: false }])),
    ).toEqual({
      from: 129,
      to: 189,
      quote: false,
      time: "1-2 days",
      sameDay: false,
      inStock: false,
      warrantyDays: 180,
    });
    expect(resolvePrice(screen, model([{ repair: "screen", warrantyDays: 90 }]))?.warrantyDays).toBe(90);
  });

  it("replaces the default's range as a whole with the model's own range", () => {
    expect(resolvePrice(screen, model([{ repair: "screen", from: 179, to: 249 }]))).toMatchObject({
      from: 179,
      to: 249,
      time: "same day",
      warrantyDays: 180,
    });
    // Half a range does not borrow the other half from the default.
    expect(resolvePrice(screen, model([{ repair: "screen", from: 179 }]))).toBeUndefined();
  });

  it("treats null (as GraphQL gives missing fields) like a field left out", () => {
    expect(
      resolvePrice(
        screen,
        model([{ repair: "screen", from: null, to: null, quote: null, time: null, inStock: null, warrantyDays: null }]),
      ),
    ).toMatchObject({ from: 129, to: 189, time: "same day" });
  });

  it("gives a quote without a range, from the default or from the model's row", () => {
    expect(resolvePrice(waterDamage, model([]))).toEqual({
      from: null,
      to: null,
      quote: true,
      time: "2-3 days",
      sameDay: false,
      inStock: true,
      warrantyDays: 30,
    });
    expect(resolvePrice(screen, model([{ repair: "screen", quote: true }]))).toMatchObject({
      from: null,
      to: null,
      quote: true,
    });
    expect(
      resolvePrice(waterDamage, model([{ repair: "water-damage", quote: false, from: 99, to: 149 }])),
    ).toMatchObject({ from: 99, to: 149, quote: false, warrantyDays: 30 });
  });

  it("is undefined when the model says offered: false, whatever the default", () => {
    expect(resolvePrice(screen, model([{ repair: "screen", offered: false }]))).toBeUndefined();
  });

  it("is undefined with no row and no default", () => {
    expect(resolvePrice(backGlass, model([]))).toBeUndefined();
    expect(resolvePrice(backGlass, model([{ repair: "screen", from: 1, to: 2 }]))).toBeUndefined();
  });

  it("needs a whole price from a row when there is no default", () => {
    const row = { repair: "back-glass", from: 99, to: 149, time: "1-2 days", inStock: true, warrantyDays: 90 };
    expect(resolvePrice(backGlass, model([row]))).toMatchObject({ from: 99, to: 149, sameDay: false });
    expect(resolvePrice(backGlass, model([{ ...row, warrantyDays: undefined }]))).toBeUndefined();
  });
});

describe("modelRepairs", () => {
  it("lists the offered repairs in the family's order", () => {
    const family: PricingFamily = {
      id: "phones",
      label: "Phones",
      singular: "phone",
      repairs: [screen, backGlass, waterDamage],
      brands: [],
      highlights: [],
    };
    const repairs = modelRepairs(family, model([{ repair: "water-damage", offered: false }]));
    expect(repairs.map((r) => r.repair.id)).toEqual(["screen"]);
  });
});

describe("shownPrice: the one function every shown price comes from", () => {
  const tv = (label: string, prices: PricingModel["prices"]): PricingModel => ({
    id: label.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    label,
    prices,
  });
  const powerBoard: PricingRepair = {
    id: "power-board",
    label: "Power board repair",
    description: "A TV that will not turn on.",
    service: "/tv-repair/",
    default: { from: 119, to: 169, time: "2-3 days", inStock: false, warrantyDays: 90 },
  };
  const panel: PricingRepair = {
    id: "screen",
    label: "Screen (panel) replacement",
    description: "A cracked panel.",
    service: "/tv-repair/",
    default: { quote: true, time: "3-5 days", inStock: false, warrantyDays: 90 },
  };
  // Today's TVs: Samsung's 50-55 inch has its own power board price, Vizio's takes the default.
  const tvs: PricingFamily = {
    id: "tvs",
    label: "TVs",
    singular: "TV",
    repairs: [powerBoard, panel],
    brands: [
      {
        id: "samsung",
        label: "Samsung",
        models: [tv("50-55 inch", [{ repair: "power-board", from: 129, to: 179 }]), tv("Frame 32", [])],
      },
      { id: "vizio", label: "Vizio", models: [tv("50-55 inch", [{ repair: "power-board", from: 99, to: 99 }])] },
    ],
  };

  it("names a model exactly: with its brand where another brand has a model of that label", () => {
    const [samsung, vizio] = tvs.brands;
    expect(modelName(tvs, samsung, samsung.models[0])).toBe("Samsung 50-55 inch");
    expect(modelName(tvs, vizio, vizio.models[0])).toBe("Vizio 50-55 inch");
    expect(modelName(tvs, samsung, samsung.models[1])).toBe("Frame 32");
  });

  it("gives one model's price, named by its exact model, so two brands' sizes never read as one repair", () => {
    expect(shownPrice(tvs, { brand: "samsung", model: "50-55-inch", repair: "power-board" })).toEqual({
      name: "Samsung 50-55 inch power board repair",
      text: "$129-$179",
      price: expect.objectContaining({ from: 129, to: 179 }),
    });
    expect(shownPrice(tvs, { brand: "vizio", model: "50-55-inch", repair: "power-board" })).toMatchObject({
      name: "Vizio 50-55 inch power board repair",
      text: "$99",
    });
    expect(shownPrice(tvs, { brand: "samsung", model: "frame-32", repair: "screen" })).toMatchObject({
      name: "Frame 32 screen (panel) replacement",
      text: "Free diagnostic, then a quote",
    });
  });

  it("across the family's models says From the lowest price, or the diagnostic when no model has one", () => {
    expect(shownPrice(tvs, { repair: "power-board" })).toEqual({ name: "Power board repair", text: "From $99" });
    expect(shownPrice(tvs, { repair: "screen" })).toEqual({
      name: "Screen (panel) replacement",
      text: "Free diagnostic, then a quote",
    });
  });

  it("is undefined for what the family does not offer", () => {
    expect(shownPrice(tvs, { repair: "antenna" })).toBeUndefined();
    expect(shownPrice(tvs, { brand: "samsung", model: "65-inch", repair: "power-board" })).toBeUndefined();
    expect(shownPrice(tvs, { brand: "lg", model: "50-55-inch", repair: "power-board" })).toBeUndefined();
    const notOffered = {
      ...tvs,
      brands: [{ ...tvs.brands[1], models: [tv("43", [{ repair: "screen", offered: false }])] }],
    };
    expect(shownPrice(notOffered, { brand: "vizio", model: "43", repair: "screen" })).toBeUndefined();
  });

  it("is what findEstimate and the price formatting give for every row of the real data", () => {
    for (const family of realPricing.families)
      for (const brand of family.brands)
        for (const model of brand.models)
          for (const { repair, price } of modelRepairs(family, model)) {
            const ids = { device: family.id, brand: brand.id, model: model.id, repair: repair.id };
            const shown = shownPrice(family, ids)!;
            expect(shown.text).toBe(formatPrice(price));
            const found = findEstimate(realPricing, ids);
            expect(found.ok && found.estimate.shown).toEqual({ name: shown.name, text: shown.text });
          }
  });

  it("names every model of the real data uniquely within its family", () => {
    for (const family of realPricing.families) {
      const names = family.brands.flatMap((brand) => brand.models.map((model) => modelName(family, brand, model)));
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("findEstimate", () => {
  // The test's own price list (fixtures.ts), with a console that does not take one repair of its family: the real
  // prices are the shop's to change (every row of them is found above).
  const pricing: Pricing = {
    ...testPricing,
    families: [
      ...testPricing.families,
      {
        id: "consoles",
        label: "Game consoles",
        singular: "console",
        repairs: [
          {
            id: "disc-drive",
            label: "Disc drive repair",
            description: "A drive that will not read discs.",
            service: "/console-repair/",
            default: { from: 99, to: 149, time: "1-2 days", inStock: true, warrantyDays: 90 },
          },
        ],
        brands: [
          {
            id: "sony",
            label: "Sony",
            models: [
              { id: "playstation-5", label: "PlayStation 5", prices: [] },
              {
                id: "playstation-5-digital",
                label: "PlayStation 5 Digital Edition",
                prices: [{ repair: "disc-drive", offered: false }],
              },
            ],
          },
        ],
      },
    ],
  };
  const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };

  it("finds the estimate by ids: the model's own price, named by model and repair", () => {
    const result = findEstimate(pricing, ids);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.estimate.price).toMatchObject({ from: 179, to: 229, quote: false });
    expect(estimateName(result.estimate)).toBe("iPhone 15 screen replacement");
    expect(result.estimate.shown).toEqual({ name: "iPhone 15 screen replacement", text: "$179-$229" });
  });

  it("finds an estimate priced by the family default", () => {
    const result = findEstimate(pricing, {
      device: "consoles",
      brand: "sony",
      model: "playstation-5",
      repair: "disc-drive",
    });
    expect(result.ok && result.estimate.price).toMatchObject({ from: 99, to: 149, quote: false });
  });

  it("names an estimate mid-sentence, keeping a repair's acronym", () => {
    const model = { id: "ps5", label: "PlayStation 5", prices: [] };
    const repair = (label: string) => ({ id: "r", label, description: "A repair.", service: "/console-repair/" });
    expect(estimateName({ model, repair: repair("HDMI port repair") })).toBe("PlayStation 5 HDMI port repair");
    expect(estimateName({ model, repair: repair("Overheating repair") })).toBe("PlayStation 5 overheating repair");
  });

  it.each([
    ["device", { device: "phone" }, /^Please choose a device from the list\.$/],
    ["brand", { brand: "appel" }, /^Please choose a phone brand from the list\.$/],
    ["model", { model: "iphone-99" }, /Apple models from the list\.$/],
    ["repair", { repair: "antenna" }, /^Please choose a repair we offer for the iPhone 15\.$/],
  ])("names the unknown %s", (field, change, error) => {
    expect(findEstimate(pricing, { ...ids, ...change })).toEqual({
      ok: false,
      field,
      error: expect.stringMatching(error),
    });
  });

  it("names the repair when it exists but is not offered on that model", () => {
    expect(
      findEstimate(pricing, {
        device: "consoles",
        brand: "sony",
        model: "playstation-5-digital",
        repair: "disc-drive",
      }),
    ).toEqual({
      ok: false,
      field: "repair",
      error: "Please choose a repair we offer for the PlayStation 5 Digital Edition.",
    });
  });

  it("names the first unknown id when several are wrong", () => {
    expect(findEstimate(pricing, { device: "phones", brand: "x", model: "y", repair: "z" })).toMatchObject({
      field: "brand",
    });
  });
});

describe("formatPrice", () => {
  it("writes a range, one price when both ends agree, or the quote sentence", () => {
    expect(formatPrice({ from: 89, to: 149, quote: false })).toBe("$89-$149");
    expect(formatPrice({ from: 129, to: 129, quote: false })).toBe("$129");
    expect(formatPrice({ from: 999, to: 1299, quote: false })).toBe("$999-$1,299");
    expect(formatPrice({ from: null, to: null, quote: true })).toBe("Free diagnostic, then a quote");
    expect(formatPrice({ from: 89, to: null, quote: false })).toBe("Free diagnostic, then a quote");
  });
  it('writes every whole-dollar amount as toLocaleString("en-US") does', () => {
    for (const amount of [...Array(10001).keys(), 12345, 123456, 1234567])
      expect(formatPrice({ from: amount, to: amount, quote: false })).toBe(`$${amount.toLocaleString("en-US")}`);
  });
});

describe("estimateQuery", () => {
  it("writes the ids in a fixed order, leaving out the empty ones, encoded", () => {
    expect(estimateQuery({ repair: "screen", model: "iphone-15", brand: "apple", device: "phones" })).toBe(
      "device=phones&brand=apple&model=iphone-15&repair=screen",
    );
    expect(estimateQuery({ device: "tvs", brand: "lg" })).toBe("device=tvs&brand=lg");
    expect(estimateQuery({ device: "a b&c" })).toBe("device=a%20b%26c");
    expect(estimateQuery({})).toBe("");
  });
});

describe("sameDayAdds", () => {
  it('says "same day possible" only where the typical time does not already say same day', () => {
    expect(sameDayAdds({ time: "1-2 days", sameDay: true })).toBe(true);
    expect(sameDayAdds({ time: "same day", sameDay: true })).toBe(false);
    expect(sameDayAdds({ time: "Same-day", sameDay: true })).toBe(false);
    expect(sameDayAdds({ time: "1-2 days", sameDay: false })).toBe(false);
  });
});
