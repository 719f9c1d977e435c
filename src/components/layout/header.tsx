import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { chakra } from "@chakra-ui/react/styled-system";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { ButtonLink, CallButton, SiteLink } from "../ui/links";
import { OpenStatus } from "../ui/open-status";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { SiteNotice } from "./site-notice";

/**
 * Name, the estimator's call to action, phone and menus. On large screens the menu gets its own row, so no label wraps.
 * Rendered on the server only (static-chrome.tsx); its menus and open status work by page-runtime/site-chrome.ts, not React.
 */
export function Header() {
  const { business, navigation, groups, hoursLines, phoneHref } = useSiteData();
  const fill = useFill();
  return (
    <>
      <SiteNotice />
      <chakra.header
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="white"
        borderBottomWidth="1px"
        borderColor="page.line"
      >
        <Container maxW="7xl">
          <Flex align="center" gap="2" minH="16">
            <MobileMenu
              title={business.name}
              home={navigation.home}
              groups={groups.mobile}
              links={navigation.mobileLinks}
              actions={[
                { label: navigation.actions.getPrice, to: navigation.quote.to },
                { label: navigation.actions.requestService, to: navigation.contact.to },
              ]}
              call={{ label: fill(navigation.actions.call), href: phoneHref }}
            />
            <SiteLink
              to={navigation.home.to}
              fontWeight="extrabold"
              fontSize={{ base: "md", sm: "xl" }}
              color="brand.800"
              lineHeight="1.2"
              me="auto"
              minH="11"
              display="flex"
              alignItems="center"
            >
              {business.name}
            </SiteLink>
            <Box
              display={{ base: "none", md: "block" }}
              fontSize="sm"
              color="page.muted"
              textAlign="end"
              me="3"
              lineHeight="1.4"
            >
              <OpenStatus minH="1.4em" />
              {hoursLines.join(" · ")}
            </Box>
            <LanguageSwitch />
            <ButtonLink to={navigation.quote.to} size="sm-md" colorPalette="brand">
              {navigation.actions.getPrice}
            </ButtonLink>
            <CallButton size="sm-md" compact />
          </Flex>
          <Box display={{ base: "none", lg: "block" }} borderTopWidth="1px" borderColor="page.line" py="1">
            <DesktopNav
              home={navigation.home}
              dropdowns={[
                ...groups.desktop,
                ...(navigation.businessMenu ? [{ id: "business", ...navigation.businessMenu }] : []),
                { id: "about", ...navigation.aboutMenu },
              ]}
              contact={navigation.contact}
            />
          </Box>
        </Container>
      </chakra.header>
    </>
  );
}
