import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContactFaq, ContactHero, ContactRequest } from "../components/sections/contact-sections";
import { faqPage, localBusiness, businessRef } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { StaticRegion } from "../components/ui/static-region";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = data.pagesJson!.contact;
  return (
    <Layout>
      <StaticRegion>
        <ContactHero copy={copy} />
      </StaticRegion>
      <ContactRequest copy={copy} services={data.allService.nodes} pricing={data.pricingJson} />
      <StaticRegion>
        <ContactFaq copy={copy} />
      </StaticRegion>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.contact;
  const url = absoluteUrl(siteUrl, "/contact/");
  const title = fill(copy.title);
  return (
    <Seo
      title={title}
      description={fill(copy.description)}
      path="/contact/"
      jsonLd={[
        localBusiness(business, siteUrl),
        { "@type": "ContactPage", "@id": `${url}#webpage`, url, name: title, about: businessRef(siteUrl) },
        faqPage(url, copy.faqs),
      ]}
    />
  );
};

export const query = graphql`
  query ContactPage {
    pagesJson {
      contact {
        title
        description
        ...ContactHero
        ...ContactRequest
        ...ContactFaq
      }
    }
    pricingJson {
      ...EstimatePricing
    }
    allService(sort: { order: ASC }) {
      nodes {
        label
        path
      }
    }
  }
`;
