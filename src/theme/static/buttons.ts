import { buttonRecipe } from "../recipes/button";
import { recipePart, type StaticSheet } from "./define";

/**
 * The button recipe in parts (`bt-…`), for links that look like buttons (ui/links.tsx): an element takes the base, a
 * size, a variant and a palette (`bt-base bt-lg bt-solid bt-brand`), and the page carries the recipe once, where each
 * combination of props used to repeat all of it (about 1.9 KB a button, six times on a service page). In the recipe's
 * order: base, sizes, variants. The palettes set the colour variables as the `colorPalette` style prop does.
 */
export const buttonSheet = {
  base: recipePart(buttonRecipe, "base"),
  sm: recipePart(buttonRecipe, { size: "sm" }),
  md: recipePart(buttonRecipe, { size: "md" }),
  lg: recipePart(buttonRecipe, { size: "lg" }),
  // The header's: small on the narrowest screens, medium from the sm breakpoint up.
  "sm-md": recipePart(buttonRecipe, { size: { base: "sm", sm: "md" } }),
  solid: recipePart(buttonRecipe, { variant: "solid" }),
  outline: recipePart(buttonRecipe, { variant: "outline" }),
  ghost: recipePart(buttonRecipe, { variant: "ghost" }),
  brand: { colorPalette: "brand" },
  amber: { colorPalette: "amber" },
} satisfies StaticSheet;
