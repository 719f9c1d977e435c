import { counterparts, NOT_FOUND_PATHS, SPANISH_PATHS } from "../../domain/language";
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

  it("keeps the counterparts a page made from data/ names in its context", () => {
    const alternates = { en: "/tv-repair/", es: "/es/reparacion-de-televisores/" };
    expect(withLanguage({ path: alternates.es, context: { alternates } }).context).toEqual({ lang: "es", alternates });
    expect(withLanguage({ path: alternates.en, context: { alternates } }).context).toEqual({ lang: "en", alternates });
  });

  it("makes a fixed page's Spanish page at its Spanish address, and none for a page without one", () => {
    for (const [english, spanish] of Object.entries(SPANISH_PATHS))
      expect(spanishPageOf({ path: english, component: "c.tsx" })).toEqual({ path: spanish, component: "c.tsx" });
    expect(spanishPageOf({ path: "/tv-repair/" })).toBeUndefined();
  });

  it("makes the not-found page's Spanish copy (/es/404.html), unpaired: it has no address of its own", () => {
    const spanishCopy = spanishPageOf({ path: NOT_FOUND_PATHS.en })!;
    expect(spanishCopy).toEqual({ path: NOT_FOUND_PATHS.es });
    expect(withLanguage(spanishCopy).context).toEqual({ lang: "es", alternates: {} });
    expect(spanishPageOf({ path: "/404/" })).toBeUndefined();
  });
});

describe("the build's report of the two languages", () => {
  const paired = Object.entries(SPANISH_PATHS).flat();
  it("counts the English pages with their Spanish page, and the others by their part of the site", () => {
    const routes = [...paired, "/tv-repair/", "/about/", "/blog/", "/blog/a-post/", "/blog/2/", "/404/", "/404.html"];
    const english = routes.filter((route) => !route.startsWith("/es/") && !route.includes("404"));
    const alone = english.filter((route) => !counterparts(route).es).length;
    expect(languageReport(routes.map((path) => ({ path })))).toBe(
      `Spanish: ${english.length - alone} of ${english.length} English pages have their Spanish page; ` +
        `in English only: / 3, /blog/ 2 (docs/spanish.md)`,
    );
  });

  it("counts a page made from data/ by the counterparts its context names", () => {
    const pages = [
      { path: "/tv-repair/", alternates: { en: "/tv-repair/", es: "/es/reparacion-de-televisores/" } },
      {
        path: "/es/reparacion-de-televisores/",
        alternates: { en: "/tv-repair/", es: "/es/reparacion-de-televisores/" },
      },
      { path: "/laptop-repair/", alternates: {} },
    ];
    expect(languageReport(pages)).toBe(
      "Spanish: 1 of 2 English pages have their Spanish page; in English only: / 1 (docs/spanish.md)",
    );
  });

  it("says only the count when every English page has its Spanish page", () => {
    expect(languageReport(paired.map((path) => ({ path })))).toBe(
      `Spanish: ${Object.keys(SPANISH_PATHS).length} of ${Object.keys(SPANISH_PATHS).length} English pages have their Spanish page`,
    );
  });
});
