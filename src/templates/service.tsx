import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { QuickHelp, ServiceBody, ServiceHero } from "../components/sections/service-sections";
import { faqPage, localBusiness, serviceBlock } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { requestServiceHref } from "../lib/contact-link";
import { absoluteUrl, serviceTitle } from "../lib/seo";
import { siteTokens } from "../lib/text";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { navigation } = useSiteData();
  const fillSite = useFill();
  const service = data.service!;
  const copy = data.pagesJson!.service;
  const fill = (text: string) => fillSite(text, { service: service.label });
  const requestHref = requestServiceHref(navigation.contact.to, service.path);
  return (
    <Layout>
      <ServiceHero
        heading={fill(copy.heading)}
        summary={service.summary}
        callLabel={fill(copy.callLabel)}
        requestLabel={copy.requestLabel}
        requestHref={requestHref}
      />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 20rem" }}
          gap={{ base: "10", lg: "12" }}
          alignItems="start"
        >
          <ServiceBody
            intro={service.intro}
            whatWeDoHeading={copy.whatWeDoHeading}
            whatWeDo={service.whatWeDo}
            faqHeading={copy.faqHeading}
            faqs={service.faqs}
            bookHeading={fill(copy.bookHeading)}
            bookText={copy.bookText}
            bookLabel={copy.bookLabel}
            requestHref={requestHref}
            whyHeading={copy.whyHeading}
            whyPoints={copy.whyPoints}
            testimonial={copy.testimonial}
            relatedHeading={copy.relatedHeading}
            related={data.related.nodes}
            townsHeading={copy.townsHeading}
          />
          <QuickHelp heading={copy.quickHelpHeading} text={copy.quickHelpText} callLabel={fill(copy.callLabel)} />
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
      whatWeDo
      faqs {
        question
        answer
      }
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
        heading
        description
        callLabel
        requestLabel
        bookLabel
        whatWeDoHeading
        faqHeading
        bookHeading
        bookText
        whyHeading
        whyPoints
        testimonial {
          quote
          author
        }
        relatedHeading
        townsHeading
        quickHelpHeading
        quickHelpText
      }
    }
  }
`;
