import { graphql } from "gatsby";
import { shownPrice } from "../../../functions/contact/pricing";
import { bookingHref } from "../../lib/contact-link";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { priceKey } from "../../lib/price-pages";
import type { QuoteState } from "../../lib/quote-steps";
import { classNames } from "../../theme/static/class-names";
import { CheckIcon, ClockIcon } from "../ui/icons";
import { CallLink, PageButtonLink, PageLink } from "../ui/page-link";

const cx = classNames("qe");

export const fragment = graphql`
  fragment QuoteResult on PagesJsonQuote {
    priceLabel
    timeLabel
    warrantyLabel
    warrantyDays
    sameDayLabel
    inStockLabel
    warrantyLinkLabel
  }
`;

export type QuoteResultProps = {
  copy: Queries.QuoteResultFragment;
  /** data/pricing.json's note that every price is an estimate, shown with every price. */
  estimateNote: string;
  result: Extract<QuoteState, { step: "result" }>;
};

const resultIds = ({ family, brand, model, repair }: QuoteResultProps["result"]) => ({
  device: family.id,
  brand: brand.id,
  model: model.id,
  repair: repair.id,
});

/** The estimate for the chosen model and repair, and the two ways on: book it, or call. */
export function QuoteResult({ copy, estimateNote, result }: QuoteResultProps) {
  const fill = useFill();
  const { navigation } = useSiteData();
  const { price } = result;
  const of = { brand: result.brand.id, model: result.model.id, repair: result.repair.id };
  const shown = shownPrice(result.family, of)!;
  const facts = [
    // Times are written in lower case to read inside a sentence ("done same day"); here one starts a line.
    { label: copy.timeLabel, value: price.time.charAt(0).toUpperCase() + price.time.slice(1) },
    { label: copy.warrantyLabel, value: fill(copy.warrantyDays, { days: String(price.warrantyDays) }) },
  ];
  const perks = [
    { label: copy.sameDayLabel, icon: <ClockIcon />, shown: price.sameDay },
    { label: copy.inStockLabel, icon: <CheckIcon />, shown: price.inStock },
  ].filter((perk) => perk.shown);
  return (
    <div className={cx("result")}>
      <h3 className={cx("result-heading")}>{shown.name}</h3>
      <p className={cx("result-description")}>{result.repair.description}</p>
      <dl className={cx("facts")}>
        <div className={cx("price-fact")}>
          <dt className={cx("fact-label")}>{copy.priceLabel}</dt>
          <dd className={cx("price")} data-price={priceKey(result.family.id, of)}>
            {shown.text}
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className={cx("fact-label")}>{fact.label}</dt>
            <dd className={cx("fact-value")}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {perks.length > 0 && (
        <ul className={cx("perks")}>
          {perks.map((perk) => (
            <li key={perk.label} className={cx("perk")}>
              {perk.icon}
              {perk.label}
            </li>
          ))}
        </ul>
      )}
      <p className={cx("note")}>
        {estimateNote} <PageLink to="/warranty/">{copy.warrantyLinkLabel}</PageLink>
      </p>
      <div className={cx("actions")}>
        {/* As every Book link: the form's page loaded whole, which opens at the form with the page laid out (a
            client-side navigation scrolled to it before the parts above it had loaded, and left it at the top). */}
        <PageButtonLink to={bookingHref("/contact/", { ids: resultIds(result) })} wholePage className={cx("action")}>
          {navigation.actions.bookRepair}
        </PageButtonLink>
        <CallLink label={fill(navigation.actions.call)} className={cx("action")} />
      </div>
    </div>
  );
}
