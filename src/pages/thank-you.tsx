import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("thank-you");

export const Head: HeadFC<Queries.ThankYouPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const path = pathIn("/thank-you/", pageContext.lang);
  const fill = useFill();
  const copy = data.pagesIn!.thankYou;
  return <Seo title={fill(copy.title)} description={copy.description} path={path} noindex />;
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
