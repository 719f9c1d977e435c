import { defineRecipe } from "@chakra-ui/react/styled-system";

/** The site's own: a 44 px square button holding one icon (open and close the mobile menu). */
export const iconButtonRecipe = defineRecipe({
  className: "icon-button",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    w: "11",
    h: "11",
    borderRadius: "md",
    fontSize: "2xl",
    color: "page.text",
    cursor: "pointer",
    _hover: { bg: "brand.subtle" },
  },
});
