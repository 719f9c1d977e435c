import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { NotFoundMessage } from "../sections/not-found-sections";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return (
    <Layout>
      <NotFoundMessage copy={data.pagesIn!.notFound} search={data.pagesIn!.quote} />
    </Layout>
  );
}
