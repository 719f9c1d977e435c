import { Box } from "@chakra-ui/react/box";
import { Button } from "../ui/button";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { estimateName, formatPrice, type Estimate } from "../../../functions/contact/pricing";

export { findEstimate } from "../../../functions/contact/pricing";
import { TextLink } from "../ui/links";

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
    <Box
      as="section"
      aria-labelledby="estimate-heading"
      mb="6"
      p="4"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      borderRadius="lg"
    >
      <chakra.h3 id="estimate-heading" fontWeight="bold" color="brand.800">
        {heading}
      </chakra.h3>
      <chakra.p fontSize="lg" fontWeight="semibold">
        {estimate.family.label} · {estimate.brand.label} · {estimateName(estimate)}:{" "}
        <chakra.span whiteSpace="nowrap">{formatPrice(price)}</chakra.span>
      </chakra.p>
      <chakra.p fontSize="sm" color="page.muted">
        Typical time: {price.time}
        {price.sameDay ? " (same day possible)" : ""} · {price.warrantyDays}-day{" "}
        <TextLink to="/warranty/">warranty</TextLink>
      </chakra.p>
      <chakra.p fontSize="sm" mt="2">
        {note} {seenNote}
      </chakra.p>
      <Button type="button" variant="outline" size="sm" mt="3" minH="11" onClick={onRemove}>
        {removeLabel}
      </Button>
    </Box>
  );
}
