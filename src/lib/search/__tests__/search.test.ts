import path from "node:path";
import zlib from "node:zlib";
import { pricingFromFiles } from "../../data/pricing-files";
import { searchCheck } from "../../data/search-check";
import { loadDataFiles } from "../../data/load";
import type { SearchData, ServicesData } from "../../data/types";
import { dataOf } from "../../data/validate";
import { modelName, type Pricing } from "../../../domain/pricing";
import { familyModels, modelPath, pricingPath } from "../../price-pages";
import { extraWords, joinedNumbers, searchDocs, searchDocsIn, searchTranslations, sizeWords } from "../documents";
import { loadIndex, makeIndex, search } from "../engine";

// The price search over the index the build makes from data/ as it is. Each query names what its first result must
// be by a rule over the data (the model whose name holds the words, the repair whose symptoms hold them), so an
// editor's new model or symptom keeps it true; a device or a word the data no longer has skips its row.

const { files } = loadDataFiles(path.resolve(__dirname, "../../../.."));
const pricingData = pricingFromFiles(files).pricing!;
const pricing: Pricing = pricingData;
const services = dataOf<ServicesData>(files, "data/services.json");
const words = dataOf<SearchData>(files, "data/search.json");
const json = makeIndex(searchDocs({ pricing, services, search: words }));
const index = loadIndex(JSON.parse(JSON.stringify(json)));
const first = (query: string) => search(index, query)[0];

// The Spanish pages' search: its own index, from the same data with the Spanish files' words laid over it.
const spanishWords = searchTranslations(files, pricing.families, "es");
const input = { pricing, services, search: words };
const spanishDocs = searchDocsIn(input, "es", spanishWords);
const spanishJson = makeIndex(spanishDocs);
const spanishIndex = loadIndex(JSON.parse(JSON.stringify(spanishJson)));
/** An English result's address on the Spanish pages (a document and its Spanish one share their id). */
const englishDocs = searchDocs(input);
const inSpanish = (href: string) => {
  const [base, hash] = href.split("#");
  const doc = englishDocs.find((d) => d.href === base);
  return doc && `${spanishDocs[doc.id].href}${hash ? `#${hash}` : ""}`;
};

/** Every model, with its family, brand, page and name. */
const models = pricing.families.flatMap((family) =>
  familyModels(family).map(({ brand, model }) => ({
    family,
    brand,
    model,
    name: modelName(family, brand, model),
    href: modelPath(family.id, brand.id, model.id),
  })),
);
const modelNamed = (label: string) => models.find(({ model }) => model.label === label);
const familyWith = (word: string) => pricing.families.find((f) => f.singular.toLowerCase() === word);

