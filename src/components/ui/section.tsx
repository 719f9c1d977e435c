import { Box, type BoxProps } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { classNames, joinClasses } from "../../theme/static/class-names";

const cx = classNames("ly");

type SectionProps = BoxProps & { heading?: string; headingId?: string; children: ReactNode };

/** A page band with a centered column and an optional h2, rendered when it comes near the screen. */
export function Section({ heading, headingId, children, className, ...props }: SectionProps) {
  return (
    <Box
      as="section"
      className={joinClasses(cx("band"), className)}
      py={{ base: "10", md: "14" }}
      aria-labelledby={heading ? headingId : undefined}
      {...props}
    >
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

/**
 * A heading and its content, labelled by it, inside a page's column (service and location pages), rendered when it
 * comes near the screen. `filledOnLoad`: a block whose content the browser changes as the page loads (a shop's week of
 * hours, its closure notice) is rendered with the page, so that the change is laid out while it is off the screen; in
 * a part not yet rendered it was laid out when the part came on the screen, and moved what the visitor was reading
 * (CLS 0.15 scrolling a location page at 390 px in the week before a closure).
 */
export function Block({
  id,
  heading,
  filledOnLoad = false,
  children,
}: {
  id: string;
  heading: string;
  filledOnLoad?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.section aria-labelledby={id} className={filledOnLoad ? undefined : cx("block")} mb="10">
      <Heading as="h2" id={id} size="2xl" color="brand.800" mb="4">
        {heading}
      </Heading>
      {children}
    </chakra.section>
  );
}
