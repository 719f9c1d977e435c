import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { NotFoundMessage } from "../components/sections/not-found-sections";
import { Seo } from "../components/seo/seo";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout staticContent>
      <NotFoundMessage copy={data.pagesJson!.notFound} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pagesJson!.notFound.title}
    description={data.pagesJson!.notFound.description}
    path={location.pathname}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage {
    pagesJson {
      notFound {
        title
        description
        ...NotFoundMessage
      }
    }
  }
`;
