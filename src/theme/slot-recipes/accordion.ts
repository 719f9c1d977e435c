import { defineSlotRecipe } from "@chakra-ui/react/styled-system";

/**
 * Chakra 3.37's accordion recipe, ejected and cut down to what the site renders: native disclosures, any number open
 * at once and open without JavaScript (the mobile menu's groups, every list of questions). Chakra's slots map onto
 * them: `root` the list, `item` a <details>, `itemTrigger` its <summary>, `itemIndicator` the chevron in it,
 * `itemContent` what opens. Chakra's `_open` condition matches <details open>; the indicator turns when its item is
 * open.
 * Variants kept from Chakra: `outline` (a line under each item: the questions) and `plain` (the menu's groups, whose
 * triggers look like the menu's links); sizes are not kept, each variant has the one the site uses.
 */
export const accordionSlotRecipe = defineSlotRecipe({
  className: "chakra-accordion",
  slots: ["root", "item", "itemTrigger", "itemIndicator", "itemContent"],
  base: {
    root: {},
    item: { overflowAnchor: "none" },
    itemTrigger: {
      display: "flex",
      alignItems: "center",
      minH: "11",
      fontWeight: "semibold",
      cursor: "pointer",
      listStyleType: "none",
      "&::-webkit-details-marker": { display: "none" },
    },
    itemIndicator: {
      display: "flex",
      flexShrink: 0,
      transition: "transform 0.15s",
      color: "brand.fg",
      "[open] > summary > &": { transform: "rotate(180deg)" },
    },
    itemContent: {},
  },
  variants: {
    variant: {
      outline: {
        root: { borderTopWidth: "1px", borderColor: "page.line" },
        item: { borderBottomWidth: "1px", borderColor: "page.line" },
        itemTrigger: { justifyContent: "space-between", gap: "4", py: "3" },
        itemContent: { pb: "4", color: "page.muted" },
      },
      plain: {
        itemTrigger: { px: "4", borderRadius: "md", _hover: { bg: "brand.subtle" } },
        itemContent: { listStyleType: "none", ps: "3" },
      },
    },
  },
  defaultVariants: { variant: "outline" },
});
