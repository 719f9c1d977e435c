import { LazyMotion, m, useReducedMotion } from "framer-motion";
import { graphql, navigate } from "gatsby";
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import type { Pricing, PricingBrand, PricingModel } from "../../../functions/contact/pricing";
import { useFill } from "../../hooks/use-fill";
import {
  backUrl,
  choiceUrl,
  filterModels,
  findRepairs,
  modelHeading,
  needsFilter,
  pathLabels,
  QUOTE_PATH,
  quoteState,
  repairStartUrl,
  stepKey,
  type QuoteState,
} from "../../lib/quote-steps";
import { classNames } from "../../theme/static/class-names";
import { TextInput } from "../ui/form-field";
import { ChevronDownIcon } from "../ui/icons";
import { QuoteResult } from "./quote-result";

const cx = classNames("qe");
const ui = classNames("ui");

export const fragment = graphql`
  fragment QuoteEstimator on PagesJsonQuote {
    familyHeading
    brandHeading
    modelHeading
    repairHeading
    resultHeading
    pathLabel
    backLabel
    startOverLabel
    filterLabel
    filterCount
    noMatchText
    symptomLabel
    symptomHint
    symptomCount
    symptomNoMatch
    ...QuoteResult
  }

  fragment QuotePricing on PricingJson {
    estimateNote
    families {
      ...PriceFamilyCore
      highlights {
        brand
        model
        repair
      }
    }
  }
`;

const HEADING_ID = "quote-step-heading";
const DEPTH = { device: 0, brand: 1, model: 2, repair: 3, result: 4 };

// framer-motion's features arrive in their own chunk after the first render. Until they have, a step is shown
// without animation: an element started hidden with nothing loaded to reveal it would stay hidden.
let featuresLoaded = false;
const loadFeatures = () =>
  import("./quote-motion-features").then((module) => {
    featuresLoaded = true;
    return module.default;
  });

const subscribeNever = () => () => {};
/** False while the server renders and the browser hydrates (both show the first step), true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/** A link that makes a choice: Gatsby's navigate() pushes the new query, so Back and a reload keep the step. */
const chooseWith = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  // A new tab or window (modifier keys, middle click) follows the href as any link does.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  void navigate(to);
};

type Choice = { id: string; label: string; detail?: string | null; href: string; to: string };

/** One step's answers: a list of links, each a large target that says where it leads. */
function ChoiceList({ choices, columns = 3 }: { choices: Choice[]; columns?: 2 | 3 }) {
  return (
    <ul className={cx("choices", columns === 2 && "choices-2")}>
      {choices.map((choice) => (
        <li key={choice.id} className={cx("choice")}>
          <a href={choice.href} onClick={chooseWith(choice.to)} className={cx("choice-link")}>
            <span className={cx("choice-text")}>
              <span className={cx("choice-label")}>{choice.label}</span>
              {choice.detail && <span className={cx("choice-detail")}>{choice.detail}</span>}
            </span>
            <ChevronDownIcon style={{ transform: "rotate(-90deg)", flexShrink: 0 }} />
          </a>
        </li>
      ))}
    </ul>
  );
}

type ModelChoicesProps = {
  brand: PricingBrand;
  choice: (model: PricingModel) => Choice;
  copy: Queries.QuoteEstimatorFragment;
};

/** The model step: a brand with many models gets a filter box first (its text lives and dies with the step). */
function ModelChoices({ brand, choice, copy }: ModelChoicesProps) {
  const fill = useFill();
  const [filter, setFilter] = useState("");
  const shown = filterModels(brand.models, filter);
  return (
    <>
      {needsFilter(brand) && (
        <div className={cx("filter")}>
          <label htmlFor="quote-filter" className={ui("label")}>
            {copy.filterLabel}
          </label>
          <TextInput
            id="quote-filter"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-describedby="quote-filter-count"
          />
          <p id="quote-filter-count" aria-live="polite" className={ui("hint")}>
            {fill(copy.filterCount, { count: String(shown.length), total: String(brand.models.length) })}
          </p>
        </div>
      )}
      {shown.length ? (
        <ChoiceList choices={shown.map(choice)} />
      ) : (
        <p className={cx("muted")}>{fill(copy.noMatchText)}</p>
      )}
    </>
  );
}

/**
 * "What's wrong?": the first step can start from the problem. Typed words find repairs by their symptoms
 * (findRepairs); a found repair leads to its family's brands and models, then straight to its price.
 */
function SymptomSearch({ pricing, copy }: { pricing: Pricing; copy: Queries.QuoteEstimatorFragment }) {
  const fill = useFill();
  const [typed, setTyped] = useState("");
  const found = findRepairs(pricing, typed);
  const searching = typed.trim() !== "";
  return (
    <div className={cx("filter")} data-symptom-search="">
      <label htmlFor="quote-symptom" className={ui("label")}>
        {copy.symptomLabel}
      </label>
      <TextInput
        id="quote-symptom"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-describedby="quote-symptom-hint quote-symptom-count"
      />
      <p id="quote-symptom-hint" className={ui("hint")}>
        {copy.symptomHint}
      </p>
      <p id="quote-symptom-count" aria-live="polite" className={ui("hint")}>
        {searching && found.length > 0 ? fill(copy.symptomCount, { count: String(found.length) }) : ""}
      </p>
      {searching &&
        (found.length ? (
          <ChoiceList
            columns={2}
            choices={found.map((match) => ({
              id: `${match.family.id}/${match.repair.id}`,
              label: `${match.family.label}: ${match.repair.label}`,
              detail: match.symptoms.join(", "),
              href: repairStartUrl(match),
              to: repairStartUrl(match),
            }))}
          />
        ) : (
          <p className={cx("muted")}>{fill(copy.symptomNoMatch)}</p>
        ))}
    </div>
  );
}

