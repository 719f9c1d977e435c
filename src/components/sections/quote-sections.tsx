import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { DATA } from "../../page-runtime/attributes";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { pricingPath } from "../../lib/price-pages";
import { ChevronDownIcon } from "../ui/icons";
import { SiteSearch } from "../ui/site-search";

export const fragment = graphql`
  fragment QuoteStartCopy on PagesJsonQuote {
    heading
    intro
    familyHeading
    searchLabel
    searchHint
    searchButton
    searchCount
    searchNoMatch
  }
`;

/** The estimator's header band: kept short, so the first step shows on a phone's first screen. */
export function QuoteHero({ copy }: { copy: Queries.QuoteStartCopyFragment }) {
  const fill = useFill();
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "6", md: "10" }}>
        <Heading as="h1" size="page">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" fontSize={{ base: "md", md: "lg" }} maxW="2xl" color="brand.50">
          {fill(copy.intro)}
        </chakra.p>
      </Container>
    </Box>
  );
}

type Choice = { id: string; label: string; detail: string; href: string };

/** A step's answers: each a large link that says where it leads. */
function ChoiceList({ choices }: { choices: Choice[] }) {
  return (
    <chakra.ul
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
      gap="3"
    >
      {choices.map((choice) => (
        <chakra.li key={choice.id} display="flex">
          <chakra.a
            href={choice.href}
            display="flex"
            alignItems="center"
            gap="3"
            w="full"
            minH="11"
            px="4"
            py="3"
            bg="white"
            layerStyle="card.lg"
            color="inherit"
            textDecoration="none"
            _hover={{ borderColor: "brand.500", bg: "brand.50" }}
            _focusVisible={{ outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" }}
          >
            <chakra.span flex="1" minW="0">
              <chakra.span display="block" fontWeight="semibold" color="brand.fg">
                {choice.label}
              </chakra.span>
              <chakra.span display="block" fontSize="sm" color="page.muted">
                {choice.detail}
              </chakra.span>
            </chakra.span>
            <ChevronDownIcon style={{ transform: "rotate(-90deg)", flexShrink: 0 }} />
          </chakra.a>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

export type QuoteStartProps = {
  copy: Queries.QuoteStartCopyFragment;
  families: readonly Queries.PriceFamilyCoreFragment[];
};

/**
 * The estimator's first step, a page without an app: the price search finds a model, a repair or a service in the
 * visitor's words (ui/site-search.tsx), or the device leads to its family's page, the step "Which model?".
 */
export function QuoteStart({ copy, families }: QuoteStartProps) {
  const fill = useFill();
  const { localPath } = useSiteData();
  return (
    <Container as="section" maxW="7xl" py={{ base: "6", md: "10" }} aria-labelledby="quote-family-heading">
      <Box {...{ [DATA.estimatorStart]: "" }}>
        <SiteSearch copy={copy} noMatch={fill(copy.searchNoMatch)} />
      </Box>
      <Heading as="h2" id="quote-family-heading" textStyle={{ base: "xl", md: "2xl" }} color="brand.800" mb="4">
        {copy.familyHeading}
      </Heading>
      <ChoiceList
        choices={families.map((family) => ({
          id: family.id,
          label: family.label,
          detail: family.brands.map((brand) => brand.label).join(", "),
          href: localPath(pricingPath(family.id)),
        }))}
      />
    </Container>
  );
}
