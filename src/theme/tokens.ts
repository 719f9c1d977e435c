import { defineTokens } from "@chakra-ui/react/styled-system";

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/**
 * The design tokens: Chakra's scales (ejected from Chakra 3.37 with `chakra eject`), cut down to what the site and
 * its recipes render, plus the brand and amber palettes. Every token is a CSS variable in every page and an entry
 * the browser's system builds when the app starts, so an unused one costs bytes and time. `npm run typecheck` runs
 * Chakra's typegen with strict tokens first: a style that names a token missing here fails the type check, and
 * e2e/theme-css.test.ts fails if a page uses a CSS variable that is not defined.
 */
export const tokens = defineTokens({
  colors: {
    transparent: {
      value: "transparent",
    },
    current: {
      value: "currentColor",
    },
    black: {
      value: "#09090B",
    },
    white: {
      value: "#FFFFFF",
    },
    whiteAlpha: {
      "200": {
        value: "rgba(255, 255, 255, 0.08)",
      },
      "300": {
        value: "rgba(255, 255, 255, 0.16)",
      },
      "700": {
        value: "rgba(255, 255, 255, 0.64)",
      },
    },
    blackAlpha: {
      "500": {
        value: "rgba(0, 0, 0, 0.36)",
      },
    },
    gray: {
      "50": {
        value: "#fafafa",
      },
      "100": {
        value: "#f4f4f5",
      },
      "200": {
        value: "#e4e4e7",
      },
      "400": {
        value: "#a1a1aa",
      },
      "500": {
        value: "#71717a",
      },
      "600": {
        value: "#52525b",
      },
      "700": {
        value: "#3f3f46",
      },
      "800": {
        value: "#27272a",
      },
      "900": {
        value: "#18181b",
      },
      "950": {
        value: "#111111",
      },
    },
    red: {
      "50": {
        value: "#fef2f2",
      },
      "300": {
        value: "#fca5a5",
      },
      "400": {
        value: "#f87171",
      },
      "500": {
        value: "#ef4444",
      },
      "600": {
        value: "#dc2626",
      },
      "700": {
        value: "#991919",
      },
      "800": {
        value: "#511111",
      },
      "900": {
        value: "#300c0c",
      },
    },
    orange: {
      "500": {
        value: "#f97316",
      },
      "600": {
        value: "#ea580c",
      },
    },
    green: {
      "200": {
        value: "#bbf7d0",
      },
      "600": {
        value: "#16a34a",
      },
      "700": {
        value: "#116932",
      },
      "800": {
        value: "#124a28",
      },
    },
    brand: {
      "50": {
        value: "#eef3fa",
      },
      "100": {
        value: "#d6e3f5",
      },
      "200": {
        value: "#aac5ea",
      },
      "300": {
        value: "#76a1db",
      },
      "400": {
        value: "#4479c8",
      },
      "500": {
        value: "#1f5fbf",
      },
      "600": {
        value: "#1a4f9f",
      },
      "700": {
        value: "#163f7f",
      },
      "800": {
        value: "#12305a",
      },
      "900": {
        value: "#0c2142",
      },
      "950": {
        value: "#07142a",
      },
    },
    amber: {
      "50": {
        value: "#fffbeb",
      },
      "100": {
        value: "#fef3c7",
      },
      "300": {
        value: "#fcd34d",
      },
      "400": {
        value: "#fbbf24",
      },
      "500": {
        value: "#f59e0b",
      },
      "600": {
        value: "#d97706",
      },
      "700": {
        value: "#b45309",
      },
      "800": {
        value: "#92400e",
      },
      "900": {
        value: "#78350f",
      },
    },
  },
  fonts: {
    body: { value: systemFonts },
    heading: { value: systemFonts },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  animations: {
    spin: {
      value: "spin 1s linear infinite",
    },
  },
  durations: {
    fastest: {
      value: "50ms",
    },
    faster: {
      value: "100ms",
    },
    fast: {
      value: "150ms",
    },
    moderate: {
      value: "200ms",
    },
    slow: {
      value: "300ms",
    },
    slower: {
      value: "400ms",
    },
    slowest: {
      value: "500ms",
    },
  },
  easings: {
    "ease-in": {
      value: "cubic-bezier(0.42, 0, 1, 1)",
    },
    "ease-out": {
      value: "cubic-bezier(0, 0, 0.58, 1)",
    },
    "ease-in-out": {
      value: "cubic-bezier(0.42, 0, 0.58, 1)",
    },
    "ease-in-smooth": {
      value: "cubic-bezier(0.32, 0.72, 0, 1)",
    },
  },
  fontSizes: {
    sm: {
      value: "0.875rem",
    },
    md: {
      value: "1rem",
    },
    lg: {
      value: "1.125rem",
    },
    xl: {
      value: "1.25rem",
    },
    "2xl": {
      value: "1.5rem",
    },
    "3xl": {
      value: "1.875rem",
    },
    "4xl": {
      value: "2.25rem",
    },
    "5xl": {
      value: "3rem",
    },
    "6xl": {
      value: "3.75rem",
    },
    "8xl": {
      value: "6rem",
    },
  },
  fontWeights: {
    normal: {
      value: "400",
    },
    medium: {
      value: "500",
    },
    semibold: {
      value: "600",
    },
    bold: {
      value: "700",
    },
    extrabold: {
      value: "800",
    },
  },
  radii: {
    sm: {
      value: "0.25rem",
    },
    md: {
      value: "0.375rem",
    },
    lg: {
      value: "0.5rem",
    },
    xl: {
      value: "0.75rem",
    },
    full: {
      value: "9999px",
    },
  },
  spacing: {
    "1": {
      value: "0.25rem",
    },
    "2": {
      value: "0.5rem",
    },
    "3": {
      value: "0.75rem",
    },
    "4": {
      value: "1rem",
    },
    "5": {
      value: "1.25rem",
    },
    "6": {
      value: "1.5rem",
    },
    "8": {
      value: "2rem",
    },
    "10": {
      value: "2.5rem",
    },
    "12": {
      value: "3rem",
    },
    "14": {
      value: "3.5rem",
    },
    "16": {
      value: "4rem",
    },
    "20": {
      value: "5rem",
    },
    "24": {
      value: "6rem",
    },
    "28": {
      value: "7rem",
    },
    "0.5": {
      value: "0.125rem",
    },
    "1.5": {
      value: "0.375rem",
    },
    "2.5": {
      value: "0.625rem",
    },
    "3.5": {
      value: "0.875rem",
    },
    "4.5": {
      value: "1.125rem",
    },
  },
  sizes: {
    "3": {
      value: "0.75rem",
    },
    "4": {
      value: "1rem",
    },
    "5": {
      value: "1.25rem",
    },
    "7": {
      value: "1.75rem",
    },
    "8": {
      value: "2rem",
    },
    "9": {
      value: "2.25rem",
    },
    "10": {
      value: "2.5rem",
    },
    "11": {
      value: "2.75rem",
    },
    "12": {
      value: "3rem",
    },
    "16": {
      value: "4rem",
    },
    "36": {
      value: "9rem",
    },
    "64": {
      value: "16rem",
    },
    xs: {
      value: "20rem",
    },
    sm: {
      value: "24rem",
    },
    "2xl": {
      value: "42rem",
    },
    "3xl": {
      value: "48rem",
    },
    "4xl": {
      value: "56rem",
    },
    "5xl": {
      value: "64rem",
    },
    "7xl": {
      value: "80rem",
    },
    "8xl": {
      value: "90rem",
    },
    full: {
      value: "100%",
    },
  },
  zIndex: {
    dropdown: {
      value: 1000,
    },
    sticky: {
      value: 1100,
    },
    popover: {
      value: 1500,
    },
    skipNav: {
      value: 1600,
    },
  },
  cursor: {
    button: {
      value: "pointer",
    },
  },
});
