import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { BlogPostArticle, RelatedPosts } from "../sections/blog-post-sections";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostPageQuery>) {
  return (
    <Layout>
      <BlogPostArticle post={data.blogJson!} />
      <RelatedPosts posts={data.related.nodes} />
    </Layout>
  );
}
