import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Grid } from "@chakra-ui/react/grid";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { absoluteUrl } from "../../lib/seo";
import { FaqList } from "../ui/faq-list";
import { CheckIcon } from "../ui/icons";
import { ButtonLink, CallButton } from "../ui/links";
import { OpenStatus } from "../ui/open-status";
import { Section } from "../ui/section";
import { dropoffOptions } from "../../../functions/contact/dropoff";
import { ContactForm } from "./contact-form";

export const fragment = graphql`
  fragment ContactHero on PagesJsonContact {
    heading
    intro
    quoteLabel
    callLabel
    estimateLabel
    trustPoints {
      title
      text
    }
  }

  fragment ContactRequest on PagesJsonContact {
    formHeading
    formIntro
    submitLabel
    sendingLabel
    privacyNote
    privacyLinkLabel
    failureTitle
    failureText
    cardHeading
    cardText
    booking {
      ...ContactBookingCopy
    }
  }

  fragment ContactFaq on PagesJsonContact {
    faqHeading
    faqs {
      question
      answer
    }
  }
`;

/** The gradient header: heading, intro, the two actions and the trust points. */
export function ContactHero({ copy }: { copy: Queries.ContactHeroFragment }) {
  const fill = useFill();
  const { navigation } = useSiteData();
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Heading as="h1" size="page">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" fontSize="lg" maxW="2xl" color="brand.50">
          {fill(copy.intro)}
        </chakra.p>
        <Flex gap="3" mt="6" wrap="wrap">
          <chakra.a
            href="#request"
            display="inline-flex"
            alignItems="center"
            minH="11"
            px="5"
            borderRadius="md"
            bg="white"
            color="brand.800"
            fontWeight="bold"
          >
            {copy.quoteLabel}
          </chakra.a>
          <CallButton label={copy.callLabel} />
          <ButtonLink
            to={navigation.quote.to}
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            {copy.estimateLabel}
          </ButtonLink>
        </Flex>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mt="8">
          {copy.trustPoints.map((point) => (
            <chakra.li key={point.title} display="flex" gap="3">
              <chakra.span color="amber.300" fontSize="xl" mt="1">
                <CheckIcon />
              </chakra.span>
              <span>
                <chakra.strong display="block">{point.title}</chakra.strong>
                <chakra.span color="brand.100">{point.text}</chakra.span>
              </span>
            </chakra.li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export type ContactRequestProps = {
  copy: Queries.ContactRequestFragment;
  services: ReadonlyArray<{ label: string; path: string }>;
  pricing: Queries.EstimatePricingFragment | null;
};

/** The request form (#request) beside the card with the phone, hours and service area. */
export function ContactRequest({ copy, services, pricing }: ContactRequestProps) {
  const { business, hoursLines, siteUrl } = useSiteData();
  const fill = useFill();
  return (
    <Container maxW="7xl" py={{ base: "10", md: "14" }}>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 22rem" }} gap="8" alignItems="start">
        <Box id="request" scrollMarginTop="28">
          <ContactForm
            heading={copy.formHeading}
            intro={copy.formIntro}
            submitLabel={copy.submitLabel}
            sendingLabel={copy.sendingLabel}
            privacyNote={copy.privacyNote}
            privacyLinkLabel={copy.privacyLinkLabel}
            privacyPath="/privacy-policy/"
            failureTitle={copy.failureTitle}
            failureText={fill(copy.failureText)}
            services={services}
            bookingCopy={copy.booking}
            pricing={pricing}
            dropoffs={dropoffOptions(business.locations)}
            openingHours={business.openingHours}
            timeZone={business.timeZone}
            timeZoneOffsets={business.timeZoneOffsets}
            thankYouPath="/thank-you/"
            pageUrl={absoluteUrl(siteUrl, "/contact/")}
          />
        </Box>
        <chakra.aside
          aria-labelledby="technician-heading"
          p="6"
          bg="page.alt"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="page.line"
        >
          <Heading as="h2" id="technician-heading" size="xl" mb="2">
            {copy.cardHeading}
          </Heading>
          <chakra.p mb="4">{copy.cardText}</chakra.p>
          <CallButton w="full" />
          <chakra.dl mt="5" display="grid" gap="3">
            <div>
              <chakra.dt fontWeight="bold">Hours</chakra.dt>
              <chakra.dd>
                <OpenStatus />
              </chakra.dd>
              {hoursLines.map((line) => (
                <chakra.dd key={line}>{line}</chakra.dd>
              ))}
            </div>
            <div>
              <chakra.dt fontWeight="bold">Service area</chakra.dt>
              <chakra.dd>{business.servedTowns.join(", ")}</chakra.dd>
            </div>
          </chakra.dl>
        </chakra.aside>
      </Grid>
    </Container>
  );
}

export function ContactFaq({ copy }: { copy: Queries.ContactFaqFragment }) {
  return (
    <Section heading={copy.faqHeading} headingId="faq-heading" bg="page.alt">
      <Box maxW="3xl">
        <FaqList items={copy.faqs} />
      </Box>
    </Section>
  );
}
