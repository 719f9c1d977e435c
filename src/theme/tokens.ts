import * as chakra from "./chakra";

const chakraTokens = {
  aspectRatios: chakra.aspectRatios,
  animations: chakra.animations,
  blurs: chakra.blurs,
  borders: chakra.borders,
  colors: chakra.colors,
  durations: chakra.durations,
  easings: chakra.easings,
  fontSizes: chakra.fontSizes,
  fontWeights: chakra.fontWeights,
  letterSpacings: chakra.letterSpacings,
  lineHeights: chakra.lineHeights,
  radii: chakra.radii,
  spacing: chakra.spacing,
  sizes: chakra.sizes,
  zIndex: chakra.zIndices,
  cursor: chakra.cursor,
};

/** The palettes the site uses; Chakra's others are left out to keep the CSS small. */
export const palettes = ["gray", "blue", "red", "green", "orange"] as const;

const pick = <T extends Record<string, unknown>>(source: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key)));

export const tokens = {
  ...chakraTokens,
  colors: {
    ...pick(chakraTokens.colors, ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", ...palettes]),
    brand: {
      50: { value: "#eef3fa" },
      100: { value: "#d6e3f5" },
      200: { value: "#aac5ea" },
      300: { value: "#76a1db" },
      400: { value: "#4479c8" },
      500: { value: "#1f5fbf" },
      600: { value: "#1a4f9f" },
      700: { value: "#163f7f" },
      800: { value: "#12305a" },
      900: { value: "#0c2142" },
      950: { value: "#07142a" },
    },
    amber: {
      50: { value: "#fffbeb" },
      100: { value: "#fef3c7" },
      300: { value: "#fcd34d" },
      400: { value: "#fbbf24" },
      500: { value: "#f59e0b" },
      600: { value: "#d97706" },
      700: { value: "#b45309" },
      800: { value: "#92400e" },
      900: { value: "#78350f" },
    },
  },
  fonts: {
    body: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    },
    heading: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
};
