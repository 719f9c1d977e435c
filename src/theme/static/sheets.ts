import { buttonSheet } from "./buttons";
import { contactSheet } from "./contact";
import { languageSwitchSheet, layoutSheet } from "./layout";
import { uiSheet } from "./ui";

/**
 * Every static sheet by its class prefix. The server writes their CSS into each page's <head> (static-css.ts), so a
 * component the browser renders with plain class names (class-names.ts) looks as it did when it was built from
 * Chakra components, on a first visit and after a client-side navigation alike, without Chakra's runtime.
 */
export const staticSheets = {
  ly: layoutSheet,
  bt: buttonSheet,
  ui: uiSheet,
  cf: contactSheet,
  ls: languageSwitchSheet,
};

export type StaticSheets = typeof staticSheets;
