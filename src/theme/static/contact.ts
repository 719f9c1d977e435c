import { containerRecipe } from "../recipes/container";
import { withRecipe, type StaticSheet } from "./define";

const twoColumns = {
  display: "grid",
  gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", md: "repeat(2, minmax(0, 1fr))" },
  gap: "5",
} as const;

/** The request form on /contact/ and its parts: booking, photos, the estimate carried over (`cf-…`). */
export const contactSheet = {
  section: withRecipe(containerRecipe, {}, { maxW: "7xl", py: { base: "10", md: "14" } }),
  columns: {
    display: "grid",
    gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 22rem" },
    gap: "8",
    alignItems: "start",
  },
  anchor: { scrollMarginTop: "28" },
  form: {
    bg: "white",
    p: { base: "5", md: "8" },
    layerStyle: "card.xl",
    boxShadow: "sm",
  },
  heading: { fontSize: "2xl", fontWeight: "bold", color: "brand.800" },
  intro: { color: "page.muted", mb: "5" },
  alert: {
    mb: "5",
    p: "4",
    bg: "red.50",
    borderWidth: "1px",
    borderColor: "red.300",
    borderRadius: "md",
    color: "red.900",
  },
  note: { mb: "5", p: "4", bg: "brand.50", borderRadius: "md" },
  pair: twoColumns,
  "booking-pair": { ...twoColumns, mt: "5" },
  message: { mt: "5" },
  "toast-phone": { fontWeight: "bold", textDecoration: "underline", color: "inherit", whiteSpace: "nowrap" },
  honeypot: { position: "absolute", left: "-10000px", w: "1px", h: "1px", overflow: "hidden" },
  privacy: { mt: "5", fontSize: "sm", color: "page.muted" },
  submit: { mt: "4", w: { base: "full", md: "auto" } },
  photos: { mt: "5" },
  "photos-input": { display: "block", w: "full", minH: "11", py: "2", fontSize: "sm" },
  small: { fontSize: "sm" },
  "photo-list": { listStyleType: "none", mt: "2", display: "grid", gap: "1" },
  photo: { display: "flex", alignItems: "center", gap: "3", fontSize: "sm" },
  "photo-name": { flex: "1", minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  estimate: {
    mb: "6",
    p: "4",
    bg: "brand.50",
    borderWidth: "1px",
    borderColor: "brand.200",
    borderRadius: "lg",
  },
  "estimate-heading": { fontWeight: "bold", color: "brand.800" },
  "estimate-price": { fontSize: "lg", fontWeight: "semibold" },
  nowrap: { whiteSpace: "nowrap" },
  "estimate-meta": { fontSize: "sm", color: "page.muted" },
  "estimate-note": { fontSize: "sm", mt: "2" },
  "estimate-remove": { mt: "3" },
} satisfies StaticSheet;