describe("the price search, first result", () => {
  // [query, the model's exact label in the data]: names and the names people use.
  it.each([
    ["ps5", "PlayStation 5"],
    ["PlayStation 5", "PlayStation 5"],
    ["iphone 14", "iPhone 14"],
    ["iphone14", "iPhone 14"],
    ["Galaxy S23", "Galaxy S23"],
    ["switch oled", "Switch OLED"],
    ["xbox series x", "Xbox Series X"],
    ["ipad 10", "iPad (10th generation)"],
  ])("%s: the model %s", (query, label) => {
    const model = modelNamed(label);
    if (!model) return; // no longer sold in the data
    expect(first(query)).toMatchObject({ href: model.href });
  });

  it("a typo is forgiven: iphnoe finds an iPhone, iphnoe 14 the iPhone 14", () => {
    expect(first("iphnoe")?.title).toMatch(/^iPhone/);
    expect(first("iphnoe 14")?.href).toBe(modelNamed("iPhone 14")?.href ?? first("iphnoe 14")?.href);
  });

  it("a family's nickname and a brand: macbook air finds a MacBook Air, 65 inch samsung the Samsung size that holds 65", () => {
    expect(first("macbook air")?.title).toMatch(/^MacBook Air/);
    const tvs = familyWith("tv");
    if (!tvs) return;
    const samsung65 = models.find(
      ({ family, brand, model }) =>
        family === tvs && brand.label === "Samsung" && sizeWords(model.label).includes("65"),
    );
    if (samsung65) expect(first("65 inch Samsung")?.href).toBe(samsung65.href);
  });

  // [query, the model, the repair's id]: a device and a symptom lead to that repair on the model's page.
  it.each([
    ["PS5 no HDMI signal", "PlayStation 5", "hdmi-port"],
    ["playstation 5 hdmi", "PlayStation 5", "hdmi-port"],
    ["cracked iphone 14 screen", "iPhone 14", "screen"],
    ["iphone 14 battery", "iPhone 14", "battery"],
  ])("%s: %s's repair %s, on its page", (query, label, repair) => {
    const model = modelNamed(label);
    if (!model || !model.family.repairs.some((r) => r.id === repair)) return;
    expect(first(query)).toMatchObject({ href: `${model.href}#${repair}` });
  });

  // [query, the words a repair's symptoms must hold, the family's singular or ""]: symptoms in everyday words.
  it.each([
    ["tv has lines", "lines", "tv"],
    ["vertical lines on tv", "lines", "tv"],
    ["won't turn on", "won't turn on", ""],
    ["won't charge", "won't charge", ""],
    ["slow", "slow", ""],
    ["virus", "virus", ""],
  ])("%s: a repair whose symptoms say %s", (query, symptom, singular) => {
    const result = first(query);
    const family = singular
      ? familyWith(singular)
      : pricing.families.find((f) => result?.href.startsWith(pricingPath(f.id)));
    const repairs = family?.repairs.filter((r) => (r.symptoms ?? []).some((s) => s.toLowerCase().includes(symptom)));
    if (singular && !repairs?.length) return;
    expect(result?.href).toMatch(new RegExp(`^${pricingPath(family!.id)}(\\?repair=|[a-z0-9-]+/[a-z0-9-]+/#)`));
    const id = /repair=([a-z0-9-]+)|#([a-z0-9-]+)$/.exec(result!.href)!.slice(1).find(Boolean);
    expect(repairs!.map((r) => r.id)).toContain(id);
  });

  // The TV page names the T-con board and the panel's cable as the usual cause of lines, and the panel (near a new
  // TV's price) last: a query of lines on a TV's screen finds first the cheapest repair that names lines, even with
  // the word "screen" that the panel's name holds.
  it.each(["tv has lines", "vertical lines on tv", "tv lines on screen", "lines on tv screen", "samsung tv lines"])(
    "%s: the cheapest TV repair that names lines, on the TVs' page",
    (query) => {
      const tvs = familyWith("tv");
      const naming = tvs?.repairs.filter((r) => /\blines\b/i.test([...(r.symptoms ?? []), r.description].join(" ")));
      if (!tvs || !naming?.length) return;
      const from = (r: (typeof naming)[number]) => (r.default?.quote ? Infinity : (r.default?.from ?? Infinity));
      const cheapest = naming.reduce((a, b) => (from(b) < from(a) ? b : a));
      expect(first(query)?.href).toBe(`${pricingPath(tvs.id)}?repair=${cheapest.id}`);
    },
  );

  // A brand's or a line's name alone ("iphone", "macbook") is every model of it, and a family's own word ("laptop")
  // names none: with a repair, the repair on the family's page (where each model has its price), not on one model's
  // page picked by its short name.
  it.each([
    ["iphone screen", "iPhone", "screen"],
    ["macbook battery", "MacBook", "battery"],
    ["laptop battery", "Laptop", "battery"],
  ])("%s: the repair on the page of the family of every %s", (query, brandWord, repair) => {
    const holding = models.filter(({ name }) => name.includes(brandWord));
    const family = holding[0]?.family;
    if (!family || holding.some((m) => m.family !== family) || !family.repairs.some((r) => r.id === repair)) return;
    expect(first(query)?.href).toBe(`${pricingPath(family.id)}?repair=${repair}`);
  });

  it("a typo is forgiven only in a word the index does not hold: cracked is not hacked", () => {
    const result = first("cracked");
    expect(result?.title).not.toMatch(/virus|malware/i);
  });

  it("a service page by the everyday words of data/search.json: each page's first word finds it first", () => {
    for (const { page, say } of words.pages) {
      if (!services.services.some((s) => s.path === page)) continue;
      expect([say[0], first(say[0])?.href]).toEqual([say[0], page]);
    }
  });

  it("several words rank the model's repair above the model alone and the repair alone", () => {
    const results = search(index, "PS5 no HDMI signal");
    const combined = results.findIndex((r) => r.href.includes("#"));
    const alone = results.findIndex((r) => !r.href.includes("#"));
    if (combined >= 0 && alone >= 0) expect(combined).toBeLessThan(alone);
  });

  it("nothing typed, or only small words, finds nothing; results are at most 8, each once", () => {
    expect(search(index, "")).toEqual([]);
    expect(search(index, "the my a")).toEqual([]);
    const results = search(index, "screen");
    expect(results.length).toBeLessThanOrEqual(8);
    expect(new Set(results.map((r) => r.href)).size).toBe(results.length);
  });
});

