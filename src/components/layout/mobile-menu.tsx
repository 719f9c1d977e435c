import { chakra, useSlotRecipe } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { Link } from "../../lib/data/types";
import type { MenuGroup } from "../../lib/navigation";
import { CHROME } from "../../page-runtime/site-chrome";
import { accordionSlotRecipe } from "../../theme/slot-recipes/accordion";
import { drawerSlotRecipe } from "../../theme/slot-recipes/drawer";
import { IconButton } from "../ui/icon-button";
import { useChromeWords } from "./chrome-words";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";

export type MobileMenuProps = {
  title: string;
  home: Link;
  groups: readonly MenuGroup[];
  links: readonly Link[];
  /** The actions at the sheet's foot, in the words of navigation.json's actions ("Get a price", "Request service"). */
  actions: readonly Link[];
  /** The call link's words with the number ("Call (704) 555-0142") and its tel: address. */
  call: { label: string; href: string };
};

const SHEET_ID = "mobile-menu";
const TITLE_ID = "mobile-menu-title";

const menuLinkStyles = {
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
};

const MenuLink = chakra(GatsbyLink, menuLinkStyles);
const MenuAnchor = chakra("a", menuLinkStyles);

/**
 * The sheet's links: the menu groups as native disclosures (several may be open at once), no JavaScript needed, styled
 * by the theme's accordion recipe (`plain`).
 */
function MenuLinks({ home, groups, links, actions, call }: Omit<MobileMenuProps, "title">) {
  const styles = useSlotRecipe({ recipe: accordionSlotRecipe })({ variant: "plain" });
  return (
    <>
      <MenuLink to={home.to}>{home.label}</MenuLink>
      {groups.map((group) => (
        <chakra.details key={group.id} css={styles.item}>
          <chakra.summary css={styles.itemTrigger}>
            <chakra.span flex="1">{group.label}</chakra.span>
            <chakra.span css={styles.itemIndicator}>
              <ChevronDownIcon />
            </chakra.span>
          </chakra.summary>
          <chakra.ul css={styles.itemContent}>
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
      <chakra.div mt="3" pt="3" borderTopWidth="1px" borderColor="page.line">
        {actions.map((link) => (
          <MenuLink key={link.to} to={link.to} color="brand.fg">
            {link.label}
          </MenuLink>
        ))}
        <MenuAnchor href={call.href} color="brand.fg">
          {call.label}
        </MenuAnchor>
      </chakra.div>
    </>
  );
}

/**
 * The menu button of small screens and its sheet: a native modal <dialog> in the server HTML, so a tap opens it at once
 * with nothing to download or render. The browser makes the page behind it inert, closes it on Escape and gives focus
 * back to the button; the button opens it by the HTML's invoker command, before any script has run. Choosing a link, a
 * tap beside the sheet and Tab at its ends: page-runtime/site-chrome.ts, for every page.
 */
export function MobileMenu({ title, ...links }: MobileMenuProps) {
  const words = useChromeWords();
  // The theme's drawer recipe (theme/slot-recipes/drawer.ts) on the native <dialog>: from the left, 20rem at most.
  const sheet = useSlotRecipe({ recipe: drawerSlotRecipe })({ placement: "start", size: "xs" });
  return (
    <>
      {/* asChild: the invoker attributes, unknown to Chakra's prop filter, go on the <button> as written. */}
      <IconButton asChild display={{ base: "inline-flex", lg: "none" }}>
        <button
          type="button"
          aria-label={words.openMenu}
          aria-haspopup="dialog"
          aria-controls={SHEET_ID}
          // Invoker commands (HTML): the browser opens the sheet on its own where it can, before hydration too, and
          // tells assistive technology whether it is open (so no aria-expanded, which the HTML standard forbids here).
          {...{ command: "show-modal", commandfor: SHEET_ID }}
        >
          <MenuIcon />
        </button>
      </IconButton>
      <chakra.dialog
        id={SHEET_ID}
        aria-labelledby={TITLE_ID}
        {...{ [CHROME.sheet]: "" }}
        css={{ ...sheet.content, _backdrop: sheet.backdrop }}
      >
        <chakra.div css={sheet.header}>
          <chakra.h2 id={TITLE_ID} css={sheet.title}>
            {title}
          </chakra.h2>
          <IconButton asChild>
            <button type="button" aria-label={words.closeMenu} {...{ command: "close", commandfor: SHEET_ID }}>
              <CloseIcon />
            </button>
          </IconButton>
        </chakra.div>
        <chakra.nav aria-label={words.mobileNav} css={sheet.body}>
          <MenuLinks {...links} />
        </chakra.nav>
      </chakra.dialog>
    </>
  );
}
