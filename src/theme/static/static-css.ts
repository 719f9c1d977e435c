import { serializeStyles } from "@emotion/serialize";
import type { RecipeDefinition, SystemContext, SystemStyleObject } from "@chakra-ui/react/styled-system";
import { compile, serialize, stringify } from "stylis";
import type { RecipePart, StaticSheet, StaticStyle } from "./define";
import { staticSheets } from "./sheets";

/**
 * The CSS of one class: what Chakra's styled factory computes for the same recipe and props (the recipe's styles,
 * then the props, through the system's `css`), written by emotion's serializer and stylis, as emotion writes it.
 */
export function classCss(system: SystemContext, className: string, style: StaticStyle): string {
  let object;
  if ("part" in style) {
    object = system.css(system.cva(recipeOnly(style.recipe, style.part))(style.part === "base" ? {} : style.part));
  } else if ("recipe" in style && style.recipe) {
    object = system.css(system.cva(style.recipe)(style.variants ?? {}) as SystemStyleObject, style.css ?? {});
  } else {
    object = system.css(style as SystemStyleObject);
  }
  const { styles } = serializeStyles([object as Parameters<typeof serializeStyles>[0][number]]);
  // No vendor prefixes (emotion's default adds -ms-grid and the like): the browsers the site supports need none.
  return serialize(compile(`.${className}{${styles}}`), stringify);
}

/** The recipe cut down to one part (define.ts, `recipePart`): its base, or one variant's value with no base. */
function recipeOnly(recipe: RecipeDefinition, part: RecipePart): RecipeDefinition {
  if (part === "base") return { ...recipe, variants: {}, defaultVariants: {}, compoundVariants: [] };
  const [variant] = Object.keys(part);
  return {
    className: recipe.className,
    base: {},
    variants: { [variant]: recipe.variants![variant] },
    defaultVariants: {},
    compoundVariants: [],
  };
}

export function sheetCss(system: SystemContext, prefix: string, sheet: StaticSheet): string {
  return Object.entries(sheet)
    .map(([key, style]) => classCss(system, `${prefix}-${key}`, style))
    .join("");
}

const cache = new WeakMap<SystemContext, Map<string, string>>();

/** classCss, once per system and class: every page of a build asks for the same classes. */
function cachedClassCss(system: SystemContext, className: string, style: StaticStyle): string {
  const classes = cache.get(system) ?? new Map<string, string>();
  cache.set(system, classes);
  let css = classes.get(className);
  if (css === undefined) classes.set(className, (css = classCss(system, className, style)));
  return css;
}

/**
 * The CSS of the static sheets a page needs, for its <head> (gatsby-ssr.tsx). It opens with Chakra's order of cascade
 * layers (`@layer reset, base, tokens, recipes;`), as Chakra's global CSS does: the first stylesheet to name a layer
 * fixes the order, and once Chakra loads in the browser, emotion moves the server's styles after this one. Without
 * `prefixes`, every sheet; with `used`, only the classes it says the page has (a page whose styles never change).
 */
export function staticCss(
  system: SystemContext,
  prefixes: readonly string[] = Object.keys(staticSheets),
  used?: ReadonlySet<string>,
): string {
  return (
    system.layers.atRule +
    prefixes
      .flatMap((prefix) =>
        Object.entries(staticSheets[prefix as keyof typeof staticSheets] as StaticSheet)
          .map(([key, style]) => [`${prefix}-${key}`, style] as const)
          .filter(([className]) => !used || used.has(className))
          .map(([className, style]) => cachedClassCss(system, className, style)),
      )
      .join("")
  );
}

/** The classes a page's HTML gives its elements: what a page without an app can ever show of the static sheets. */
export const classesOfPage = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));

/**
 * The sheets a page without an app carries (its styles never change in the browser): the layout's and the buttons',
 * which every page uses, and any other whose classes its HTML names (the status page's form: `ui-`).
 */
export function sheetsOfPage(html: string): string[] {
  return Object.keys(staticSheets).filter(
    (prefix) => prefix === "ly" || prefix === "bt" || new RegExp(`class="(?:[^"]*\\s)?${prefix}-`).test(html),
  );
}
