import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { pricingPath, repairSummaries } from "../../lib/price-pages";
import { CheckList } from "../ui/check-list";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { PageSection, StepList, TextPageHeader } from "../ui/text-page";
import { ColumnHeads, warrantyText } from "../ui/price-list";

export const fragment = graphql`
  fragment WarrantyCopy on PagesJsonWarranty {
    heading
    intro
    coversHeading
    coversText
    coversPoints
    lengthHeading
    lengthIntro
    repairLabel
    periodLabel
    voidsHeading
    voidsPoints
    claimHeading
    claimSteps {
      title
      text
    }
    requestLabel
    mailInLabel
  }
`;

export type WarrantySectionsProps = {
  copy: Queries.WarrantyCopyFragment;
  labels: Queries.PriceLabelsFragment;
  families: readonly Queries.PriceFamilyDataFragment[];
};

/** /warranty/: what is covered, for how long (a table per family of data/pricing-families/), what voids it, how to claim. */
export function WarrantySections({ copy, labels, families }: WarrantySectionsProps) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <>
      <TextPageHeader heading={copy.heading} intro={copy.intro} />
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <PageSection id="covers" heading={copy.coversHeading}>
          <chakra.p mb="4">{copy.coversText}</chakra.p>
          <CheckList items={copy.coversPoints} />
        </PageSection>
        <PageSection id="length" heading={copy.lengthHeading}>
          <chakra.p mb="6">{copy.lengthIntro}</chakra.p>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
            {families.map((family) => (
              <Box key={family.id} data-family={family.id}>
                <chakra.table w="full" borderCollapse="collapse">
                  <chakra.caption textAlign="start" fontWeight="bold" fontSize="lg" mb="2">
                    <TextLink to={pricingPath(family.id)}>{family.label}</TextLink>
                  </chakra.caption>
                  <ColumnHeads labels={[copy.repairLabel, copy.periodLabel]} />
                  <tbody>
                    {repairSummaries(family).map((summary) => (
                      <tr key={summary.id}>
                        <chakra.th
                          scope="row"
                          textAlign="start"
                          fontWeight="normal"
                          py="2"
                          pe="3"
                          borderBottomWidth="1px"
                          borderColor="page.line"
                        >
                          {summary.label}
                        </chakra.th>
                        <chakra.td py="2" borderBottomWidth="1px" borderColor="page.line" whiteSpace="nowrap">
                          {warrantyText(fill, labels, summary.minWarrantyDays, summary.maxWarrantyDays)}
                        </chakra.td>
                      </tr>
                    ))}
                  </tbody>
                </chakra.table>
              </Box>
            ))}
          </SimpleGrid>
        </PageSection>
        <PageSection id="not-covered" heading={copy.voidsHeading}>
          <chakra.ul ps="5" listStyleType="disc" display="grid" gap="2">
            {copy.voidsPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </chakra.ul>
        </PageSection>
        <PageSection id="claim" heading={copy.claimHeading}>
          <StepList steps={copy.claimSteps} />
          <Flex gap="3" mt="8" wrap="wrap">
            <CallButton label={fill(navigation.actions.call)} />
            <ButtonLink to={bookingHref(navigation.contact.to, {})} colorPalette="brand">
              {copy.requestLabel}
            </ButtonLink>
            <ButtonLink to="/mail-in-repair/" variant="outline" colorPalette="brand">
              {copy.mailInLabel}
            </ButtonLink>
          </Flex>
        </PageSection>
      </Container>
    </>
  );
}
