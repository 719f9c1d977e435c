import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { ThankYouSteps } from "../components/sections/thank-you-sections";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";

export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Layout>
      <ThankYouSteps copy={data.pagesJson!.thankYou} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.ThankYouPageQuery> = ({ data }) => {
  const fill = useFill();
  const copy = data.pagesJson!.thankYou;
  return <Seo title={fill(copy.title)} description={copy.description} path="/thank-you/" noindex />;
};

export const query = graphql`
  query ThankYouPage {
    pagesJson {
      thankYou {
        title
        description
        ...ThankYouSteps
      }
    }
  }
`;
