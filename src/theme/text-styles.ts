import { defineTextStyles } from "@chakra-ui/react/styled-system";

/** Chakra 3.37's text styles that the heading, button and input recipes' sizes name (ejected). */
export const textStyles = defineTextStyles({
  sm: {
    value: {
      fontSize: "sm",
      lineHeight: "1.25rem",
    },
  },
  md: {
    value: {
      fontSize: "md",
      lineHeight: "1.5rem",
    },
  },
  lg: {
    value: {
      fontSize: "lg",
      lineHeight: "1.75rem",
    },
  },
  xl: {
    value: {
      fontSize: "xl",
      lineHeight: "1.875rem",
    },
  },
  "2xl": {
    value: {
      fontSize: "2xl",
      lineHeight: "2rem",
    },
  },
  "3xl": {
    value: {
      fontSize: "3xl",
      lineHeight: "2.375rem",
    },
  },
  "4xl": {
    value: {
      fontSize: "4xl",
      lineHeight: "2.75rem",
      letterSpacing: "-0.025em",
    },
  },
  "5xl": {
    value: {
      fontSize: "5xl",
      lineHeight: "3.75rem",
      letterSpacing: "-0.025em",
    },
  },
});
