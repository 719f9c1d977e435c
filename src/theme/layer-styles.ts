import { defineLayerStyles } from "@chakra-ui/react/styled-system";

/** Layer styles: Chakra 3.37's `disabled` (named by its recipes) and the site's hero band. */
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
});
