import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { QuoteEstimator } from "../components/sections/quote-estimator";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { QUOTE_PATH } from "../lib/quote-steps";
import { staticPart } from "../lib/static-page";
import type { QuoteHero } from "../components/static-parts/quote-hero";
import type { QuotePricePages } from "../components/static-parts/quote-price-pages";

/** The header band and the price pages around the estimator: rendered by the server, kept by the browser. */
const Hero = staticPart<typeof QuoteHero>("quote-hero", "QuoteHero");
const PricePages = staticPart<typeof QuotePricePages>("quote-price-pages", "QuotePricePages");

export default function GetAQuotePage({ data, location }: PageProps<Queries.QuotePageQuery>) {
  const copy = data.pagesJson!.quote;
  const pricing = data.pricingJson!;
  return (
    <Layout>
      <Hero copy={copy} />
      <QuoteEstimator copy={copy} pricing={pricing} search={location.search} />
      <PricePages copy={copy} families={pricing.families} />
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
