import { slugPath, type Lang } from "../../domain/language";
import {
  familyFile,
  formatPrice,
  modelName,
  modelRepairs,
  type Pricing,
  type PricingFamily,
} from "../../domain/pricing";
import { translated } from "../../domain/translation";
import type { SearchData, ServicesData } from "../data/types";
import { modelPath, pricingPath, repairSummaries } from "../price-pages";
import { searchWords } from "../search-words";

/**
 * What the price search finds (site-search.ts): each model, each repair of a device family, each service page. A
 * document has the words that name it (`name`: a model's brand and name, a repair's label, a service's label, and the
 * nicknames and everyday words of data/search.json) and the words that describe it (`about`: a repair's symptoms, a
 * service's summary and what it does). The rest is what a result shows and where it leads.
 */
export type SearchDoc = {
  id: number;
  kind: "model" | "repair" | "service";
  /** "PlayStation 5", "Game consoles: HDMI port repair", "On-Site Computer Repair". */
  title: string;
  /** One line under the title: the family and its lowest price, a repair's first symptoms, a service's summary. */
  detail: string;
  href: string;
  name: string;
  about: string;
  /** A model's and a repair's family. */
  family?: string;
  /** A model: the repairs it offers, with what each costs on it ("hdmi-port $139-$179"). */
  offers?: Array<[repair: string, label: string, price: string]>;
  /** A repair: its id. */
  repair?: string;
};

export type SearchInput = { pricing: Pricing; services: ServicesData; search: SearchData };

/** The words of data/'s translations into one language: each family's (by id) and the services'. */
export type Translations = { families: ReadonlyMap<string, unknown>; services: unknown };

/** The translations the search reads, from data/'s files as the build read them: <id>.<lang>.json of each family's. */
export function searchTranslations(
  files: ReadonlyArray<{ file: string; data: unknown }>,
  families: readonly PricingFamily[],
  lang: Lang,
): Translations {
  const translation = (file: string) => files.find((f) => f.file === file.replace(/json$/, `${lang}.json`))?.data;
  return {
    families: new Map(families.map((family) => [family.id, translation(familyFile(family.id))])),
    services: translation("data/services.json"),
  };
}

/**
 * The documents of the search in `lang`: in English, `searchDocs`'; in another language, each document's title, line
 * and address in that language (a family's words laid over it, a service's Spanish page), found by its words in both
 * languages' everyday words. The nicknames of data/search.json hold both languages' words ("no carga" means "won't
 * charge"), each meaning written in English: a Spanish document takes the nicknames of its English words, so "no
 * carga" finds the same repairs on the Spanish pages as on the English ones.
 */
export function searchDocsIn(input: SearchInput, lang: Lang, words: Translations): SearchDoc[] {
  const english = searchDocs(input);
  if (lang === "en") return english;
  const local = searchDocs(
    {
      ...input,
      pricing: {
        ...input.pricing,
        families: input.pricing.families.map((family) => translated(family, words.families.get(family.id))),
      },
      services: translated(input.services, words.services),
    },
    lang,
  );
  // The same loops over the same items in the same order: a document and its English one share their id.
  const nicknames = (text: string) => extraWords(text, input.search.words);
  return local.map((doc, i) => ({
    ...doc,
    name: `${doc.name} ${nicknames(english[i].name)}`.trim(),
    about: `${doc.about} ${nicknames(english[i].about)}`.trim(),
  }));
}
/** The nicknames of data/search.json. */
export type Nicknames = ReadonlyArray<{ say: readonly string[]; means: string }>;

/**
 * The words a text adds for the search beyond its own: each nickname whose meaning it holds ("PlayStation 5" holds
 * the meaning of PS5), the hyphenated words also written whole ("Wi-Fi" is "wifi"), and for a size class of TVs every
 * size inside it ("50-55 inch" is found by 52).
 */
export function extraWords(text: string, words: Nicknames): string {
  const own = ` ${searchWords(text).join(" ")} `;
  const nicknames = words
    .filter(({ means }) => own.includes(` ${searchWords(means).join(" ")} `))
    .flatMap(({ say }) => say);
  const joined = [...text.matchAll(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g)].map(([word]) => word.replace(/-/g, ""));
  return [...nicknames, ...joined, ...sizeWords(text)].join(" ");
}

/**
 * A name's numbers as visitors also type them: written to the word before them ("iPhone 14 Pro" -> "iphone14"), and an
 * ordinal's number alone ("iPad (10th generation)" -> "10", as in "ipad 10").
 */
