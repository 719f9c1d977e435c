import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { StatusSections } from "../sections/status-sections";

export default function StatusPage({ data }: PageProps<Queries.StatusPageQuery>) {
  return (
    <Layout>
      <StatusSections copy={data.pagesIn!.status} />
    </Layout>
  );
}
