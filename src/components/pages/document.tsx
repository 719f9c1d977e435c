import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { DocumentBody, DocumentHeader } from "../sections/document-sections";

/** About, Privacy Policy, Terms of Service: a heading, an intro and titled sections from data/documents. */
export default function DocumentTemplate({ data }: PageProps<Queries.DocumentPageQuery>) {
  const doc = data.documentsJson!;
  return (
    <Layout>
      <DocumentHeader doc={doc} />
      <DocumentBody doc={doc} />
    </Layout>
  );
}
