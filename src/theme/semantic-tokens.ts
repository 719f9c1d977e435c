import { semanticColors, semanticRadii, semanticShadows } from "./chakra";
import { palettes } from "./tokens";

const chakraSemanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
const colors = semanticColors as Record<string, unknown>;
const kept = Object.fromEntries(
  Object.entries(colors).filter(
    ([key]) =>
      !/^[a-z]+$/.test(key) || ["bg", "fg", "border"].includes(key) || (palettes as readonly string[]).includes(key),
  ),
);

/** Semantic colors: what a color is for. Components use these, never raw values. */
export const semanticTokens = {
  ...chakraSemanticTokens,
  colors: {
    ...kept,
    brand: {
      solid: { value: "{colors.brand.600}" },
      contrast: { value: "{colors.white}" },
      fg: { value: "{colors.brand.700}" },
      muted: { value: "{colors.brand.100}" },
      subtle: { value: "{colors.brand.50}" },
      emphasized: { value: "{colors.brand.200}" },
      focusRing: { value: "{colors.brand.500}" },
    },
    amber: {
      solid: { value: "{colors.amber.400}" },
      contrast: { value: "{colors.brand.950}" },
      fg: { value: "{colors.amber.800}" },
      muted: { value: "{colors.amber.100}" },
      subtle: { value: "{colors.amber.50}" },
      emphasized: { value: "{colors.amber.300}" },
      focusRing: { value: "{colors.amber.500}" },
    },
    page: {
      bg: { value: "{colors.white}" },
      alt: { value: "{colors.brand.50}" },
      dark: { value: "{colors.brand.900}" },
      onDark: { value: "{colors.white}" },
      onDarkMuted: { value: "{colors.brand.100}" },
      text: { value: "{colors.gray.900}" },
      muted: { value: "{colors.gray.700}" },
      line: { value: "{colors.gray.200}" },
    },
  },
};
