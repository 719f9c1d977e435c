import { graphql, type HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("status");

export const Head: HeadFC<Queries.StatusPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const path = pathIn("/status/", pageContext.lang);
  const fill = useFill();
  const copy = data.pagesIn!.status;
  return (
    <Seo title={fill(copy.title)} description={fill(copy.description)} path={path} noindex>
      {/* The e-mail's link carries the status code in its fragment: no address of this page goes to another site. */}
      <meta name="referrer" content="no-referrer" />
    </Seo>
  );
};

export const query = graphql`
  query StatusPage($lang: String!) {
    pagesIn(lang: $lang) {
      status {
        title
        description
        ...StatusLookup
      }
    }
  }
`;
