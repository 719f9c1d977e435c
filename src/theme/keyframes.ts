import { defineKeyframes } from "@chakra-ui/react/styled-system";

/** The keyframes the spinner, the accordion, the drawer and the toast animate with (from Chakra 3.37). */
export const keyframes = defineKeyframes({
  spin: {
    "0%": {
      transform: "rotate(0deg)",
    },
    "100%": {
      transform: "rotate(360deg)",
    },
  },
  "expand-height": {
    from: {
      height: "var(--collapsed-height, 0)",
    },
    to: {
      height: "var(--height)",
    },
  },
  "collapse-height": {
    from: {
      height: "var(--height)",
    },
    to: {
      height: "var(--collapsed-height, 0)",
    },
  },
  "fade-in": {
    from: {
      opacity: 0,
    },
    to: {
      opacity: 1,
    },
  },
  "fade-out": {
    from: {
      opacity: 1,
    },
    to: {
      opacity: 0,
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
  "slide-to-left-full": {
    from: {
      translate: "0 0",
    },
    to: {
      translate: "-100% 0",
    },
  },
  "slide-from-top": {
    "0%": {
      translate: "0 calc(var(--slide-from-top-distance, 0.5rem) * -1)",
    },
    to: {
      translate: "0",
    },
  },
  "slide-from-bottom": {
    "0%": {
      translate: "0 var(--slide-from-bottom-distance, 0.5rem)",
    },
    to: {
      translate: "0",
    },
  },
  "slide-from-right": {
    "0%": {
      translate: "var(--slide-from-right-distance, 0.5rem) 0",
    },
    to: {
      translate: "0",
    },
  },
  "slide-to-top": {
    "0%": {
      translate: "0",
    },
    to: {
      translate: "0 calc(var(--slide-to-top-distance, 0.5rem) * -1)",
    },
  },
  "slide-to-bottom": {
    "0%": {
      translate: "0",
    },
    to: {
      translate: "0 var(--slide-to-bottom-distance, 0.5rem)",
    },
  },
  "slide-to-right": {
    "0%": {
      translate: "0",
    },
    to: {
      translate: "var(--slide-to-right-distance, 0.5rem) 0",
    },
  },
  "scale-in": {
    from: {
      scale: "0.95",
    },
    to: {
      scale: "1",
    },
  },
  "scale-out": {
    from: {
      scale: "1",
    },
    to: {
      scale: "0.95",
    },
  },
});
