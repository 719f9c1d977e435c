import fs from "node:fs";
import path from "node:path";
import { formatPrice, modelName, shownPrice, type PricingFamily } from "../../domain/pricing";
import { pathIn } from "../../domain/language";
import { translated } from "../../domain/translation";
import { pricing } from "../../../functions/contact/pricing-data";
import { spanishLink } from "../../hooks/use-site-data";
import { familyModels, listText, modelPageDescription, modelPath, pricingPath, repairSummaries } from "../price-pages";

// The price pages' words in Spanish, stated over whatever data/ holds: the families with their Spanish words
// (data/pricing-families/<id>.es.json) name their prices in Spanish, under the Spanish hub's address.

const folder = path.resolve(__dirname, "../../../data/pricing-families");
const spanishFamilies = pricing.families.flatMap((family) => {
  const file = path.join(folder, `${family.id}.es.json`);
  return fs.existsSync(file) ? [translated(family, JSON.parse(fs.readFileSync(file, "utf8"))) as PricingFamily] : [];
});

describe("a family's prices in Spanish", () => {
  it("there is a family with its Spanish words", () => {
    expect(spanishFamilies.length).toBeGreaterThan(0);
  });

  it.each(spanishFamilies.map((family) => [family.id, family] as const))(
    "%s: a model's price is named by its Spanish repair, then the model ('Cambio de pantalla de iPhone 15')",
    (_id, family) => {
      for (const { brand, model } of familyModels(family).slice(0, 5))
        for (const repair of family.repairs) {
          const shown = shownPrice(family, { brand: brand.id, model: model.id, repair: repair.id }, "es");
          if (!shown) continue;
          expect(shown.name).toBe(`${repair.label} de ${modelName(family, brand, model)}`);
          expect(shown.text).toBe(formatPrice(shown.price!, "es"));
        }
    },
  );

  it.each(spanishFamilies.map((family) => [family.id, family] as const))(
    "%s: a repair across the models reads 'Desde $…' or the Spanish quote, never the English",
    (_id, family) => {
      for (const summary of repairSummaries(family, "es")) {
        expect(summary.text).toMatch(/^(Desde \$[\d,]+|Diagnóstico gratis y luego presupuesto)$/);
        expect(summary.label).toBe(family.repairs.find((r) => r.id === summary.id)!.label);
      }
    },
  );

  it("a price after diagnosis is said in each language", () => {
    const quote = { from: null, to: null, quote: true };
    expect(formatPrice(quote, "es")).toBe("Diagnóstico gratis y luego presupuesto");
    expect(formatPrice(quote)).toBe("Free diagnostic, then a quote");
  });
});

describe("the price pages' addresses and sentences in Spanish", () => {
  it("are under the Spanish hub, the family's and the model's ids kept", () => {
    expect(pricingPath("phones", "es")).toBe(`${pathIn("/pricing/", "es")}phones/`);
    expect(modelPath("phones", "apple", "iphone-15", "es")).toBe(`${pathIn("/pricing/", "es")}phones/apple/iphone-15/`);
    expect(modelPath("phones", "apple", "iphone-15")).toBe("/pricing/phones/apple/iphone-15/");
    // By the family's Spanish slug where it has one; never in English.
    expect(pricingPath("phones", "es", "celulares")).toBe(`${pathIn("/pricing/", "es")}celulares/`);
    expect(pricingPath("phones", "en", "celulares")).toBe("/pricing/phones/");
  });

  it("join a list with 'y', or 'e' before a word said with 'i'", () => {
    expect(listText(["a", "b", "c"], "es")).toBe("a, b y c");
    expect(listText(["Concord", "Indian Trail"], "es")).toBe("Concord e Indian Trail");
    expect(listText(["Concord", "Hiawatha"], "es")).toBe("Concord y Hiawatha");
    expect(listText(["a", "b"])).toBe("a and b");
  });

  it("cut a long description with 'y más'", () => {
    const rows = ["uno", "dos", "tres", "cuatro"].map((label) => ({ repairLabel: label }) as never);
    const fill = (text: string, extra: Record<string, string>) =>
      text.replace("{model}", extra.model).replace("{repairs}", extra.repairs);
    expect(modelPageDescription("{model}: {repairs}.", "X", rows, fill, 20, "es")).toBe("X: uno, dos y más.");
  });
});

describe("a link on a Spanish page", () => {
  const pages = new Map([["/tv-repair/", "/es/reparacion-de-televisores/"]]);
  const families = new Map<string, string | null>([
    ["phones", "celulares"],
    ["tvs", null],
  ]);

  it("leads to the Spanish page where there is one, its query and anchor kept", () => {
    expect(spanishLink("/tv-repair/", pages, families)).toBe("/es/reparacion-de-televisores/");
    expect(spanishLink("/contact/?service=%2Ftv-repair%2F#request", pages, families)).toBe(
      `${pathIn("/contact/", "es")}?service=%2Ftv-repair%2F#request`,
    );
    // A family's pages under its Spanish slug, or its id without one.
    expect(spanishLink("/pricing/phones/apple/iphone-15/#screen", pages, families)).toBe(
      `${pathIn("/pricing/", "es")}celulares/apple/iphone-15/#screen`,
    );
    expect(spanishLink("/pricing/tvs/", pages, families)).toBe(`${pathIn("/pricing/", "es")}tvs/`);
  });

  it("keeps an English page that has none (a family without Spanish words, the blog)", () => {
    expect(spanishLink("/pricing/tablets/", pages, families)).toBe("/pricing/tablets/");
    expect(spanishLink("/blog/", pages, families)).toBe("/blog/");
  });
});
