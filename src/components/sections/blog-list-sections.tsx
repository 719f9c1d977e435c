import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import type { BlogListContext } from "../../lib/blog-pages";
import { ButtonLink } from "../ui/links";
import { PostCards } from "./post-cards";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment BlogList on PagesJsonBlog {
    heading
    pagedHeading
    intro
    pagesLabel
    pageOfLabel
    newerLabel
    olderLabel
  }
`;

export type BlogListProps = {
  copy: Queries.BlogListFragment;
  posts: readonly Queries.PostCardFragment[];
  pages: BlogListContext;
};

/** One page of the blog list: heading, intro, ten post cards and the links to the other pages. */
export function BlogList({ copy, posts, pages }: BlogListProps) {
  const fill = useFill();
  const page = String(pages.page);
  return (
    <Container maxW="5xl" py={{ base: "10", md: "14" }}>
      <PageTitle>{pages.page > 1 ? fill(copy.pagedHeading, { page }) : copy.heading}</PageTitle>
      <chakra.p mt="3" mb="8" fontSize="lg" color="page.muted" maxW="2xl">
        {fill(copy.intro)}
      </chakra.p>
      <PostCards posts={posts} eagerFirst />
      {pages.pageCount > 1 && (
        <chakra.nav aria-label={copy.pagesLabel} mt="10">
          <Flex gap="3" wrap="wrap" alignItems="center" justifyContent="space-between">
            {pages.previousPath ? (
              <ButtonLink to={pages.previousPath} rel="prev" variant="outline" colorPalette="brand">
                <span aria-hidden="true">←</span> {copy.newerLabel}
              </ButtonLink>
            ) : (
              <span />
            )}
            <chakra.p color="page.muted">{fill(copy.pageOfLabel, { page, pages: String(pages.pageCount) })}</chakra.p>
            {pages.nextPath ? (
              <ButtonLink to={pages.nextPath} rel="next" variant="outline" colorPalette="brand">
                {copy.olderLabel} <span aria-hidden="true">→</span>
              </ButtonLink>
            ) : (
              <span />
            )}
          </Flex>
        </chakra.nav>
      )}
    </Container>
  );
}
