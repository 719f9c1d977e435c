import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { PricingHub } from "../sections/pricing-sections";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  return (
    <Layout>
      <PricingHub
        copy={data.pagesIn!.pricing}
        note={data.pricingIn!.estimateNote}
        families={data.pricingIn!.families}
      />
    </Layout>
  );
}
