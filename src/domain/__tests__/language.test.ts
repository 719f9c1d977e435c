import { formatBookingDate, timeWindows, SHOP_SCHEDULE } from "../booking";
import { spanishDate } from "../spanish";
import { counterparts, langOfPath, parseLang, pathIn, SPANISH_PATHS } from "../language";
import { FIELD_ATTRIBUTES, fieldAttributes, REQUEST_FIELDS, type FieldSpec } from "../service-request";

describe("the request's language", () => {
  it.each([
    ["es", "es"],
    [" es ", "es"],
    ["en", "en"],
    ["fr", "en"],
    ["ES", "en"],
    ["", "en"],
    [undefined, "en"],
    [["es"], "en"],
    [5, "en"],
  ])("lang %j is %s (an unknown one is the default, never a failure)", (value, lang) => {
    expect(parseLang(value)).toBe(lang);
  });
});

describe("dates and windows in Spanish", () => {
  it("writes a day as the Spanish calendar does, lower case, whatever the month and weekday", () => {
    expect(spanishDate(new Date(Date.UTC(2026, 10, 26)), { weekday: true })).toBe("jueves, 26 de noviembre de 2026");
    expect(spanishDate(new Date(Date.UTC(2027, 0, 3)))).toBe("3 de enero de 2027");
    expect(formatBookingDate("2026-12-02", "es")).toBe("miércoles, 2 de diciembre de 2026");
    expect(formatBookingDate("2026-12-02")).toBe("Wednesday, December 2, 2026");
  });

  it("names a day's windows in Spanish with the same hours", () => {
    for (let day = 1; day <= 14; day++) {
      const iso = `2026-12-${String(day).padStart(2, "0")}`;
      const en = timeWindows(SHOP_SCHEDULE, iso);
      const es = timeWindows(SHOP_SCHEDULE, iso, "es");
      expect(es.map((w) => [w.id, w.from, w.to])).toEqual(en.map((w) => [w.id, w.from, w.to]));
      expect(es.map((w) => w.label)).toEqual(
        en.map((w) => w.label.replace(/^Morning/, "Mañana").replace(/^Afternoon/, "Tarde")),
      );
    }
  });
});

describe("the form's controls in Spanish", () => {
  it("carry the same rules with the hints in Spanish", () => {
    const es = fieldAttributes("es");
    for (const [field, english] of Object.entries(FIELD_ATTRIBUTES)) {
      const spanish = es[field as keyof typeof es];
      const { title: enTitle, ...enRules } = english as { title?: string };
      const { title: esTitle, ...esRules } = spanish as { title?: string };
      expect([field, esRules]).toEqual([field, enRules]);
      if (enTitle) expect([field, esTitle]).not.toEqual([field, enTitle]);
    }
  });

  it("every message of every field is said in both languages, differently", () => {
    const words = (spec: FieldSpec) => [
      spec.tooLong,
      ...(spec.required === undefined
        ? []
        : [
            typeof spec.required === "function"
              ? spec.required({ catalogue: { services: [], locations: [] }, withEstimate: false })
              : spec.required,
          ]),
      ...(spec.controls ? [spec.controls] : []),
      ...(spec.pattern ? [spec.pattern.title, ...(spec.pattern.message ? [spec.pattern.message] : [])] : []),
    ];
    for (const [field, spec] of Object.entries(REQUEST_FIELDS) as Array<[string, FieldSpec]>)
      for (const said of words(spec)) {
        expect([field, said?.es]).toEqual([field, expect.stringMatching(/\S/)]);
        expect([field, said?.es]).not.toEqual([field, said?.en]);
      }
  });
});

describe("the pages' languages and their counterparts", () => {
  it.each(Object.entries(SPANISH_PATHS))("%s and %s name each other, each in its language", (english, spanish) => {
    expect([langOfPath(english), langOfPath(spanish)]).toEqual(["en", "es"]);
    expect(counterparts(english)).toEqual({ en: english, es: spanish });
    expect(counterparts(spanish)).toEqual({ en: english, es: spanish });
    expect([pathIn(english, "es"), pathIn(english, "en")]).toEqual([spanish, english]);
  });

  it("a Spanish address is one under /es/, and only that", () => {
    expect(["/es/", "/es", "/es/estado/"].map(langOfPath)).toEqual(["es", "es", "es"]);
    expect(["/", "/estado/", "/espanol/", "/blog/es/"].map(langOfPath)).toEqual(["en", "en", "en", "en"]);
  });

  it("a page in one language has no counterpart, and its address is the same in both", () => {
    expect(counterparts("/tv-repair/")).toEqual({});
    expect(pathIn("/tv-repair/", "es")).toBe("/tv-repair/");
  });

  it("no two English pages share a Spanish address, and every Spanish one is under /es/", () => {
    const spanish = Object.values(SPANISH_PATHS);
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const path of spanish) expect(path).toMatch(/^\/es\/([a-z0-9-]+\/)*$/);
  });
});
