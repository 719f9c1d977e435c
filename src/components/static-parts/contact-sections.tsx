import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { hoursIn, useSiteData } from "../../hooks/use-site-data";
import { usePageLanguage } from "../../hooks/use-page-language";
import { FaqList } from "../ui/faq-list";
import { CheckIcon } from "../ui/icons";
import { ButtonLink, CallButton } from "../ui/links";
import { ClosedNow, ClosureNotice, OpenStatus } from "../ui/open-status";
import { formatHours } from "../../domain/hours";
import { Section } from "../ui/section";
import { DATA } from "../../page-runtime/attributes";
import type { ShopPhones } from "../../page-runtime/shop-phones";
import { telHref } from "../../domain/phone";

export const fragment = graphql`
  fragment ContactHero on PagesJsonContact {
    heading
    intro
    trustPoints {
      title
      text
    }
  }

  fragment ContactCard on PagesJsonContact {
    cardHeading
    cardText
    hoursLabel
    closureLabel
    townsNearLabel
  }

  fragment ContactFaq on PagesJsonContact {
    faqHeading
    faqs {
      question
      answer
    }
  }
`;

/**
 * A phone link that follows the visitor's choice of shop (page-runtime/shop-phones.ts, run by the form): on this page
 * the numbers are the chosen shop's (a Book link's drop-off, a shop page's link, the form's choice). `label` is the
 * link's words with {phone}; without it the link says the number.
 */
function useShopPhones(label?: string) {
  const { business } = useSiteData();
  const fill = useFill();
  const shops: ShopPhones = business.locations.map(({ id, phone }) => [
    id,
    telHref(phone),
    label ? fill(label, { phone }) : phone,
  ]);
  return { [DATA.shopPhones]: JSON.stringify(shops) };
}

/** The gradient header: heading, intro, the two actions and the trust points. */
export function ContactHero({ copy }: { copy: Queries.ContactHeroFragment }) {
  const fill = useFill();
  const { navigation } = useSiteData();
  const shopPhones = useShopPhones(navigation.actions.call);
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Heading as="h1" size="page">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" fontSize="lg" maxW="2xl" color="brand.50">
          {fill(copy.intro)}
        </chakra.p>
        <ClosedNow mt="4" maxW="2xl" fontSize={{ base: "md", md: "lg" }} />
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
            {navigation.actions.requestService}
          </chakra.a>
          <CallButton label={fill(navigation.actions.call)} {...shopPhones} />
          <ButtonLink
            to={navigation.quote.to}
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            {navigation.actions.getPrice}
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

/** The card beside the request form: the phone, the hours with the open status, the service area. */
export function ContactCard({ copy }: { copy: Queries.ContactCardFragment }) {
  const { business } = useSiteData();
  const { lang } = usePageLanguage();
  const fill = useFill();
  const shopPhones = useShopPhones();
  return (
    <chakra.aside aria-labelledby="technician-heading" p="6" bg="page.alt" layerStyle="card.xl">
      <Heading as="h2" id="technician-heading" size="xl" mb="2">
        {copy.cardHeading}
      </Heading>
      <chakra.p mb="4">{copy.cardText}</chakra.p>
      <CallButton w="full" {...shopPhones} />
      <chakra.dl mt="5" display="grid" gap="3">
        {/* Each shop's own hours, status and coming closures: a visitor may be nearer to either. */}
        {business.locations.map((location) => (
          <div key={location.id}>
            <chakra.dt fontWeight="bold">{fill(copy.hoursLabel, { location: location.name })}</chakra.dt>
            <chakra.dd>
              <OpenStatus locationId={location.id} />
            </chakra.dd>
            {hoursIn(formatHours(location.openingHours), lang).map((line) => (
              <chakra.dd key={line}>{line}</chakra.dd>
            ))}
            <chakra.dd>
              <ClosureNotice
                locationId={location.id}
                label={fill(copy.closureLabel, { location: location.name })}
                mt="2"
                overflowWrap="anywhere"
              />
            </chakra.dd>
          </div>
        ))}
        <div>
          <chakra.dt fontWeight="bold">{lang === "es" ? "Zona de servicio" : "Service area"}</chakra.dt>
          {business.locations.map((location) => (
            <chakra.dd key={location.id} mt="1">
              {fill(copy.townsNearLabel, { location: location.name })}: {location.servedTowns.join(", ")}
            </chakra.dd>
          ))}
        </div>
      </chakra.dl>
    </chakra.aside>
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
