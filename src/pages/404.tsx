import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/seo/seo";
import { warnNotFound } from "../page-runtime/not-found";
import { staticPage } from "../page-runtime/static-page";
import type { ModeContext } from "../page-runtime/page-modes";

const NotFoundBody = staticPage("not-found");

/** The page's body needs no JavaScript; the page logs the missing path (for the owner's browser console). */
export default function NotFoundPage(props: PageProps<Queries.NotFoundPageQuery, ModeContext>) {
  const { pathname } = props.location;
  useEffect(() => {
    warnNotFound(pathname);
  }, [pathname]);
  return <NotFoundBody {...props} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pagesIn!.notFound.title}
    description={data.pagesIn!.notFound.description}
    path={location.pathname}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage($lang: String!) {
    pagesIn(lang: $lang) {
      notFound {
        title
        description
        ...NotFoundMessage
      }
      quote {
        searchLabel
        searchHint
        searchButton
        searchCount
        searchNoMatch
      }
    }
  }
`;
