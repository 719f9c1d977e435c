import { Layout } from "../layout/layout";
import { DeskSections } from "../sections/desk-sections";

export default function DeskPage() {
  return (
    <Layout>
      <DeskSections />
    </Layout>
  );
}
