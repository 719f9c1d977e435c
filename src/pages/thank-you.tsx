import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("thank-you");

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data }) => {
  const fill = useFill();
  const copy = data.pagesIn!.thankYou;
  return <Seo title={fill(copy.title)} description={copy.description} path="/thank-you/" noindex />;
};

export const query = graphql`
  query ThankYouPage($lang: String!) {
    pagesIn(lang: $lang) {
      thankYou {
        title
        description
        ...ThankYouSteps
        ...ThankYouDirect
      }
    }
  }
`;
