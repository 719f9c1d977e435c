import { defineSemanticTokens } from "@chakra-ui/react/styled-system";

/**
 * Semantic tokens: what a color is for. Components use these, never raw values. Chakra's own are ejected from
 * Chakra 3.37, only those the site and its recipes use, with their light values only: the site has one color scheme,
 * so the `_dark` half would only add CSS variables. The brand and amber palettes' `border` is their `muted`, the
 * color Chakra's outline button falls back to for palettes without one.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      subtle: {
        value: "{colors.gray.50}",
      },
      muted: {
        value: "{colors.gray.100}",
      },
      panel: {
        value: "{colors.white}",
      },
    },
    fg: {
      DEFAULT: {
        value: "{colors.black}",
      },
      muted: {
        value: "{colors.gray.600}",
      },
      subtle: {
        value: "{colors.gray.400}",
      },
    },
    border: {
      DEFAULT: {
        value: "{colors.gray.200}",
      },
      error: {
        value: "{colors.red.500}",
      },
    },
    red: {
      contrast: {
        value: "white",
      },
      solid: {
        value: "{colors.red.600}",
      },
    },
    orange: {
      contrast: {
        value: "white",
      },
      solid: {
        value: "{colors.orange.600}",
      },
    },
    green: {
      contrast: {
        value: "white",
      },
      solid: {
        value: "{colors.green.600}",
      },
    },
    brand: {
      solid: {
        value: "{colors.brand.600}",
      },
      contrast: {
        value: "{colors.white}",
      },
      fg: {
        value: "{colors.brand.700}",
      },
      muted: {
        value: "{colors.brand.100}",
      },
      subtle: {
        value: "{colors.brand.50}",
      },
      emphasized: {
        value: "{colors.brand.200}",
      },
      focusRing: {
        value: "{colors.brand.500}",
      },
      border: {
        value: "{colors.brand.100}",
      },
    },
    amber: {
      solid: {
        value: "{colors.amber.400}",
      },
      contrast: {
        value: "{colors.brand.950}",
      },
      fg: {
        value: "{colors.amber.800}",
      },
      muted: {
        value: "{colors.amber.100}",
      },
      subtle: {
        value: "{colors.amber.50}",
      },
      emphasized: {
        value: "{colors.amber.300}",
      },
      focusRing: {
        value: "{colors.amber.500}",
      },
      border: {
        value: "{colors.amber.100}",
      },
    },
    page: {
      bg: {
        value: "{colors.white}",
      },
      alt: {
        value: "{colors.brand.50}",
      },
      dark: {
        value: "{colors.brand.900}",
      },
      onDark: {
        value: "{colors.white}",
      },
      onDarkMuted: {
        value: "{colors.brand.100}",
      },
      text: {
        value: "{colors.gray.900}",
      },
      muted: {
        value: "{colors.gray.700}",
      },
      line: {
        value: "{colors.gray.200}",
      },
    },
  },
  shadows: {
    sm: {
      value: "0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    },
    md: {
      value: "0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    },
    lg: {
      value: "0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    },
    xl: {
      value: "0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    },
  },
  radii: {
    l1: {
      value: "{radii.xs}",
    },
    l2: {
      value: "{radii.sm}",
    },
    l3: {
      value: "{radii.md}",
    },
  },
});
