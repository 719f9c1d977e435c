import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { QuoteHero, QuoteStart } from "../sections/quote-sections";

/** /get-a-quote/: the estimator's first step ("What's wrong?" or the device); the family and model pages follow. */
export default function GetAQuoteBody({ data }: PageProps<Queries.QuotePageQuery>) {
  const copy = data.pagesIn!.quote;
  return (
    <Layout>
      <QuoteHero copy={copy} />
      <QuoteStart copy={copy} families={data.pricingIn!.families} />
    </Layout>
  );
}
