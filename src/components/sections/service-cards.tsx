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
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {services.map((service) => (
        <chakra.li key={service.path} display="flex">
          <SiteLink
            to={service.path}
            display="block"
            w="full"
            p="5"
            bg="white"
            borderWidth="1px"
            borderColor="page.line"
            borderRadius="lg"
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
