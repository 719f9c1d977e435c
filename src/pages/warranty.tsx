import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("warranty");

export const Head: HeadFC<Queries.WarrantyPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.warranty;
  const title = fill(copy.title);
  return (
    <Seo
      title={title}
      description={fill(copy.description)}
      path="/warranty/"
      jsonLd={[
        webPage({ url: absoluteUrl(siteUrl, "/warranty/"), name: title, description: fill(copy.description), siteUrl }),
      ]}
    />
  );
};

export const query = graphql`
  query WarrantyPage {
    pagesJson {
      warranty {
        title
        description
        ...WarrantyCopy
      }
      pricing {
        ...PriceLabels
      }
    }
    pricingJson {
      families {
        ...PriceFamilyData
      }
    }
  }
`;
