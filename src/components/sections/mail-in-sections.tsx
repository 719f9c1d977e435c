import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { CheckList } from "../ui/check-list";
import { ButtonLink, CallButton } from "../ui/links";
import { PageSection, StepList, TextPageHeader } from "../ui/text-page";

export const fragment = graphql`
  fragment MailInCopy on PagesJsonMailIn {
    heading
    intro
    stepsHeading
    steps {
      title
      text
    }
    includeHeading
    includePoints
    dataHeading
    dataParagraphs
    addressHeading
    addressIntro
    attention
    bookHeading
    bookText
    bookLabel
  }
`;

/** The booking's value for "we send it in", as the contact function accepts it. */
const MAIL_IN = "mail-in";

/** /mail-in-repair/: the steps, what to pack, what happens to the data, where to ship (each shop of site.json). */
export function MailInSections({ copy }: { copy: Queries.MailInCopyFragment }) {
  const { business, navigation } = useSiteData();
  const fill = useFill();
  const bookHref = bookingHref(navigation.contact.to, { dropoff: MAIL_IN });
  return (
    <>
      <TextPageHeader heading={copy.heading} intro={copy.intro} />
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <PageSection id="how-it-works" heading={copy.stepsHeading}>
          <StepList steps={copy.steps.map((step) => ({ ...step, text: fill(step.text) }))} />
          <ButtonLink to={bookHref} colorPalette="brand" size="lg" mt="8">
            {copy.bookLabel}
          </ButtonLink>
        </PageSection>
        <PageSection id="what-to-include" heading={copy.includeHeading}>
          <CheckList items={copy.includePoints} />
        </PageSection>
        <PageSection id="your-data" heading={copy.dataHeading}>
          {copy.dataParagraphs.map((paragraph) => (
            <chakra.p key={paragraph} mb="4">
              {paragraph}
            </chakra.p>
          ))}
        </PageSection>
        <PageSection id="address" heading={copy.addressHeading}>
          <chakra.p mb="5">{copy.addressIntro}</chakra.p>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {business.locations.map((location) => (
              <chakra.li key={location.id} p="5" layerStyle="card.lg" data-location={location.id}>
                <chakra.strong display="block" fontSize="lg" mb="2" color="brand.800">
                  {location.name}
                </chakra.strong>
                <chakra.address fontStyle="normal" lineHeight="1.6">
                  {copy.attention}
                  <br />
                  {business.name}
                  <br />
                  {location.streetAddress}
                  <br />
                  {location.city}, {location.region} {location.postalCode}
                </chakra.address>
              </chakra.li>
            ))}
          </SimpleGrid>
        </PageSection>
        <Box p={{ base: "5", md: "8" }} bg="page.alt" layerStyle="card.xl">
          <PageSection id="book" heading={copy.bookHeading} last>
            <chakra.p mb="5">{copy.bookText}</chakra.p>
            <Flex gap="3" wrap="wrap">
              <ButtonLink to={bookHref} colorPalette="brand">
                {copy.bookLabel}
              </ButtonLink>
              <CallButton label={fill(navigation.actions.call)} />
            </Flex>
          </PageSection>
        </Box>
      </Container>
    </>
  );
}
