import type { RecipeDefinition, RecipeVariantRecord, SystemStyleObject } from "@chakra-ui/react/styled-system";

/**
 * One class of a static sheet: Chakra style props, or a recipe with its variants plus style props, exactly as
 * `<chakra.x recipe variant=... mt="4">` would take them. The server turns it into CSS (static-css.ts).
 */
export type StaticStyle =
  | SystemStyleObject
  | { recipe: RecipeDefinition; variants?: Record<string, string | boolean>; css?: SystemStyleObject }
  | { recipe: RecipeDefinition; part: RecipePart };

/** A recipe's base, or one variant's value (responsive, as Chakra takes it: `{ base: "sm", sm: "md" }`). */
export type RecipePart = "base" | Record<string, string | Record<string, string>>;

export type StaticSheet = Record<string, StaticStyle>;

/** A recipe and its variants as one class (the recipe's styles stay in Chakra's `recipes` cascade layer). */
export const withRecipe = <T extends RecipeVariantRecord>(
  recipe: RecipeDefinition<T>,
  variants: { [K in keyof T]?: keyof T[K] | (keyof T[K] extends "true" | "false" ? boolean : never) },
  /** Style props, `colorPalette` among them (a style prop, not a variant). */
  css?: SystemStyleObject,
): StaticStyle => ({
  recipe: recipe as unknown as RecipeDefinition,
  variants: variants as Record<string, string>,
  css,
});

/**
 * One part of a recipe as its own class: its base (`"base"`), or the styles of one variant's value (`{ size: "lg" }`),
 * so that elements combine them (`bt-base bt-lg bt-solid`) instead of each combination repeating the whole recipe.
 * The sheet lists the parts in the recipe's order (base, then its variants in the order it declares them), so the
 * cascade merges them as Chakra's recipe does; a recipe with compound variants cannot be split this way.
 */
export const recipePart = <T extends RecipeVariantRecord>(
  recipe: RecipeDefinition<T>,
  part: "base" | { [K in keyof T]?: keyof T[K] | { base: keyof T[K]; [breakpoint: string]: keyof T[K] } },
): StaticStyle => {
  if (recipe.compoundVariants?.length) throw new Error("recipePart: a recipe with compound variants cannot be split");
  return { recipe: recipe as unknown as RecipeDefinition, part: part as RecipePart };
};
