import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("pricing");

export const Head: HeadFC<Queries.PricingPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.pricing;
  const title = fill(copy.title);
  return (
    <Seo
      title={title}
      description={fill(copy.description)}
      path="/pricing/"
      jsonLd={[
        webPage({
          type: "CollectionPage",
          url: absoluteUrl(siteUrl, "/pricing/"),
          name: title,
          description: fill(copy.description),
          siteUrl,
        }),
      ]}
    />
  );
};

export const query = graphql`
  query PricingPage {
    pagesJson {
      pricing {
        title
        description
        ...PricingHubCopy
      }
    }
    pricingJson {
      estimateNote
      families {
        ...PriceFamilyData
      }
    }
  }
`;
