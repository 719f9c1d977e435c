import type { StaticSheet } from "./define";

/** The skip link and <main> of every page (`ly-…`). */
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
