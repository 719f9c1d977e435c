import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { MailInSections } from "../sections/mail-in-sections";

export default function MailInRepairPage({ data }: PageProps<Queries.MailInRepairPageQuery>) {
  return (
    <Layout>
      <MailInSections copy={data.pagesIn!.mailIn} />
    </Layout>
  );
}