/** [what a Spanish speaker types, the same in English]. */
const SPANISH_QUERIES: Array<[string, string]> = [
  ["pantalla rota iphone 15", "cracked screen iphone 15"],
  ["celular no carga", "phone won't charge"],
  ["mi tele no prende", "tv won't turn on"],
  ["la consola se calienta", "console overheating"],
  ["laptop lenta", "slow laptop"],
  ["control de ps5", "ps5 controller"],
  ["batería samsung galaxy s23", "battery samsung galaxy s23"],
  ["televisor sin imagen", "tv no picture"],
  ["tableta pantalla rota", "tablet cracked screen"],
  ["computadora no prende", "computer won't turn on"],
  ["recuperar archivos", "data recovery"],
  ["teclado laptop", "laptop keyboard"],
  ["xbox no lee discos", "xbox won't read discs"],
  ["se me mojó el celular", "phone dropped in water"],
  ["iphone se pantalla", "iphone se screen"],
  ["laptop pantalla azul", "laptop blue screen"],
  ["tele no da señal hdmi", "tv no signal on hdmi"],
  ["batería hinchada celular", "phone swollen battery"],
  ["control ps5 se mueve solo", "ps5 controller stick moves on its own"],
];
/** The same, for service pages. */
const SPANISH_SERVICE_QUERIES: Array<[string, string]> = [
  ["impresora", "printer"],
  ["sin internet", "no internet"],
  ["reciclar", "recycle"],
];

describe("the price search in Spanish (data/search.json's Spanish words)", () => {
  // [what a Spanish speaker types, the same in English]: the Spanish finds what the English finds first, or one of the
  // English's first three (two repairs that both fit, as "no picture" is the backlight's and the main board's).
  it.each(SPANISH_QUERIES)("%s finds what %s finds", (spanish, english) => {
    const wanted = search(index, english).slice(0, 3);
    if (!wanted.length) return; // the data no longer has it
    expect([spanish, first(spanish)?.href]).toEqual([spanish, expect.any(String)]);
    expect(wanted.map((found) => found.href)).toContain(first(spanish)!.href);
  });

  it.each(SPANISH_SERVICE_QUERIES)(
    "a service page's Spanish words (%s) find it as its English ones (%s) do",
    (spanish, english) => {
      const page = first(english)?.href;
      if (!page) return;
      expect(first(spanish)?.href).toBe(page);
    },
  );

  it("Spanish small words say nothing, as English ones do; accents do not matter", () => {
    expect(search(index, "de la el los")).toEqual([]);
    expect(first("bateria")?.href).toBe(first("batería")?.href);
    expect(first("camara")?.href).toBe(first("cámara")?.href);
  });
});

