import { Box, type BoxProps } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import type { ReactNode } from "react";

type SectionProps = BoxProps & { heading?: string; headingId?: string; children: ReactNode };

/** A page band with a centered column and an optional h2. */
export function Section({ heading, headingId, children, ...props }: SectionProps) {
  return (
    <Box as="section" py={{ base: "10", md: "14" }} aria-labelledby={heading ? headingId : undefined} {...props}>
      <Container maxW="7xl">
        {heading && (
          <Heading as="h2" id={headingId} size={{ base: "2xl", md: "3xl" }} color="brand.800" mb="4">
            {heading}
          </Heading>
        )}
        {children}
      </Container>
    </Box>
  );
}
