import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContactRequest } from "../components/sections/contact-request";
import { faqPage, localBusiness, businessRef } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { staticPart } from "../lib/static-page";

/** The page's parts around the form: rendered by the server, kept by the browser (lib/static-page.tsx). */
const server =
  process.env.GATSBY_SSR_ONLY === "true" &&
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("../components/sections/contact-sections") as typeof import("../components/sections/contact-sections"));
const load = () => import("../components/sections/contact-sections");
const Hero = staticPart(() => load().then((m) => m.ContactHero), server && server.ContactHero);
const Card = staticPart(() => load().then((m) => m.ContactCard), server && server.ContactCard);
const Faq = staticPart(() => load().then((m) => m.ContactFaq), server && server.ContactFaq);

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = data.pagesJson!.contact;
  return (
    <Layout>
      <Hero copy={copy} />
      <ContactRequest
        copy={copy}
        services={data.allService.nodes}
        pricing={data.pricingJson}
        card={<Card copy={copy} />}
      />
      <Faq copy={copy} />
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
        ...ContactCard
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
