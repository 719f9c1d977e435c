import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as chakraGlobalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  animationStyles,
  spinnerRecipe,
  textStyles,
} from "./chakra";
import { semanticTokens } from "./semantic-tokens";
import { tokens } from "./tokens";

/**
 * The site's one Chakra system: the base preset plus only the recipes the site renders,
 * so the CSS variables and style rules shipped with every page stay small.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...chakraGlobalCss,
    // Anchors and focused fields stop below the sticky header (one row, two from lg up).
    html: { colorPalette: "brand", scrollPaddingTop: { base: "5rem", lg: "8.5rem" } },
    body: { bg: "page.bg", color: "page.text", fontSize: "md", lineHeight: "1.6" },
    "a:focus-visible, button:focus-visible, summary:focus-visible": {
      outline: "3px solid",
      outlineColor: "brand.500",
      outlineOffset: "2px",
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
    // The drawer, accordion and toast recipes travel with their lazily loaded components
    // (mobile-menu-drawer.tsx, toaster.tsx), so pages do not carry them until needed.
    slotRecipes: {},
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system, made on first use rather than when the module loads: in the browser that is the
 * first render of hydration, a task of its own, instead of adding ~100 ms (on a phone's CPU) to
 * the task that loads the app's scripts.
 */
export const getSystem = () => (system ??= createSystem(defaultBaseConfig, config));