export const joinedNumbers = (name: string) =>
  searchWords(name)
    .flatMap((word, i, words) => [
      ...(i > 0 && /^\d/.test(word) && !/\d/.test(words[i - 1]) ? [words[i - 1] + word] : []),
      ...(/^\d+(?:st|nd|rd|th)$/.test(word) ? [word.replace(/\D+$/, "")] : []),
    ])
    .join(" ");

/** "Up to 43 inch" -> 32 to 43; "50-55 inch" -> 50 to 55; "75 inch and up" -> 75 to 100: the sizes a class holds. */
export function sizeWords(text: string): string[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  const upTo = /\bup to (\d{2,3})[ -]?inch/i.exec(text);
  if (upTo) return range(Math.min(32, Number(upTo[1])), Number(upTo[1]));
  const between = /\b(\d{2,3})\s*-\s*(\d{2,3})[ -]?inch/i.exec(text);
  if (between && Number(between[1]) <= Number(between[2])) return range(Number(between[1]), Number(between[2]));
  const andUp = /\b(\d{2,3})[ -]?inch and up\b/i.exec(text);
  if (andUp) return range(Number(andUp[1]), Math.max(100, Number(andUp[1])));
  return [];
}

/** Every document of the search, from the data as the build reads it. */
export function searchDocs({ pricing, services, search }: SearchInput, lang: Lang = "en"): SearchDoc[] {
  const docs: Array<Omit<SearchDoc, "id">> = [];
  const described = (name: string, about: string) => ({
    name: `${name} ${extraWords(name, search.words)}`.trim(),
    about: `${about} ${extraWords(about, search.words)}`.trim(),
  });
  for (const family of pricing.families) {
    const familyWords = `${family.label} ${family.singular}`;
    for (const brand of family.brands)
      for (const model of brand.models) {
        const repairs = modelRepairs(family, model);
        if (!repairs.length) continue;
        const name = modelName(family, brand, model);
        const lowest = repairs.map(({ price }) => price).find((price) => !price.quote);
        docs.push({
          kind: "model",
          title: model.year ? name : `${name} ${family.singular}`,
          detail: lowest
            ? `${family.label}, ${formatPrice(lowest, lang)} ${repairs[0].repair.label.toLowerCase()}`
            : family.label,
          href: modelPath(family.id, brand.id, model.id, lang, family.slug),
          family: family.id,
          offers: repairs.map(({ repair, price }) => [repair.id, repair.label, formatPrice(price, lang)]),
          ...described(`${brand.label} ${model.label} ${joinedNumbers(model.label)}`, familyWords),
        });
      }
    docs.push(...repairDocs(family, search.words, lang));
  }
  for (const service of services.services) {
    const page = search.pages.filter((p) => p.page === service.path).flatMap((p) => p.say);
    const own = described(service.label, `${service.summary} ${service.whatWeDo.join(" ")}`);
    docs.push({
      kind: "service",
      title: service.label,
      detail: service.summary,
      href: lang !== "en" && service.slug ? slugPath(lang, service.slug) : service.path,
      ...own,
      name: [own.name, ...page].join(" "),
    });
  }
  return docs.map((doc, id) => ({ id, ...doc }));
}

/** A family's repairs that some model offers: each leads to the family's page, filtered to it. */
function repairDocs(family: PricingFamily, words: Nicknames, lang: Lang): Array<Omit<SearchDoc, "id">> {
  return repairSummaries(family, lang).map((summary) => {
    const repair = family.repairs.find((r) => r.id === summary.id)!;
    const symptoms = repair.symptoms ?? [];
    return {
      kind: "repair",
      title: `${family.label}: ${repair.label}`,
      detail: `${summary.text}. ${symptoms.slice(0, 3).join(", ")}`,
      href: `${pricingPath(family.id, lang, family.slug)}?repair=${repair.id}`,
      family: family.id,
      repair: repair.id,
      // Named with its family, as its title is: "tv lines" finds the TV's repairs before a page about TVs; and with the
      // family's nicknames ("tele", "celular"), as a service page about the family is.
      name: `${family.label} ${family.singular} ${repair.label} ${extraWords(`${family.label} ${family.singular} ${repair.label}`, words)}`,
      about: [...symptoms, extraWords(symptoms.join(". "), words)].join(" "),
    };
  });
}
