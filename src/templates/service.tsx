import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { QuickHelp, ServiceBody, ServiceHero, ServicePriceList } from "../components/sections/service-sections";
import { faqPage, localBusiness, serviceBlock } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { requestServiceHref } from "../lib/contact-link";
import type { ServicePrices } from "../lib/price-pages";
import { absoluteUrl, serviceTitle } from "../lib/seo";
import { siteTokens } from "../lib/text";

/** gatsby-node works out the prices of a service that owns repairs (null for the others). */
type ServiceContext = { prices: ServicePrices | null };

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const { navigation } = useSiteData();
  const service = data.service!;
  const copy = data.pagesJson!.service;
  const requestHref = requestServiceHref(navigation.contact.to, service.path);
  return (
    <Layout staticContent>
      <ServiceHero copy={copy} service={service} requestHref={requestHref} />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 20rem" }}
          gap={{ base: "10", lg: "12" }}
          alignItems="start"
        >
          <ServiceBody
            copy={copy}
            service={service}
            related={data.related.nodes}
            requestHref={requestHref}
            prices={
              pageContext.prices && (
                <ServicePriceList
                  copy={data.pagesJson!.pricing}
                  note={data.pricingJson!.estimateNote}
                  prices={pageContext.prices}
                />
              )
            }
          />
          <QuickHelp copy={copy} serviceLabel={service.label} />
        </Grid>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data }) => {
  const { business, mainLocation, siteUrl } = useSiteData();
  const fillSite = useFill();
  const service = data.service!;
  const copy = data.pagesJson!.service;
  const fill = (text: string) => fillSite(text, { service: service.label });
  const url = absoluteUrl(siteUrl, service.path);
  return (
    <Seo
      title={serviceTitle(copy.title, service, siteTokens(business, mainLocation))}
      description={fill(copy.description)}
      path={service.path}
      jsonLd={[
        localBusiness(business, siteUrl),
        serviceBlock({
          name: service.label,
          description: service.intro,
          url,
          siteUrl,
          servedTowns: business.servedTowns,
          region: business.locations[0].region,
        }),
        faqPage(url, service.faqs),
      ]}
    />
  );
};

export const query = graphql`
  query ServicePage($id: String!, $related: [String!]!) {
    service(id: { eq: $id }) {
      label
      title
      path
      kind
      summary
      intro
      faqs {
        question
        answer
      }
      ...ServiceBodyEntry
    }
    related: allService(filter: { path: { in: $related } }, sort: { order: ASC }) {
      nodes {
        label
        path
        summary
      }
    }
    pagesJson {
      service {
        title
        description
        ...ServiceHero
        ...ServiceBody
        ...QuickHelp
      }
      pricing {
        ...ServicePricesCopy
      }
    }
    pricingJson {
      estimateNote
    }
  }
`;
