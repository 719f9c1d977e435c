import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("sitemap");

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
