import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { howTo } from "../components/seo/json-ld-pages";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("mail-in-repair");

export const Head: HeadFC<Queries.MailInRepairPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.mailIn;
  const title = fill(copy.title);
  const description = fill(copy.description);
  const url = absoluteUrl(siteUrl, "/mail-in-repair/");
  return (
    <Seo
      title={title}
      description={description}
      path="/mail-in-repair/"
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
  query MailInRepairPage {
    pagesJson {
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
