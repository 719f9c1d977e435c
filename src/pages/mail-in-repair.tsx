import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { howTo } from "../components/seo/json-ld-pages";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

export default staticPage("mail-in-repair");

export const Head: HeadFC<Queries.MailInRepairPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesIn!.mailIn;
  const path = pathIn("/mail-in-repair/", pageContext.lang);
  const title = fill(copy.title);
  const description = fill(copy.description);
  const url = absoluteUrl(siteUrl, path);
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      jsonLd={[
        webPage({ url, name: title, description, siteUrl }),
        howTo({
          url,
          name: copy.heading,
          description,
          steps: copy.steps.map((step) => ({ ...step, text: fill(step.text) })),
        }),
      ]}
    />
  );
};

export const query = graphql`
  query MailInRepairPage($lang: String!) {
    pagesIn(lang: $lang) {
      mailIn {
        title
        description
        heading
        steps {
          title
          text
        }
        ...MailInCopy
      }
    }
  }
`;
