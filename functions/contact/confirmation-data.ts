import pages from "../../data/pages.json";
import pagesEs from "../../data/pages.es.json";
import pricingEs from "../../data/pricing.es.json";
import services from "../../data/services.json";
import servicesEs from "../../data/services.es.json";
import { OTHER_SERVICE } from "../../src/domain/fields";
import { SPANISH_OTHER_SERVICE } from "../../src/domain/spanish";
import site from "../../data/site.json";
import siteEs from "../../data/site.es.json";
import { LANGUAGES, type Lang } from "../../src/domain/language";
import type { StatusCopy } from "../../src/domain/status";
import { fillTokens } from "../../src/domain/text";
import { translated } from "../../src/domain/translation";
import type { ConfirmationCopy } from "./confirmation";
import { formatPrice, shownPrice } from "../../src/domain/pricing";
import { PRICING_IN, pricing } from "./pricing-data";
import type { EstimateSnapshot } from "./record";

/** What the visitor's confirmation needs besides the request and the shops: its words and the estimate note. */
export type ConfirmationSettings = {
  copy: ConfirmationCopy;
  estimateNote: string;
};

/** The data in each language: the English files with the Spanish words laid over them (data/<name>.es.json). */
export const IN: Readonly<Record<Lang, { pages: typeof pages; site: typeof site; estimateNote: string }>> = {
  en: { pages, site, estimateNote: pricing.estimateNote },
  es: {
    pages: translated(pages, pagesEs),
    site: translated(site, siteEs),
    estimateNote: translated(pricing.estimateNote, pricingEs.estimateNote),
  },
};

/**
 * The name of a service in each language, from the English name a request carries (the form's choice): data/services
 * and its translation; a name that is no service's (an older request's) stays as it is.
 */
const spanishServices = translated(services, servicesEs).services;
const SERVICE_NAMES: Readonly<Record<Lang, ReadonlyMap<string, string>>> = {
  en: new Map(),
  es: new Map([
    ...services.services.map((service, i) => [service.label, spanishServices[i].label] as [string, string]),
    [OTHER_SERVICE, SPANISH_OTHER_SERVICE],
  ]),
};
export const serviceName = (label: string, lang: Lang) => SERVICE_NAMES[lang].get(label) ?? label;

/**
 * An estimate in the visitor's language: its family's, brand's, model's and repair's names and its shown name and
 * price text from the device family's words in `lang` (data/pricing-families/<id>.<lang>.json), found by its ids; its
 * price stays the one the visitor was given. An estimate whose ids the prices no longer have stays as it was.
 */
export function estimateIn(estimate: EstimateSnapshot, lang: Lang): EstimateSnapshot {
  if (lang === "en") return estimate;
  const { ids } = estimate;
  const family = PRICING_IN[lang].families.find((f) => f.id === ids.device);
  const brand = family?.brands.find((b) => b.id === ids.brand);
  const model = brand?.models.find((m) => m.id === ids.model);
  const repair = family?.repairs.find((r) => r.id === ids.repair);
  if (!family || !brand || !model || !repair) return estimate;
  const name = shownPrice(family, ids, lang)?.name;
  return {
    ...estimate,
    family: { ...estimate.family, label: family.label, singular: family.singular },
    brand: { ...estimate.brand, label: brand.label },
    model: { ...estimate.model, label: model.label },
    repair: { ...estimate.repair, label: repair.label },
    ...(estimate.shown && name && { shown: { name, text: formatPrice(estimate.price, lang) } }),
  };
}

/** From data/: pages.json's contact.confirmation and the thank-you page's booking steps, pricing.json's note. */
function confirmationIn(lang: Lang): ConfirmationSettings {
  const { pages: copy, site: facts, estimateNote } = IN[lang];
  /** When the shop answers ({replyTime}: data/site.json, the one place it is promised), filled in once. */
  const promised = (text: string) => fillTokens(text, { replyTime: facts.replyTime });
  const stepsOf = ({ heading, steps }: { heading: string; steps: string[] }) => ({
    heading,
    steps: steps.map(promised),
  });
  return {
    copy: {
      ...copy.contact.confirmation,
      intro: promised(copy.contact.confirmation.intro),
      steps: {
        dropoff: stepsOf(copy.thankYou.booked.dropoff),
        mailIn: stepsOf(copy.thankYou.booked.mailIn),
        onSite: stepsOf(copy.thankYou.booked.onSite),
      },
    },
    estimateNote,
  };
}

/** The visitor's confirmation's words in each language. */
export const CONFIRMATION_IN: Readonly<Record<Lang, ConfirmationSettings>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, confirmationIn(lang)]),
) as Record<Lang, ConfirmationSettings>;
/** In English. */
export const CONFIRMATION: ConfirmationSettings = CONFIRMATION_IN.en;

/** The status page's words and its e-mails' (pages.json status), in each language. */
export const STATUS_COPY_IN: Readonly<Record<Lang, StatusCopy>> = { en: pages.status, es: IN.es.pages.status };
/** In English. */
export const STATUS_COPY: StatusCopy = pages.status;

/** The site's address for the links of e-mails, when the environment names none (data/site.json siteUrl). */
export const SITE_URL: string = site.siteUrl;
