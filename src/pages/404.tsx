import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { ButtonLink } from "../components/ui/links";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.pagesJson!.notFound;
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout>
      <Container maxW="3xl" py={{ base: "16", md: "24" }} textAlign="center">
        <chakra.p fontSize={{ base: "6xl", md: "8xl" }} fontWeight="extrabold" color="brand.700" lineHeight="1">
          {copy.code}
        </chakra.p>
        <Heading as="h1" size="3xl" mt="4">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" color="page.muted" fontSize="lg">
          {copy.text}
        </chakra.p>
        <ButtonLink to="/" colorPalette="brand" size="lg" mt="8">
          {copy.homeLabel}
        </ButtonLink>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pagesJson!.notFound.title}
    description={data.pagesJson!.notFound.description}
    path={location.pathname}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage {
    pagesJson {
      notFound {
        title
        description
        code
        heading
        text
        homeLabel
      }
    }
  }
`;
