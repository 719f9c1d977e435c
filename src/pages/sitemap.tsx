import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo/seo";
import { TextLink } from "../components/ui/links";
import { useSiteData } from "../hooks/use-site-data";
import { sitemapPages } from "../lib/sitemap";
import { humanDate } from "../lib/dates";
import { fillTokens } from "../lib/text";

/** The human sitemap, built from the same page list and rules as /sitemap.xml. */
export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  const copy = data.pagesJson!.sitemap;
  const titles = new Map<string, string>([
    ...data.allService.nodes.map((s): [string, string] => [s.path, s.label]),
    ...data.allBlogJson.nodes.map((p): [string, string] => [`/blog/${p.slug}/`, p.title]),
    ...data.allDocumentsJson.nodes.map((d): [string, string] => [d.path, d.heading]),
  ]);
  const pages = sitemapPages({
    pages: data.allSitePage.nodes,
    services: data.allService.nodes,
    posts: data.allBlogJson.nodes.map((p) => ({ slug: p.slug, published: p.fields.isoDate })),
  });
  const { tokens } = useSiteData();
  const named = (path: string) =>
    fillTokens(
      titles.get(path) ?? data.pagesJson!.sitemap.mainTitles.find((t) => t.path === path)?.label ?? path,
      tokens,
    );
  const group = (g: string) => pages.filter((p) => p.group === g);
  const section = (id: string, heading: string, list: typeof pages, withDates = false) => (
    <chakra.section aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="2xl" color="brand.800" mb="3">
        {`${heading} (${list.length})`}
      </Heading>
      <chakra.ul ps="5" listStyleType="disc" columns={{ md: withDates ? 1 : 2 }}>
        {list.map((page) => (
          <chakra.li key={page.path} py="1">
            <TextLink to={page.path}>{named(page.path)}</TextLink>
            {withDates && page.lastmod && (
              <chakra.span color="page.muted">
                {" "}
                · <time dateTime={page.lastmod}>{humanDate(page.lastmod)}</time>
              </chakra.span>
            )}
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.section>
  );
  return (
    <Layout>
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.800" mb="4">
          {copy.heading}
        </Heading>
        <Button asChild type={undefined} colorPalette="brand" minH="11" mb="10">
          <a href="/sitemap.xml" download="sitemap.xml">
            {copy.downloadLabel}
          </a>
        </Button>
        {section("main-pages", copy.mainHeading, group("main"))}
        {section("services", copy.servicesHeading, group("service"))}
        {section("posts", copy.postsHeading, group("post"), true)}
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.SitemapPageQuery> = ({ data }) => {
  const { tokens } = useSiteData();
  const copy = data.pagesJson!.sitemap;
  return <Seo title={fillTokens(copy.title, tokens)} description={copy.description} path="/sitemap/" />;
};

export const query = graphql`
  query SitemapPage {
    pagesJson {
      sitemap {
        title
        description
        heading
        mainHeading
        servicesHeading
        postsHeading
        downloadLabel
        mainTitles {
          path
          label
        }
      }
    }
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        path
        kind
        label
      }
    }
    allBlogJson {
      nodes {
        slug
        title
        fields {
          isoDate: published(formatString: "YYYY-MM-DD")
        }
      }
    }
    allDocumentsJson {
      nodes {
        path
        heading
      }
    }
  }
`;
