import { graphql, type HeadFC } from "gatsby";
import { blogPosting, breadcrumbs } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { imageSrc } from "../components/ui/picture";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl, cutPostTitle } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("blog-post");

export const Head: HeadFC<Queries.BlogPostPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const post = data.blogJson!;
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}/`);
  const image = imageSrc(post.heroImage?.childImageSharp?.gatsbyImageData);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  return (
    <Seo
      title={cutPostTitle(post.title)}
      description={post.description}
      path={`/blog/${post.slug}/`}
      type="article"
      image={imageUrl}
      jsonLd={[
        blogPosting({
          url,
          headline: post.title,
          description: post.description,
          image: imageUrl,
          datePublished: post.fields.isoDate,
          siteUrl,
        }),
        breadcrumbs([
          { name: "Home", url: absoluteUrl(siteUrl, "/") },
          { name: "Blog", url: absoluteUrl(siteUrl, "/blog/") },
          { name: post.title, url },
        ]),
      ]}
    >
      <meta property="article:published_time" content={post.fields.isoDate} />
    </Seo>
  );
};

export const query = graphql`
  query BlogPostPage($id: String!, $related: [String!]!) {
    blogJson(id: { eq: $id }) {
      slug
      description
      ...BlogPostArticle
    }
    related: allBlogJson(filter: { id: { in: $related } }, sort: [{ fields: { published: DESC } }, { slug: ASC }]) {
      nodes {
        ...PostCard
      }
    }
  }
`;
