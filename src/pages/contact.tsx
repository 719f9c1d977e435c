import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContactRequest } from "../components/sections/contact-request";
import { businessRef, faqPage, organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPart } from "../page-runtime/static-page";
import type { ModeContext } from "../page-runtime/page-modes";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";
import type { ContactCard, ContactFaq, ContactHero } from "../components/static-parts/contact-sections";

/** The page's parts around the form: rendered by the server, kept by the browser (page-runtime/static-page.tsx). */
const Hero = staticPart<typeof ContactHero>("contact-sections", "ContactHero");
const Card = staticPart<typeof ContactCard>("contact-sections", "ContactCard");
const Faq = staticPart<typeof ContactFaq>("contact-sections", "ContactFaq");

export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, ModeContext>) {
  const copy = data.pagesIn!.contact;
  return (
    <Layout>
      <Hero copy={copy} />
      <ContactRequest
        mode={pageContext.appMode}
        copy={copy}
        services={data.allService.nodes}
        serviceNames={Object.fromEntries(data.servicesIn.map((service) => [service.path, service.label]))}
        pricing={data.pricingIn}
        card={<Card copy={copy} />}
      />
      <Faq copy={copy} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery, LanguageContext> = ({ data, pageContext }) => {
  const path = pathIn("/contact/", pageContext.lang);
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesIn!.contact;
  const url = absoluteUrl(siteUrl, path);
  const title = fill(copy.title);
  return (
    <Seo
      title={title}
      description={fill(copy.description)}
      path={path}
      jsonLd={[
        organization(business, siteUrl),
        { "@type": "ContactPage", "@id": `${url}#webpage`, url, name: title, about: businessRef(siteUrl) },
        faqPage(url, copy.faqs),
      ]}
    />
  );
};

export const query = graphql`
  query ContactPage($lang: String!) {
    pagesIn(lang: $lang) {
      contact {
        title
        description
        ...ContactHero
        ...ContactRequest
        ...ContactCard
        ...ContactFaq
      }
    }
    pricingIn(lang: $lang) {
      ...EstimatePricing
    }
    allService(sort: { order: ASC }) {
      nodes {
        label
        path
        group
      }
    }
    servicesIn(lang: $lang) {
      path
      label
    }
  }
`;
