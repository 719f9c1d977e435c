import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { BlogList } from "../sections/blog-list-sections";
import { type BlogListContext } from "../../lib/blog-pages";

/** /blog/, /blog/2/, ...: ten posts a page, newest first (pages made in gatsby-node's createPages). */
export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  return (
    <Layout>
      <BlogList copy={data.pagesJson!.blog} posts={data.allBlogJson.nodes} pages={pageContext} />
    </Layout>
  );
}
