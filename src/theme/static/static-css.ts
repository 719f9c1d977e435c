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

const cache = new Map<string, { system: SystemContext; css: string }>();

/**
 * The CSS of the static sheets a page needs, for its <head> (gatsby-ssr.tsx); computed once per system and set of
 * sheets. It opens with Chakra's order of cascade layers (`@layer reset, base, tokens, recipes;`), as Chakra's global
 * CSS does: the first stylesheet to name a layer fixes the order, and once Chakra loads in the browser, emotion moves
 * the server's styles after this one. Without `prefixes`, every sheet.
 */
export function staticCss(system: SystemContext, prefixes: readonly string[] = Object.keys(staticSheets)): string {
  const key = prefixes.join(" ");
  let entry = cache.get(key);
  if (entry?.system !== system) {
    entry = {
      system,
      css:
        system.layers.atRule +
        prefixes.map((prefix) => sheetCss(system, prefix, staticSheets[prefix as keyof typeof staticSheets])).join(""),
    };
    cache.set(key, entry);
  }
  return entry.css;
}

/**
 * The sheets a page without an app carries (its styles never change in the browser): the layout's and the buttons',
 * which every page uses, and any other whose classes its HTML names (the status page's form: `ui-`).
 */
export function sheetsOfPage(html: string): string[] {
  return Object.keys(staticSheets).filter(
    (prefix) => prefix === "ly" || prefix === "bt" || new RegExp(`class="(?:[^"]*\\s)?${prefix}-`).test(html),
  );
}
