import { graphql, type HeadFC } from "gatsby";
import { localBusiness } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { staticPage } from "../lib/static-page";

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
      jsonLd={business.locations.map((_, i) => localBusiness(business, siteUrl, i))}
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
