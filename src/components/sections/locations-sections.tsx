import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { hoursIn, useSiteData } from "../../hooks/use-site-data";
import { usePageLanguage } from "../../hooks/use-page-language";
import { formatHours } from "../../domain/hours";
import { locationPath } from "../../lib/locations";
import { addressLine, directionsTail, directionsUrl, embedUrl } from "../../lib/maps";
import { telHref } from "../../domain/phone";
import { MapEmbed } from "../ui/map-embed";
import { OpenStatus } from "../ui/open-status";
import { ButtonLink, TextAnchor, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment LocationsList on PagesJsonLocations {
    heading
    intro
    directionsLabel
    mapTitle
    pageLinkLabel
  }
`;

/** The page heading and one card per location: its page, address, phone, e-mail, hours, directions and map. */
export function LocationsList({ copy }: { copy: Queries.LocationsListFragment }) {
  const { business } = useSiteData();
  const { lang } = usePageLanguage();
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
            layerStyle="card.xl"
            overflow="hidden"
            bg="white"
          >
            <Box p="6">
              <Heading as="h2" id={`${location.id}-heading`} size="2xl" color="brand.800" mb="3">
                <TextLink to={locationPath(location.id)} tone="inherit">
                  {location.name}
                </TextLink>
              </Heading>
              <chakra.address fontStyle="normal" mb="2">
                {location.streetAddress}
                <br />
                {location.city}, {location.region} {location.postalCode}
              </chakra.address>
              <chakra.p>
                <TextAnchor href={telHref(location.phone)} tap fontWeight="bold">
                  {location.phone}
                </TextAnchor>
              </chakra.p>
              <chakra.p>
                <TextAnchor href={`mailto:${location.email}`} tap overflowWrap="anywhere">
                  {location.email}
                </TextAnchor>
              </chakra.p>
              <chakra.p color="page.muted" mt="1">
                {hoursIn(formatHours(location.openingHours), lang).join(" · ")}
              </chakra.p>
              <OpenStatus locationId={location.id} />
              <chakra.p>
                <TextLink to={locationPath(location.id)} tap fontWeight="semibold">
                  {fill(copy.pageLinkLabel, { location: location.name })}
                </TextLink>
              </chakra.p>
              <ButtonLink
                href={directionsUrl(location)}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="brand"
                mt="3"
              >
                {copy.directionsLabel}
                <chakra.span srOnly>{directionsTail(addressLine(location), lang)}</chakra.span>
              </ButtonLink>
            </Box>
            <MapEmbed src={embedUrl(location)} title={fill(copy.mapTitle, { location: location.name })} />
          </chakra.section>
        ))}
      </SimpleGrid>
    </Container>
  );
}
