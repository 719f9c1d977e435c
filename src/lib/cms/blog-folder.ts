/** Blog posts: one JSON file each, created in the CMS; their images beside them. */
export const BLOG = { folder: "data/blog", schema: "blog-post.schema.json", images: "data/blog/images" } as const;

/** The post body's "Link to a page" (admin-browser.ts registers it, config.ts MARKDOWN offers it). */
export const PAGE_LINK = "page-link";
