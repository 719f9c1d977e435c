import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { CheckList } from "../components/ui/check-list";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { humanDate } from "../lib/dates";
import { fillTokens } from "../lib/text";

/** About, Privacy Policy, Terms of Service: a heading, an intro and titled sections from data/documents. */
export default function DocumentTemplate({ data }: PageProps<Queries.DocumentPageQuery>) {
  const { tokens } = useSiteData();
  const doc = data.documentsJson!;
  const fill = (text: string) => fillTokens(text, tokens);
  return (
    <Layout>
      <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
        <Container maxW="4xl" py={{ base: "10", md: "14" }}>
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.800">
            {fill(doc.heading)}
          </Heading>
          {doc.updated && (
            <chakra.p mt="2" color="page.muted">
              Last updated <time dateTime={doc.updated}>{humanDate(doc.updated)}</time>
            </chakra.p>
          )}
          <chakra.p mt="4" fontSize="lg">
            {fill(doc.intro)}
          </chakra.p>
        </Container>
      </Box>
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        {doc.sections.map((section) => (
          <chakra.section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} mb="10">
            <Heading as="h2" id={`${section.id}-heading`} size="2xl" color="brand.800" mb="3">
              {fill(section.heading)}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <chakra.p key={paragraph} mb="4">
                {fill(paragraph)}
              </chakra.p>
            ))}
            {section.items && section.items.length > 0 && <CheckList items={section.items.map(fill)} />}
          </chakra.section>
        ))}
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.DocumentPageQuery> = ({ data }) => {
  const { siteUrl, tokens } = useSiteData();
  const doc = data.documentsJson!;
  const title = fillTokens(doc.title, tokens);
  return (
    <Seo
      title={title}
      description={fillTokens(doc.description, tokens)}
      path={doc.path}
      jsonLd={[
        webPage({
          url: absoluteUrl(siteUrl, doc.path),
          name: title,
          description: fillTokens(doc.description, tokens),
          siteUrl,
        }),
      ]}
    />
  );
};

export const query = graphql`
  query DocumentPage($id: String!) {
    documentsJson(id: { eq: $id }) {
      path
      title
      description
      heading
      intro
      updated
      sections {
        id
        heading
        paragraphs
        items
      }
    }
  }
`;
