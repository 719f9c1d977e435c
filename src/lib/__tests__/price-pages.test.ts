import type { Pricing, PricingFamily } from "../../domain/pricing";
import { pricing as realPricing } from "../../../functions/contact/pricing-data";
import { bookingHref, quoteHref } from "../contact-link";
import {
  familyModels,
  familyRows,
  listText,
  modelIntro,
  modelPageDescription,
  modelPageTitle,
  modelPath,
  modelRows,
  modelTitleName,
  formatDayRange,
  priceKey,
  readPriceKey,
  pricingPath,
  repairSummaries,
  SERVICE_PRICE_LIMIT,
  servicePrices,
  upperFirst,
} from "../price-pages";

/** A family written for these tests, so they hold whatever data/pricing.json holds. */
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
    {
      id: "water",
      label: "Water damage",
      description: "d",
      service: "/water-damage/",
      default: { quote: true, time: "2-3 days", inStock: true, warrantyDays: 30 },
    },
    { id: "camera", label: "Camera", description: "d", service: "/cell-phone-repair/" },
  ],
  brands: [
    {
      id: "apple",
      label: "Apple",
      models: [
        {
          id: "iphone-15",
          label: "iPhone 15",
          prices: [
            { repair: "screen", from: 179, to: 229, time: "same day", sameDay: true, inStock: true, warrantyDays: 180 },
            { repair: "water", quote: false, from: 99, to: 149 },
          ],
        },
        {
          id: "iphone-11",
          label: "iPhone 11",
          prices: [
            { repair: "screen", quote: true, time: "1-2 days", inStock: false, warrantyDays: 90 },
            { repair: "battery", warrantyDays: 90 },
          ],
        },
      ],
    },
    {
      id: "samsung",
      label: "Samsung",
      models: [
        {
          id: "galaxy-s24",
          label: "Galaxy S24",
          prices: [
            { repair: "screen", from: 219, to: 279, time: "1-2 days", inStock: false, warrantyDays: 180 },
            { repair: "battery", offered: false },
          ],
        },
      ],
    },
  ],
  highlights: [
    { brand: "apple", model: "iphone-15", repair: "screen" },
    { brand: "apple", model: "iphone-15", repair: "water" },
    { brand: "samsung", model: "galaxy-s24", repair: "battery" },
    { brand: "apple", model: "no-such-model", repair: "screen" },
    { brand: "apple", model: "iphone-11", repair: "battery" },
  ],
};
const pricing: Pricing = { estimateNote: "Every price is an estimate.", families: [phones] };

