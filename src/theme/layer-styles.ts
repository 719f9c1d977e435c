import { defineLayerStyles } from "@chakra-ui/react/styled-system";

/** On a dark band the focus ring is white (global-css.ts): the brand's blue had 2:1 against it. */
const onDark = { "--focus-color": "colors.white" } as const;

/** The card's edge: one line in the page's line colour. */
const cardEdge = { borderWidth: "1px", borderColor: "page.line" } as const;

/** Layer styles: Chakra 3.37's `disabled` (named by its recipes), the site's hero and dark bands and its card. */
export const layerStyles = defineLayerStyles({
  disabled: {
    value: {
      opacity: "0.5",
      cursor: "not-allowed",
    },
  },
  /** The dark blue band at the top of the home, service and contact pages. */
  hero: {
    value: {
      background: "linear-gradient(to bottom right, {colors.brand.900}, {colors.brand.700})",
      color: "white",
      ...onDark,
    },
  },
  /** The dark band of the footer and the site's notice. */
  dark: {
    value: { background: "page.dark", ...onDark },
  },
  /**
   * The bordered card, named by its corners (as Chakra names `fill.muted`): `card.md` the small links of a grid,
   * `card.lg` list items, links and the menu's dropdowns, `card.xl` panels, forms and maps. Padding and background
   * stay with each place. Set no border width, colour or radius beside it: which one wins would hang on the order of
   * the props (Chakra merges the layer style where the prop stands); a border on one side goes after it.
   */
  card: {
    md: { value: { ...cardEdge, borderRadius: "md" } },
    lg: { value: { ...cardEdge, borderRadius: "lg" } },
    xl: { value: { ...cardEdge, borderRadius: "xl" } },
  },
});
