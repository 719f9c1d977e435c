import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PostCards } from "../components/sections/post-cards";
import { blogPosting, breadcrumbs } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { imageData, imageSrc, Picture } from "../components/ui/picture";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl, cutPostTitle } from "../lib/seo";
import { fillTokens } from "../lib/text";

/** Styles for the sanitized article HTML. */
const proseCss = {
  "& p": { mb: "5" },
  "& h2": { fontSize: "2xl", fontWeight: "bold", color: "brand.800", mt: "10", mb: "3", lineHeight: "1.3" },
  "& h3": { fontSize: "xl", fontWeight: "bold", mt: "8", mb: "2" },
  "& ul, & ol": { ps: "6", mb: "5" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { mb: "2" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px" },
  "& blockquote": { borderStartWidth: "4px", borderColor: "brand.300", ps: "4", fontStyle: "italic" },
} as const;

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const { business, tokens } = useSiteData();
  const post = data.blogJson!;
  const image = imageData(post.heroImage?.childImageSharp?.gatsbyImageData);
  return (
    <Layout>
      <chakra.article>
        <Container maxW="3xl" pt={{ base: "8", md: "12" }}>
          <chakra.nav aria-label="Breadcrumb" fontSize="sm" mb="4" color="page.muted">
            <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
              <li>
                <chakra.a href="/" textDecoration="underline">
                  Home
                </chakra.a>{" "}
                /
              </li>
              <li>
                <chakra.a href="/blog/" textDecoration="underline">
                  Blog
                </chakra.a>{" "}
                /
              </li>
              <li aria-current="page">{post.title}</li>
            </chakra.ol>
          </chakra.nav>
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.800" lineHeight="1.2">
            {post.title}
          </Heading>
          <chakra.p mt="3" color="page.muted">
            <time dateTime={post.fields.isoDate}>{post.fields.published}</time> · By {business.name}
          </chakra.p>
        </Container>
        <Container maxW="4xl" my="8">
          {image && (
            <Box borderRadius="xl" overflow="hidden">
              <Picture image={image} alt={post.heroAlt} priority />
            </Box>
          )}
        </Container>
        <Container maxW="3xl" fontSize="lg" css={proseCss}>
          <div dangerouslySetInnerHTML={{ __html: fillTokens(post.fields.html, tokens) }} />
        </Container>
      </chakra.article>
      {data.related.nodes.length > 0 && (
        <Container maxW="5xl" mt="12" as="aside" aria-labelledby="related-posts">
          <Heading as="h2" id="related-posts" size="2xl" color="brand.800" mb="4">
            Related posts
          </Heading>
          <PostCards posts={data.related.nodes} headingLevel="h3" />
        </Container>
      )}
    </Layout>
  );
}

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
      title
      description
      heroAlt
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 960, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
      fields {
        html
        published(formatString: "MMMM D, YYYY")
        isoDate: published(formatString: "YYYY-MM-DD")
      }
    }
    related: allBlogJson(filter: { id: { in: $related } }, sort: [{ fields: { published: DESC } }, { slug: ASC }]) {
      nodes {
        ...PostCard
      }
    }
  }
`;
