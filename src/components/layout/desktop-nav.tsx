import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { Link } from "../../lib/data/types";
import { ChevronDownIcon } from "../ui/icons";
import { SiteLink } from "../ui/links";
import { StaticRegion } from "../ui/static-region";

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
  px: "3",
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
 * Disclosure dropdowns (the WAI navigation pattern): a button toggles a list of real
 * links that is in the HTML from the start. Click, Enter or Space toggle; arrow keys
 * move through the links; Escape closes and returns focus to the button.
 */
function NavDropdown({
  dropdown,
  open,
  onToggle,
  onClose,
}: {
  dropdown: Dropdown;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `nav-${dropdown.id}`;

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const target = event.key === "ArrowDown" ? 0 : -1;
      if (open) focusLink(target);
      else {
        onToggle();
        requestAnimationFrame(() => focusLink(target));
      }
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  };

  return (
    <Box
      as="li"
      position="relative"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
        {...itemStyles}
        bg={open ? "brand.subtle" : "transparent"}
        cursor="pointer"
      >
        {dropdown.label}
        <ChevronDownIcon style={{ transform: open ? "rotate(180deg)" : undefined, transition: "transform 0.15s" }} />
      </chakra.button>
      {/* The links themselves need no JavaScript: the list is shown, hidden and walked by keys from here. */}
      <StaticRegion
        as="ul"
        ref={listRef}
        id={listId}
        onClick={(event: MouseEvent) => {
          if ((event.target as HTMLElement).closest("a")) onClose();
        }}
        hidden={!open}
        onKeyDown={onListKeyDown}
        position="absolute"
        top="100%"
        left="0"
        zIndex="dropdown"
        minW="64"
        mt="1"
        py="2"
        bg="white"
        borderWidth="1px"
        borderColor="page.line"
        borderRadius="lg"
        boxShadow="lg"
        listStyleType="none"
      >
        {dropdown.items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to}>{item.label}</MenuLink>
          </li>
        ))}
      </StaticRegion>
    </Box>
  );
}

export function DesktopNav({ home, dropdowns, contact }: DesktopNavProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenId(null), []);

  // A click or focus outside the menu closes the open dropdown.
  useEffect(() => {
    if (!openId) return;
    const onOutside = (event: Event) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [openId, close]);

  return (
    <chakra.nav ref={navRef} aria-label="Main">
      <chakra.ul display="flex" alignItems="center" gap="1" listStyleType="none">
        <li>
          <SiteLink to={home.to} {...itemStyles}>
            {home.label}
          </SiteLink>
        </li>
        {dropdowns.map((dropdown) => (
          <NavDropdown
            key={dropdown.id}
            dropdown={dropdown}
            open={openId === dropdown.id}
            onToggle={() => setOpenId((current) => (current === dropdown.id ? null : dropdown.id))}
            onClose={close}
          />
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
