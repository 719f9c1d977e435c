import { defineConditions, defineConfig, type SystemConfig } from "@chakra-ui/react/styled-system";

type Utility = NonNullable<SystemConfig["utilities"]>[string];
type Transform = NonNullable<Utility["transform"]>;
type TransformArgs = Parameters<Transform>[1];
type Styles = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a style prop's value, whatever it was given
type StyleValue = any;
/** Chakra's utility type, with transforms returning the looser style objects its own code builds. */
type Utility_ = Omit<Utility, "transform"> & {
  transform?: (value: StyleValue, args: TransformArgs) => Styles | undefined;
};

/*
 * Chakra 3.37's base preset (conditions and style props: `@chakra-ui/react/preset-base`), ejected and cut down to
 * the style props and conditions that the site's components, its theme and the Chakra components it uses write.
 * The whole preset is about 7.5 KB of gzipped JavaScript on every page; this is a third of it. The two helpers
 * Chakra keeps internal (a CSS variable name, the color-mix transform for `color="fg/80"`) are copied below.
 * A style prop missing here is not recognised as one: `src/theme/__tests__/preset.test.ts` renders every style
 * the site writes with this preset and with Chakra's whole one and fails if the CSS differs, and the e2e tests
 * check the CSS of every page.
 */

const escRegex = /[^a-zA-Z0-9_\u0081-\uffff-]/g;
const cssVar = (name: string) => {
  const variable = ("--" + name.replace(escRegex, (s: string) => "\\" + s)).replace(
    /[A-Z]/g,
    (m) => "-" + m.toLowerCase(),
  );
  return { var: variable, ref: `var(${variable})` };
};

const createColorMixTransform =
  (prop: string) =>
  (value: string, args: TransformArgs): Styles => {
    const mix = args.utils.colorMix(value);
    if (mix.invalid) return { [prop]: value };
    const mixVar = "--mix-" + prop;
    return { [mixVar]: mix.value, [prop]: `var(${mixVar}, ${mix.color})` };
  };

const isCssVar = (v: string) => /^var\(--.+\)$/.test(v);

const deg = (v: string | number | undefined) => {
  if (v == null || (typeof v === "string" && isCssVar(v))) return v;
  const unitless = typeof v === "string" && !v.endsWith("deg");
  return typeof v === "number" || unitless ? `${v}deg` : v;
};

const createFocusRing = (selector: string): Utility_ => {
  return {
    values: ["outside", "inside", "mixed", "none"],
    transform(value: string, { token }: TransformArgs) {
      const focusRingColor = token("colors.colorPalette.focusRing");
      const styles = {
        inside: {
          "--focus-ring-color": focusRingColor,
          [selector]: {
            outlineOffset: "0px",
            outlineWidth: "var(--focus-ring-width, 1px)",
            outlineColor: "var(--focus-ring-color)",
            outlineStyle: "var(--focus-ring-style, solid)",
            borderColor: "var(--focus-ring-color)",
          },
        },
        outside: {
          "--focus-ring-color": focusRingColor,
          [selector]: {
            outlineWidth: "var(--focus-ring-width, 2px)",
            outlineOffset: "var(--focus-ring-offset, 2px)",
            outlineStyle: "var(--focus-ring-style, solid)",
            outlineColor: "var(--focus-ring-color)",
          },
        },
        mixed: {
          "--focus-ring-color": focusRingColor,
          [selector]: {
            outlineWidth: "var(--focus-ring-width, 3px)",
            outlineStyle: "var(--focus-ring-style, solid)",
            outlineColor: "color-mix(in srgb, var(--focus-ring-color), transparent 60%)",
            borderColor: "var(--focus-ring-color)",
          },
        },
        none: {
          "--focus-ring-color": focusRingColor,
          [selector]: {
            outline: "none",
          },
        },
      };
      return styles[value as keyof typeof styles] ?? {};
    },
  };
};

const createTransition = (value: string) => {
  return {
    transition: value,
    transitionTimingFunction: "cubic-bezier(0.4, 0, 0.2, 1)",
    transitionDuration: "150ms",
  };
};

const currentBgVar = cssVar("bg-currentcolor");

const isCurrentBgVar = (value: unknown) => value === currentBgVar.ref || value === "currentBg";

const colorValues = (theme: (category: string) => Record<string, string>) => ({
  ...theme("colors"),
  currentBg: currentBgVar.ref,
});

