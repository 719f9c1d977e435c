import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { usePageLanguage } from "../../hooks/use-page-language";
import type { Lang } from "../../domain/language";
import { CheckList } from "../ui/check-list";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { ClosedNow } from "../ui/open-status";
import { requestServiceHref } from "../../lib/contact-link";
import { Section } from "../ui/section";
import { HeroWithPhoto } from "../ui/hero-photo";
import { ServiceCards, type ServiceCard } from "./service-cards";

export const fragment = graphql`
  fragment HomeHero on PagesJsonHome {
    heading
    shopLabel
    locationsText
    locationsLink {
      label
      to
    }
    heroImageAlt
    heroImage {
      childImageSharp {
        gatsbyImageData(width: 800, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }

  fragment Highlights on PagesJsonHome {
    highlights {
      anchor
      title
      text
    }
  }

  fragment ServiceGroupSection on PagesJsonHomeSections {
    id
    heading
    intro
  }

  fragment HomeAbout on PagesJsonHomeAbout {
    heading
    intro
    points
  }

  fragment HomeContact on PagesJsonHomeContact {
    heading
    text
  }
`;

/** "Charlotte and Mount Gilead", "A, B and C" ("Charlotte y Mount Gilead"): the shops' names as a sentence writes them. */
const namesInWords = (names: readonly string[], lang: Lang) =>
  names.length > 1
    ? `${names.slice(0, -1).join(", ")} ${lang === "es" ? "y" : "and"} ${names[names.length - 1]}`
    : (names[0] ?? "");

export function HomeHero({ copy }: { copy: Queries.HomeHeroFragment }) {
  const { business, navigation } = useSiteData();
  const fill = useFill();
  const { lang } = usePageLanguage();
  const shops = namesInWords(
    business.locations.map((location) => location.name),
    lang,
  );
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <HeroWithPhoto photo={{ data: copy.heroImage?.childImageSharp?.gatsbyImageData, alt: copy.heroImageAlt }}>
          <Heading as="h1" size="hero" maxW={{ base: "3xl", lg: "4xl" }}>
            {copy.heading}
          </Heading>
          <chakra.p fontSize={{ base: "lg", md: "xl" }} mt="4" maxW="2xl" color="brand.50">
            {business.tagline}
          </chakra.p>
          <chakra.p mt="3" fontSize={{ base: "md", md: "lg" }} maxW="2xl" color="brand.50">
            {fill(copy.locationsText, { location: shops })}{" "}
            <TextLink to={copy.locationsLink.to} tone="inherit" color="white" fontWeight="semibold">
              {copy.locationsLink.label}
            </TextLink>
          </chakra.p>
          {/* Today, on a phone's first screen: open until when, or closed and what to do (a request) instead. */}
          <ClosedNow mt="6" mb="-2" maxW="2xl" fontSize={{ base: "md", md: "lg" }} />
          <Flex gap="3" mt="8" wrap="wrap">
            <CallButton label={fill(navigation.actions.call)} size="lg" />
            <ButtonLink
              to={requestServiceHref(navigation.contact.to)}
              size="lg"
              bg="white"
              color="brand.800"
              _hover={{ bg: "brand.50" }}
            >
              {navigation.actions.requestService}
            </ButtonLink>
            <ButtonLink to={navigation.quote.to} size="lg" bg="white" color="brand.800" _hover={{ bg: "brand.50" }}>
              {navigation.actions.getPrice}
            </ButtonLink>
            <ButtonLink
              href={business.shopUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              {copy.shopLabel}
              <chakra.span srOnly>
                {lang === "es" ? "(se abre en una pestaña nueva)" : "(opens in a new tab)"}
              </chakra.span>
            </ButtonLink>
          </Flex>
        </HeroWithPhoto>
      </Container>
    </Box>
  );
}

export function Highlights({ copy }: { copy: Queries.HighlightsFragment }) {
  const { lang } = usePageLanguage();
  return (
    <Box
      as="nav"
      aria-label={lang === "es" ? "Destacados" : "Highlights"}
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="page.line"
    >
      <Container maxW="7xl" py="4">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="3">
          {copy.highlights.map((item) => (
            <li key={item.anchor}>
              <chakra.a
                href={`#${item.anchor}`}
                display="block"
                p="4"
                bg="white"
                layerStyle="card.lg"
                _hover={{ borderColor: "brand.400" }}
              >
                <chakra.span display="block" fontWeight="bold" color="brand.fg">
                  {item.title}
                </chakra.span>
                <chakra.span display="block" color="page.muted" fontSize="sm">
                  {item.text}
                </chakra.span>
              </chakra.a>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export type ServiceGroupSectionProps = {
  copy: Queries.ServiceGroupSectionFragment;
  groups: ReadonlyArray<{ id: string; label: string; services: readonly ServiceCard[] }>;
  alt?: boolean;
};

/** A home section (#services, #business, #computing) linking every service of its groups. */
export function ServiceGroupSection({ copy, groups, alt }: ServiceGroupSectionProps) {
  const { id, heading, intro } = copy;
  return (
    <Section id={id} heading={heading} headingId={`${id}-heading`} bg={alt ? "page.alt" : undefined}>
      <chakra.p maxW="3xl" color="page.muted" mb="6" fontSize="lg">
        {intro}
      </chakra.p>
      {groups.map((group) => {
        // A group named as its section (Computing Solutions in #computing) says nothing a second heading would add.
        const titled = group.label !== heading;
        return (
          <Box key={group.id} mb="8">
            {titled && (
              <Heading as="h3" size="lg" mb="3">
                {group.label}
              </Heading>
            )}
            <ServiceCards services={group.services} headingLevel={titled ? "h4" : "h3"} />
          </Box>
        );
      })}
    </Section>
  );
}

export function HomeAbout({ copy }: { copy: Queries.HomeAboutFragment }) {
  const { heading, intro, points } = copy;
  return (
    <Section id="about" heading={heading} headingId="about-heading">
      <chakra.p maxW="3xl" fontSize="lg" mb="6">
        {intro}
      </chakra.p>
      <CheckList items={points} columns={2} />
    </Section>
  );
}

export function HomeContact({ copy }: { copy: Queries.HomeContactFragment }) {
  const { heading, text } = copy;
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <Section id="contact" heading={heading} headingId="contact-heading" bg="page.alt">
      <chakra.p maxW="2xl" fontSize="lg" mb="6">
        {text}
      </chakra.p>
      <Flex gap="3" wrap="wrap">
        <CallButton label={fill(navigation.actions.call)} size="lg" />
        {/* The spec hides Request Service on small screens; the call button is there instead. */}
        <ButtonLink
          to={navigation.contact.to}
          size="lg"
          colorPalette="brand"
          display={{ base: "none", md: "inline-flex" }}
        >
          {navigation.actions.requestService}
        </ButtonLink>
      </Flex>
    </Section>
  );
}
