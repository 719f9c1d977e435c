import { createSystem, defineConfig, type SystemConfig, type SystemContext } from "@chakra-ui/react/styled-system";
import { breakpoints } from "./breakpoints";
import { layerStyles } from "./layer-styles";
import { basePreset } from "./preset";
import { buttonRecipe } from "./recipes/button";
import { containerRecipe } from "./recipes/container";
import { headingRecipe } from "./recipes/heading";
import { iconButtonRecipe } from "./recipes/icon-button";
import { inputRecipe } from "./recipes/input";
import { spinnerRecipe } from "./recipes/spinner";
import { textLinkRecipe } from "./recipes/text-link";
import { semanticTokens } from "./semantic-tokens";
import { textStyles } from "./text-styles";
import { tokens } from "./tokens";

/**
 * The site's one Chakra system: the base preset (conditions and style props, preset.ts) and the theme, both ejected
 * from Chakra 3.37 and cut down to what the site renders. The toast's recipe
 * (slot-recipes/) travels with its lazily loaded component, so pages do not carry it until needed.
 */
const theme = {
  breakpoints,
  tokens,
  semanticTokens,
  textStyles,
  layerStyles,
  recipes: {
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    spinner: spinnerRecipe,
    iconButton: iconButtonRecipe,
    textLink: textLinkRecipe,
  },
};

/** Chakra's own prefix and a root that both the page and portals (the toast) are inside. */
export const siteConfig = {
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  theme,
} satisfies SystemConfig;

/**
 * The browser's configuration: the theme without the reset, the global styles and the keyframes. The server writes
 * those (server.ts) into every page's <head>, where they stay for the whole visit, so the browser does not build and
 * hash that CSS again when the app starts (a public option of createSystem, not a patch). e2e/theme-css.test.ts
 * checks that every page and every lazily loaded part still finds each CSS variable it uses.
 */
export const browserConfig = defineConfig({ ...siteConfig, preflight: false, globalCss: {} });

/** A system for a configuration, made once and on first use (in the browser: the first render of hydration). */
export const systemOnce = (config: () => SystemConfig) => {
  let system: SystemContext | undefined;
  return () => (system ??= createSystem(basePreset, config()));
};
