import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { TextLink } from "../ui/links";
import { imageData, Picture } from "../ui/picture";
import { PostCards } from "./post-cards";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment BlogPostArticle on BlogJson {
    title
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
`;

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

/** Breadcrumb, headline, date and author, hero image and the article's HTML. */
export function BlogPostArticle({ post }: { post: Queries.BlogPostArticleFragment }) {
  const { business } = useSiteData();
  const fill = useFill();
  const image = imageData(post.heroImage?.childImageSharp?.gatsbyImageData);
  return (
    <chakra.article>
      <Container maxW="3xl" pt={{ base: "8", md: "12" }}>
        <chakra.nav aria-label="Breadcrumb" fontSize="sm" mb="4" color="page.muted">
          <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
            <li>
              <TextLink to="/" tone="inherit">
                Home
              </TextLink>{" "}
              /
            </li>
            <li>
              <TextLink to="/blog/" tone="inherit">
                Blog
              </TextLink>{" "}
              /
            </li>
            <li aria-current="page">{post.title}</li>
          </chakra.ol>
        </chakra.nav>
        <PageTitle lineHeight="1.2">{post.title}</PageTitle>
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
        <div dangerouslySetInnerHTML={{ __html: fill(post.fields.html) }} />
      </Container>
    </chakra.article>
  );
}

/** Two other posts as cards, when there are any. */
export function RelatedPosts({ posts }: { posts: readonly Queries.PostCardFragment[] }) {
  if (posts.length === 0) return null;
  return (
    <Container maxW="5xl" mt="12" as="aside" aria-labelledby="related-posts">
      <Heading as="h2" id="related-posts" size="2xl" color="brand.800" mb="4">
        Related posts
      </Heading>
      <PostCards posts={posts} headingLevel="h3" />
    </Container>
  );
}
