import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { LocationDetails, LocationHero, LocationOffers } from "../sections/location-sections";
import { Reviews, reviewsFor } from "../sections/reviews-section";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { locationCopyTokens, todayIn, type LocationContext } from "../../lib/locations";

export default function LocationPage({ data, pageContext }: PageProps<Queries.LocationPageQuery, LocationContext>) {
  const { business, navigation } = useSiteData();
  const fillSite = useFill();
  const shop = business.locations.find((location) => location.id === pageContext.id)!;
  const tokens = locationCopyTokens(shop);
  const fill = (text: string, extra: Record<string, string> = {}) => fillSite(text, { ...tokens, ...extra });
  const pages = data.pagesIn!;
  const copy = pages.location;
  const reviews = reviewsFor(data.reviewsJson?.reviews ?? [], { location: shop.id });
  return (
    <Layout>
      <LocationHero
        copy={copy}
        shop={shop}
        fill={fill}
        crumbs={[navigation.home, { label: pages.locations.heading, to: "/locations/" }]}
        image={data.siteJson?.locations.find((location) => location.id === shop.id)}
      />
      <LocationDetails
        copy={copy}
        reviewsCopy={pages.reviews}
        shop={shop}
        fill={fill}
        today={todayIn(business.timeZone, business.timeZoneOffsets ?? undefined)}
      />
      <LocationOffers
        copy={copy}
        shop={shop}
        fill={fill}
        reviews={
          <Reviews
            copy={pages.reviews}
            reviews={reviews}
            heading={fill(pages.reviews.locationHeading)}
            headingId="reviews-heading"
          />
        }
      />
    </Layout>
  );
}
