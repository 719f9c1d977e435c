import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { Link } from "../../lib/data/types";
import type { MenuGroup } from "../../lib/navigation";
import { IconButton } from "../ui/icon-button";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";
import { StaticRegion } from "../ui/static-region";

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

/** The focusable elements of the sheet that are showing (links inside a closed group are not). */
const focusables = (sheet: HTMLElement) =>
  Array.from(sheet.querySelectorAll<HTMLElement>("button, summary, a[href]")).filter(
    (el) => el.getClientRects().length > 0,
  );

/**
 * The menu button of small screens and its sheet. The sheet is a native modal <dialog> in the server HTML, its links a
 * static region (no hydration work), so a tap opens it at once with nothing to download or render: the browser makes
 * the page behind it inert, closes it on Escape and gives focus back to the button. Where the browser supports
 * invoker commands the button opens it even before the page's JavaScript has run. Choosing a link closes it.
 */
export function MobileMenu({ title, ...links }: MobileMenuProps) {
  const sheet = useRef<HTMLDialogElement>(null);
  const close = () => sheet.current?.close();

  const onSheetClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("a[href]")) return close();
    // A click on the backdrop lands on the dialog itself, outside its box.
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (target === event.currentTarget && !inside) close();
  };

  // Tab and Shift+Tab go round the sheet, instead of out to the browser's own controls.
  const onSheetKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const all = focusables(event.currentTarget);
    const edge = event.shiftKey ? all[0] : all[all.length - 1];
    if (document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? all[all.length - 1] : all[0])?.focus();
    }
  };

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
          onClick={() => {
            if (!sheet.current?.open) sheet.current?.showModal();
          }}
        >
          <MenuIcon />
        </button>
      </IconButton>
      <Sheet ref={sheet} id={SHEET_ID} aria-labelledby={TITLE_ID} onClick={onSheetClick} onKeyDown={onSheetKeyDown}>
        <chakra.div display="flex" alignItems="center" justifyContent="space-between" py="3" px="4">
          <chakra.h2 id={TITLE_ID} fontSize="lg" fontWeight="bold">
            {title}
          </chakra.h2>
          <IconButton asChild>
            <button
              type="button"
              aria-label="Close menu"
              {...{ command: "close", commandfor: SHEET_ID }}
              onClick={close}
            >
              <CloseIcon />
            </button>
          </IconButton>
        </chakra.div>
        <StaticRegion as="nav" aria-label="Mobile" flex="1" overflowY="auto" px="2" pb="6">
          <MenuLinks {...links} />
        </StaticRegion>
      </Sheet>
    </>
  );
}
