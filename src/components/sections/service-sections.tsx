import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { quoteHref } from "../../lib/contact-link";
import { pricingPath, type ServicePrices } from "../../lib/price-pages";
import { filledPoints } from "../../lib/service-copy";
import { CheckList } from "../ui/check-list";
import { FaqList } from "../ui/faq-list";
import { ButtonLink, CallButton, SiteLink } from "../ui/links";
import { EstimateNote, PriceRowList } from "../ui/price-list";
import { Block } from "../ui/section";
import { HeroWithPhoto } from "../ui/hero-photo";
import type { ServiceCard } from "./service-cards";

export const fragment = graphql`
  fragment ServiceHero on PagesJsonService {
    heading
  }

  fragment ServiceBody on PagesJsonService {
    whatWeDoHeading
    faqHeading
    bookHeading
    bookText
    whyHeading
    whyPoints
    timeOne
    timeRange
    warrantyRange
    warrantyAll
    visitArea
    relatedHeading
    townsHeading
    townsNearLabel
  }

  fragment ServiceBodyEntry on Service {
    intro
    turnaround
    whatWeDo
    faqs {
      question
      answer
    }
  }

  fragment ServicePricesCopy on PagesJsonPricing {
    serviceHeading
    serviceIntro
    modelsLinkLabel
    ...PriceLabels
  }

  fragment QuickHelp on PagesJsonService {
    quickHelpHeading
    quickHelpText
  }

  fragment OtherServiceCopy on PagesJsonServiceOtherServices {
    id
    services
    groups
    action
    bookHeading
    bookText
    whyHeading
    whyPoints
    quickHelpText
  }
`;

/** Fills the site tokens and {service} (and `extra`, e.g. {location}) in the service page's shared copy. */
function useServiceFill(serviceLabel: string) {
  const fill = useFill();
  return (text: string, extra: Record<string, string> = {}) => fill(text, { service: serviceLabel, ...extra });
}

export type ServiceHeroProps = {
  copy: Queries.ServiceHeroFragment;
  service: {
    label: string;
    summary: string;
    imageAlt?: string | null;
    image?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null;
  };
  requestHref: string;
  /** The words of the request button: "Request service", or another action for a service that is not a repair. */
  requestLabel: string;
};

export function ServiceHero({ copy, service, requestHref, requestLabel }: ServiceHeroProps) {
  const { navigation } = useSiteData();
  const fill = useServiceFill(service.label);
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <HeroWithPhoto photo={{ data: service.image?.childImageSharp?.gatsbyImageData, alt: service.imageAlt }}>
          <Heading as="h1" size="page" maxW="3xl">
            {fill(copy.heading)}
          </Heading>
          <chakra.p mt="3" fontSize={{ base: "lg", md: "xl" }} maxW="2xl" color="brand.50">
            {service.summary}
          </chakra.p>
          <Flex gap="3" mt="6" wrap="wrap">
            <CallButton label={fill(navigation.actions.call)} size="lg" />
            <ButtonLink
              to={requestHref}
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              {requestLabel}
            </ButtonLink>
          </Flex>
        </HeroWithPhoto>
      </Container>
    </Box>
  );
}

export type ServiceBodyProps = {
  copy: Queries.ServiceBodyFragment;
  service: Queries.ServiceBodyEntryFragment & { label: string };
  related: readonly ServiceCard[];
  requestHref: string;
  /** The words of the book block's button (as the hero's). */
  requestLabel: string;
  /** The service's prices (ServicePriceList), for a service that owns repairs (data/pricing-families/). */
  prices?: ReactNode;
  /** The reviews that name this service (Reviews), if any. */
  reviews?: ReactNode;
  /** The page's own tokens ({turnaround}, {warranty}, {visitArea}: lib/service-copy.ts serviceTokens). */
  tokens: Record<string, string>;
};

