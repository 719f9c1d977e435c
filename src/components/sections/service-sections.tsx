import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { CheckList } from "../ui/check-list";
import { FaqList, type FaqItem } from "../ui/faq-list";
import { ButtonLink, CallButton, SiteLink } from "../ui/links";

export function ServiceHero(props: {
  heading: string;
  summary: string;
  callLabel: string;
  requestLabel: string;
  requestHref: string;
}) {
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Heading as="h1" size="page" maxW="3xl">
          {props.heading}
        </Heading>
        <chakra.p mt="3" fontSize={{ base: "lg", md: "xl" }} maxW="2xl" color="brand.50">
          {props.summary}
        </chakra.p>
        <Flex gap="3" mt="6" wrap="wrap">
          <CallButton label={props.callLabel} size="lg" />
          <ButtonLink
            to={props.requestHref}
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            {props.requestLabel}
          </ButtonLink>
        </Flex>
      </Container>
    </Box>
  );
}

function Block({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="2xl" color="brand.800" mb="4">
        {heading}
      </Heading>
      {children}
    </chakra.section>
  );
}

export type ServiceBodyProps = {
  intro: string;
  whatWeDoHeading: string;
  whatWeDo: readonly string[];
  faqHeading: string;
  faqs: readonly FaqItem[];
  bookHeading: string;
  bookText: string;
  bookLabel: string;
  requestHref: string;
  whyHeading: string;
  whyPoints: readonly string[];
  testimonial: { quote: string; author: string };
  relatedHeading: string;
  related: ReadonlyArray<{ label: string; path: string; summary: string }>;
  townsHeading: string;
};

export function ServiceBody(props: ServiceBodyProps) {
  const { business } = useSiteData();
  return (
    <Box>
      <chakra.p fontSize="lg" mb="10">
        {props.intro}
      </chakra.p>
      <Block heading={props.whatWeDoHeading} id="what-we-do">
        <CheckList items={props.whatWeDo} />
      </Block>
      <Block heading={props.bookHeading} id="book">
        <chakra.p mb="4">{props.bookText}</chakra.p>
        <ButtonLink to={props.requestHref} colorPalette="brand" size="lg">
          {props.bookLabel}
        </ButtonLink>
      </Block>
      <Block heading={props.faqHeading} id="faq">
        <FaqList items={props.faqs} />
      </Block>
      <Block heading={props.whyHeading} id="why-us">
        <CheckList items={props.whyPoints} columns={2} />
        <chakra.figure mt="6" p="6" bg="page.alt" borderRadius="lg" borderStartWidth="4px" borderColor="brand.500">
          <chakra.blockquote fontSize="lg" fontStyle="italic">
            “{props.testimonial.quote}”
          </chakra.blockquote>
          <chakra.figcaption mt="2" color="page.muted">
            {props.testimonial.author}
          </chakra.figcaption>
        </chakra.figure>
      </Block>
      {props.related.length > 0 && (
        <Block heading={props.relatedHeading} id="related">
          <chakra.ul listStyleType="none" display="grid" gap="3" gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}>
            {props.related.map((service) => (
              <li key={service.path}>
                <SiteLink
                  to={service.path}
                  display="block"
                  p="4"
                  borderWidth="1px"
                  borderColor="page.line"
                  borderRadius="lg"
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
      <Block heading={props.townsHeading} id="areas">
        <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2">
          {business.servedTowns.map((town) => (
            <chakra.li
              key={town}
              px="3"
              py="1"
              bg="brand.subtle"
              color="brand.800"
              borderRadius="full"
              fontWeight="medium"
            >
              {town}, {business.locations[0].region}
            </chakra.li>
          ))}
        </chakra.ul>
      </Block>
    </Box>
  );
}

export function QuickHelp({ heading, text, callLabel }: { heading: string; text: string; callLabel: string }) {
  const { hoursLines } = useSiteData();
  return (
    <chakra.aside
      aria-labelledby="quick-help"
      position={{ lg: "sticky" }}
      top={{ lg: "28" }}
      p="6"
      bg="page.alt"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="page.line"
    >
      <Heading as="h2" id="quick-help" size="lg" mb="2">
        {heading}
      </Heading>
      <chakra.p mb="4">{text}</chakra.p>
      <CallButton label={callLabel} w="full" />
      <chakra.p mt="4" fontSize="sm" color="page.muted">
        {hoursLines.join(" · ")}
      </chakra.p>
    </chakra.aside>
  );
}
