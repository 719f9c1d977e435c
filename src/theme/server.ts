import { defineConfig } from "@chakra-ui/react/styled-system";
import { globalCss } from "./global-css";
import { siteConfig, systemOnce } from "./index";
import { keyframes } from "./keyframes";
import { toastSlotRecipe } from "./slot-recipes/toast";

/** The server's configuration: the theme plus the reset, the global styles and the keyframes for each page's <head>. */
export const serverConfig = defineConfig({
  ...siteConfig,
  preflight: true,
  globalCss,
  // The toast's slot recipe is passed to its lazily loaded component in the browser; named here too so that Chakra's
  // typegen types its variants.
  theme: {
    ...siteConfig.theme,
    keyframes,
    slotRecipes: { toast: toastSlotRecipe },
  },
});

/** The server's system; also what Chakra's typegen reads (`npm run typecheck`). */
export const getServerSystem = systemOnce(() => serverConfig);
export const system = getServerSystem();
