import { graphql, type HeadFC } from "gatsby";
import { breadcrumbs, organization } from "../components/seo/json-ld";
import { rangedService } from "../components/seo/json-ld-pages";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { pricingPath, repairSummaries, upperFirst } from "../lib/price-pages";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("pricing-family");

export const Head: HeadFC<Queries.PricingFamilyPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const family = data.pricingFamily!.family;
  const copy = data.pagesIn!.pricing;
  const { lang } = pageContext;
  const url = absoluteUrl(siteUrl, pricingPath(family.id, lang, family.slug));
  const heading = fill(copy.familyHeading, { device: upperFirst(family.singular) });
  // Per repair, its range across the models priced for it.
  const ranges = repairSummaries(family, lang).flatMap((summary) =>
    summary.from !== null && summary.to !== null
      ? [{ name: summary.label, lowPrice: summary.from, highPrice: summary.to, offerCount: summary.pricedModels }]
      : [],
  );
  return (
    <Seo
      title={fill(family.title)}
      description={fill(family.description)}
      path={pricingPath(family.id, lang, family.slug)}
      alternates={pageContext.alternates}
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
          { name: business.name, url: absoluteUrl(siteUrl, pathIn("/", lang)) },
          { name: copy.heading, url: absoluteUrl(siteUrl, pathIn("/pricing/", lang)) },
          { name: heading, url },
        ]),
      ]}
    />
  );
};

export const query = graphql`
  query PricingFamilyPage($id: String!, $lang: String!) {
    pricingFamily: pricingFamilyIn(id: $id, lang: $lang) {
      family {
        title
        description
        ...PriceFamilyData
      }
    }
    pricingIn(lang: $lang) {
      estimateNote
    }
    searchJson {
      words {
        say
        means
      }
    }
    pagesIn(lang: $lang) {
      pricing {
        heading
        familyHeading
        ...PricingFamilyCopy
      }
    }
  }
`;
