import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Grid } from "@chakra-ui/react/grid";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { CHROME, type OpenHours } from "../../page-runtime/site-chrome";
import { useSiteData, type SiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { longDate } from "../../domain/dates";
import type { Lang } from "../../domain/language";
import { spanishDayHours } from "../../domain/open-status-es";
import { spanishDate, spanishWeekday } from "../../domain/spanish";
import { usePageLanguage } from "../../hooks/use-page-language";
import { upperFirst } from "../../lib/price-pages";
import { formatTime, specialFor, type SpecialHours } from "../../domain/hours";
import { comingSpecial, usualWeek } from "../../lib/locations";
import { addressLine, directionsTail, directionsUrl, embedUrl } from "../../lib/maps";
import { telHref } from "../../domain/phone";
import { ButtonLink, CallButton, TextAnchor, TextLink } from "../ui/links";
import { MapEmbed } from "../ui/map-embed";
import { ClosureNotice, OpenStatus } from "../ui/open-status";
import { imageData, Picture } from "../ui/picture";
import { StorefrontIllustration } from "../ui/storefront-illustration";
import { Block } from "../ui/section";

export const fragment = graphql`
  fragment LocationCopy on PagesJsonLocation {
    heading
    intro
    linkLabel
    closureLabel
    contactHeading
    hoursHeading
    closuresHeading
    closuresNone
    closedLabel
    openLabel
    directionsLabel
    mapTitle
    findHeading
    bookingsHeading
    dropoff {
      title
      text
    }
    onSite {
      title
      text
      linkLabel
    }
    mailIn {
      title
      text
      linkLabel
    }
    servicesHeading
    townsHeading
    imageAlt
  }

  fragment LocationImage on SiteJsonLocations {
    id
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 800, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

export type Shop = SiteData["business"]["locations"][number];
/** Fills the page's copy with the shop's tokens (lib/locations.ts `locationCopyTokens`). */
type FillShop = (text: string, extra?: Record<string, string>) => string;

/** The shop's week and exceptions as the site chrome reads them (the same JSON as its open status). */
function useHoursJson(shop: Shop) {
  const { business, scheduleOf } = useSiteData();
  const hours: OpenHours = { schedule: scheduleOf(shop), offsets: business.timeZoneOffsets ?? undefined };
  return JSON.stringify(hours);
}

export type LocationHeroProps = {
  copy: Queries.LocationCopyFragment;
  shop: Shop;
  fill: FillShop;
  /** "Home" and the hub's name, for the breadcrumbs. */
  crumbs: ReadonlyArray<{ label: string; to: string }>;
  image: Queries.LocationImageFragment | undefined;
};

/** Breadcrumbs, the h1 naming the town, the open status, call / book / directions, and the storefront picture. */
export function LocationHero({ copy, shop, fill, crumbs, image }: LocationHeroProps) {
  const { navigation } = useSiteData();
  const photo = imageData(image?.image?.childImageSharp?.gatsbyImageData);
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <chakra.nav aria-label="Breadcrumb" fontSize="sm" mb="4" color="brand.100">
          <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <TextLink to={crumb.to} tone="inherit">
                  {crumb.label}
                </TextLink>{" "}
                /
              </li>
            ))}
            <li aria-current="page">{fill(copy.linkLabel)}</li>
          </chakra.ol>
        </chakra.nav>
        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 26rem)" }}
          gap={{ base: "8", lg: "12" }}
          alignItems="center"
        >
          <Box>
            <Heading as="h1" size="page" maxW="3xl">
              {fill(copy.heading)}
            </Heading>
            <chakra.p mt="3" fontSize={{ base: "lg", md: "xl" }} maxW="2xl" color="brand.50">
              {fill(copy.intro)}
            </chakra.p>
            {/* Two lines kept on a phone, where a closure's line wraps ("Closed today: Thanksgiving. Opens Friday 9am"):
                filled after the page has drawn, it must not push what follows down (CLS). */}
            <OpenStatus locationId={shop.id} onDark mt="4" fontSize="lg" minH={{ base: "3.2em", md: "1.6em" }} />
            <Flex gap="3" mt="5" wrap="wrap">
              <CallButton phone={shop.phone} label={fill(navigation.actions.call, { phone: shop.phone })} size="lg" />
              {shop.bookings.includes("dropoff") && (
                <ButtonLink
                  to={bookingHref(navigation.contact.to, { dropoff: shop.id })}
                  size="lg"
                  bg="white"
                  color="brand.800"
                  _hover={{ bg: "brand.50" }}
                >
                  {navigation.actions.requestService}
                </ButtonLink>
              )}
            </Flex>
          </Box>
          {/* The drawing stands in for a photo on wide screens; on a phone the address and hours come first. */}
          <Box
            borderRadius="xl"
            overflow="hidden"
            maxW={{ base: "28rem", lg: "none" }}
            bg="brand.50"
            display={photo ? undefined : { base: "none", md: "block" }}
          >
            {photo ? (
              <Picture image={photo} alt={image?.imageAlt ?? fill(copy.imageAlt)} priority />
            ) : (
              <StorefrontIllustration />
            )}
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

/** "Thursday, November 26, 2026", or "December 24, 2026 to December 26, 2026" for several days (in `lang`). */
function datesOf(special: SpecialHours, lang: Lang) {
  const long = (iso: string) =>
    (lang === "es" ? spanishDate : longDate)(new Date(`${iso}T12:00:00Z`), { weekday: true });
  return (
    <>
      <time dateTime={special.date}>{long(special.date)}</time>
      {special.through && special.through !== special.date && (
        <>
          {" - "}
          <time dateTime={special.through}>{long(special.through)}</time>
        </>
      )}
    </>
  );
}

export type LocationDetailsProps = {
  copy: Queries.LocationCopyFragment;
  reviewsCopy: { profileLabel: string; leaveLabel: string };
  shop: Shop;
  fill: FillShop;
  /** The build's date in the shop's time zone: the closures listed are those not yet over then. */
  today: string;
};

/**
 * Address, phone, e-mail (and the shop's Google links when set), this week's hours (the site chrome marks today and
 * fills in the week's exceptions), the coming closures, and the map with directions and how to find the shop.
 */
export function LocationDetails({ copy, reviewsCopy, shop, fill, today }: LocationDetailsProps) {
  const { business } = useSiteData();
  const { lang } = usePageLanguage();
  const hoursJson = useHoursJson(shop);
  const closures = comingSpecial(specialFor(business.specialHours ?? [], shop.id), today);
  const google = [
    ...(shop.googleProfileUrl ? [{ href: shop.googleProfileUrl, label: reviewsCopy.profileLabel }] : []),
    ...(shop.googleReviewUrl ? [{ href: shop.googleReviewUrl, label: reviewsCopy.leaveLabel }] : []),
  ];
  return (
    <Container maxW="7xl" pt={{ base: "8", md: "10" }}>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap={{ base: "0", lg: "12" }}>
        <Box>
          <Block id="contact-heading" heading={fill(copy.contactHeading)}>
            <chakra.address fontStyle="normal" fontSize="lg" mb="2">
              {shop.streetAddress}
              <br />
              {shop.city}, {shop.region} {shop.postalCode}
            </chakra.address>
            <chakra.ul listStyleType="none">
              <li>
                <TextAnchor href={telHref(shop.phone)} tap fontWeight="bold">
                  {shop.phone}
                </TextAnchor>
              </li>
              <li>
                <TextAnchor href={`mailto:${shop.email}`} tap overflowWrap="anywhere">
                  {shop.email}
                </TextAnchor>
              </li>
              {google.map((link) => (
                <li key={link.href}>
                  <TextAnchor href={link.href} tap>
                    {link.label}
                  </TextAnchor>
                </li>
              ))}
            </chakra.ul>
          </Block>
          <Block id="hours-heading" heading={fill(copy.hoursHeading)} filledOnLoad>
            {/* Beside the week it changes, below a phone's first screen: shown as the chrome starts, in a block
                rendered with the page (filledOnLoad), it moves no part of the screen the visitor sees (the hero's
                status line says today's). */}
            <ClosureNotice locationId={shop.id} label={fill(copy.closureLabel)} mb="6" />
            <chakra.table
              aria-labelledby="hours-heading"
              w="full"
              maxW="28rem"
              borderCollapse="collapse"
              css={{
                "& th, & td": {
                  textAlign: "start",
                  py: "2",
                  px: "3",
                  borderBottomWidth: "1px",
                  borderColor: "page.line",
                },
                // The days' column as wide as its longest name, the hours' the rest, whatever their words: the
                // browser's week (a closure's "Closed (Thanksgiving)", today's hours in bold) moves no cell.
                "& th": { fontWeight: "normal", width: "1%", whiteSpace: "nowrap" },
                "& tr[aria-current=date]": {
                  bg: "brand.50",
                  fontWeight: "bold",
                  boxShadow: "inset 4px 0 0 {colors.brand.600}",
                },
              }}
              {...{ [CHROME.weekHours]: hoursJson }}
            >
              <tbody>
                {usualWeek(shop.openingHours).map(({ day, hours, text }) => (
                  <tr key={day}>
                    <th scope="row">{lang === "es" ? upperFirst(spanishWeekday(day)) : day}</th>
                    <td>{lang === "es" ? spanishDayHours(hours) : text}</td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Block>
          <Block id="closures-heading" heading={fill(copy.closuresHeading)}>
            {closures.length ? (
              <chakra.ul listStyleType="none">
                {closures.map((special) => (
                  <chakra.li key={special.date} py="2" borderBottomWidth="1px" borderColor="page.line">
                    <chakra.span display="block" fontWeight="semibold">
                      {datesOf(special, lang)}
                    </chakra.span>
                    {special.opens && special.closes
                      ? fill(copy.openLabel, { hours: `${formatTime(special.opens)}-${formatTime(special.closes)}` })
                      : fill(copy.closedLabel)}{" "}
                    ({special.reason})
                  </chakra.li>
                ))}
              </chakra.ul>
            ) : (
              <chakra.p>{fill(copy.closuresNone)}</chakra.p>
            )}
          </Block>
        </Box>
        <Box>
          <Block id="find-heading" heading={fill(copy.findHeading)}>
            <Box layerStyle="card.xl" overflow="hidden" mb="4">
              <MapEmbed src={embedUrl(shop)} title={fill(copy.mapTitle)} />
            </Box>
            <chakra.p mb="4">{shop.directions}</chakra.p>
            <ButtonLink href={directionsUrl(shop)} target="_blank" rel="noopener noreferrer" colorPalette="brand">
              {copy.directionsLabel}
              <chakra.span srOnly>{directionsTail(addressLine(shop), lang)}</chakra.span>
            </ButtonLink>
          </Block>
        </Box>
      </Grid>
    </Container>
  );
}

export type LocationOffersProps = {
  copy: Queries.LocationCopyFragment;
  shop: Shop;
  fill: FillShop;
  /** The reviews that name this shop (Reviews), if any. */
  reviews?: ReactNode;
};

/** How a device gets to this shop, the services it offers (by menu group), the towns it serves, and its reviews. */
export function LocationOffers({ copy, shop, fill, reviews }: LocationOffersProps) {
  const { navigation, groups } = useSiteData();
  const ways = [
    shop.bookings.includes("dropoff") && {
      id: "dropoff",
      ...copy.dropoff,
      link: { to: bookingHref(navigation.contact.to, { dropoff: shop.id }), label: navigation.actions.requestService },
    },
    shop.bookings.includes("on-site") && {
      id: "on-site",
      ...copy.onSite,
      link: {
        to: bookingHref(navigation.contact.to, { dropoff: "on-site", location: shop.id }),
        label: copy.onSite.linkLabel,
      },
    },
    shop.bookings.includes("mail-in") && {
      id: "mail-in",
      ...copy.mailIn,
      link: { to: "/mail-in-repair/", label: copy.mailIn.linkLabel },
    },
  ].filter((way) => way !== false);
  return (
    <Container maxW="7xl">
      <Block id="bookings-heading" heading={fill(copy.bookingsHeading)}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: ways.length }} gap="4">
          {ways.map((way) => (
            <chakra.li
              key={way.id}
              p="5"
              bg="page.alt"
              layerStyle="card.lg"
              display="flex"
              flexDirection="column"
              alignItems="flex-start"
            >
              <Heading as="h3" size="lg" color="brand.800" mb="2">
                {fill(way.title)}
              </Heading>
              <chakra.p mb="3" flex="1">
                {fill(way.text)}
              </chakra.p>
              {way.link.label && (
                <TextLink to={way.link.to} tap fontWeight="semibold">
                  {fill(way.link.label)}
                </TextLink>
              )}
            </chakra.li>
          ))}
        </SimpleGrid>
      </Block>
      <Block id="services-heading" heading={fill(copy.servicesHeading)}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {groups.all
            .filter((group) => group.items.length)
            .map((group) => (
              <Box key={group.id}>
                <Heading as="h3" size="md" color="brand.800" mb="1">
                  {group.label}
                </Heading>
                <chakra.ul listStyleType="none">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <TextLink to={item.to} tap>
                        {item.label}
                      </TextLink>
                    </li>
                  ))}
                </chakra.ul>
              </Box>
            ))}
        </SimpleGrid>
      </Block>
      <Block id="towns-heading" heading={fill(copy.townsHeading)}>
        <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none">
          {shop.servedTowns.map((town) => (
            <chakra.li key={town} px="3" py="1" bg="brand.50" borderRadius="full" color="brand.800">
              {town}, {shop.region}
            </chakra.li>
          ))}
        </chakra.ul>
      </Block>
      {reviews}
    </Container>
  );
}
