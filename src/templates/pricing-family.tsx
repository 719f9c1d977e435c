import { graphql, type HeadFC } from "gatsby";
import { breadcrumbs, organization } from "../components/seo/json-ld";
import { rangedService } from "../components/seo/json-ld-pages";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { pricingPath, repairSummaries, upperFirst } from "../lib/price-pages";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("pricing-family");

export const Head: HeadFC<Queries.PricingFamilyPageQuery> = ({ data }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const family = data.pricingFamily!.family;
  const copy = data.pagesJson!.pricing;
  const url = absoluteUrl(siteUrl, pricingPath(family.id));
  const heading = fill(copy.familyHeading, { device: upperFirst(family.singular) });
  // Per repair, its range across the models priced for it.
  const ranges = repairSummaries(family).flatMap((summary) =>
    summary.from !== null && summary.to !== null
      ? [{ name: summary.label, lowPrice: summary.from, highPrice: summary.to, offerCount: summary.pricedModels }]
      : [],
  );
  return (
    <Seo
      title={fill(family.title)}
      description={fill(family.description)}
      path={pricingPath(family.id)}
      jsonLd={[
        organization(business, siteUrl),
        rangedService({
          name: heading,
          description: fill(family.description),
          url,
          siteUrl,
          servedTowns: business.locations.flatMap((l) => l.servedTowns),
          region: business.locations[0].region,
          ranges,
        }),
        breadcrumbs([
          { name: business.name, url: absoluteUrl(siteUrl, "/") },
          { name: copy.heading, url: absoluteUrl(siteUrl, "/pricing/") },
          { name: heading, url },
        ]),
      ]}
    />
  );
};

export const query = graphql`
  query PricingFamilyPage($id: String!) {
    pricingFamily(family: { id: { eq: $id } }) {
      family {
        title
        description
        ...PriceFamilyData
      }
    }
    pricingJson {
      estimateNote
    }
    searchJson {
      words {
        say
        means
      }
    }
    pagesJson {
      pricing {
        heading
        familyHeading
        ...PricingFamilyCopy
      }
    }
  }
`;
