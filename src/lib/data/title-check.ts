import { cleanTitle, serviceTitle, TITLE_LIMIT } from "../seo";
import { fillTokens, siteTokens } from "../../domain/text";
import { locationCopyTokens } from "../locations";
import { familyFile, type PricingFamily } from "../../domain/pricing";
import { familyModels, modelTitleName } from "../price-pages";
import { sayIn } from "./editor-words";
import { translated } from "../../domain/translation";
import { familyFiles } from "./pricing-files";
import type { BusinessData, DocumentData, PagesData, ServicesData } from "./types";
import { dataOf, type DataFile } from "./validate";

const PAGES = "data/pages.json";
const RULE = `titles must fit in ${TITLE_LIMIT} characters, as search results cut longer ones`;
const tooLong = (title: string) => `makes the page title "${title}", ${title.length} characters; ${RULE}`;

/**
 * Every page title the site writes from data/ must fit in 60 characters once its tokens are
 * filled in: the page titles of pages.json, the service template applied to each service
 * (or the service's own "title"), each document's title, and each price page's (the family
 * titles of data/pricing-families/). Blog post names are not checked: they are headlines, and only
 * they are cut (cutPostTitle). One problem each, in the editor's words (editor-words.ts).
 */
export function titleProblems(files: DataFile[]): string[] {
  const say = sayIn(files);
  const site = dataOf<BusinessData>(files, "data/site.json");
  const pages = dataOf<PagesData>(files, PAGES);
  const services = dataOf<ServicesData>(files, "data/services.json");
  const documents = files.filter(({ file }) => file.startsWith("data/documents/"));
  const tokens = siteTokens(site, site.locations[0]);
  const problems: string[] = [];

  for (const [entry, copy] of Object.entries(pages as unknown as Record<string, unknown>)) {
    if (entry === "service" || entry === "$schema" || !copy || typeof copy !== "object") continue;
    const raw = (copy as { title?: unknown }).title;
    if (typeof raw !== "string") continue;
    // A shop's page fills its title with each shop's name and town.
    const fills =
      entry === "location" ? site.locations.map((l) => ({ ...tokens, ...locationCopyTokens(l) })) : [tokens];
    for (const values of fills) {
      const title = cleanTitle(fillTokens(raw, values));
      if (title.length > TITLE_LIMIT) problems.push(say(PAGES, [entry, "title"], `${tooLong(title)}. Shorten it.`));
    }
  }

  services.services.forEach((service, i) => {
    const title = serviceTitle(pages.service.title, service, tokens);
    if (title.length <= TITLE_LIMIT) return;
    problems.push(
      say(
        "data/services.json",
        ["services", i, "title"],
        service.title === undefined
          ? `is empty, so the title every service page takes (${say.place(PAGES, ["service", "title"], true)}) ${tooLong(title)}. Give this service a shorter "Title" of its own (it may use {service} and {businessName}), or shorten that one.`
          : `${tooLong(title)}. Shorten it.`,
      ),
    );
  });

  for (const [id, family] of Object.entries(familyFiles(files))) {
    const title = cleanTitle(fillTokens(family.title, tokens));
    if (title.length > TITLE_LIMIT) problems.push(say(familyFile(id), ["title"], `${tooLong(title)}. Shorten it.`));
    // A model's page takes the first of pages.json's modelTitles that fits: the last must fit for every model.
    const titles = pages.pricing.modelTitles;
    for (const { brand, model, title } of tooLongModelTitles({ ...family, id }, titles, tokens))
      problems.push(
        say(
          PAGES,
          ["pricing", "modelTitles", titles.length - 1],
          `is the last title a model's page can take: for the model ${brand.label} ${model.label} (${family.label}) it ${tooLong(title)}. Shorten this last title, or the model's name.`,
        ),
      );
  }

  for (const { file, data } of documents) {
    const title = cleanTitle(fillTokens((data as DocumentData).title, tokens));
    if (title.length > TITLE_LIMIT) problems.push(say(file, ["title"], `${tooLong(title)}. Shorten it.`));
  }

  return [...problems, ...spanishTitleProblems(files, pages, services, tokens)];
}

