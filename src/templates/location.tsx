import { graphql, type HeadFC } from "gatsby";
import { breadcrumbs, localBusiness, organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { imageSrc } from "../components/ui/picture";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { locationCopyTokens, locationPath, todayIn, type LocationContext } from "../lib/locations";
import { absoluteUrl } from "../lib/seo";
import { pathIn } from "../domain/language";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("location");

export const Head: HeadFC<Queries.LocationPageQuery, LocationContext> = ({ data, pageContext }) => {
  const { business, navigation, siteUrl } = useSiteData();
  const fill = useFill();
  const shop = business.locations.find((location) => location.id === pageContext.id)!;
  const tokens = locationCopyTokens(shop);
  const copy = data.pagesIn!.location;
  const path = locationPath(shop.id, pageContext.lang);
  const photo = imageSrc(
    data.siteJson?.locations.find((location) => location.id === shop.id)?.image?.childImageSharp?.gatsbyImageData,
  );
  return (
    <Seo
      title={fill(copy.title, tokens)}
      description={fill(copy.description, tokens)}
      path={path}
      alternates={pageContext.alternates}
      image={photo}
      jsonLd={[
        organization(business, siteUrl),
        localBusiness(business, shop, siteUrl, {
          today: todayIn(business.timeZone, business.timeZoneOffsets ?? undefined),
          image: photo && absoluteUrl(siteUrl, photo),
        }),
        breadcrumbs([
          // The menus' word for the home page in the page's language (the head has the English menus only).
          {
            name: data.navigationIn?.home.label ?? navigation.home.label,
            url: absoluteUrl(siteUrl, pathIn(navigation.home.to, pageContext.lang)),
          },
          { name: data.pagesIn!.locations.heading, url: absoluteUrl(siteUrl, pathIn("/locations/", pageContext.lang)) },
          { name: fill(copy.linkLabel, tokens), url: absoluteUrl(siteUrl, path) },
        ]),
      ]}
    />
  );
};

export const query = graphql`
  query LocationPage($lang: String!) {
    navigationIn(lang: $lang) {
      home {
        label
      }
    }
    pagesIn(lang: $lang) {
      location {
        title
        description
        ...LocationCopy
      }
      locations {
        heading
      }
      reviews {
        ...ReviewsCopy
      }
    }
    siteJson {
      locations {
        ...LocationImage
      }
    }
    reviewsJson {
      reviews {
        ...ReviewItem
      }
    }
  }
`;
