import {
  estimateQuery,
  modelRepairs,
  type EstimateIds,
  type Price,
  type Pricing,
  type PricingBrand,
  type PricingFamily,
  type PricingModel,
  type PricingRepair,
} from "../../functions/contact/pricing";
import { matchesWords, searchWords } from "./search-words";

/**
 * The estimator's steps (/get-a-quote/), as pure functions of the URL's query: the page keeps no
 * second copy of the choice, so Back, a reload and a shared link all land on the same step.
 */
export const QUOTE_PATH = "/get-a-quote/";

/** A brand with more models than this gets a filter box above its models. */
export const MODEL_FILTER_MIN = 9;

export type QuoteStepName = "device" | "brand" | "model" | "repair" | "result";

/**
 * The brand and model steps may carry the repair already chosen (`wanted`): the visitor began with "What's wrong?"
 * (findRepairs), so the model leads straight to the result when the model offers it.
 */
export type QuoteState =
  | { step: "device" }
  | { step: "brand"; family: PricingFamily; wanted?: PricingRepair }
  | { step: "model"; family: PricingFamily; brand: PricingBrand; wanted?: PricingRepair }
  | {
      step: "repair";
      family: PricingFamily;
      brand: PricingBrand;
      model: PricingModel;
      repairs: Array<{ repair: PricingRepair; price: Price }>;
    }
  | {
      step: "result";
      family: PricingFamily;
      brand: PricingBrand;
      model: PricingModel;
      repair: PricingRepair;
      price: Price;
    };

/**
 * A family with one brand skips the brand step: a question with one answer only costs a tap (and,
 * for a screen reader, a heading and a list to get through). Its only brand is implied, shown in
 * the path, and Back from its models goes to the families, the step the visitor last saw.
 */
export const skipsBrand = (family: PricingFamily) => family.brands.length === 1;

/**
 * The deepest step the query names: each id is looked up under the one before it, and the first
 * unknown (or missing) id stops the walk there, so a stale or mistyped link still shows a step.
 */
export function quoteState(pricing: Pricing, search: string): QuoteState {
  const query = new URLSearchParams(search);
  const family = pricing.families.find((f) => f.id === query.get("device"));
  if (!family) return { step: "device" };
  const found = family.repairs.find((r) => r.id === query.get("repair"));
  const wanted = found && { wanted: found };
  const brand =
    family.brands.find((b) => b.id === query.get("brand")) ?? (skipsBrand(family) ? family.brands[0] : undefined);
  if (!brand) return { step: "brand", family, ...wanted };
  const model = brand.models.find((m) => m.id === query.get("model"));
  if (!model) return { step: "model", family, brand, ...wanted };
  const repairs = modelRepairs(family, model);
  const chosen = repairs.find(({ repair }) => repair.id === query.get("repair"));
  if (!chosen) return { step: "repair", family, brand, model, repairs };
  return { step: "result", family, brand, model, repair: chosen.repair, price: chosen.price };
}

/** The ids a state stands for (only those chosen so far). */
export function stateIds(state: QuoteState): Partial<EstimateIds> {
  if (state.step === "device") return {};
  const ids: Partial<EstimateIds> = { device: state.family.id };
  if (state.step === "brand") return state.wanted ? { ...ids, repair: state.wanted.id } : ids;
  ids.brand = state.brand.id;
  if (state.step === "model") return state.wanted ? { ...ids, repair: state.wanted.id } : ids;
  ids.model = state.model.id;
  if (state.step === "repair") return ids;
  ids.repair = state.repair.id;
  return ids;
}

/** The estimator's address for ids, e.g. /get-a-quote/?device=phones&brand=apple. */
export function quoteUrl(ids: Partial<EstimateIds>) {
  const query = estimateQuery(ids);
  return query ? `${QUOTE_PATH}?${query}` : QUOTE_PATH;
}

/** The address after choosing `id` on the state's step (a family with one brand takes that brand along). */
export function choiceUrl(state: QuoteState, id: string, pricing: Pricing) {
  const ids = stateIds(state);
  if (state.step === "device") {
    const family = pricing.families.find((f) => f.id === id);
    return quoteUrl(family && skipsBrand(family) ? { device: id, brand: family.brands[0].id } : { device: id });
  }
  // The later steps are named after the id they choose; the result offers none, so its "choice" is another repair.
  const field: keyof EstimateIds = state.step === "result" ? "repair" : state.step;
  return quoteUrl({ ...ids, [field]: id });
}