/**
 * The same rule for the Spanish pages: the Spanish titles of pages.es.json, and the Spanish service template (or a
 * service's own Spanish title) for each service that has its Spanish page (a slug).
 */
function spanishTitleProblems(
  files: DataFile[],
  pages: PagesData,
  services: ServicesData,
  tokens: Record<string, string>,
): string[] {
  const say = sayIn(files);
  const problems: string[] = [];
  const spanishPages = files.find(({ file }) => file === SPANISH_PAGES)?.data as Partial<PagesData> | undefined;
  const spanishServices = files.find(({ file }) => file === SPANISH_SERVICES)?.data as
    { services?: Array<Partial<ServicesData["services"][number]> & { slug?: string }> } | undefined;
  for (const [entry, copy] of Object.entries((spanishPages ?? {}) as Record<string, unknown>)) {
    const raw = copy && typeof copy === "object" ? (copy as { title?: unknown }).title : undefined;
    if (typeof raw !== "string" || entry === "service" || entry === "location") continue;
    const title = cleanTitle(fillTokens(raw, tokens));
    if (title.length > TITLE_LIMIT)
      problems.push(say(SPANISH_PAGES, [entry, "title"], `${tooLong(title)}. Shorten it.`));
  }
  // A model's Spanish price page takes the first of the Spanish modelTitles that fits: the last must fit every model
  // of a family with its Spanish words (named with its Spanish device, as its page names it).
  const titles = spanishPages?.pricing?.modelTitles;
  if (titles?.length)
    for (const [id, family] of Object.entries(familyFiles(files))) {
      const words = files.find(({ file }) => file === familyFile(id).replace(/\.json$/, ".es.json"))?.data;
      if (!words) continue;
      for (const { brand, model, title } of tooLongModelTitles({ ...translated(family, words), id }, titles, tokens))
        problems.push(
          say(
            SPANISH_PAGES,
            ["pricing", "modelTitles", titles.length - 1],
            `is the last title a model's Spanish page can take: for the model ${brand.label} ${model.label} it ${tooLong(title)}. Shorten this last title, or the model's name.`,
          ),
        );
    }
  const template = spanishPages?.service?.title ?? pages.service.title;
  (spanishServices?.services ?? []).forEach((words, i) => {
    const english = services.services.find((service) => service.path === words.path);
    if (!words.slug || !english) return;
    // Its own Spanish title, else the Spanish pattern: the English title is the English page's.
    const service = { label: words.label ?? english.label, title: words.title };
    const title = serviceTitle(template, service, tokens);
    if (title.length <= TITLE_LIMIT) return;
    problems.push(
      say(
        SPANISH_SERVICES,
        ["services", i, "title"],
        words.title === undefined
          ? `is empty, so the title every Spanish service page takes (${say.place(SPANISH_PAGES, ["service", "title"], true)}) ${tooLong(title)}. Give this service a shorter Spanish "Title" of its own, or shorten that one.`
          : `${tooLong(title)}. Shorten it.`,
      ),
    );
  });
  return problems;
}
/** The models of `family` whose page's last title (`titles`' last, filled with the model's name) is over the limit. */
function tooLongModelTitles(family: object, titles: readonly string[], tokens: Record<string, string>) {
  const priced = family as PricingFamily;
  return familyModels(priced).flatMap(({ brand, model }) => {
    const name = modelTitleName(priced, brand.id, model.id);
    const title = cleanTitle(fillTokens(titles[titles.length - 1], { ...tokens, model: name }));
    return title.length > TITLE_LIMIT ? [{ brand, model, title }] : [];
  });
}

const SPANISH_PAGES = "data/pages.es.json";
const SPANISH_SERVICES = "data/services.es.json";
