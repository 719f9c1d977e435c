import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { SitemapSections } from "../components/sections/sitemap-sections";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";

export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  return (
    <Layout staticContent>
      <SitemapSections copy={data.pagesJson!.sitemap} sources={data} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.SitemapPageQuery> = ({ data }) => {
  const fill = useFill();
  const copy = data.pagesJson!.sitemap;
  return <Seo title={fill(copy.title)} description={copy.description} path="/sitemap/" />;
};

export const query = graphql`
  query SitemapPage {
    pagesJson {
      sitemap {
        title
        description
        ...SitemapCopy
      }
    }
    ...SitemapSources
  }
`;
