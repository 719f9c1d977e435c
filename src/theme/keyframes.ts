import { defineKeyframes } from "@chakra-ui/react/styled-system";

/** The keyframes the spinner and the mobile menu's sheet animate with (from Chakra 3.37). */
export const keyframes = defineKeyframes({
  spin: {
    "0%": {
      transform: "rotate(0deg)",
    },
    "100%": {
      transform: "rotate(360deg)",
    },
  },
  "slide-from-left-full": {
    from: {
      translate: "-100% 0",
    },
    to: {
      translate: "0 0",
    },
  },
});
