import type { PageProps } from "gatsby";
import type { ModelPageContext } from "../../lib/price-pages";
import { Layout } from "../layout/layout";
import { ModelPrices } from "../sections/pricing-model-sections";

/** /pricing/<family>/<brand>/<model>/: one model's repairs and prices, each with its Book link. */
export default function PricingModelTemplate({
  data,
  pageContext,
}: PageProps<Queries.PricingModelPageQuery, ModelPageContext>) {
  return (
    <Layout>
      <ModelPrices
        copy={data.pagesIn!.pricing}
        note={data.pricingIn!.estimateNote}
        family={data.pricingFamily!.family}
        brand={pageContext.brand}
        model={pageContext.model}
      />
    </Layout>
  );
}
