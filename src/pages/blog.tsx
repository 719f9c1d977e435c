import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PostCards } from "../components/sections/post-cards";
import { breadcrumbs } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";

export default function BlogPage({ data }: PageProps<Queries.BlogListPageQuery>) {
  const fill = useFill();
  const copy = data.pagesJson!.blog;
  return (
    <Layout>
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.800">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" mb="8" fontSize="lg" color="page.muted" maxW="2xl">
          {fill(copy.intro)}
        </chakra.p>
        <PostCards posts={data.allBlogJson.nodes} eagerFirst />
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.BlogListPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.blog;
  return (
    <Seo
      title={fill(copy.title)}
      description={fill(copy.description)}
      path="/blog/"
      jsonLd={[
        breadcrumbs([
          { name: "Home", url: absoluteUrl(siteUrl, "/") },
          { name: "Blog", url: absoluteUrl(siteUrl, "/blog/") },
        ]),
      ]}
    />
  );
};

export const query = graphql`
  query BlogListPage {
    pagesJson {
      blog {
        title
        description
        heading
        intro
      }
    }
    allBlogJson(sort: [{ fields: { published: DESC } }, { slug: ASC }]) {
      nodes {
        ...PostCard
      }
    }
  }
`;
