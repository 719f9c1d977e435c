import { graphql, type HeadFC } from "gatsby";
import { localBusiness, organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { todayIn } from "../lib/locations";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("locations");

export const Head: HeadFC<Queries.LocationsPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesIn!.locations;
  return (
    <Seo
      title={fill(copy.title)}
      description={fill(copy.description)}
      path={pathIn("/locations/", pageContext.lang)}
      // The hub shows each shop's facts: the organization and every shop in full, each by its @id.
      jsonLd={[
        organization(business, siteUrl),
        ...business.locations.map((location) =>
          localBusiness(business, location, siteUrl, {
            today: todayIn(business.timeZone, business.timeZoneOffsets ?? undefined),
          }),
        ),
      ]}
    />
  );
};

export const query = graphql`
  query LocationsPage($lang: String!) {
    pagesIn(lang: $lang) {
      locations {
        title
        description
        ...LocationsList
      }
    }
  }
`;
