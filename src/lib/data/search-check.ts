import { searchWords } from "../search-words";
import { sayIn, type Say } from "./editor-words";
import type { PricingData, SearchData, ServicesData } from "./types";

const FILE = "data/search.json";

/**
 * What data/search.json's schema cannot see: a nickname's meaning is written somewhere the search reads (a model's,
 * a family's or a repair's name, a symptom, a service's name or summary), so it finds something; a page's words name
 * a service page. One problem each, in the editor's words (`say`: the build's over the files as read; by default over
 * `search` without its schema).
 */
export function searchCheck(
  { search, pricing, services }: { search: SearchData; pricing: PricingData; services: ServicesData },
  say: Say = sayIn([{ file: FILE, data: search, schema: {} }]),
): string[] {
  const texts = [
    ...pricing.families.flatMap((family) => [
      family.label,
      family.singular,
      ...family.brands.flatMap((brand) => [brand.label, ...brand.models.map((model) => model.label)]),
      ...family.repairs.flatMap((repair) => [repair.label, ...(repair.symptoms ?? [])]),
    ]),
    ...services.services.flatMap((service) => [service.label, service.summary]),
  ].map((text) => ` ${searchWords(text).join(" ")} `);
  const paths = new Set(services.services.map((service) => service.path));
  return [
    ...search.words.flatMap(({ say: nicknames, means }, i) => {
      const meant = ` ${searchWords(means).join(" ")} `;
      return texts.some((text) => text.includes(meant))
        ? []
        : [
            say(
              FILE,
              ["words", i, "means"],
              `is "${means}" (for ${nicknames.join(", ")}), which no model, device family, repair, symptom or service of the site says: write the site's own words (e.g. "PlayStation 5")`,
            ),
          ];
    }),
    ...search.pages.flatMap(({ page }, i) =>
      paths.has(page)
        ? []
        : [say(FILE, ["pages", i, "page"], `is ${page}, which is no service page of the site: choose one`)],
    ),
  ];
}
