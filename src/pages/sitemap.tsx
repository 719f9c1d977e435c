import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("sitemap");

export const Head: HeadFC<Queries.SitemapPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const fill = useFill();
  const copy = data.pagesIn!.sitemap;
  return <Seo title={fill(copy.title)} description={copy.description} path={pathIn("/sitemap/", pageContext.lang)} />;
};

export const query = graphql`
  query SitemapPage($lang: String!) {
    pagesIn(lang: $lang) {
      sitemap {
        title
        description
        ...SitemapCopy
      }
    }
    ...SitemapSources
  }
`;
