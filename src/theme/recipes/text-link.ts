import { defineRecipe } from "@chakra-ui/react/styled-system";

/**
 * The site's own: a link inside running text, underlined. `tone`: brand (the default), the color around it, or
 * light on the dark footer. `tap`: at least 44 px tall, for links that stand on their own line.
 */
export const textLinkRecipe = defineRecipe({
  className: "text-link",
  base: {
    textDecoration: "underline",
    textUnderlineOffset: "3px",
  },
  variants: {
    tone: {
      brand: { color: "brand.fg", _hover: { color: "brand.800" } },
      inherit: { color: "inherit" },
      onDark: { color: "page.onDarkMuted", _hover: { color: "white" } },
    },
    tap: {
      true: { display: "inline-flex", alignItems: "center", minH: "11" },
      false: {},
    },
  },
  defaultVariants: { tone: "brand", tap: false },
});
