import { chakra } from "@chakra-ui/react/styled-system";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { iconButtonStyles } from "../ui/icon-button-styles";
import { MenuIcon } from "../ui/icons";
import type { MobileMenuProps } from "./mobile-menu-drawer";

// The drawer, accordion and focus trap are only needed once someone opens the menu, so
// they are a separate chunk, fetched when the button is pointed at, focused or pressed.
const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu button of small screens and, once used, its sheet. */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const finalFocusEl = useCallback(() => buttonRef.current, []);
  return (
    <>
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        {...iconButtonStyles}
        display={{ base: "inline-flex", lg: "none" }}
      >
        <MenuIcon />
      </chakra.button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer {...props} open={open} onOpenChange={setOpen} finalFocusEl={finalFocusEl} />
        </Suspense>
      )}
    </>
  );
}
