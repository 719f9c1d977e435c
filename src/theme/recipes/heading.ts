import { defineRecipe } from "@chakra-ui/react/styled-system";

/** Chakra 3.37's recipe (ejected), with only the variants and sizes the site uses. */
export const headingRecipe = defineRecipe({
  className: "chakra-heading",
  base: {
    fontFamily: "heading",
    fontWeight: "semibold",
  },
  variants: {
    size: {
      md: {
        textStyle: "md",
      },
      lg: {
        textStyle: "lg",
      },
      xl: {
        textStyle: "xl",
      },
      "2xl": {
        textStyle: "2xl",
      },
      "3xl": {
        textStyle: "3xl",
      },
      // The site's own: the h1 of a page (3xl, 4xl from md up) and of the home hero (3xl, 5xl from md up).
      page: {
        textStyle: "3xl",
        md: { textStyle: "4xl" },
      },
      hero: {
        textStyle: "3xl",
        lineHeight: "1.15",
        md: { textStyle: "5xl", lineHeight: "1.15" },
      },
    },
  },
  defaultVariants: {
    size: "xl",
  },
});
