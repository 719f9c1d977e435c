import { Accordion } from "@chakra-ui/react/accordion";
import { Drawer } from "@chakra-ui/react/drawer";
import { Portal } from "@chakra-ui/react/portal";
import { chakra } from "@chakra-ui/react/styled-system";
import { Link as GatsbyLink } from "gatsby";
import type { Link } from "../../lib/data/types";
import type { MenuGroup } from "../../lib/navigation";
import { accordionSlotRecipe } from "../../theme/slot-recipes/accordion";
import { drawerSlotRecipe } from "../../theme/slot-recipes/drawer";
import { IconButton } from "../ui/icon-button";
import { ChevronDownIcon, CloseIcon } from "../ui/icons";

export type MobileMenuProps = {
  title: string;
  home: Link;
  groups: readonly MenuGroup[];
  links: readonly Link[];
};

export type MobileMenuDrawerProps = MobileMenuProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the sheet closes: the menu button. */
  finalFocusEl: () => HTMLElement | null;
};

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

/**
 * The mobile menu's sheet from the left with an accordion of the menu groups (several
 * may be open at once). Chakra's drawer keeps focus inside while it is open and gives it
 * back to the menu button when it closes; choosing a link closes it. Loaded on first use.
 */
export default function MobileMenuDrawer({
  title,
  home,
  groups,
  links,
  open,
  onOpenChange,
  finalFocusEl,
}: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      placement="start"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" py="3" px="4">
              <Drawer.Title fontSize="lg" fontWeight="bold">
                {title}
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <IconButton type="button" aria-label="Close menu">
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="2" pb="6">
              <chakra.nav aria-label="Mobile">
                <MenuLink to={home.to} onClick={close}>
                  {home.label}
                </MenuLink>
                <Accordion.Root recipe={accordionSlotRecipe} multiple collapsible variant="plain">
                  {groups.map((group) => (
                    <Accordion.Item key={group.id} value={group.id}>
                      <Accordion.ItemTrigger minH="11" px="4" fontWeight="semibold" cursor="pointer">
                        <chakra.span flex="1" textAlign="start">
                          {group.label}
                        </chakra.span>
                        <Accordion.ItemIndicator>
                          <ChevronDownIcon />
                        </Accordion.ItemIndicator>
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody py="0" ps="3">
                          <chakra.ul listStyleType="none">
                            {group.items.map((item) => (
                              <li key={item.to}>
                                <MenuLink to={item.to} onClick={close} fontWeight="normal">
                                  {item.label}
                                </MenuLink>
                              </li>
                            ))}
                          </chakra.ul>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
                {links.map((link) => (
                  <MenuLink key={link.to} to={link.to} onClick={close}>
                    {link.label}
                  </MenuLink>
                ))}
              </chakra.nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
