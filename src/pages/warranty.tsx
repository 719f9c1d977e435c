import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("warranty");

export const Head: HeadFC<Queries.WarrantyPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesIn!.warranty;
  const title = fill(copy.title);
  const path = pathIn("/warranty/", pageContext.lang);
  return (
    <Seo
      title={title}
      description={fill(copy.description)}
      path={path}
      jsonLd={[webPage({ url: absoluteUrl(siteUrl, path), name: title, description: fill(copy.description), siteUrl })]}
    />
  );
};

export const query = graphql`
  query WarrantyPage($lang: String!) {
    pagesIn(lang: $lang) {
      warranty {
        title
        description
        ...WarrantyCopy
      }
      pricing {
        ...PriceLabels
      }
    }
    pricingIn(lang: $lang) {
      families {
        ...PriceFamilyData
      }
    }
  }
`;
