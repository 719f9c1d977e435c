import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("get-a-quote");

export const Head: HeadFC<Queries.QuotePageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesIn!.quote;
  const path = pathIn("/get-a-quote/", pageContext.lang);
  const title = fill(copy.title);
  const description = fill(copy.description);
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      jsonLd={[webPage({ url: absoluteUrl(siteUrl, path), name: title, description, siteUrl })]}
    />
  );
};

export const query = graphql`
  query QuotePage($lang: String!) {
    pagesIn(lang: $lang) {
      quote {
        title
        description
        ...QuoteStartCopy
      }
    }
    pricingIn(lang: $lang) {
      families {
        ...PriceFamilyCore
      }
    }
  }
`;
