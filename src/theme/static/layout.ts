import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import type { StaticSheet } from "./define";

/**
 * A part of a page that the browser styles, lays out and paints only when it comes near the screen
 * (`content-visibility: auto`): a phone's load lays out its first screen instead of the whole page in one task, which
 * was most of a static page's main-thread work on load (docs/architecture.md, "Rendering near the screen"). The part
 * stays in the page for search, anchors, find-in-page and screen readers. Until it is first rendered it keeps a place
 * of `height` (then of its last rendered height): about its usual height, so that the parts near the first screen
 * are the ones rendered. Paint containment clips what is drawn outside the box: 8px keep the focus ring (a 3px
 * outline 2px outside, global-css.ts) of a link at its edge.
 */
const nearScreen = (height: SystemStyleObject["height"]): SystemStyleObject => ({
  contentVisibility: "auto",
  containIntrinsicBlockSize: height,
  overflowClipMargin: "8px",
});

/**
 * The skip link and <main> of every page, and the parts rendered near the screen: a page's bands (ui/section.tsx's
 * `Section`), the blocks of its column (`Block`), the groups of a long list, a titled list of links and the footer
 * (`ly-…`).
 */
export const layoutSheet = {
  skip: {
    position: "absolute",
    left: "2",
    top: "-20",
    zIndex: "skipNav",
    bg: "white",
    color: "brand.fg",
    px: "4",
    py: "3",
    borderRadius: "md",
    fontWeight: "bold",
    boxShadow: "lg",
    _focus: { top: "2" },
  },
  main: { _focus: { outline: "none" } },
  band: nearScreen("auto 600px"),
  block: nearScreen("auto 400px"),
  // A group of a long list (a brand's models on a family's price page): about its height at 390 px, its rows of two
  // links (52px) under its heading (--ly-rows, written by the server).
  group: nearScreen("auto calc(var(--ly-rows, 4) * 52px + 44px)"),
  // A titled list of links, one column at 390 px and two from md up (the sitemap's price pages of a device family):
  // a place from its number of links (--ly-links, written by the server) that a list does not outgrow, a name on up to
  // three lines counted in (the Spanish ones wrap to 58px a link on average at 390 px). A list longer than its place
  // would overflow onto the next one's while neither is rendered, and an unrendered list's links be measured there.
  links: nearScreen({
    base: "auto calc(var(--ly-links, 10) * 64px + 52px)",
    md: "auto calc(var(--ly-links, 10) * 32px + 70px)",
  }),
  // Two columns of links at 390 px, one row of six from lg up.
  footer: nearScreen({ base: "auto 960px", lg: "auto 420px" }),
} satisfies StaticSheet;

/**
 * The header's language switch (`ls-…`, layout/language-switch.tsx): the other language's name, its code on a phone. A
 * sheet of its own, so that only the pages that have a counterpart carry it.
 */
export const languageSwitchSheet = {
  link: {
    display: "inline-flex",
    alignItems: "center",
    minH: "11",
    px: "2",
    fontSize: "sm",
    fontWeight: "semibold",
    color: "brand.800",
    textDecoration: "underline",
    textUnderlineOffset: "3px",
  },
  name: { display: { base: "none", sm: "inline" } },
  code: { display: { base: "inline", sm: "none" }, textDecoration: "none" },
} satisfies StaticSheet;
