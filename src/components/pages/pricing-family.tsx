import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { FamilyPriceHeader, FamilyPriceList, FamilyRepairGuide } from "../sections/pricing-sections";

/** /pricing/<family>/: one device family's models and repairs (data/pricing-families/<family>.json), the estimator's model step. */
export default function PricingFamilyTemplate({ data }: PageProps<Queries.PricingFamilyPageQuery>) {
  const family = data.pricingFamily!.family;
  const copy = data.pagesIn!.pricing;
  const note = data.pricingIn!.estimateNote;
  return (
    <Layout>
      <FamilyPriceHeader copy={copy} note={note} family={family} />
      <FamilyPriceList copy={copy} family={family} words={data.searchJson!.words} />
      <FamilyRepairGuide copy={copy} />
    </Layout>
  );
}
