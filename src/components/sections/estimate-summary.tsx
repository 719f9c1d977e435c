import { graphql } from "gatsby";
import { estimateName, formatPrice, type Estimate } from "../../../functions/contact/pricing";
import { classNames } from "../../theme/static/class-names";
import { Button } from "../ui/button";
import { PageLink } from "../ui/page-link";

export { findEstimate } from "../../../functions/contact/pricing";

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
};

/** The estimate carried over from the estimator or a price page, above the request form. */
export function EstimateSummary({ estimate, heading, note, seenNote, removeLabel, onRemove }: EstimateSummaryProps) {
  const { price } = estimate;
  return (
    <section aria-labelledby="estimate-heading" className={cx("estimate")}>
      <h3 id="estimate-heading" className={cx("estimate-heading")}>
        {heading}
      </h3>
      <p className={cx("estimate-price")}>
        {estimate.family.label} · {estimate.brand.label} · {estimateName(estimate)}:{" "}
        <span className={cx("nowrap")}>{formatPrice(price)}</span>
      </p>
      <p className={cx("estimate-meta")}>
        Typical time: {price.time}
        {price.sameDay ? " (same day possible)" : ""} · {price.warrantyDays}-day{" "}
        <PageLink to="/warranty/">warranty</PageLink>
      </p>
      <p className={cx("estimate-note")}>
        {note} {seenNote}
      </p>
      <Button look="sm-outline" className={cx("estimate-remove")} onClick={onRemove}>
        {removeLabel}
      </Button>
    </section>
  );
}
