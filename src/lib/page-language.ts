import { counterparts, langOfPath, NOT_FOUND_PATHS, SPANISH_PATHS, type Lang } from "../domain/language";

/**
 * What every page's context says of its language: its `lang`, and the addresses of the page in each language where it
 * has a counterpart. The page's components read it through hooks/use-page-language.tsx.
 */
export type LanguageContext = { lang: Lang; alternates: Partial<Record<Lang, string>> };

/**
 * A page for Gatsby's createPage with its language in its context (`lang`, which the page's query reads as `$lang`,
 * and its counterparts): gatsby-node passes every page through here, as through page-modes.ts withMode. A page made
 * from data/ names its counterparts in its context (a service's Spanish slug); a fixed page's are SPANISH_PATHS'.
 */
export const withLanguage = <P extends { path: string; context?: unknown }>(
  page: P,
): P & { context: LanguageContext } => {
  const named = (page.context as Partial<LanguageContext> | undefined)?.alternates;
  return {
    ...page,
    context: {
      ...(page.context as object | undefined),
      lang: langOfPath(page.path),
      alternates: named && Object.keys(named).length ? named : counterparts(page.path),
    },
  };
};

/**
 * The Spanish page of a fixed English page (src/pages) that has one: the same component at its Spanish address. The
 * not-found page has its Spanish copy too (NOT_FOUND_PATHS), which the host answers for a missing /es/ address.
 */
export const spanishPageOf = <P extends { path: string }>(page: P): P | undefined => {
  const path = page.path === NOT_FOUND_PATHS.en ? NOT_FOUND_PATHS.es : SPANISH_PATHS[page.path];
  return path ? { ...page, path } : undefined;
};

/**
 * What the build says of the site's two languages (gatsby-node.ts onPostBootstrap): how many English pages have their
 * Spanish page, and those that have none, counted by their address's first part ("/pricing/": 176, "/": 12).
 */
export function languageReport(
  pages: ReadonlyArray<{ path: string; alternates?: LanguageContext["alternates"] }>,
): string {
  const english = pages.filter(({ path }) => langOfPath(path) === "en" && !/(^|\/)(404|dev-404-page)/.test(path));
  const alone = english.filter((page) => !(page.alternates ?? counterparts(page.path)).es).map((page) => page.path);
  const bySection = new Map<string, number>();
  for (const route of alone) {
    const section = /^\/[^/]+\/[^/]/.test(route) ? `/${route.split("/")[1]}/` : "/";
    bySection.set(section, (bySection.get(section) ?? 0) + 1);
  }
  const sections = [...bySection].sort((a, b) => b[1] - a[1]).map(([section, count]) => `${section} ${count}`);
  return (
    `Spanish: ${english.length - alone.length} of ${english.length} English pages have their Spanish page` +
    (alone.length ? `; in English only: ${sections.join(", ")} (docs/spanish.md)` : "")
  );
}
