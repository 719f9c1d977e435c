import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { PricingHub } from "../sections/pricing-sections";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  return (
    <Layout>
      <PricingHub
        copy={data.pagesJson!.pricing}
        note={data.pricingJson!.estimateNote}
        families={data.pricingJson!.families}
      />
    </Layout>
  );
}
