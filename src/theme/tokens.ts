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
      "50": {
        value: "rgba(255, 255, 255, 0.04)",
      },
      "100": {
        value: "rgba(255, 255, 255, 0.06)",
      },
      "200": {
        value: "rgba(255, 255, 255, 0.08)",
      },
      "300": {
        value: "rgba(255, 255, 255, 0.16)",
      },
      "400": {
        value: "rgba(255, 255, 255, 0.24)",
      },
      "500": {
        value: "rgba(255, 255, 255, 0.36)",
      },
      "600": {
        value: "rgba(255, 255, 255, 0.48)",
      },
      "700": {
        value: "rgba(255, 255, 255, 0.64)",
      },
      "800": {
        value: "rgba(255, 255, 255, 0.80)",
      },
      "900": {
        value: "rgba(255, 255, 255, 0.92)",
      },
      "950": {
        value: "rgba(255, 255, 255, 0.95)",
      },
    },
    blackAlpha: {
      "50": {
        value: "rgba(0, 0, 0, 0.04)",
      },
      "100": {
        value: "rgba(0, 0, 0, 0.06)",
      },
      "200": {
        value: "rgba(0, 0, 0, 0.08)",
      },
      "300": {
        value: "rgba(0, 0, 0, 0.16)",
      },
      "400": {
        value: "rgba(0, 0, 0, 0.24)",
      },
      "500": {
        value: "rgba(0, 0, 0, 0.36)",
      },
      "600": {
        value: "rgba(0, 0, 0, 0.48)",
      },
      "700": {
        value: "rgba(0, 0, 0, 0.64)",
      },
      "800": {
        value: "rgba(0, 0, 0, 0.80)",
      },
      "900": {
        value: "rgba(0, 0, 0, 0.92)",
      },
      "950": {
        value: "rgba(0, 0, 0, 0.95)",
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
      "300": {
        value: "#d4d4d8",
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
      "100": {
        value: "#fee2e2",
      },
      "200": {
        value: "#fecaca",
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
      "950": {
        value: "#1f0808",
      },
    },
    orange: {
      "50": {
        value: "#fff7ed",
      },
      "100": {
        value: "#ffedd5",
      },
      "200": {
        value: "#fed7aa",
      },
      "300": {
        value: "#fdba74",
      },
      "400": {
        value: "#fb923c",
      },
      "500": {
        value: "#f97316",
      },
      "600": {
        value: "#ea580c",
      },
      "700": {
        value: "#92310a",
      },
      "800": {
        value: "#6c2710",
      },
      "900": {
        value: "#3b1106",
      },
      "950": {
        value: "#220a04",
      },
    },
    green: {
      "50": {
        value: "#f0fdf4",
      },
      "100": {
        value: "#dcfce7",
      },
      "200": {
        value: "#bbf7d0",
      },
      "300": {
        value: "#86efac",
      },
      "400": {
        value: "#4ade80",
      },
      "500": {
        value: "#22c55e",
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
      "900": {
        value: "#042713",
      },
      "950": {
        value: "#03190c",
      },
    },
    blue: {
      "50": {
        value: "#eff6ff",
      },
      "100": {
        value: "#dbeafe",
      },
      "200": {
        value: "#bfdbfe",
      },
      "300": {
        value: "#a3cfff",
      },
      "400": {
        value: "#60a5fa",
      },
      "500": {
        value: "#3b82f6",
      },
      "600": {
        value: "#2563eb",
      },
      "700": {
        value: "#173da6",
      },
      "800": {
        value: "#1a3478",
      },
      "900": {
        value: "#14204a",
      },
      "950": {
        value: "#0c142e",
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
    "2xs": {
      value: "0.625rem",
    },
    xs: {
      value: "0.75rem",
    },
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
    "7xl": {
      value: "4.5rem",
    },
    "8xl": {
      value: "6rem",
    },
    "9xl": {
      value: "8rem",
    },
  },
  fontWeights: {
    thin: {
      value: "100",
    },
    extralight: {
      value: "200",
    },
    light: {
      value: "300",
    },
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
    black: {
      value: "900",
    },
  },
  letterSpacings: {
    tighter: {
      value: "-0.05em",
    },
    tight: {
      value: "-0.025em",
    },
    wide: {
      value: "0.025em",
    },
    wider: {
      value: "0.05em",
    },
    widest: {
      value: "0.1em",
    },
  },
  lineHeights: {
    shorter: {
      value: 1.25,
    },
    short: {
      value: 1.375,
    },
    moderate: {
      value: 1.5,
    },
    tall: {
      value: 1.625,
    },
    taller: {
      value: 2,
    },
  },
  radii: {
    none: {
      value: "0",
    },
    "2xs": {
      value: "0.0625rem",
    },
    xs: {
      value: "0.125rem",
    },
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
    "2xl": {
      value: "1rem",
    },
    "3xl": {
      value: "1.5rem",
    },
    "4xl": {
      value: "2rem",
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
    "32": {
      value: "8rem",
    },
    "36": {
      value: "9rem",
    },
    "40": {
      value: "10rem",
    },
    "44": {
      value: "11rem",
    },
    "48": {
      value: "12rem",
    },
    "52": {
      value: "13rem",
    },
    "56": {
      value: "14rem",
    },
    "60": {
      value: "15rem",
    },
    "64": {
      value: "16rem",
    },
    "72": {
      value: "18rem",
    },
    "80": {
      value: "20rem",
    },
    "96": {
      value: "24rem",
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
    "32": {
      value: "8rem",
    },
    "36": {
      value: "9rem",
    },
    "40": {
      value: "10rem",
    },
    "44": {
      value: "11rem",
    },
    "48": {
      value: "12rem",
    },
    "52": {
      value: "13rem",
    },
    "56": {
      value: "14rem",
    },
    "60": {
      value: "15rem",
    },
    "64": {
      value: "16rem",
    },
    "72": {
      value: "18rem",
    },
    "80": {
      value: "20rem",
    },
    "96": {
      value: "24rem",
    },
    xs: {
      value: "20rem",
    },
    sm: {
      value: "24rem",
    },
    md: {
      value: "28rem",
    },
    lg: {
      value: "32rem",
    },
    xl: {
      value: "36rem",
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
    "6xl": {
      value: "72rem",
    },
    "7xl": {
      value: "80rem",
    },
    "8xl": {
      value: "90rem",
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
    max: {
      value: "max-content",
    },
    min: {
      value: "min-content",
    },
    fit: {
      value: "fit-content",
    },
    prose: {
      value: "60ch",
    },
    full: {
      value: "100%",
    },
  },
  zIndex: {
    hide: {
      value: -1,
    },
    base: {
      value: 0,
    },
    docked: {
      value: 10,
    },
    dropdown: {
      value: 1000,
    },
    sticky: {
      value: 1100,
    },
    banner: {
      value: 1200,
    },
    overlay: {
      value: 1300,
    },
    modal: {
      value: 1400,
    },
    popover: {
      value: 1500,
    },
    skipNav: {
      value: 1600,
    },
    toast: {
      value: 1700,
    },
    tooltip: {
      value: 1800,
    },
    max: {
      value: 2147483647,
    },
  },
  cursor: {
    button: {
      value: "pointer",
    },
  },
});