describe("the Spanish pages' search (its own index: Spanish titles, Spanish pages)", () => {
  // The same pairs: the Spanish words on the Spanish pages find the Spanish page of what the English words find.
  it.each([...SPANISH_QUERIES, ...SPANISH_SERVICE_QUERIES])(
    "%s finds the Spanish page of what %s finds",
    (spanish, english) => {
      const wanted = search(index, english).slice(0, 3);
      if (!wanted.length) return;
      const found = search(spanishIndex, spanish)[0];
      expect([spanish, found?.href]).toEqual([spanish, expect.stringMatching(/^\/es\//)]);
      expect(wanted.map((w) => inSpanish(w.href))).toContain(found.href);
    },
  );

  it("each repair's Spanish symptoms, typed with the device's Spanish name, find that repair", () => {
    const missed: string[] = [];
    for (const family of pricing.families) {
      const words = spanishWords.families.get(family.id) as
        { singular?: string; repairs?: Array<{ id: string; symptoms?: string[] }> } | undefined;
      for (const repair of words?.repairs ?? []) {
        const doc = spanishDocs.find((d) => d.kind === "repair" && d.family === family.id && d.repair === repair.id);
        if (!doc) continue; // no model offers it
        for (const symptom of repair.symptoms ?? []) {
          const query = `${words!.singular ?? ""} ${symptom}`;
          const hrefs = search(spanishIndex, query).map((r) => r.href);
          // The repair, or the repair on a model's page.
          const model = (href: string) => href.startsWith(doc.href.split("?")[0]) && href.endsWith(`#${repair.id}`);
          if (!hrefs.some((href) => href === doc.href || model(href)))
            missed.push(`${query} -> ${hrefs.slice(0, 3).join(", ")}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it("every result leads to a Spanish page and says it in Spanish words", () => {
    for (const doc of spanishDocs) {
      expect(doc.href).toMatch(/^\/es\//);
      const english = englishDocs[doc.id];
      // A repair's title and line are its Spanish family's and repair's words, a price line's "Desde".
      if (doc.kind === "repair") expect(doc.title).not.toBe(english.title);
    }
    expect(search(spanishIndex, "pantalla")[0]?.detail).toMatch(/Desde|\$|presupuesto/);
  });

  it("the Spanish index stays under the same 34 KB gzip", () => {
    expect(zlib.gzipSync(JSON.stringify(spanishJson), { level: 9 }).length).toBeLessThan(34 * 1024);
  });
});

describe("the words a name adds", () => {
  it("nicknames whose meaning it holds, hyphenated words whole, a TV size class's sizes, numbered words joined", () => {
    const nick = [{ say: ["PS5"], means: "PlayStation 5" }];
    expect(extraWords("PlayStation 5 Pro", nick)).toBe("PS5");
    expect(extraWords("PlayStation 4", nick)).toBe("");
    expect(extraWords("Wi-Fi and Joy-Con", [])).toBe("WiFi JoyCon");
    expect(sizeWords("50-55 inch")).toEqual(["50", "51", "52", "53", "54", "55"]);
    expect(sizeWords("Up to 43 inch")[0]).toBe("32");
    expect(sizeWords("75 inch and up")).toContain("85");
    expect(sizeWords("iPhone 15")).toEqual([]);
    expect(joinedNumbers("iPhone 14 Pro")).toBe("iphone14");
    expect(joinedNumbers("Galaxy S23")).toBe("");
  });
});

it("the index stays under 34 KB gzip (with MiniSearch, the search script's budget is 40 KB: e2e/js-budget.test.ts)", () => {
  const bytes = zlib.gzipSync(JSON.stringify(json), { level: 9 }).length;
  expect(bytes).toBeLessThan(34 * 1024);
});

describe("data/search.json's check", () => {
  it("names a nickname whose meaning the site never says, and a page that is no service", () => {
    const broken: SearchData = {
      words: [...words.words, { say: ["Zune"], means: "Zune HD" }],
      pages: [...words.pages, { page: "/no-such-service/", say: ["nothing"] }],
    };
    expect(searchCheck({ search: broken, pricing: pricingData, services })).toEqual([
      `Search → Words, item ${words.words.length + 1}: "Means" is "Zune HD" (for Zune), which no model, device family, repair, symptom or service of the site says: write the site's own words (e.g. "PlayStation 5")\ndata/search.json at words[${words.words.length}].means`,
      `Search → Pages, item ${words.pages.length + 1}: "Page" is /no-such-service/, which is no service page of the site: choose one\ndata/search.json at pages[${words.pages.length}].page`,
    ]);
  });

  it("finds nothing to say of the data as it is", () => {
    expect(searchCheck({ search: words, pricing: pricingData, services })).toEqual([]);
  });
});
