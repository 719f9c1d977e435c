import type { RecipeDefinition, RecipeVariantRecord, SystemStyleObject } from "@chakra-ui/react/styled-system";

/**
 * One class of a static sheet: Chakra style props, or a recipe with its variants plus style props, exactly as
 * `<chakra.x recipe variant=... mt="4">` would take them. The server turns it into CSS (static-css.ts).
 */
export type StaticStyle =
  | SystemStyleObject
  | { recipe: RecipeDefinition; variants?: Record<string, string | boolean>; css?: SystemStyleObject };

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
