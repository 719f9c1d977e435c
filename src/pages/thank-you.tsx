import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { ButtonLink, CallButton } from "../components/ui/links";
import { useSiteData } from "../hooks/use-site-data";
import { fillTokens } from "../lib/text";

export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const { tokens, navigation } = useSiteData();
  const copy = data.pagesJson!.thankYou;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Layout>
      <Container maxW="3xl" py={{ base: "12", md: "20" }}>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.800">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" fontSize="lg">
          {copy.intro}
        </chakra.p>
        <Heading as="h2" size="xl" mt="10" mb="4">
          {copy.stepsHeading}
        </Heading>
        <chakra.ol listStyleType="none" display="grid" gap="4">
          {copy.steps.map((step, i) => (
            <chakra.li key={step.title} display="flex" gap="4" p="4" bg="page.alt" borderRadius="lg">
              <chakra.span
                flexShrink={0}
                w="9"
                h="9"
                borderRadius="full"
                bg="brand.600"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                aria-hidden="true"
              >
                {i + 1}
              </chakra.span>
              <span>
                <chakra.strong display="block">{step.title}</chakra.strong>
                {step.text}
              </span>
            </chakra.li>
          ))}
        </chakra.ol>
        <Flex gap="3" mt="10" wrap="wrap">
          <CallButton label={fillTokens(copy.callLabel, tokens)} size="lg" />
          <ButtonLink to={navigation.home.to} size="lg" variant="outline">
            {copy.homeLabel}
          </ButtonLink>
          <ButtonLink to={navigation.contact.to} size="lg" variant="ghost">
            {copy.anotherLabel}
          </ButtonLink>
        </Flex>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data }) => {
  const { tokens } = useSiteData();
  const copy = data.pagesJson!.thankYou;
  return <Seo title={fillTokens(copy.title, tokens)} description={copy.description} path="/thank-you/" noindex />;
};

export const query = graphql`
  query ThankYouPage {
    pagesJson {
      thankYou {
        title
        description
        heading
        intro
        stepsHeading
        steps {
          title
          text
        }
        callLabel
        homeLabel
        anotherLabel
      }
    }
  }
`;
