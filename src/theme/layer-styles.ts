import { defineLayerStyles } from "@chakra-ui/react/styled-system";

/** Layer styles the recipes name (Chakra 3.37's `disabled`). */
export const layerStyles = defineLayerStyles({
  disabled: {
    value: {
      opacity: "0.5",
      cursor: "not-allowed",
    },
  },
});
