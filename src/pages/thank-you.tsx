import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { staticPage } from "../lib/static-page";

export default staticPage(
  () => import("../components/pages/thank-you"),
  // The server's bundle only: the browser's has no reference to the body (lib/static-page.tsx).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.GATSBY_SSR_ONLY === "true" && require("../components/pages/thank-you"),
  // What was booked and the reference come with the navigation from the form, or in ?ref=: the body shows them.
  { live: "thank-you" },
);

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data }) => {
  const fill = useFill();
  const copy = data.pagesJson!.thankYou;
  return <Seo title={fill(copy.title)} description={copy.description} path="/thank-you/" noindex />;
};

export const query = graphql`
  query ThankYouPage {
    pagesJson {
      thankYou {
        title
        description
        ...ThankYouSteps
      }
    }
  }
`;
