import { graphql } from "gatsby";
import { sameDayAdds, type Estimate } from "../../domain/pricing";
import { priceKey } from "../../lib/price-pages";
import { classNames } from "../../theme/static/class-names";
import { Button } from "../ui/button";
import type { Lang } from "../../domain/language";
import { spanishTime } from "../../domain/spanish";
import { PageLink } from "../ui/page-link";

export { findEstimate } from "../../domain/pricing";

const cx = classNames("cf");

export const fragment = graphql`
  fragment EstimatePricing on PricingJson {
    estimateNote
    families {
      ...PriceFamilyCore
    }
  }
`;

export type EstimateSummaryProps = {
  estimate: Estimate;
  heading: string;
  note: string;
  seenNote: string;
  removeLabel: string;
  onRemove: () => void;
  /** The form's language: the time and the warranty's words. */
  lang?: Lang;
};

/** The estimate carried over from the estimator or a price page, above the request form. */
export function EstimateSummary({
  estimate,
  heading,
  note,
  seenNote,
  removeLabel,
  onRemove,
  lang = "en",
}: EstimateSummaryProps) {
  const { price, shown, brand } = estimate;
  // "TVs · Samsung 50-55 inch power board repair": the brand once, where the name does not already start with it.
  const names = [estimate.family.label, ...(shown.name.startsWith(brand.label) ? [] : [brand.label]), shown.name];
  return (
    <section aria-labelledby="estimate-heading" className={cx("estimate")}>
      <h3 id="estimate-heading" className={cx("estimate-heading")}>
        {heading}
      </h3>
      <p className={cx("estimate-price")}>
        {names.join(" · ")}:{" "}
        <span className={cx("nowrap")} data-price={priceKey(estimate.ids.device, estimate.ids)}>
          {shown.text}
        </span>
      </p>
      {lang === "es" ? (
        <p className={cx("estimate-meta")}>
          Tiempo habitual: {spanishTime(price.time)}
          {sameDayAdds(price) ? " (posible el mismo día)" : ""} · <PageLink to="/warranty/">garantía</PageLink> de{" "}
          {price.warrantyDays} días (página en inglés)
        </p>
      ) : (
        <p className={cx("estimate-meta")}>
          Typical time: {price.time}
          {sameDayAdds(price) ? " (same day possible)" : ""} · {price.warrantyDays}-day{" "}
          <PageLink to="/warranty/">warranty</PageLink>
        </p>
      )}
      <p className={cx("estimate-note")}>
        {note} {seenNote}
      </p>
      <Button look="sm-outline" className={cx("estimate-remove")} onClick={onRemove}>
        {removeLabel}
      </Button>
    </section>
  );
}
