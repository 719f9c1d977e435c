import { graphql, type HeadFC } from "gatsby";
import { breadcrumbs, organization } from "../components/seo/json-ld";
import { pricedService } from "../components/seo/json-ld-pages";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import {
  modelPageDescription,
  modelPageTitle,
  modelPath,
  modelRows,
  modelTitleName,
  pricingPath,
  upperFirst,
  type ModelPageContext,
} from "../lib/price-pages";
import { absoluteUrl, TITLE_LIMIT } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("pricing-model");

export const Head: HeadFC<Queries.PricingModelPageQuery, ModelPageContext & LanguageContext> = ({
  data,
  pageContext,
}) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const family = data.pricingFamily!.family;
  const copy = data.pagesIn!.pricing;
  const { brand, model, lang } = pageContext;
  const path = modelPath(family.id, brand, model, lang, family.slug);
  const url = absoluteUrl(siteUrl, path);
  const name = modelTitleName(family, brand, model);
  const rows = modelRows(family, brand, model, lang);
  const heading = fill(copy.modelHeading, { model: name });
  const description = modelPageDescription(copy.modelDescription, name, rows, fill, undefined, lang);
  const familyHeading = fill(copy.familyHeading, { device: upperFirst(family.singular) });
  const priced = rows.filter((row) => !row.price.quote && row.price.from !== null);
  return (
    <Seo
      title={modelPageTitle(copy.modelTitles, name, fill, TITLE_LIMIT)}
      description={description}
      path={path}
      alternates={pageContext.alternates}
      jsonLd={[
        organization(business, siteUrl),
        pricedService({
          name: heading,
          description,
          url,
          siteUrl,
          servedTowns: business.locations.flatMap((l) => l.servedTowns),
          region: business.locations[0].region,
          offers: priced.map((row) => ({ name: row.name, minPrice: row.price.from!, maxPrice: row.price.to! })),
        }),
        breadcrumbs([
          { name: business.name, url: absoluteUrl(siteUrl, pathIn("/", lang)) },
          { name: copy.heading, url: absoluteUrl(siteUrl, pathIn("/pricing/", lang)) },
          { name: familyHeading, url: absoluteUrl(siteUrl, pricingPath(family.id, lang, family.slug)) },
          { name: heading, url },
        ]),
      ]}
    />
  );
};

export const query = graphql`
  query PricingModelPage($id: String!, $lang: String!) {
    pricingFamily: pricingFamilyIn(id: $id, lang: $lang) {
      family {
        ...PriceFamilyCore
      }
    }
    pricingIn(lang: $lang) {
      estimateNote
    }
    pagesIn(lang: $lang) {
      pricing {
        heading
        familyHeading
        modelTitles
        modelDescription
        ...PricingModelCopy
      }
    }
  }
`;
