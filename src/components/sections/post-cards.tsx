import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { TextLink } from "../ui/links";
import { imageData, Picture } from "../ui/picture";

export const fragment = graphql`
  fragment PostCard on BlogJson {
    id
    slug
    title
    description
    heroAlt
    heroImage {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.7778, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
    fields {
      published(formatString: "MMMM D, YYYY")
      isoDate: published(formatString: "YYYY-MM-DD")
    }
  }
`;

/** Blog cards: hero image, title, date, description, Read more link. */
export function PostCards({
  posts,
  headingLevel = "h2",
  eagerFirst = false,
}: {
  posts: readonly Queries.PostCardFragment[];
  headingLevel?: "h2" | "h3";
  eagerFirst?: boolean;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
      {posts.map((post, i) => {
        const image = imageData(post.heroImage?.childImageSharp?.gatsbyImageData);
        const href = `/blog/${post.slug}/`;
        return (
          <chakra.li
            key={post.id}
            display="flex"
            flexDirection="column"
            bg="white"
            layerStyle="card.xl"
            overflow="hidden"
          >
            {image && <Picture image={image} alt={post.heroAlt} priority={eagerFirst && i === 0} />}
            <chakra.div p="5" display="flex" flexDirection="column" flex="1">
              <Heading as={headingLevel} size="lg" color="brand.800" mb="1">
                {post.title}
              </Heading>
              <chakra.p fontSize="sm" color="page.muted" mb="2">
                <time dateTime={post.fields.isoDate}>{post.fields.published}</time>
              </chakra.p>
              <chakra.p mb="4" flex="1">
                {post.description}
              </chakra.p>
              <TextLink to={href} tap fontWeight="bold">
                Read more<chakra.span srOnly>: {post.title}</chakra.span>
              </TextLink>
            </chakra.div>
          </chakra.li>
        );
      })}
    </SimpleGrid>
  );
}
