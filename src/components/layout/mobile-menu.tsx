import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { IconButton } from "../ui/icon-button";
import { MenuIcon } from "../ui/icons";
import type { MobileMenuProps } from "./mobile-menu-drawer";

// The drawer, accordion and focus trap are only needed once someone opens the menu, so
// they are a separate chunk (not part of first-load JS). It is fetched when the browser is
// idle after load, so the first tap does not wait for a download, and at the latest when
// the button is pointed at, focused or pressed. webpack hands every caller the same promise.
const loadDrawer = () => import(/* webpackChunkName: "mobile-menu" */ "./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);

/** Fetches the drawer chunk once the page has loaded and the main thread is idle, if the button is shown. */
function usePrefetchWhenIdle(button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const prefetch = () => {
      // display: none (wide screens) has no offsetParent: nobody can tap the button there.
      if (button.current?.offsetParent) loadDrawer().catch(() => {}); // a failed fetch is tried again on tap
    };
    const schedule = () => {
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
      else timer = window.setTimeout(prefetch, 1000);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [button]);
}

/** The menu button of small screens and, once used, its sheet. */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const finalFocusEl = useCallback(() => buttonRef.current, []);
  usePrefetchWhenIdle(buttonRef);
  return (
    <>
      <IconButton
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
        display={{ base: "inline-flex", lg: "none" }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer {...props} open={open} onOpenChange={setOpen} finalFocusEl={finalFocusEl} />
        </Suspense>
      )}
    </>
  );
}
