import { pricing as realPricing } from "../pricing-data";
import {
  estimateName,
  estimateQuery,
  findEstimate,
  formatPrice,
  modelRepairs,
  resolvePrice,
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

describe("findEstimate", () => {
  const pricing = realPricing;
  const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };

  it("finds the estimate of the real data by ids", () => {
    const result = findEstimate(pricing, ids);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.estimate.price).toMatchObject({ from: 179, to: 249, quote: false });
    expect(estimateName(result.estimate)).toBe("iPhone 15 screen replacement");
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
