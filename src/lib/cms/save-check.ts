import { analyzePost, MIN_INTERNAL_LINKS, MIN_WORDS } from "../blog";
import { checkFiles } from "../data/check-files";
import { dataRoutes, linkProblems } from "../data/link-check";
import type { DataFile } from "../data/validate";

/**
 * The CMS's checks before a save: the build's own (data/check-files.ts, data/link-check.ts), run in the browser over
 * the site's data as it was built (SiteSnapshot, /admin/site-data.json) with the saved file in place. A save is
 * refused for each problem the change brings: the build's message, in the editor's words (data/editor-words.ts). Problems the data
 * already had are the build's to report, not this save's.
 */

/** One data file as the CMS writes it: its path from the project root and its content. */
export type SavedFile = { file: string; data: unknown };

export type SiteSnapshot = {
  /** Every data file of the build (or of the working copy, under `gatsby develop`). */
  files: SavedFile[];
  /** The schemas, by file name ("site.schema.json"), as the data files name them in "$schema". */
  schemas: Record<string, object>;
  /** The pages the build made that no data file makes (src/pages): with dataRoutes, every page a link may name. */
  staticRoutes: string[];
};

/** The schema file a data file names in "$schema" ("../schemas/blog-post.schema.json" -> "blog-post.schema.json"). */
export const schemaName = (data: unknown) =>
  String((data as { $schema?: unknown } | null)?.$schema ?? "")
    .split("/")
    .pop() ?? "";

/** The files with their schemas, as the build reads them (load.ts); a file naming no known schema gets an empty one. */
export const dataFilesOf = (snapshot: Pick<SiteSnapshot, "schemas">, files: readonly SavedFile[]): DataFile[] =>
  files.map(({ file, data }) => ({ file, data, schema: snapshot.schemas[schemaName(data)] ?? {} }));

/**
 * The build's problems with `files`: the checks before the pages are made, then (when those pass, as in the build)
 * every link against the pages these files make and the site's own.
 */
export function siteProblems(files: DataFile[], staticRoutes: readonly string[], today: string): string[] {
  const { problems } = checkFiles(files, today);
  if (problems.length) return problems;
  return linkProblems(files, new Set([...staticRoutes, ...dataRoutes(files)]));
}

/** What the save of `saved` (new files, or new contents for them) brings that the build would refuse. */
export function saveProblems(snapshot: SiteSnapshot, saved: SavedFile | readonly SavedFile[], today: string): string[] {
  // One save may write a file in each language (a form's English and Spanish columns).
  const written: readonly SavedFile[] = Array.isArray(saved) ? saved : [saved];
  const before = dataFilesOf(snapshot, snapshot.files);
  const others = snapshot.files.filter((f) => !written.some((w) => w.file === f.file));
  const after = dataFilesOf(
    snapshot,
    [...others, ...written].sort((a, b) => a.file.localeCompare(b.file)),
  );
  const known = new Set(siteProblems(before, snapshot.staticRoutes, today));
  return siteProblems(after, snapshot.staticRoutes, today).filter((problem) => !known.has(problem));
}

/** The page addresses a post may link to: the site's pages, sorted, without its error pages. */
export const linkablePages = (snapshot: SiteSnapshot): string[] =>
  [...new Set([...snapshot.staticRoutes, ...dataRoutes(dataFilesOf(snapshot, snapshot.files))])]
    .filter((route) => !/^\/(404|dev-404-page)\b/.test(route))
    .sort();

export type PostStats = {
  words: number;
  minWords: number;
  links: Array<{ to: string; known: boolean }>;
  minLinks: number;
};

/** A post's word count and its links to pages of the site, each marked whether the site has that page. */
export function postStats(body: string, siteUrl: string, pages: readonly string[]): PostStats {
  const { wordCount, internalLinks } = analyzePost(body, siteUrl);
  const known = new Set(pages);
  return {
    words: wordCount,
    minWords: MIN_WORDS,
    links: internalLinks.map((to) => ({ to, known: known.has(to) })),
    minLinks: MIN_INTERNAL_LINKS,
  };
}
