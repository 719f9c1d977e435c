import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { WarrantySections } from "../sections/warranty-sections";

export default function WarrantyPage({ data }: PageProps<Queries.WarrantyPageQuery>) {
  return (
    <Layout>
      <WarrantySections
        copy={data.pagesIn!.warranty}
        labels={data.pagesIn!.pricing}
        families={data.pricingIn!.families}
      />
    </Layout>
  );
}
