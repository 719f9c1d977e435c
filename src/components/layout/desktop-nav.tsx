import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { Link } from "../../lib/data/types";
import { DATA } from "../../page-runtime/attributes";
import { CHROME } from "../../page-runtime/site-chrome";
import { ChevronDownIcon } from "../ui/icons";
import { useChromeWords } from "./chrome-words";
import { SiteLink } from "../ui/links";

type Dropdown = { id: string; label: string; items: readonly Link[] };

export type DesktopNavProps = {
  home: Link;
  dropdowns: readonly Dropdown[];
  contact: Link;
};

const itemStyles = {
  display: "flex",
  alignItems: "center",
  gap: "1",
  minH: "11",
  px: "2",
  borderRadius: "md",
  whiteSpace: "nowrap",
  fontWeight: "semibold",
  color: "page.text",
  _hover: { bg: "brand.subtle", color: "brand.fg" },
  "&[aria-current=page]": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "6px" },
} as const;

const MenuLink = chakra(GatsbyLink, {
  base: {
    display: "flex",
    alignItems: "center",
    minH: "11",
    px: "4",
    py: "2",
    color: "page.text",
    borderRadius: "md",
    whiteSpace: "nowrap",
    _hover: { bg: "brand.subtle", color: "brand.fg" },
    _focusVisible: { bg: "brand.subtle", color: "brand.fg" },
  },
});

/**
 * Disclosure dropdowns (the WAI navigation pattern): a button shows and hides a list of real links that is in the HTML
 * from the start. Click, Enter or Space toggle; arrow keys move through the links; Escape closes and returns focus to
 * the button; a click or the focus outside closes. That behaviour is page-runtime/site-chrome.ts's, for every page.
 * Until that script has started (or without JavaScript), the list shows while the pointer is over its item or the
 * focus inside it (the button, then each link with Tab), so every link is reachable. The list is hidden by this CSS,
 * not by the `hidden` attribute, which Chakra's reset hides with an !important no later rule can undo.
 */
function NavDropdown({ dropdown }: { dropdown: Dropdown }) {
  const listId = `nav-${dropdown.id}`;
  return (
    <Box
      as="li"
      position="relative"
      css={{
        "& > ul": { display: "none" },
        "& > [aria-expanded=true] + ul": { display: "block" },
        [`html:not([${DATA.chromeStarted}]) &:is(:hover, :focus-within) > ul`]: { display: "block" },
      }}
    >
      <chakra.button
        type="button"
        aria-expanded={false}
        aria-controls={listId}
        {...itemStyles}
        bg="transparent"
        cursor="pointer"
        _expanded={{ bg: "brand.subtle", "& svg": { transform: "rotate(180deg)" } }}
        css={{ "& svg": { transition: "transform 0.15s" } }}
      >
        {dropdown.label}
        <ChevronDownIcon />
      </chakra.button>
      <chakra.ul
        id={listId}
        position="absolute"
        top="100%"
        left="0"
        zIndex="dropdown"
        minW="64"
        mt="1"
        py="2"
        bg="white"
        layerStyle="card.lg"
        boxShadow="lg"
        listStyleType="none"
      >
        {dropdown.items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to}>{item.label}</MenuLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}

export function DesktopNav({ home, dropdowns, contact }: DesktopNavProps) {
  const words = useChromeWords();
  return (
    <chakra.nav aria-label={words.mainNav} {...{ [CHROME.disclosures]: "" }}>
      {/* Wraps to a second row where the screen is too narrow for every item (1024 px). */}
      <chakra.ul display="flex" flexWrap="wrap" alignItems="center" gap="1" listStyleType="none">
        <li>
          <SiteLink to={home.to} {...itemStyles}>
            {home.label}
          </SiteLink>
        </li>
        {dropdowns.map((dropdown) => (
          <NavDropdown key={dropdown.id} dropdown={dropdown} />
        ))}
        <li>
          <SiteLink to={contact.to} {...itemStyles}>
            {contact.label}
          </SiteLink>
        </li>
      </chakra.ul>
    </chakra.nav>
  );
}
