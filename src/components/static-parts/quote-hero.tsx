import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";

export const fragment = graphql`
  fragment QuoteHero on PagesJsonQuote {
    heading
    intro
  }
`;

/** The estimator's header band: kept short, so the first step shows on a phone's first screen. */
export function QuoteHero({ copy }: { copy: Queries.QuoteHeroFragment }) {
  const fill = useFill();
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
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
