import { defineGlobalStyles } from "@chakra-ui/react/styled-system";

/**
 * Chakra 3.37's global styles (ejected; its `html` colors give way to the body's), then the site's own. Written into
 * the server HTML only (server.ts). Chakra also sets two dozen variables on every element for its ring and filter
 * style props; the site uses neither (they are not in preset.ts), and each costs style work on every element.
 */
export const globalCss = defineGlobalStyles({
  "*": {
    fontFeatureSettings: '"cv11"',
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
    // The focus ring's colour: the brand's blue on the page, white on its dark bands (the hero's layer style, the
    // footer, the site's notice), where the blue had 2:1 against the band.
    "--focus-color": "colors.brand.500",
    scrollPaddingTop: { base: "5rem", lg: "8.5rem" },
  },
  body: { bg: "page.bg", color: "page.text", fontSize: "md", lineHeight: "1.6" },
  // A long e-mail address breaks anywhere rather than run off a narrow card (it has no spaces to wrap at).
  'a[href^="mailto:"]': { overflowWrap: "anywhere" },
  // The page behind the open mobile menu (a modal <dialog>) does not scroll.
  "html:has(dialog[open]:modal)": { overflow: "hidden" },
  "a:focus-visible, button:focus-visible, summary:focus-visible": {
    outline: "3px solid",
    outlineColor: "var(--focus-color)",
    outlineOffset: "2px",
  },
});
