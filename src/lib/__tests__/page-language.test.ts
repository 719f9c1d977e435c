import { counterparts, SPANISH_PATHS } from "../../domain/language";
import { languageReport, spanishPageOf, withLanguage } from "../page-language";

describe("each page's language", () => {
  it("gives every page its lang and its pair in its context, keeping the rest", () => {
    for (const [english, spanish] of Object.entries(SPANISH_PATHS)) {
      expect(withLanguage({ path: english, context: { id: "x" } }).context).toEqual({
        id: "x",
        lang: "en",
        alternates: { en: english, es: spanish },
      });
      expect(withLanguage({ path: spanish }).context).toEqual({ lang: "es", alternates: { en: english, es: spanish } });
    }
    expect(withLanguage({ path: "/tv-repair/" }).context).toEqual({ lang: "en", alternates: {} });
  });

  it("makes a fixed page's Spanish page at its Spanish address, and none for a page without one", () => {
    for (const [english, spanish] of Object.entries(SPANISH_PATHS))
      expect(spanishPageOf({ path: english, component: "c.tsx" })).toEqual({ path: spanish, component: "c.tsx" });
    expect(spanishPageOf({ path: "/tv-repair/" })).toBeUndefined();
  });
});

describe("the build's report of the two languages", () => {
  const paired = Object.entries(SPANISH_PATHS).flat();
  it("counts the English pages with their Spanish page, and the others by their part of the site", () => {
    const routes = [...paired, "/tv-repair/", "/pricing/", "/pricing/phones/", "/pricing/tvs/", "/404/", "/404.html"];
    const english = routes.filter((route) => !route.startsWith("/es/") && !route.includes("404"));
    const alone = english.filter((route) => !counterparts(route).es).length;
    expect(languageReport(routes)).toBe(
      `Spanish: ${english.length - alone} of ${english.length} English pages have their Spanish page; ` +
        `in English only: / 2, /pricing/ 2 (docs/spanish.md)`,
    );
  });

  it("says only the count when every English page has its Spanish page", () => {
    expect(languageReport(paired)).toBe(
      `Spanish: ${Object.keys(SPANISH_PATHS).length} of ${Object.keys(SPANISH_PATHS).length} English pages have their Spanish page`,
    );
  });
});
