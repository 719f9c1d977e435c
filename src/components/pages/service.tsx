import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { Reviews, reviewsFor, shopsOf } from "../sections/reviews-section";
import { QuickHelp, ServiceBody, ServiceHero, ServicePriceList } from "../sections/service-sections";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { requestServiceHref } from "../../lib/contact-link";
import type { ServicePrices } from "../../lib/price-pages";
import type { LanguageContext } from "../../lib/page-language";
import { otherServiceCopy, serviceTokens } from "../../lib/service-copy";

/** gatsby-node works out the prices of a service that owns repairs (null for the others). */
type ServiceContext = { prices: ServicePrices | null } & LanguageContext;

/** The actions a service page's request button may name (pages.json service.otherServices[].action). */
type ActionWord = "askQuestion" | "requestService";

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const { business, navigation } = useSiteData();
  const fill = useFill();
  const service = data.service!;
  const copy = data.pagesIn!.service;
  const requestHref = requestServiceHref(navigation.contact.to, service.path, Boolean(service.visit));
  // A business, marketing or sales service has its own book block, why-us points and quick help: no repair claims.
  const other = otherServiceCopy(copy.otherServices, service);
  const bodyCopy = other ? { ...copy, ...pick(other, "bookHeading", "bookText", "whyHeading", "whyPoints") } : copy;
  const quickHelpCopy = other ? { ...copy, quickHelpText: other.quickHelpText } : copy;
  const requestLabel = navigation.actions[other ? (other.action as ActionWord) : "requestService"];
  const reviews = reviewsFor(data.reviewsJson?.reviews ?? [], { service: service.path });
  const tokens = serviceTokens(copy, service, pageContext.prices, business.locations, pageContext.lang);
  return (
    <Layout>
      <ServiceHero copy={copy} service={service} requestHref={requestHref} requestLabel={requestLabel} />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Grid
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 20rem" }}
          gap={{ base: "10", lg: "12" }}
          alignItems="start"
        >
          <ServiceBody
            copy={bodyCopy}
            service={service}
            related={data.related}
            requestHref={requestHref}
            requestLabel={requestLabel}
            tokens={tokens}
            prices={
              pageContext.prices && (
                <ServicePriceList
                  copy={data.pagesIn!.pricing}
                  note={data.pricingIn!.estimateNote}
                  prices={pageContext.prices}
                />
              )
            }
            reviews={
              <Reviews
                copy={data.pagesIn!.reviews}
                reviews={reviews}
                heading={fill(data.pagesIn!.reviews.serviceHeading, { service: service.label })}
                shops={shopsOf(business.locations, reviews)}
              />
            }
          />
          <QuickHelp copy={quickHelpCopy} serviceLabel={service.label} />
        </Grid>
      </Container>
    </Layout>
  );
}
