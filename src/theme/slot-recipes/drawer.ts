import { defineSlotRecipe } from "@chakra-ui/react/styled-system";

/**
 * Chakra 3.37's drawer recipe, ejected and cut down to what the site renders: the mobile menu's sheet, a native modal
 * <dialog> (layout/mobile-menu.tsx), so that it opens before any script runs. Chakra's slots map onto it:
 * - `content` is the <dialog> itself, fixed to its edge of the viewport (Chakra's `positioner` does that for a div);
 * - `backdrop` is the dialog's ::backdrop (the component puts it under `_backdrop`);
 * - `header`, `title`, `body`, `closeTrigger` as Chakra's.
 * Kept from Chakra: the slots' roles, the `start`/`end` placements with their slide animations, the `xs` size. Ours:
 * a width that leaves the page's edge in view on a phone, the whole height, no fade (the slide is enough), and no
 * animation for a visitor who asks for reduced motion.
 */
export const drawerSlotRecipe = defineSlotRecipe({
  slots: ["backdrop", "content", "header", "title", "body", "closeTrigger"],
  className: "chakra-drawer",
  base: {
    // ::backdrop inherits no custom properties in older browsers: a plain color for Chakra's blackAlpha.500.
    backdrop: { bg: "rgba(0, 0, 0, 0.5)" },
    content: {
      position: "fixed",
      insetBlock: "0",
      m: "0",
      p: "0",
      border: "0",
      maxW: "100%",
      h: "100dvh",
      maxH: "100dvh",
      bg: "white",
      color: "page.text",
      boxShadow: "lg",
      flexDirection: "column",
      _open: { display: "flex", animationDuration: "0.25s", animationTimingFunction: "ease-out" },
      "@media (prefers-reduced-motion: reduce)": { animationName: "none" },
    },
    header: { display: "flex", alignItems: "center", justifyContent: "space-between", py: "3", px: "4" },
    title: { fontSize: "lg", fontWeight: "bold" },
    body: { flex: "1", overflowY: "auto", px: "2", pb: "6" },
    closeTrigger: {},
  },
  variants: {
    size: {
      xs: { content: { w: "min(20rem, 85vw)" } },
    },
    placement: {
      start: {
        content: { insetInlineStart: "0", insetInlineEnd: "auto", _open: { animationName: "slide-from-left-full" } },
      },
      end: {
        content: { insetInlineEnd: "0", insetInlineStart: "auto", _open: { animationName: "slide-from-right-full" } },
      },
    },
  },
  defaultVariants: { size: "xs", placement: "end" },
});
