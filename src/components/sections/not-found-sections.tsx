import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { ButtonLink } from "../ui/links";
import { SiteSearch, type SiteSearchCopy } from "../ui/site-search";
import { DATA } from "../../page-runtime/attributes";

export const fragment = graphql`
  fragment NotFoundMessage on PagesJsonNotFound {
    code
    heading
    text
    homeLabel
  }
`;

/** The big 404, what happened, the price search (a visitor may have come for a price) and the way home. */
export function NotFoundMessage({ copy, search }: { copy: Queries.NotFoundMessageFragment; search: SiteSearchCopy }) {
  const fill = useFill();
  return (
    <Container maxW="3xl" py={{ base: "16", md: "24" }} textAlign="center" {...{ [DATA.notFound]: "" }}>
      <chakra.p fontSize={{ base: "6xl", md: "8xl" }} fontWeight="extrabold" color="brand.700" lineHeight="1">
        {copy.code}
      </chakra.p>
      <Heading as="h1" size="3xl" mt="4">
        {copy.heading}
      </Heading>
      <chakra.p mt="3" color="page.muted" fontSize="lg">
        {copy.text}
      </chakra.p>
      <chakra.div mt="8" mx="auto" maxW="2xl" textAlign="start">
        <SiteSearch copy={search} noMatch={fill(search.searchNoMatch)} />
      </chakra.div>
      <ButtonLink to="/" colorPalette="brand" size="lg">
        {copy.homeLabel}
      </ButtonLink>
    </Container>
  );
}
