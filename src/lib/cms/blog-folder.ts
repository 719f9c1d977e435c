/** Blog posts: one JSON file each, created in the CMS; their images beside them. */
export const BLOG = { folder: "data/blog", schema: "blog-post.schema.json", images: "data/blog/images" } as const;
