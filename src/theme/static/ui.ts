import { buttonRecipe } from "../recipes/button";
import { inputRecipe } from "../recipes/input";
import { spinnerRecipe } from "../recipes/spinner";
import { textLinkRecipe } from "../recipes/text-link";
import { withRecipe, type StaticSheet } from "./define";

/** The form controls, buttons and links of the pages the browser renders without Chakra (`ui-…`). */
export const uiSheet = {
  label: { display: "block", fontWeight: "medium", fontSize: "sm", mb: "1.5" },
  error: { color: "red.700", fontSize: "sm", mt: "1.5" },
  hint: { fontSize: "sm", color: "page.muted", mt: "1.5" },
  input: withRecipe(inputRecipe, {}),
  "select-box": { position: "relative" },
  select: { pe: "10" },
  "select-arrow": {
    position: "absolute",
    insetEnd: "3",
    top: "50%",
    transform: "translateY(-50%)",
    pointerEvents: "none",
    color: "page.muted",
  },
  textarea: { h: "auto", py: "2", minH: "36", resize: "vertical" },
  "button-lg-brand": withRecipe(buttonRecipe, { size: "lg" }, { colorPalette: "brand", minH: "11" }),
  "button-lg-amber": withRecipe(
    buttonRecipe,
    { size: "lg" },
    { colorPalette: "amber", fontWeight: "bold", minH: "11" },
  ),
  "button-sm-outline": withRecipe(buttonRecipe, { size: "sm", variant: "outline" }, { minH: "11" }),
  "button-sm-ghost": withRecipe(buttonRecipe, { size: "sm", variant: "ghost" }, { minH: "11" }),
  spinner: withRecipe(spinnerRecipe, { size: "inherit" }),
  "text-link": withRecipe(textLinkRecipe, {}),
} satisfies StaticSheet;