describe("price page helpers", () => {
  it("lists every priced model and repair with the four ids, in the data's order", () => {
    const rows = familyRows(phones);
    expect(rows.map((r) => `${r.ids.brand}/${r.ids.model}/${r.ids.repair}`)).toEqual([
      "apple/iphone-15/screen",
      "apple/iphone-15/battery",
      "apple/iphone-15/water",
      "apple/iphone-11/screen",
      "apple/iphone-11/battery",
      "apple/iphone-11/water",
      "samsung/galaxy-s24/screen",
      "samsung/galaxy-s24/water",
    ]);
    expect(rows[0]).toMatchObject({
      name: "iPhone 15 screen replacement",
      modelLabel: "iPhone 15",
      repairLabel: "Screen replacement",
    });
    expect(rows[0].ids.device).toBe("phones");
  });

  it("sums a repair up across models: price range, warranty range, same day, and quote-only models", () => {
    const [screen, battery, water, ...rest] = repairSummaries(phones);
    expect(rest).toEqual([]); // camera is offered on no model
    expect(screen).toMatchObject({ from: 179, to: 279, someQuote: true, minWarrantyDays: 90, maxWarrantyDays: 180 });
    expect(screen.sameDay).toBe(true);
    expect(battery).toMatchObject({ from: 69, to: 99, someQuote: false, minWarrantyDays: 90, maxWarrantyDays: 180 });
    expect(battery.models).toBe(2); // not offered on the Galaxy S24
    expect(water).toMatchObject({ from: 99, to: 149, someQuote: true, minWarrantyDays: 30, maxWarrantyDays: 30 });
    expect(water.sameDay).toBe(false);
    // Across models a price says "From" the lowest: a range across models would be no model's price.
    expect(screen.text).toBe("From $179");
    expect(battery.text).toBe("From $69");
    expect(water.text).toBe("From $99");
  });

  it("names each row's price through shownPrice: its text, and what it is of", () => {
    const rows = familyRows(phones);
    expect(rows.map((r) => r.text)).toEqual([
      "$179-$229",
      "$69-$99",
      "$99-$149",
      "Free diagnostic, then a quote",
      "$69-$99",
      "Free diagnostic, then a quote",
      "$219-$279",
      "Free diagnostic, then a quote",
    ]);
    expect(priceKey("tvs", { brand: "samsung", model: "50-55-inch", repair: "power-board" })).toBe(
      "tvs/samsung/50-55-inch/power-board",
    );
    expect(priceKey("tvs", { repair: "power-board" })).toBe("tvs///power-board");
    expect(readPriceKey("tvs/samsung/50-55-inch/power-board")).toEqual({
      device: "tvs",
      of: { brand: "samsung", model: "50-55-inch", repair: "power-board" },
    });
    expect(readPriceKey("tvs///power-board")).toEqual({ device: "tvs", of: { repair: "power-board" } });
    expect(readPriceKey("tvs/power-board")).toBeUndefined();
  });

  it("writes days and day ranges", () => {
    expect(formatDayRange(180, 180)).toBe("180");
    expect(formatDayRange(90, 180)).toBe("90-180");
    expect(upperFirst("phone")).toBe("Phone");
    expect(upperFirst("TV")).toBe("TV");
  });

  it("gives a service page the highlights whose repair belongs to it, resolved, and at most five", () => {
    const prices = servicePrices(pricing, "/cell-phone-repair/")!;
    expect(prices.families).toEqual([{ id: "phones", label: "Phones", singular: "phone" }]);
    // water belongs to another page, the S24 has no battery, and an unknown model is skipped.
    expect(prices.rows.map((r) => `${r.ids.model}/${r.ids.repair}`)).toEqual(["iphone-15/screen", "iphone-11/battery"]);
    expect(prices.rows[1].price).toMatchObject({ from: 69, to: 99, warrantyDays: 90 });
    expect(servicePrices(pricing, "/water-damage/")!.rows.map((r) => r.ids.model)).toEqual(["iphone-15"]);
    expect(servicePrices(pricing, "/tv-repair/")).toBeNull();

    const many: Pricing = {
      ...pricing,
      families: [{ ...phones, highlights: Array(8).fill({ brand: "apple", model: "iphone-15", repair: "screen" }) }],
    };
    expect(servicePrices(many, "/cell-phone-repair/")!.rows).toHaveLength(SERVICE_PRICE_LIMIT);
  });

  it("works on the real data: every family has rows and every summary a warranty", () => {
    for (const family of realPricing.families) {
      expect(familyRows(family).length).toBeGreaterThan(0);
      for (const summary of repairSummaries(family))
        expect(summary.maxWarrantyDays).toBeGreaterThanOrEqual(summary.minWarrantyDays);
    }
  });
});

