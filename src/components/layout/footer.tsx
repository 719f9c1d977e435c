import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import type { Link } from "../../lib/data/types";
import { locationPath } from "../../lib/locations";
import { classNames } from "../../theme/static/class-names";
import { TextLink } from "../ui/links";
import { useChromeWords } from "./chrome-words";
import { OpenStatus } from "../ui/open-status";

const cx = classNames("ly");

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.h2 fontSize="md" fontWeight="bold" color="white" mb="2">
        {heading}
      </chakra.h2>
      {children}
    </Box>
  );
}

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <chakra.ul listStyleType="none">
      {links.map((link) => (
        <li key={link.to}>
          <TextLink to={link.to} tone="onDark" tap>
            {link.label}
          </TextLink>
        </li>
      ))}
    </chakra.ul>
  );
}

/**
 * Contact, link columns, each shop's page, hours with the open status (page-runtime/site-chrome.ts fills it). Rendered on
 * the server only.
 */
export function Footer() {
  const { business, navigation, groups, hoursLines, phoneHref, buildYear } = useSiteData();
  const words = useChromeWords();
  const footerGroups = navigation.footer.groups.map((id) => groups.byId(id)).filter((g) => g !== undefined);
  return (
    <chakra.footer className={cx("footer")} layerStyle="dark" color="page.onDarkMuted" mt="16">
      <Container maxW="7xl" py="12">
        {/* Two columns from the narrowest phone: one was 1,480 px of links at 390 px, a quarter of a price page. */}
        <SimpleGrid columns={{ base: 2, lg: 6 }} gap={{ base: "6", md: "8" }}>
          <Column heading={words.contact}>
            <chakra.a
              href={phoneHref}
              display="inline-flex"
              alignItems="center"
              minH="11"
              color="white"
              fontWeight="bold"
              fontSize="lg"
            >
              {business.phone}
            </chakra.a>
            <LinkList links={navigation.footer.contactLinks} />
          </Column>
          {footerGroups.map((group) => (
            <Column key={group.id} heading={group.label}>
              <LinkList links={group.items} />
            </Column>
          ))}
          <Column heading={words.locations}>
            <LinkList
              links={business.locations.map((location) => ({ label: location.name, to: locationPath(location.id) }))}
            />
          </Column>
          <Column heading={navigation.footer.legal.label}>
            <LinkList links={navigation.footer.legal.items} />
          </Column>
          <Column heading={words.hours}>
            <OpenStatus onDark py="1" />
            {hoursLines.map((line) => (
              <chakra.p key={line} py="1">
                {line}
              </chakra.p>
            ))}
          </Column>
        </SimpleGrid>
        <Box
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          mt="10"
          pt="6"
          display="flex"
          flexWrap="wrap"
          gap="4"
          justifyContent="space-between"
          alignItems="center"
        >
          <chakra.p>
            © {buildYear} {business.name}. {words.rights}
          </chakra.p>
          <TextLink to={navigation.footer.sitemap.to} tone="onDark" tap>
            {navigation.footer.sitemap.label}
          </TextLink>
        </Box>
      </Container>
    </chakra.footer>
  );
}
