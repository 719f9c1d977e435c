import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

const QUOTE_PATH = "/get-a-quote/";

export default staticPage("get-a-quote");

export const Head: HeadFC<Queries.QuotePageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.quote;
  const title = fill(copy.title);
  const description = fill(copy.description);
  return (
    <Seo
      title={title}
      description={description}
      path={QUOTE_PATH}
      jsonLd={[webPage({ url: absoluteUrl(siteUrl, QUOTE_PATH), name: title, description, siteUrl })]}
    />
  );
};

export const query = graphql`
  query QuotePage {
    pagesJson {
      quote {
        title
        description
        ...QuoteStartCopy
      }
    }
    pricingJson {
      families {
        ...PriceFamilyCore
      }
    }
  }
`;
