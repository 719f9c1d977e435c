import { defineSemanticTokens } from "@chakra-ui/react/styled-system";

/**
 * Semantic tokens: what a color is for. Components use these, never raw values. Chakra's own (bg, fg, border and
 * the palettes its recipes name) are ejected from Chakra 3.37 with their light values only: the site has one color
 * scheme, so the `_dark` half would only add CSS variables.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: {
        value: "{colors.white}",
      },
      subtle: {
        value: "{colors.gray.50}",
      },
      muted: {
        value: "{colors.gray.100}",
      },
      emphasized: {
        value: "{colors.gray.200}",
      },
      inverted: {
        value: "{colors.black}",
      },
      panel: {
        value: "{colors.white}",
      },
      error: {
        value: "{colors.red.50}",
      },
      warning: {
        value: "{colors.orange.50}",
      },
      success: {
        value: "{colors.green.50}",
      },
      info: {
        value: "{colors.blue.50}",
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
      inverted: {
        value: "{colors.gray.50}",
      },
      error: {
        value: "{colors.red.500}",
      },
      warning: {
        value: "{colors.orange.600}",
      },
      success: {
        value: "{colors.green.600}",
      },
      info: {
        value: "{colors.blue.600}",
      },
    },
    border: {
      DEFAULT: {
        value: "{colors.gray.200}",
      },
      muted: {
        value: "{colors.gray.100}",
      },
      subtle: {
        value: "{colors.gray.50}",
      },
      emphasized: {
        value: "{colors.gray.300}",
      },
      inverted: {
        value: "{colors.gray.800}",
      },
      error: {
        value: "{colors.red.500}",
      },
      warning: {
        value: "{colors.orange.500}",
      },
      success: {
        value: "{colors.green.500}",
      },
      info: {
        value: "{colors.blue.500}",
      },
    },
    gray: {
      contrast: {
        value: "{colors.white}",
      },
      fg: {
        value: "{colors.gray.800}",
      },
      subtle: {
        value: "{colors.gray.100}",
      },
      muted: {
        value: "{colors.gray.200}",
      },
      emphasized: {
        value: "{colors.gray.300}",
      },
      solid: {
        value: "{colors.gray.900}",
      },
      focusRing: {
        value: "{colors.gray.400}",
      },
      border: {
        value: "{colors.gray.200}",
      },
    },
    red: {
      contrast: {
        value: "white",
      },
      fg: {
        value: "{colors.red.700}",
      },
      subtle: {
        value: "{colors.red.100}",
      },
      muted: {
        value: "{colors.red.200}",
      },
      emphasized: {
        value: "{colors.red.300}",
      },
      solid: {
        value: "{colors.red.600}",
      },
      focusRing: {
        value: "{colors.red.500}",
      },
      border: {
        value: "{colors.red.500}",
      },
    },
    orange: {
      contrast: {
        value: "white",
      },
      fg: {
        value: "{colors.orange.700}",
      },
      subtle: {
        value: "{colors.orange.100}",
      },
      muted: {
        value: "{colors.orange.200}",
      },
      emphasized: {
        value: "{colors.orange.300}",
      },
      solid: {
        value: "{colors.orange.600}",
      },
      focusRing: {
        value: "{colors.orange.500}",
      },
      border: {
        value: "{colors.orange.500}",
      },
    },
    green: {
      contrast: {
        value: "white",
      },
      fg: {
        value: "{colors.green.700}",
      },
      subtle: {
        value: "{colors.green.100}",
      },
      muted: {
        value: "{colors.green.200}",
      },
      emphasized: {
        value: "{colors.green.300}",
      },
      solid: {
        value: "{colors.green.600}",
      },
      focusRing: {
        value: "{colors.green.500}",
      },
      border: {
        value: "{colors.green.500}",
      },
    },
    blue: {
      contrast: {
        value: "white",
      },
      fg: {
        value: "{colors.blue.700}",
      },
      subtle: {
        value: "{colors.blue.100}",
      },
      muted: {
        value: "{colors.blue.200}",
      },
      emphasized: {
        value: "{colors.blue.300}",
      },
      solid: {
        value: "{colors.blue.600}",
      },
      focusRing: {
        value: "{colors.blue.500}",
      },
      border: {
        value: "{colors.blue.500}",
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
    xs: {
      value: "0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}",
    },
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
    "2xl": {
      value: "0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}",
    },
    inner: {
      value: "inset 0 2px 4px 0 {black/5}",
    },
    inset: {
      value: "inset 0 0 0 1px {black/5}",
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
