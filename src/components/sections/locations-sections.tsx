import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { addressLine, directionsUrl, embedUrl } from "../../lib/maps";
import { telHref } from "../../lib/phone";
import { MapEmbed } from "../ui/map-embed";
import { OpenStatus } from "../ui/open-status";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment LocationsList on PagesJsonLocations {
    heading
    intro
    directionsLabel
    mapTitle
  }
`;

const linkStyle = {
  color: "brand.fg",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  minH: "11",
  display: "inline-flex",
  alignItems: "center",
} as const;

/** The page heading and one card per location: address, phone, e-mail, hours, directions and map. */
export function LocationsList({ copy }: { copy: Queries.LocationsListFragment }) {
  const { business, hoursLines } = useSiteData();
  const fill = useFill();
  return (
    <Container maxW="7xl" py={{ base: "10", md: "14" }}>
      <PageTitle>{copy.heading}</PageTitle>
      <chakra.p mt="3" mb="8" fontSize="lg" color="page.muted">
        {fill(copy.intro)}
      </chakra.p>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        {business.locations.map((location) => (
          <chakra.section
            key={location.id}
            aria-labelledby={`${location.id}-heading`}
            borderWidth="1px"
            borderColor="page.line"
            borderRadius="xl"
            overflow="hidden"
            bg="white"
          >
            <Box p="6">
              <Heading as="h2" id={`${location.id}-heading`} size="2xl" color="brand.800" mb="3">
                {location.name}
              </Heading>
              <chakra.address fontStyle="normal" mb="2">
                {location.streetAddress}
                <br />
                {location.city}, {location.region} {location.postalCode}
              </chakra.address>
              <chakra.p>
                <chakra.a href={telHref(location.phone)} {...linkStyle} fontWeight="bold">
                  {location.phone}
                </chakra.a>
              </chakra.p>
              <chakra.p>
                <chakra.a href={`mailto:${location.email}`} {...linkStyle}>
                  {location.email}
                </chakra.a>
              </chakra.p>
              <chakra.p color="page.muted" mt="1">
                {hoursLines.join(" · ")}
              </chakra.p>
              <OpenStatus />
              <Button asChild type={undefined} colorPalette="brand" minH="11" mt="3">
                <a href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
                  {copy.directionsLabel}
                  <chakra.span srOnly> to {addressLine(location)} (opens in a new tab)</chakra.span>
                </a>
              </Button>
            </Box>
            <MapEmbed src={embedUrl(location)} title={fill(copy.mapTitle, { location: location.name })} />
          </chakra.section>
        ))}
      </SimpleGrid>
    </Container>
  );
}
