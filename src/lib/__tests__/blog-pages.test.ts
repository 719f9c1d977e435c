import copy from "../../../data/pages.json";
import site from "../../../data/site.json";
import { blogListPageNumber, blogListPages, blogListPath, POSTS_PER_PAGE } from "../blog-pages";
import { TITLE_LIMIT } from "../seo";
import { fillTokens } from "../../domain/text";

describe("blog list pages", () => {
  it("puts 10 posts on a page", () => {
    expect(POSTS_PER_PAGE).toBe(10);
  });

  it("makes one page for up to 10 posts, and /blog/ even with none", () => {
    for (const count of [0, 1, 4, 10]) {
      expect(blogListPages(count)).toEqual([
        { path: "/blog/", context: { page: 1, pageCount: 1, skip: 0, limit: 10 } },
      ]);
    }
  });

  it("makes /blog/, /blog/2/, /blog/3/ for 25 posts, linked newer/older", () => {
    expect(blogListPages(25)).toEqual([
      { path: "/blog/", context: { page: 1, pageCount: 3, skip: 0, limit: 10, nextPath: "/blog/2/" } },
      {
        path: "/blog/2/",
        context: { page: 2, pageCount: 3, skip: 10, limit: 10, previousPath: "/blog/", nextPath: "/blog/3/" },
      },
      { path: "/blog/3/", context: { page: 3, pageCount: 3, skip: 20, limit: 10, previousPath: "/blog/2/" } },
    ]);
  });

  it("makes 100 pages for 1,000 posts, every post on exactly one page", () => {
    const pages = blogListPages(1000);
    expect(pages).toHaveLength(100);
    expect(pages.at(-1)!.path).toBe("/blog/100/");
    const shown = pages.flatMap(({ context }) =>
      Array.from({ length: Math.min(context.limit, 1000 - context.skip) }, (_, i) => context.skip + i),
    );
    expect(shown).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it("turns paths and page numbers into each other", () => {
    expect(blogListPath(1)).toBe("/blog/");
    expect(blogListPath(7)).toBe("/blog/7/");
    expect(blogListPageNumber("/blog/")).toBe(1);
    expect(blogListPageNumber("/blog/7/")).toBe(7);
    for (const path of ["/blog/1/", "/blog/07/", "/blog/a-post/", "/blog/2", "/2/"])
      expect(blogListPageNumber(path)).toBeUndefined();
  });
});

describe("blog list page titles", () => {
  it.each([2, 10, 100, 999])("page %d's title names the page and fits in 60 characters", (page) => {
    const title = fillTokens(copy.blog.pagedTitle, { businessName: site.name, page: String(page) });
    expect(title).toContain(`page ${page}`);
    expect(title).toContain(site.name);
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(title).not.toBe(fillTokens(copy.blog.title, { businessName: site.name }));
  });
});
