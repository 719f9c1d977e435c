import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { QuoteEstimator } from "../components/sections/quote-estimator";
import { QuoteHero } from "../components/sections/quote-hero";
import { QuotePricePages } from "../components/sections/quote-price-pages";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { StaticRegion } from "../components/ui/static-region";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { QUOTE_PATH } from "../lib/quote-steps";

export default function GetAQuotePage({ data, location }: PageProps<Queries.QuotePageQuery>) {
  const copy = data.pagesJson!.quote;
  const pricing = data.pricingJson!;
  return (
    <Layout>
      <StaticRegion>
        <QuoteHero copy={copy} />
      </StaticRegion>
      <QuoteEstimator copy={copy} pricing={pricing} search={location.search} />
      <StaticRegion>
        <QuotePricePages copy={copy} families={pricing.families} />
      </StaticRegion>
    </Layout>
  );
}

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
        ...QuoteHero
        ...QuoteEstimator
        ...QuotePricePages
      }
    }
    pricingJson {
      ...QuotePricing
    }
  }
`;