/** One visible step back: the last choice undone (both device and brand when the brand step was skipped). */
export function backUrl(state: QuoteState) {
  const ids = stateIds(state);
  switch (state.step) {
    case "device":
      return QUOTE_PATH;
    case "brand":
      return quoteUrl({});
    case "model":
      return quoteUrl(skipsBrand(state.family) ? {} : { device: ids.device, repair: ids.repair });
    case "repair":
      return quoteUrl({ device: ids.device, brand: ids.brand });
    case "result":
      return quoteUrl({ device: ids.device, brand: ids.brand, model: ids.model });
  }
}

/** The path chosen so far, as labels: ["Phones", "Apple", "iPhone 15", "Screen replacement"]. */
export function pathLabels(state: QuoteState): string[] {
  if (state.step === "device") return [];
  const labels = [state.family.label];
  // Begun with "What's wrong?": the repair was the second choice.
  if ((state.step === "brand" || state.step === "model") && state.wanted) labels.push(state.wanted.label);
  if (state.step === "brand") return labels;
  labels.push(state.brand.label);
  if (state.step === "model") return labels;
  labels.push(state.model.label);
  if (state.step === "repair") return labels;
  return [...labels, state.repair.label];
}

/** The model step's question: the family's own ("Which size?" for TVs) or the page's ("Which model?"). */
export const modelHeading = (family: Pick<PricingFamily, "modelHeading">, fallback: string) =>
  family.modelHeading || fallback;

/** A repair found by what is wrong: its family, and the symptoms the typed words matched (or its first two). */
export type RepairMatch = { family: PricingFamily; repair: PricingRepair; symptoms: string[] };

/**
 * "What's wrong?": the repairs whose symptoms, label or family hold every typed word ("lines" finds each screen
 * repair, "tv lines" the TV panel), in the families' and repairs' order; only repairs some model offers.
 */
export function findRepairs(pricing: Pricing, typed: string): RepairMatch[] {
  const wanted = searchWords(typed);
  if (!wanted.length) return [];
  return pricing.families.flatMap((family) =>
    family.repairs.flatMap((repair) => {
      const symptoms = repair.symptoms ?? [];
      const text = searchWords([family.label, family.singular, repair.label, ...symptoms].join(" "));
      if (!matchesWords(wanted, text)) return [];
      if (
        !family.brands.some((brand) =>
          brand.models.some((model) => modelRepairs(family, model).some((r) => r.repair === repair)),
        )
      )
        return [];
      const named = symptoms.filter((symptom) => {
        const words = searchWords(symptom);
        return wanted.some((word) => words.some((w) => w.startsWith(word)));
      });
      return [{ family, repair, symptoms: named.length ? named : symptoms.slice(0, 2) }];
    }),
  );
}

/** Where a found repair leads: its family's brands (or models, for a one-brand family), the repair kept. */
export const repairStartUrl = ({ family, repair }: Pick<RepairMatch, "family" | "repair">) =>
  quoteUrl({ device: family.id, ...(skipsBrand(family) && { brand: family.brands[0].id }), repair: repair.id });

/** A key that changes whenever the visible step does (animations and focus follow it). */
export const stepKey = (state: QuoteState) => [state.step, ...Object.values(stateIds(state))].join("/");

/** Whether a brand's models get a filter box. */
export const needsFilter = (brand: PricingBrand) => brand.models.length >= MODEL_FILTER_MIN;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/**
 * The models whose name holds every typed word, in any order, ignoring case, spaces and punctuation: "15 pro"
 * and "iphone15pro" find "iPhone 15 Pro" and "iPhone 15 Pro Max"; an empty filter keeps them all.
 */
export function filterModels<M extends Pick<PricingModel, "label">>(models: readonly M[], filter: string): M[] {
  const wanted = words(filter);
  if (!wanted.length) return [...models];
  return models.filter((model) => {
    const name = words(model.label).join("");
    return wanted.every((word) => name.includes(word));
  });
}
