/** The blog list is cut into pages of this many posts: /blog/, /blog/2/, /blog/3/, ... */
export const POSTS_PER_PAGE = 10;

/** The one place a blog list page number becomes its path. */
export const blogListPath = (page: number): string => (page <= 1 ? "/blog/" : `/blog/${page}/`);

/** The page number of a blog list path (1 for /blog/), or undefined for any other path. */
export function blogListPageNumber(path: string): number | undefined {
  if (path === "/blog/") return 1;
  const match = /^\/blog\/([1-9][0-9]*)\/$/.exec(path);
  return match && Number(match[1]) > 1 ? Number(match[1]) : undefined;
}

/** What createPages passes to each list page, and the template reads as its page context. */
export type BlogListContext = {
  page: number;
  pageCount: number;
  skip: number;
  limit: number;
  /** The newer page's path (rel="prev"), absent on the first page. */
  previousPath?: string;
  /** The older page's path (rel="next"), absent on the last page. */
  nextPath?: string;
};

/** One list page per POSTS_PER_PAGE posts, newest first; with no posts there is still /blog/. */
export function blogListPages(
  postCount: number,
  perPage = POSTS_PER_PAGE,
): Array<{ path: string; context: BlogListContext }> {
  const pageCount = Math.max(1, Math.ceil(postCount / perPage));
  return Array.from({ length: pageCount }, (_, i) => {
    const page = i + 1;
    return {
      path: blogListPath(page),
      context: {
        page,
        pageCount,
        skip: i * perPage,
        limit: perPage,
        ...(page > 1 && { previousPath: blogListPath(page - 1) }),
        ...(page < pageCount && { nextPath: blogListPath(page + 1) }),
      },
    };
  });
}