/**
 * A step's content, animated in when the visitor changes step: from the right going forward, from the left going
 * back. `animateIn` is false for the first render (the server's HTML is never hidden), for the step a reload or a
 * shared link restores, and under prefers-reduced-motion; then there is no animation at all.
 */
function StepMotion({ animateIn, forward, children }: { animateIn: boolean; forward: boolean; children: ReactNode }) {
  return (
    <m.div
      initial={animateIn ? { opacity: 0, x: forward ? 24 : -24 } : false}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: 0.22, ease: "easeOut" }}
    >
      {children}
    </m.div>
  );
}

export type QuoteEstimatorProps = {
  copy: Queries.QuoteEstimatorFragment;
  pricing: Pricing;
  /** The page's location.search: the one copy of the choice. */
  search: string;
};

/**
 * The steps device -> brand -> model -> repair -> result, each a list of links, the choice kept in the URL. Plain
 * elements with static classes (theme/static/quote.ts): the browser renders it without Chakra's runtime.
 */
export function QuoteEstimator({ copy, pricing, search }: QuoteEstimatorProps) {
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const state = quoteState(pricing, hydrated ? search : "");
  const key = stepKey(state);
  const depth = DEPTH[state.step];

  // Which step was shown before, and whether this one is the visitor's doing (a choice, Back, the browser's Back)
  // rather than the step the URL names being restored once the page has hydrated.
  const [shown, setShown] = useState({ key, hydrated, depth, changed: false, forward: true });
  if (shown.key !== key || shown.hydrated !== hydrated)
    setShown({ key, hydrated, depth, changed: shown.hydrated && hydrated, forward: depth >= shown.depth });
  const animateIn = shown.changed && !reduceMotion && featuresLoaded;

  // After a step change the estimator comes into view (gatsby-browser.tsx leaves the scroll to it), and the keyboard
  // and the screen reader continue at the new step's heading.
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!shown.changed) return;
    section.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [key, shown.changed]);

  const headings: Record<QuoteState["step"], string> = {
    device: copy.familyHeading,
    brand: copy.brandHeading,
    model: state.step === "model" ? modelHeading(state.family, copy.modelHeading) : copy.modelHeading,
    repair: copy.repairHeading,
    result: copy.resultHeading,
  };
  const to = (id: string) => choiceUrl(state, id, pricing);
  const path = pathLabels(state);

  return (
    <LazyMotion features={loadFeatures} strict>
      <section ref={section} aria-labelledby={HEADING_ID} className={cx("section")}>
        {state.step !== "device" && (
          <div className={cx("nav")}>
            <a href={backUrl(state)} onClick={chooseWith(backUrl(state))} className={cx("back")}>
              <ChevronDownIcon style={{ transform: "rotate(90deg)" }} />
              {copy.backLabel}
            </a>
            <ol aria-label={copy.pathLabel} className={cx("path")}>
              {path.map((label, i) => (
                <li key={label} className={cx("path-step")}>
                  {i > 0 && <span aria-hidden="true">›</span>}
                  <span className={cx(i === path.length - 1 ? "path-current" : "path-label")}>{label}</span>
                </li>
              ))}
            </ol>
            {(state.step === "repair" || state.step === "result") && (
              <a href={QUOTE_PATH} onClick={chooseWith(QUOTE_PATH)} className={cx("restart")}>
                {copy.startOverLabel}
              </a>
            )}
          </div>
        )}
        <StepMotion key={key} animateIn={animateIn} forward={shown.forward}>
          <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className={cx("heading")}>
            {headings[state.step]}
          </h2>
          {state.step === "device" && <SymptomSearch pricing={pricing} copy={copy} />}
          {state.step === "device" && (
            <ChoiceList
              choices={pricing.families.map((family) => ({
                id: family.id,
                label: family.label,
                detail: family.brands.map((brand) => brand.label).join(", "),
                // Without JavaScript this is a plain link to the family's price page, the useful answer a static page
                // can give (the estimator's later steps exist only in the browser). With JavaScript the click is
                // taken over and goes to the brand step (?device=) instead; a new tab still opens the price page.
                href: `/pricing/${family.id}/`,
                to: to(family.id),
              }))}
            />
          )}
          {state.step === "brand" && (
            <ChoiceList
              choices={state.family.brands.map((brand) => ({
                id: brand.id,
                label: brand.label,
                href: to(brand.id),
                to: to(brand.id),
              }))}
            />
          )}
          {state.step === "model" && (
            <ModelChoices
              brand={state.brand}
              copy={copy}
              choice={(model) => ({
                id: model.id,
                label: model.label,
                detail: model.year ? String(model.year) : null,
                href: to(model.id),
                to: to(model.id),
              })}
            />
          )}
          {state.step === "repair" && (
            <ChoiceList
              columns={2}
              choices={state.repairs.map(({ repair }) => ({
                id: repair.id,
                label: repair.label,
                detail: repair.description,
                href: to(repair.id),
                to: to(repair.id),
              }))}
            />
          )}
        </StepMotion>
        {/* The result is announced when it appears: the region is on the page from the start, empty until then. */}
        <div aria-live="polite">
          {state.step === "result" && (
            <StepMotion key={key} animateIn={animateIn} forward>
              <QuoteResult copy={copy} estimateNote={pricing.estimateNote} result={state} />
            </StepMotion>
          )}
        </div>
      </section>
    </LazyMotion>
  );
}
