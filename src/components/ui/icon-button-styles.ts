/** A 44 px square button holding one icon (menu, close). */
export const iconButtonStyles = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "11",
  h: "11",
  borderRadius: "md",
  fontSize: "2xl",
  color: "page.text",
  cursor: "pointer",
  _hover: { bg: "brand.subtle" },
} as const;
