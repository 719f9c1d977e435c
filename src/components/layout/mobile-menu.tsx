import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { Link } from "../../lib/data/types";
import type { MenuGroup } from "../../lib/navigation";
import { CHROME } from "../../browser/site-chrome";
import { IconButton } from "../ui/icon-button";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";

export type MobileMenuProps = {
  title: string;
  home: Link;
  groups: readonly MenuGroup[];
  links: readonly Link[];
};

const SHEET_ID = "mobile-menu";
const TITLE_ID = "mobile-menu-title";

/** The sheet: a native modal <dialog> on the left edge, full height, that slides in. */
const Sheet = chakra("dialog", {
  base: {
    position: "fixed",
    insetBlock: "0",
    insetInlineStart: "0",
    insetInlineEnd: "auto",
    m: "0",
    p: "0",
    border: "0",
    w: "min(20rem, 85vw)",
    maxW: "100%",
    h: "100dvh",
    maxH: "100dvh",
    bg: "white",
    color: "page.text",
    boxShadow: "lg",
    flexDirection: "column",
    _open: {
      display: "flex",
      animationName: "slide-from-left-full",
      animationDuration: "0.25s",
      animationTimingFunction: "ease-out",
    },
    "@media (prefers-reduced-motion: reduce)": { animationName: "none" },
    // ::backdrop inherits no custom properties in older browsers: a plain color.
    _backdrop: { bg: "rgba(0, 0, 0, 0.5)" },
  },
});

const MenuLink = chakra(GatsbyLink, {
  base: {
    display: "flex",
    alignItems: "center",
    minH: "11",
    px: "4",
    fontWeight: "semibold",
    color: "page.text",
    borderRadius: "md",
    _hover: { bg: "brand.subtle" },
    "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle" },
  },
});

/** The sheet's links: the menu groups as native disclosures (several may be open at once), no JavaScript needed. */
function MenuLinks({ home, groups, links }: Omit<MobileMenuProps, "title">) {
  return (
    <>
      <MenuLink to={home.to}>{home.label}</MenuLink>
      {groups.map((group) => (
        <chakra.details key={group.id} css={{ "&[open] .menu-chevron": { transform: "rotate(180deg)" } }}>
          <chakra.summary
            display="flex"
            alignItems="center"
            minH="11"
            px="4"
            fontWeight="semibold"
            cursor="pointer"
            borderRadius="md"
            listStyleType="none"
            _hover={{ bg: "brand.subtle" }}
            css={{ "&::-webkit-details-marker": { display: "none" } }}
          >
            <chakra.span flex="1">{group.label}</chakra.span>
            <chakra.span className="menu-chevron" display="flex" transition="transform 0.15s" color="brand.fg">
              <ChevronDownIcon />
            </chakra.span>
          </chakra.summary>
          <chakra.ul listStyleType="none" ps="3">
            {group.items.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} fontWeight="normal">
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.details>
      ))}
      {links.map((link) => (
        <MenuLink key={link.to} to={link.to}>
          {link.label}
        </MenuLink>
      ))}
    </>
  );
}

/**
 * The menu button of small screens and its sheet: a native modal <dialog> in the server HTML, so a tap opens it at once
 * with nothing to download or render. The browser makes the page behind it inert, closes it on Escape and gives focus
 * back to the button; the button opens it by the HTML's invoker command, before any script has run. Choosing a link, a
 * tap beside the sheet and Tab at its ends: browser/site-chrome.ts, for every page.
 */
export function MobileMenu({ title, ...links }: MobileMenuProps) {
  return (
    <>
      {/* asChild: the invoker attributes, unknown to Chakra's prop filter, go on the <button> as written. */}
      <IconButton asChild display={{ base: "inline-flex", lg: "none" }}>
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-controls={SHEET_ID}
          // Invoker commands (HTML): the browser opens the sheet on its own where it can, before hydration too, and
          // tells assistive technology whether it is open (so no aria-expanded, which the HTML standard forbids here).
          {...{ command: "show-modal", commandfor: SHEET_ID }}
        >
          <MenuIcon />
        </button>
      </IconButton>
      <Sheet id={SHEET_ID} aria-labelledby={TITLE_ID} {...{ [CHROME.sheet]: "" }}>
        <chakra.div display="flex" alignItems="center" justifyContent="space-between" py="3" px="4">
          <chakra.h2 id={TITLE_ID} fontSize="lg" fontWeight="bold">
            {title}
          </chakra.h2>
          <IconButton asChild>
            <button type="button" aria-label="Close menu" {...{ command: "close", commandfor: SHEET_ID }}>
              <CloseIcon />
            </button>
          </IconButton>
        </chakra.div>
        <chakra.nav aria-label="Mobile" flex="1" overflowY="auto" px="2" pb="6">
          <MenuLinks {...links} />
        </chakra.nav>
      </Sheet>
    </>
  );
}
