/**
 * Chakra's theme pieces, imported file by file. `@chakra-ui/react/theme` builds Chakra's
 * whole default theme when imported, so every one of its ~80 recipes reached the browser
 * (about 190 KB of source) even though the site uses eight. "chakra-theme/" is a webpack
 * alias (gatsby-node.ts) and a TypeScript path (tsconfig.json) for
 * node_modules/@chakra-ui/react/dist/esm/theme.
 */
export { breakpoints } from "chakra-theme/breakpoints.js";
export { globalCss } from "chakra-theme/global-css.js";
export { textStyles } from "chakra-theme/text-styles.js";
export { layerStyles } from "chakra-theme/layer-styles.js";
export { animationStyles } from "chakra-theme/motion-styles.js";
export { keyframes } from "chakra-theme/tokens/keyframes.js";
export { animations } from "chakra-theme/tokens/animations.js";
export { aspectRatios } from "chakra-theme/tokens/aspect-ratios.js";
export { blurs } from "chakra-theme/tokens/blurs.js";
export { borders } from "chakra-theme/tokens/borders.js";
export { colors } from "chakra-theme/tokens/colors.js";
export { cursor } from "chakra-theme/tokens/cursor.js";
export { durations } from "chakra-theme/tokens/durations.js";
export { easings } from "chakra-theme/tokens/easings.js";
export { fontSizes } from "chakra-theme/tokens/font-sizes.js";
export { fontWeights } from "chakra-theme/tokens/font-weights.js";
export { letterSpacings } from "chakra-theme/tokens/letter-spacing.js";
export { lineHeights } from "chakra-theme/tokens/line-heights.js";
export { radii } from "chakra-theme/tokens/radius.js";
export { sizes } from "chakra-theme/tokens/sizes.js";
export { spacing } from "chakra-theme/tokens/spacing.js";
export { zIndices } from "chakra-theme/tokens/z-indices.js";
export { semanticColors } from "chakra-theme/semantic-tokens/colors.js";
export { semanticRadii } from "chakra-theme/semantic-tokens/radii.js";
export { semanticShadows } from "chakra-theme/semantic-tokens/shadows.js";
export { accordionSlotRecipe } from "chakra-theme/recipes/accordion.js";
export { buttonRecipe } from "chakra-theme/recipes/button.js";
export { containerRecipe } from "chakra-theme/recipes/container.js";
export { drawerSlotRecipe } from "chakra-theme/recipes/drawer.js";
export { headingRecipe } from "chakra-theme/recipes/heading.js";
export { inputRecipe } from "chakra-theme/recipes/input.js";
export { spinnerRecipe } from "chakra-theme/recipes/spinner.js";
export { toastSlotRecipe } from "chakra-theme/recipes/toast.js";

/** Chakra's CSS variable prefix and root, as its default theme sets them. */
export const cssVarsPrefix = "chakra";
export const cssVarsRoot = ":where(html, .chakra-theme)";
