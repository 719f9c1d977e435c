import { defineGlobalStyles } from "@chakra-ui/react/styled-system";

/**
 * Chakra 3.37's global styles (ejected; its `html` colors give way to the body's), then the site's own. Written into
 * the server HTML only (server.ts).
 */
export const globalCss = defineGlobalStyles({
  "*": {
    fontFeatureSettings: '"cv11"',
    "--ring-inset": "var(--chakra-empty, )",
    "--ring-offset-width": "0px",
    "--ring-offset-color": "#fff",
    "--ring-color": "rgba(66, 153, 225, 0.6)",
    "--ring-offset-shadow": "0 0 #0000",
    "--ring-shadow": "0 0 #0000",
    "--brightness": "var(--chakra-empty, )",
    "--contrast": "var(--chakra-empty, )",
    "--grayscale": "var(--chakra-empty, )",
    "--hue-rotate": "var(--chakra-empty, )",
    "--invert": "var(--chakra-empty, )",
    "--saturate": "var(--chakra-empty, )",
    "--sepia": "var(--chakra-empty, )",
    "--drop-shadow": "var(--chakra-empty, )",
    "--backdrop-blur": "var(--chakra-empty, )",
    "--backdrop-brightness": "var(--chakra-empty, )",
    "--backdrop-contrast": "var(--chakra-empty, )",
    "--backdrop-grayscale": "var(--chakra-empty, )",
    "--backdrop-hue-rotate": "var(--chakra-empty, )",
    "--backdrop-invert": "var(--chakra-empty, )",
    "--backdrop-opacity": "var(--chakra-empty, )",
    "--backdrop-saturate": "var(--chakra-empty, )",
    "--backdrop-sepia": "var(--chakra-empty, )",
    "--global-font-mono": "fonts.mono",
    "--global-font-body": "fonts.body",
    "--global-color-border": "colors.border",
  },
  "*::placeholder, *[data-placeholder]": {
    color: "fg.muted/80",
  },
  "*::selection": {
    bg: "colorPalette.emphasized/80",
  },
  // Anchors and focused fields stop below the sticky header (one row, two from lg up).
  html: {
    colorPalette: "brand",
    scrollPaddingTop: { base: "5rem", lg: "8.5rem" },
  },
  body: { bg: "page.bg", color: "page.text", fontSize: "md", lineHeight: "1.6" },
  "a:focus-visible, button:focus-visible, summary:focus-visible": {
    outline: "3px solid",
    outlineColor: "brand.500",
    outlineOffset: "2px",
  },
});
