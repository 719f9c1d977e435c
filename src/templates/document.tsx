import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { DocumentBody, DocumentHeader } from "../components/sections/document-sections";
import { webPage } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";

/** About, Privacy Policy, Terms of Service: a heading, an intro and titled sections from data/documents. */
export default function DocumentTemplate({ data }: PageProps<Queries.DocumentPageQuery>) {
  const doc = data.documentsJson!;
  return (
    <Layout staticContent>
      <DocumentHeader doc={doc} />
      <DocumentBody doc={doc} />
    </Layout>
  );
}

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
