import { graphql, type HeadFC } from "gatsby";
import { faqPage, organization, serviceBlock } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl, serviceTitle } from "../lib/seo";
import { siteTokens } from "../domain/text";
import type { ServicePrices } from "../lib/price-pages";
import type { LanguageContext } from "../lib/page-language";
import { serviceTokens } from "../lib/service-copy";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("service");

export const Head: HeadFC<Queries.ServicePageQuery, { prices: ServicePrices | null } & LanguageContext> = ({
  data,
  pageContext,
}) => {
  const { business, mainLocation, siteUrl } = useSiteData();
  const fillSite = useFill();
  const service = data.service!;
  const copy = data.pagesIn!.service;
  const tokens = serviceTokens(copy, service, pageContext.prices, business.locations, pageContext.lang);
  const fill = (text: string) => fillSite(text, { ...tokens, service: service.label });
  const path = pageContext.alternates[pageContext.lang] ?? service.path;
  const url = absoluteUrl(siteUrl, path);
  return (
    <Seo
      title={serviceTitle(copy.title, service, siteTokens(business, mainLocation))}
      description={fill(copy.description)}
      path={path}
      alternates={pageContext.alternates}
      jsonLd={[
        organization(business, siteUrl),
        serviceBlock({
          name: service.label,
          description: fill(service.intro),
          url,
          siteUrl,
          servedTowns: business.locations.flatMap((l) => l.servedTowns),
          region: business.locations[0].region,
        }),
        faqPage(
          url,
          service.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
        ),
      ]}
    />
  );
};

export const query = graphql`
  query ServicePage($servicePath: String!, $lang: String!, $related: [String!]!) {
    service: serviceIn(path: $servicePath, lang: $lang) {
      label
      title
      path
      kind
      group
      visit
      summary
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 800, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      faqs {
        question
        answer
      }
      ...ServiceBodyEntry
    }
    related: servicesIn(lang: $lang, paths: $related) {
      label
      path
      summary
    }
    pagesIn(lang: $lang) {
      service {
        title
        description
        ...ServiceHero
        ...ServiceBody
        ...QuickHelp
        otherServices {
          ...OtherServiceCopy
        }
      }
      pricing {
        ...ServicePricesCopy
      }
      reviews {
        ...ReviewsCopy
      }
    }
    pricingIn(lang: $lang) {
      estimateNote
    }
    reviewsJson {
      reviews {
        ...ReviewItem
      }
    }
  }
`;
