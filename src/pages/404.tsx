import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/seo/seo";
import { warnNotFound } from "../lib/not-found";
import { staticPage } from "../lib/static-page";

const NotFoundBody = staticPage(
  () => import("../components/pages/not-found"),
  // The server's bundle only: the browser's has no reference to the body (lib/static-page.tsx).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.GATSBY_SSR_ONLY === "true" && require("../components/pages/not-found"),
);

/** The page's body needs no JavaScript; the page logs the missing path (for the owner's browser console). */
export default function NotFoundPage(props: PageProps<Queries.NotFoundPageQuery>) {
  const { pathname } = props.location;
  useEffect(() => {
    warnNotFound(pathname);
  }, [pathname]);
  return <NotFoundBody {...props} />;
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
