import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { SitemapSections } from "../sections/sitemap-sections";

export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  return (
    <Layout>
      <SitemapSections copy={data.pagesIn!.sitemap} sources={data} />
    </Layout>
  );
}