const srMapping = {
  true: {
    position: "absolute",
    width: "1px",
    height: "1px",
    padding: "0",
    margin: "-1px",
    overflow: "hidden",
    clip: "rect(0, 0, 0, 0)",
    whiteSpace: "nowrap",
    borderWidth: "0",
  },
  false: {
    position: "static",
    width: "auto",
    height: "auto",
    padding: "0",
    margin: "0",
    overflow: "visible",
    clip: "auto",
    whiteSpace: "normal",
  },
};

const conditions = defineConditions({
  hover: ["@media (hover: hover)", "&:is(:hover, [data-hover]):not(:disabled, [data-disabled])"],
  focus: "&:is(:focus, [data-focus])",
  focusVisible: "&:is(:focus-visible, [data-focus-visible])",
  disabled: "&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])",
  target: "&:target",
  empty: "&:is(:empty, [data-empty])",
  expanded: "&:is([aria-expanded=true], [data-expanded], [data-state=expanded])",
  complete: "&[data-complete]",
  before: "&::before",
  after: "&::after",
  marker: "&::marker",
  selection: "&::selection",
  file: "&::file-selector-button",
  backdrop: "&::backdrop",
  first: "&:first-of-type",
  last: "&:last-of-type",
  only: "&:only-child",
  required: "&:is([data-required], [aria-required=true])",
  valid: "&:is([data-valid], [data-state=valid])",
  invalid: "&:is([data-invalid], [aria-invalid=true], [data-state=invalid])",
  placeholder: "&::placeholder, &[data-placeholder]",
  pressed: "&:is([aria-pressed=true], [data-pressed])",
  default: "&:default",
  optional: "&:optional",
  open: "&:is([open], [data-open], [data-state=open])",
  closed: "&:is([closed], [data-closed], [data-state=closed])",
  loading: "&:is([data-loading], [aria-busy=true])",
  hidden: "&:is([hidden], [data-hidden])",
  current: "&[data-current]",
  today: "&[data-today]",
  now: "&[data-now]",
  dark: ".dark &, .dark .chakra-theme:not(.light) &",
  light: ":root &, .light &",
  rtl: "[dir=rtl] &",
  horizontal: "&[data-orientation=horizontal]",
  vertical: "&[data-orientation=vertical]",
  icon: "& :where(svg)",
  starting: "@starting-style",
});