export function ServiceBody(props: ServiceBodyProps) {
  const { copy, service, related, requestHref, requestLabel, prices, reviews, tokens } = props;
  const { business } = useSiteData();
  const serviceFill = useServiceFill(service.label);
  const fill = (text: string, extra: Record<string, string> = {}) => serviceFill(text, { ...tokens, ...extra });
  return (
    <Box>
      <chakra.p fontSize="lg" mb="10">
        {fill(service.intro)}
      </chakra.p>
      <Block heading={copy.whatWeDoHeading} id="what-we-do">
        <CheckList items={service.whatWeDo.map((item) => fill(item))} />
      </Block>
      {prices}
      <Block heading={fill(copy.bookHeading)} id="book">
        <chakra.p mb="4">{fill(copy.bookText)}</chakra.p>
        <ButtonLink to={requestHref} colorPalette="brand" size="lg">
          {requestLabel}
        </ButtonLink>
      </Block>
      <Block heading={copy.faqHeading} id="faq">
        <FaqList items={service.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) }))} />
      </Block>
      <Block heading={copy.whyHeading} id="why-us">
        <CheckList items={filledPoints(copy.whyPoints, (point) => fill(point))} columns={2} />
      </Block>
      {reviews}
      {related.length > 0 && (
        <Block heading={copy.relatedHeading} id="related">
          <chakra.ul listStyleType="none" display="grid" gap="3" gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}>
            {related.map((service) => (
              <li key={service.path}>
                <SiteLink
                  to={service.path}
                  display="block"
                  p="4"
                  layerStyle="card.lg"
                  _hover={{ borderColor: "brand.400" }}
                >
                  <chakra.span display="block" fontWeight="bold" color="brand.fg">
                    {service.label}
                  </chakra.span>
                  <chakra.span display="block" fontSize="sm" color="page.muted">
                    {service.summary}
                  </chakra.span>
                </SiteLink>
              </li>
            ))}
          </chakra.ul>
        </Block>
      )}
      <Block heading={copy.townsHeading} id="areas">
        {business.locations.map((location) => (
          <Box key={location.id} mb="5">
            <Heading as="h3" size="md" mb="2" id={`areas-${location.id}`}>
              {fill(copy.townsNearLabel, { location: location.name })}
            </Heading>
            <chakra.ul
              aria-labelledby={`areas-${location.id}`}
              listStyleType="none"
              display="flex"
              flexWrap="wrap"
              gap="2"
            >
              {location.servedTowns.map((town) => (
                <chakra.li
                  key={town}
                  px="3"
                  py="1"
                  bg="brand.subtle"
                  color="brand.800"
                  borderRadius="full"
                  fontWeight="medium"
                >
                  {town}, {location.region}
                </chakra.li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </Block>
    </Box>
  );
}

export type ServicePriceListProps = {
  copy: Queries.ServicePricesCopyFragment;
  note: string;
  prices: ServicePrices;
};

/** A few common prices of the service's repairs, the estimate note, and the links to the family price pages. */
export function ServicePriceList({ copy, note, prices }: ServicePriceListProps) {
  const { navigation } = useSiteData();
  const fill = useFill();
  const [only] = prices.families.length === 1 ? prices.families : [];
  return (
    <Block heading={copy.serviceHeading} id="prices">
      <chakra.p mb="4">{copy.serviceIntro}</chakra.p>
      {prices.rows.length > 0 && (
        <Box px="4" py="1" layerStyle="card.lg">
          <PriceRowList rows={prices.rows} copy={copy} title={(row) => row.name} />
        </Box>
      )}
      <EstimateNote note={note} copy={copy} />
      <Flex gap="3" mt="5" wrap="wrap">
        {prices.families.map((family) => (
          <ButtonLink key={family.id} to={pricingPath(family.id)} colorPalette="brand">
            {fill(copy.modelsLinkLabel, { device: family.singular })}
          </ButtonLink>
        ))}
        <ButtonLink to={quoteHref(navigation.quote.to, only?.id)} variant="outline" colorPalette="brand">
          {navigation.actions.getPrice}
        </ButtonLink>
      </Flex>
    </Block>
  );
}

export function QuickHelp({ copy, serviceLabel }: { copy: Queries.QuickHelpFragment; serviceLabel: string }) {
  const { hoursLines, navigation } = useSiteData();
  const fill = useServiceFill(serviceLabel);
  return (
    <chakra.aside
      aria-labelledby="quick-help"
      position={{ lg: "sticky" }}
      top={{ lg: "28" }}
      p="6"
      bg="page.alt"
      layerStyle="card.xl"
    >
      <Heading as="h2" id="quick-help" size="lg" mb="2">
        {copy.quickHelpHeading}
      </Heading>
      <chakra.p mb="4">{copy.quickHelpText}</chakra.p>
      <CallButton label={fill(navigation.actions.call)} w="full" />
      <chakra.p mt="4" fontSize="sm" color="page.muted">
        {hoursLines.join(" · ")}
      </chakra.p>
    </chakra.aside>
  );
}