describe("addresses", () => {
  it("makes price page, booking and estimator addresses", () => {
    expect(pricingPath("tvs")).toBe("/pricing/tvs/");
    const ids = { device: "phones", brand: "apple", model: "iphone-15", repair: "screen" };
    expect(bookingHref("/contact/", { ids })).toBe(
      "/contact/?device=phones&brand=apple&model=iphone-15&repair=screen#request",
    );
    expect(bookingHref("/contact/", { dropoff: "mail-in" })).toBe("/contact/?dropoff=mail-in#request");
    expect(bookingHref("/contact/", { ids, dropoff: "mail-in" })).toMatch(/repair=screen&dropoff=mail-in#request$/);
    expect(bookingHref("/contact/", {})).toBe("/contact/#request");
    expect(quoteHref("/get-a-quote/", "consoles")).toBe("/pricing/consoles/");
    expect(quoteHref("/get-a-quote/")).toBe("/get-a-quote/");
  });
});

describe("model pages", () => {
  const fill = (text: string, extra: Record<string, string>) =>
    text.replace(
      /\{(\w+)\}/g,
      (all, key: string) => extra[key] ?? (key === "businessName" ? "Queen City Tech Repair" : all),
    );

  it("are made for every model that offers a repair, at /pricing/<family>/<brand>/<model>/", () => {
    expect(familyModels(phones).map(({ brand, model }) => modelPath("phones", brand.id, model.id))).toEqual([
      "/pricing/phones/apple/iphone-15/",
      "/pricing/phones/apple/iphone-11/",
      "/pricing/phones/samsung/galaxy-s24/",
    ]);
    const none: PricingFamily = {
      ...phones,
      repairs: [{ ...phones.repairs[0] }],
      brands: [{ id: "x", label: "X", models: [{ id: "bare", label: "Bare", prices: [] }] }],
    };
    expect(familyModels(none)).toEqual([]);
  });

  it("name a size class with its brand and device, and a model by its own name", () => {
    // Size classes (no release year) that two brands share, as a TV family lists them.
    const sizes = [{ id: "50-55-inch", label: "50-55 inch", prices: [{ repair: "screen", from: 99, to: 149 }] }];
    const tvs: PricingFamily = {
      ...phones,
      id: "tvs",
      label: "TVs",
      singular: "TV",
      brands: [
        { id: "samsung", label: "Samsung", models: sizes },
        { id: "lg", label: "LG", models: sizes },
      ],
    };
    expect(modelTitleName(tvs, "lg", "50-55-inch")).toBe("LG 50-55 inch TV");
    const dated: PricingFamily = {
      ...phones,
      brands: phones.brands.map((b) => ({ ...b, models: b.models.map((m) => ({ ...m, year: 2023 })) })),
    };
    expect(modelTitleName(dated, "apple", "iphone-15")).toBe("iPhone 15");
  });

  it("write the intro from the data: year, parts in stock, same day, parts ordered with their time", () => {
    const copy = {
      modelReleased: "Released in {year}.",
      modelInStock: "In stock: {repairs}.",
      modelSameDay: "Same day: {repairs}.",
      modelOrdered: "Ordered: {repairs}.",
    };
    expect(modelIntro(modelRows(phones, "apple", "iphone-11"), 2019, copy, fill)).toEqual([
      "Released in 2019.",
      "In stock: battery replacement.",
      "Same day: battery replacement.",
    ]);
    // No year, nothing same day. A repair priced after diagnosis (the iPhone 11's screen) is in no stock sentence.
    expect(modelIntro(modelRows(phones, "samsung", "galaxy-s24"), null, copy, fill)).toEqual([
      "Ordered: screen replacement (1-2 days).",
    ]);
    expect(listText(["a", "b", "c"])).toBe("a, b and c");
  });

  it("take the first title that fits in 60 characters, and a description within 160", () => {
    const titles = [
      "{model} Repair Prices in Charlotte, NC | {businessName}",
      "{model} Repair Prices in Charlotte, NC",
    ];
    expect(modelPageTitle(titles, "iPhone 15", fill, 60)).toBe("iPhone 15 Repair Prices in Charlotte, NC");
    expect(modelPageTitle(titles, "X", fill, 60)).toBe("X Repair Prices in Charlotte, NC | Queen City Tech Repair");
    const rows = modelRows(phones, "apple", "iphone-15");
    expect(modelPageDescription("{model}: {repairs}.", "iPhone 15", rows, fill)).toBe(
      "iPhone 15: screen replacement, battery replacement and water damage.",
    );
    expect(modelPageDescription("{model}: {repairs}.", "iPhone 15", rows, fill, 62)).toBe(
      "iPhone 15: screen replacement, battery replacement and more.",
    );
  });
});
