import { counterparts, langOfPath, SPANISH_PATHS, type Lang } from "../domain/language";

/**
 * What every page's context says of its language: its `lang`, and the addresses of the page in each language where it
 * has a counterpart. The page's components read it through hooks/use-page-language.tsx.
 */
export type LanguageContext = { lang: Lang; alternates: Partial<Record<Lang, string>> };

/**
 * A page for Gatsby's createPage with its language in its context (`lang`, which the page's query reads as `$lang`,
 * and its counterparts): gatsby-node passes every page through here, as through page-modes.ts withMode.
 */
export const withLanguage = <P extends { path: string; context?: unknown }>(
  page: P,
): P & { context: LanguageContext } => ({
  ...page,
  context: {
    ...(page.context as object | undefined),
    lang: langOfPath(page.path),
    alternates: counterparts(page.path),
  },
});

/** The Spanish page of a fixed English page (src/pages) that has one: the same component at its Spanish address. */
export const spanishPageOf = <P extends { path: string }>(page: P): P | undefined =>
  SPANISH_PATHS[page.path] ? { ...page, path: SPANISH_PATHS[page.path] } : undefined;
