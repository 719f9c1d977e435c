import { graphql, type HeadFC } from "gatsby";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("document");

export const Head: HeadFC<Queries.DocumentPageQuery> = ({ data }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const doc = data.documentsJson!;
  const title = fill(doc.title);
  return (
    <Seo
      title={title}
      description={fill(doc.description)}
      path={doc.path}
      jsonLd={[
        webPage({
          url: absoluteUrl(siteUrl, doc.path),
          name: title,
          description: fill(doc.description),
          siteUrl,
        }),
      ]}
    />
  );
};

export const query = graphql`
  query DocumentPage($id: String!) {
    documentsJson(id: { eq: $id }) {
      path
      title
      description
      ...DocumentHeader
      ...DocumentBody
    }
  }
`;
