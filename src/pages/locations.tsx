import { graphql, type HeadFC } from "gatsby";
import { localBusiness, organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { todayIn } from "../lib/locations";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("locations");

export const Head: HeadFC<Queries.LocationsPageQuery> = ({ data }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.locations;
  return (
    <Seo
      title={fill(copy.title)}
      description={fill(copy.description)}
      path="/locations/"
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
  query LocationsPage {
    pagesJson {
      locations {
        title
        description
        ...LocationsList
      }
    }
  }
`;
