import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { ChevronDownIcon } from "../ui/icons";
import { SiteLink } from "../ui/links";
import { Section } from "../ui/section";

export const fragment = graphql`
  fragment QuotePricePages on PagesJsonQuote {
    pricePagesHeading
    pricePagesText
    pricePageLabel
  }
`;

export type QuotePricePagesProps = {
  copy: Queries.QuotePricePagesFragment;
  families: ReadonlyArray<{ id: string; label: string }>;
};

/**
 * The price page of every device family, below the estimator: a full table for those who want one, and the way on
 * for a browser without JavaScript, where the estimator's later steps never appear.
 */
export function QuotePricePages({ copy, families }: QuotePricePagesProps) {
  const fill = useFill();
  return (
    <Section heading={copy.pricePagesHeading} headingId="price-pages" bg="page.alt">
      <chakra.p maxW="2xl" mb="6">
        {copy.pricePagesText}
      </chakra.p>
      <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="3">
        {families.map((family) => (
          <li key={family.id}>
            <SiteLink
              to={`/pricing/${family.id}/`}
              display="inline-flex"
              alignItems="center"
              gap="2"
              minH="11"
              px="4"
              bg="white"
              borderWidth="1px"
              borderColor="page.line"
              borderRadius="md"
              color="brand.fg"
              fontWeight="semibold"
              _hover={{ borderColor: "brand.400", textDecoration: "underline" }}
            >
              {fill(copy.pricePageLabel, { family: family.label })}
              <ChevronDownIcon style={{ transform: "rotate(-90deg)" }} />
            </SiteLink>
          </li>
        ))}
      </chakra.ul>
    </Section>
  );
}
