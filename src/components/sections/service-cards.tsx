import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { SiteLink } from "../ui/links";

export type ServiceCard = { label: string; path: string; summary: string };

/** A grid of services, each card one link to its page. */
export function ServiceCards({
  services,
  headingLevel = "h3",
}: {
  services: readonly ServiceCard[];
  headingLevel?: "h3" | "h4";
}) {
  return (
    // Fewer cards than columns share the row between them: a group of one card is a full row, not a card and two gaps.
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: Math.min(2, services.length), lg: Math.min(3, services.length) }}
      gap="4"
    >
      {services.map((service) => (
        <chakra.li key={service.path} display="flex">
          <SiteLink
            to={service.path}
            display="block"
            w="full"
            p="5"
            bg="white"
            layerStyle="card.lg"
            _hover={{ borderColor: "brand.400", boxShadow: "md" }}
          >
            <Heading as={headingLevel} size="md" color="brand.fg" mb="1">
              {service.label}
            </Heading>
            <chakra.p color="page.muted" fontSize="sm">
              {service.summary}
            </chakra.p>
          </SiteLink>
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}
