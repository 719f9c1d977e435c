import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { modelIntro, modelRows, modelTitleName, pricingPath, upperFirst } from "../../lib/price-pages";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";
import { EstimateNote, PriceRowList } from "../ui/price-list";
import { usePageLanguage } from "../../hooks/use-page-language";

export const fragment = graphql`
  fragment PricingModelCopy on PagesJsonPricing {
    heading
    familyHeading
    modelHeading
    modelReleased
    modelInStock
    modelSameDay
    modelOrdered
    familyLinkLabel
    breadcrumbLabel
    stockLabel
    inStockText
    orderedText
    notListedHeading
    notListedText
    ...PriceLabels
  }
`;

export type ModelPricesProps = {
  copy: Queries.PricingModelCopyFragment;
  note: string;
  family: Queries.PriceFamilyCoreFragment;
  brand: string;
  model: string;
};

/**
 * A model's page: the way back (breadcrumbs), its name, an intro written from its data, then each repair with its
 * price, time, warranty, stock and Book link. The estimator's last step: "What's wrong?" lands on a repair's row.
 */
export function ModelPrices({ copy, note, family, brand, model }: ModelPricesProps) {
  const fill = useFill();
  const { lang } = usePageLanguage();
  const { navigation } = useSiteData();
  const name = modelTitleName(family, brand, model);
  const rows = modelRows(family, brand, model, lang);
  const year = family.brands.find((b) => b.id === brand)?.models.find((m) => m.id === model)?.year;
  const familyHeading = fill(copy.familyHeading, { device: upperFirst(family.singular) });
  const descriptions = Object.fromEntries(family.repairs.map((repair) => [repair.id, repair.description]));
  const crumbs = [
    { label: copy.heading, to: "/pricing/" },
    { label: familyHeading, to: `${pricingPath(family.id)}#${brand}` },
  ];
  return (
    <>
      <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
        <Container maxW="5xl" py={{ base: "6", md: "10" }}>
          <chakra.nav aria-label={copy.breadcrumbLabel}>
            <chakra.ol listStyleType="none" display="flex" flexWrap="wrap" gap="2" fontSize="sm">
              {crumbs.map((crumb) => (
                <chakra.li key={crumb.to} display="flex" gap="2" alignItems="center">
                  <TextLink to={crumb.to} tap>
                    {crumb.label}
                  </TextLink>
                  <span aria-hidden="true">›</span>
                </chakra.li>
              ))}
              <chakra.li display="flex" alignItems="center" minH="11" aria-current="page" color="page.muted">
                {name}
              </chakra.li>
            </chakra.ol>
          </chakra.nav>
          <PageTitle mt="2">{fill(copy.modelHeading, { model: name })}</PageTitle>
          <chakra.p mt="3" fontSize={{ base: "md", md: "lg" }} maxW="3xl" data-model-intro="">
            {modelIntro(rows, year, copy, fill, lang).join(" ")}
          </chakra.p>
          <EstimateNote note={note} copy={copy} />
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: "6", md: "10" }}>
        <PriceRowList
          rows={rows}
          copy={copy}
          title={(row) => row.repairLabel}
          anchored={{
            describe: (row) => descriptions[row.ids.repair] ?? "",
            stockLabel: copy.stockLabel,
            stock: (row) => (row.price.inStock ? copy.inStockText : copy.orderedText),
          }}
        />
        <chakra.section aria-labelledby="not-listed-heading" mt="10">
          <Heading as="h2" id="not-listed-heading" size="xl" color="brand.800" mb="3">
            {copy.notListedHeading}
          </Heading>
          <chakra.p mb="4" maxW="3xl">
            {fill(copy.notListedText)}
          </chakra.p>
          <Flex gap="3" wrap="wrap" align="center">
            <CallButton label={fill(navigation.actions.call)} />
            <ButtonLink to={bookingHref(navigation.contact.to, {})} colorPalette="brand" variant="outline">
              {navigation.actions.requestService}
            </ButtonLink>
            <TextLink to={`${pricingPath(family.id)}#${brand}`} tap>
              {fill(copy.familyLinkLabel, { device: family.singular })}
            </TextLink>
          </Flex>
        </chakra.section>
      </Container>
    </>
  );
}
