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
