import { defineLayerStyles } from "@chakra-ui/react/styled-system";

/** The card's edge: one line in the page's line colour. */
const cardEdge = { borderWidth: "1px", borderColor: "page.line" } as const;

/** Layer styles: Chakra 3.37's `disabled` (named by its recipes), the site's hero band and its card. */
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
    },
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
