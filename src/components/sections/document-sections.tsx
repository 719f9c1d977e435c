import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { humanDate } from "../../domain/dates";
import { CheckList } from "../ui/check-list";
import { PageTitle } from "../ui/page-title";
import { RichText } from "../ui/rich-text";
import { classNames } from "../../theme/static/class-names";

const cx = classNames("ly");

export const fragment = graphql`
  fragment DocumentHeader on DocumentsJson {
    heading
    intro
    updated
  }

  fragment DocumentBody on DocumentsJson {
    sections {
      id
      heading
      paragraphs
      items
    }
  }
`;

/** The shaded header: heading, last-updated date and intro. */
export function DocumentHeader({ doc }: { doc: Queries.DocumentHeaderFragment }) {
  const fill = useFill();
  return (
    <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <PageTitle>{fill(doc.heading)}</PageTitle>
        {doc.updated && (
          <chakra.p mt="2" color="page.muted">
            Last updated <time dateTime={doc.updated}>{humanDate(doc.updated)}</time>
          </chakra.p>
        )}
        <chakra.p mt="4" fontSize="lg">
          <RichText text={doc.intro} />
        </chakra.p>
      </Container>
    </Box>
  );
}

/**
 * The titled sections, each rendered near the screen: paragraphs and an optional check list each, their links made
 * links (RichText).
 */
export function DocumentBody({ doc }: { doc: Queries.DocumentBodyFragment }) {
  const fill = useFill();
  return (
    <Container maxW="4xl" py={{ base: "10", md: "14" }}>
      {doc.sections.map((section) => (
        <chakra.section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={cx("block")}
          mb="10"
        >
          <Heading as="h2" id={`${section.id}-heading`} size="2xl" color="brand.800" mb="3">
            {fill(section.heading)}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <chakra.p key={paragraph} mb="4">
              <RichText text={paragraph} />
            </chakra.p>
          ))}
          {section.items && section.items.length > 0 && (
            <CheckList items={section.items} render={(item) => <RichText text={item} />} />
          )}
        </chakra.section>
      ))}
    </Container>
  );
}
