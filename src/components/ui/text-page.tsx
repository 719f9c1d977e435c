import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { classNames } from "../../theme/static/class-names";
import { PageTitle } from "./page-title";

const cx = classNames("ly");

/** A numbered list of steps with a title each (the warranty claim, the mail-in repair). */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <chakra.ol listStyleType="none" display="grid" gap="4">
      {steps.map((step, i) => (
        <chakra.li key={step.title} id={`step-${i + 1}`} display="flex" gap="4" alignItems="flex-start">
          <chakra.span
            aria-hidden="true"
            flexShrink={0}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="9"
            h="9"
            borderRadius="full"
            bg="brand.700"
            color="white"
            fontWeight="bold"
          >
            {i + 1}
          </chakra.span>
          <span>
            <chakra.strong display="block" fontSize="lg">
              {step.title}
            </chakra.strong>
            {step.text}
          </span>
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

/** A titled part of a text page (h2), rendered when it comes near the screen; `last` drops the space below it. */
export function PageSection({
  id,
  heading,
  last = false,
  children,
}: {
  id: string;
  heading: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cx("block")}
      mb={last ? "0" : "12"}
      scrollMarginTop="28"
    >
      <Heading as="h2" id={`${id}-heading`} size="2xl" color="brand.800" mb="4">
        {heading}
      </Heading>
      {children}
    </chakra.section>
  );
}

/** The light band with a text page's h1 and intro. */
export function TextPageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <PageTitle>{heading}</PageTitle>
        <chakra.p mt="4" fontSize="lg">
          {intro}
        </chakra.p>
      </Container>
    </Box>
  );
}