const utilities: Record<string, Utility_> = {
  background: {
    values: colorValues,
    shorthand: ["bg"],
    transform(value, args) {
      if (isCurrentBgVar(args.raw)) return { background: currentBgVar.ref };
      const styleObj = createColorMixTransform("background")(value, args);
      return { ...styleObj, [currentBgVar.var]: styleObj?.background };
    },
  },
  backgroundColor: {
    values: colorValues,
    shorthand: ["bgColor"],
    transform(value, args) {
      if (isCurrentBgVar(args.raw)) return { backgroundColor: currentBgVar.ref };
      const styleObj = createColorMixTransform("backgroundColor")(value, args);
      return {
        ...styleObj,
        [currentBgVar.var]: styleObj?.backgroundColor,
      };
    },
  },
  backgroundGradient: {
    shorthand: ["bgGradient"],
    values(theme) {
      return {
        ...theme("gradients"),
        "to-t": "linear-gradient(to top, var(--gradient))",
        "to-tr": "linear-gradient(to top right, var(--gradient))",
        "to-r": "linear-gradient(to right, var(--gradient))",
        "to-br": "linear-gradient(to bottom right, var(--gradient))",
        "to-b": "linear-gradient(to bottom, var(--gradient))",
        "to-bl": "linear-gradient(to bottom left, var(--gradient))",
        "to-l": "linear-gradient(to left, var(--gradient))",
        "to-tl": "linear-gradient(to top left, var(--gradient))",
      };
    },
    transform(value) {
      return {
        "--gradient-stops": "var(--gradient-from), var(--gradient-to)",
        "--gradient": "var(--gradient-via-stops, var(--gradient-stops))",
        backgroundImage: value,
      };
    },
  },
  gradientFrom: {
    values: colorValues,
    transform: createColorMixTransform("--gradient-from"),
  },
  gradientTo: {
    values: colorValues,
    transform: createColorMixTransform("--gradient-to"),
  },
  backgroundImage: {
    values(theme) {
      return { ...theme("gradients"), ...theme("assets") };
    },
    shorthand: ["bgImg", "bgImage"],
  },
  border: { values: "borders" },
  borderColor: {
    values: colorValues,
    transform: createColorMixTransform("borderColor"),
  },
  borderBottomColor: {
    values: colorValues,
    transform: createColorMixTransform("borderBottomColor"),
  },
  borderInlineStartColor: {
    values: colorValues,
    shorthand: ["borderStartColor"],
    transform: createColorMixTransform("borderInlineStartColor"),
  },
  borderStyle: { values: "borderStyles" },
  borderRadius: { values: "radii", shorthand: ["rounded"] },
  borderInlineStartRadius: {
    values: "radii",
    property: "borderRadius",
    shorthand: ["roundedStart", "borderStartRadius"],
    transform: (value) => ({
      borderStartStartRadius: value,
      borderEndStartRadius: value,
    }),
  },
  borderInlineEndRadius: {
    values: "radii",
    property: "borderRadius",
    shorthand: ["roundedEnd", "borderEndRadius"],
    transform: (value) => ({
      borderStartEndRadius: value,
      borderEndEndRadius: value,
    }),
  },
  borderTopRadius: {
    values: "radii",
    property: "borderRadius",
    shorthand: ["roundedTop"],
    transform: (value) => ({
      borderTopLeftRadius: value,
      borderTopRightRadius: value,
    }),
  },
  borderBottomRadius: {
    values: "radii",
    property: "borderRadius",
    shorthand: ["roundedBottom"],
    transform: (value) => ({
      borderBottomLeftRadius: value,
      borderBottomRightRadius: value,
    }),
  },
  borderWidth: { values: "borderWidths" },
  borderTopWidth: { values: "borderWidths" },
  borderBottomWidth: { values: "borderWidths" },
  borderInlineStartWidth: {
    values: "borderWidths",
    shorthand: ["borderStartWidth"],
  },
  color: {
    values: colorValues,
    transform: createColorMixTransform("color"),
  },
  fill: {
    values: colorValues,
    transform: createColorMixTransform("fill"),
  },
  stroke: {
    values: colorValues,
    transform: createColorMixTransform("stroke"),
  },
  accentColor: {
    values: colorValues,
    transform: createColorMixTransform("accentColor"),
  },
  divideY: {
    values: { type: "string" },
    transform(value) {
      return {
        "& > :not(style, [hidden]) ~ :not(style, [hidden])": {
          borderTopWidth: value,
          borderBottomWidth: "0px",
        },
      };
    },
  },
  boxShadow: { values: "shadows", shorthand: ["shadow"] },
  boxShadowColor: {
    values: colorValues,
    transform: createColorMixTransform("--shadow-color"),
    shorthand: ["shadowColor"],
  },
  opacity: { values: "opacity" },
  flexBasis: { values: "sizes" },
  gap: { values: "spacing" },
  flexDirection: { shorthand: ["flexDir"] },
  outlineColor: {
    values: colorValues,
    transform: createColorMixTransform("outlineColor"),
  },
  focusRing: createFocusRing("&:is(:focus, [data-focus])"),
  focusVisibleRing: createFocusRing("&:is(:focus-visible, [data-focus-visible])"),
  focusRingColor: {
    values: colorValues,
    transform: createColorMixTransform("--focus-ring-color"),
  },
  aspectRatio: { values: "aspectRatios" },
  width: { values: "sizes", shorthand: ["w"] },
  height: { values: "sizes", shorthand: ["h"] },
  boxSize: {
    values: "sizes",
    property: "width",
    transform: (v) => ({ width: v, height: v }),
  },
  minWidth: { values: "sizes", shorthand: ["minW"] },
  minHeight: { values: "sizes", shorthand: ["minH"] },
  maxWidth: { values: "sizes", shorthand: ["maxW"] },
  maxHeight: { values: "sizes", shorthand: ["maxH"] },
  overscrollBehaviorY: { shorthand: ["overscrollY"] },
  scrollMarginTop: { values: "spacing" },
  scrollPaddingTop: { values: "spacing" },
  position: { shorthand: ["pos"] },
  zIndex: { values: "zIndex" },
  inset: { values: "spacing" },
  insetInline: { values: "spacing", shorthand: ["insetX"] },
  top: { values: "spacing" },
  bottom: { values: "spacing" },
  left: { values: "spacing" },
  right: { values: "spacing" },
  insetInlineStart: {
    values: "spacing",
    shorthand: ["insetStart"],
  },
  insetInlineEnd: {
    values: "spacing",
    shorthand: ["insetEnd"],
  },
  margin: { values: "spacing", shorthand: ["m"] },
  marginTop: { values: "spacing", shorthand: ["mt"] },
  marginBottom: { values: "spacing", shorthand: ["mb"] },
  marginInlineStart: { values: "spacing", shorthand: ["ms", "marginStart"] },
  marginInlineEnd: { values: "spacing", shorthand: ["me", "marginEnd"] },
  marginInline: { values: "spacing", shorthand: ["mx", "marginX"] },
  marginBlock: { values: "spacing", shorthand: ["my", "marginY"] },
  padding: { values: "spacing", shorthand: ["p"] },
  paddingTop: { values: "spacing", shorthand: ["pt"] },
  paddingBottom: { values: "spacing", shorthand: ["pb"] },
  paddingInlineStart: {
    values: "spacing",
    shorthand: ["ps", "paddingStart"],
  },
  paddingInlineEnd: { values: "spacing", shorthand: ["pe", "paddingEnd"] },
  paddingInline: { values: "spacing", shorthand: ["px", "paddingX"] },
  paddingBlock: { values: "spacing", shorthand: ["py", "paddingY"] },
  textDecoration: { shorthand: ["textDecor"] },
  transform: {
    transform: (value) => {
      let v = value;
      if (value === "auto") {
        v = `translateX(var(--translate-x, 0)) translateY(var(--translate-y, 0)) rotate(var(--rotate, 0)) scaleX(var(--scale-x, 1)) scaleY(var(--scale-y, 1)) skewX(var(--skew-x, 0)) skewY(var(--skew-y, 0))`;
      }
      if (value === "auto-gpu") {
        v = `translate3d(var(--translate-x, 0), var(--translate-y, 0), 0) rotate(var(--rotate, 0)) scaleX(var(--scale-x, 1)) scaleY(var(--scale-y, 1)) skewX(var(--skew-x, 0)) skewY(var(--skew-y, 0))`;
      }
      return { transform: v };
    },
  },
  scale: {
    transform(value) {
      if (value !== "auto") return { scale: value };
      return {
        scale: `var(--scale-x, 1) var(--scale-y, 1)`,
      };
    },
  },
  rotate: {
    transform(value) {
      if (value !== "auto") return { rotate: deg(value) };
      return {
        rotate: `var(--rotate-x, 0) var(--rotate-y, 0) var(--rotate-z, 0)`,
      };
    },
  },
  translate: {
    transform(value) {
      if (value !== "auto") return { translate: value };
      return {
        translate: `var(--translate-x) var(--translate-y)`,
      };
    },
  },
  translateY: {
    values: "spacing",
    transform: (v) => ({ "--translate-y": v }),
  },
  transition: {
    values: ["all", "common", "colors", "opacity", "position", "backgrounds", "size", "shadow", "transform"],
    transform(value) {
      switch (value) {
        case "all":
          return createTransition("all");
        case "position":
          return createTransition("left, right, top, bottom, inset-inline, inset-block");
        case "colors":
          return createTransition("color, background-color, border-color, text-decoration-color, fill, stroke");
        case "opacity":
          return createTransition("opacity");
        case "shadow":
          return createTransition("box-shadow");
        case "transform":
          return createTransition("transform");
        case "size":
          return createTransition("width, height");
        case "backgrounds":
          return createTransition("background, background-color, background-image, background-position");
        case "common":
          return createTransition(
            "color, background-color, border-color, text-decoration-color, fill, stroke, opacity, box-shadow, transform, filter, backdrop-filter",
          );
        default:
          return { transition: value };
      }
    },
  },
  transitionDuration: { values: "durations" },
  transitionProperty: {
    values: {
      common: "background-color, border-color, color, fill, stroke, opacity, box-shadow, translate, transform",
      colors: "background-color, border-color, color, fill, stroke",
      size: "width, height",
      position: "left, right, top, bottom, inset-inline, inset-block",
      background: "background, background-color, background-image, background-position",
    },
  },
  transitionTimingFunction: { values: "easings" },
  animation: { values: "animations" },
  animationDuration: { values: "durations" },
  animationTimingFunction: { values: "easings" },
  fontFamily: { values: "fonts" },
  fontSize: { values: "fontSizes" },
  fontWeight: { values: "fontWeights" },
  lineHeight: { values: "lineHeights" },
  letterSpacing: { values: "letterSpacings" },
  textIndent: { values: "spacing" },
  srOnly: {
    values: { type: "boolean" },
    transform(value) {
      return srMapping[String(value) as keyof typeof srMapping] || {};
    },
  },
  cursor: { values: "cursor" },
};

export const basePreset = defineConfig({
  conditions,
  utilities: utilities as NonNullable<SystemConfig["utilities"]>,
});
