import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { ButtonLink, CallButton } from "../ui/links";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment ThankYouSteps on PagesJsonThankYou {
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
`;

/** After a request: what happens next, numbered, and the ways on. */
export function ThankYouSteps({ copy }: { copy: Queries.ThankYouStepsFragment }) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }}>
      <PageTitle>{copy.heading}</PageTitle>
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
        <CallButton label={fill(copy.callLabel)} size="lg" />
        <ButtonLink to={navigation.home.to} size="lg" variant="outline">
          {copy.homeLabel}
        </ButtonLink>
        <ButtonLink to={navigation.contact.to} size="lg" variant="ghost">
          {copy.anotherLabel}
        </ButtonLink>
      </Flex>
    </Container>
  );
}
