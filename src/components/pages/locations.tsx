import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { LocationsList } from "../sections/locations-sections";

export default function LocationsPage({ data }: PageProps<Queries.LocationsPageQuery>) {
  return (
    <Layout>
      <LocationsList copy={data.pagesIn!.locations} />
    </Layout>
  );
}
