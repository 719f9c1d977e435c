import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref, quoteHref } from "../../lib/contact-link";
import { familyRows, priceKey, pricingPath, repairSummaries, upperFirst } from "../../lib/price-pages";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";
import { DATA } from "../../browser/attributes";
import { ListFilter } from "../ui/list-filter";
import { ColumnHeads, EstimateNote, PriceRowList, SameDayBadge, warrantyText } from "../ui/price-list";

export const fragment = graphql`
  fragment PricingHubCopy on PagesJsonPricing {
    heading
    intro
    tableCaption
    repairLabel
    modelsLinkLabel
    ...PriceLabels
  }

  fragment PricingFamilyCopy on PagesJsonPricing {
    familyHeading
    hubLinkLabel
    brandsLabel
    filterLabel
    filterHint
    filterCount
    filterNoMatch
    repairsHeading
    symptomsLabel
    notListedHeading
    notListedText
    ...PriceLabels
  }

  fragment PriceFamilyData on PricingJsonFamily {
    ...PriceFamilyCore
    intro
    highlights {
      brand
      model
      repair
    }
  }
`;

export type PricingHubProps = {
  copy: Queries.PricingHubCopyFragment;
  note: string;
  families: readonly Queries.PriceFamilyDataFragment[];
};

/** /pricing/: per family, a table of its repairs with the estimate across models and the warranty. */
export function PricingHub({ copy, note, families }: PricingHubProps) {
  const fill = useFill();
  return (
    <>
      <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
        <Container maxW="5xl" py={{ base: "10", md: "14" }}>
          <PageTitle>{copy.heading}</PageTitle>
          <chakra.p mt="4" fontSize="lg" maxW="3xl">
            {copy.intro}
          </chakra.p>
          <EstimateNote note={note} copy={copy} />
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        {families.map((family) => {
          const device = upperFirst(family.singular);
          return (
            <chakra.section key={family.id} aria-labelledby={`${family.id}-heading`} mb="12" data-family={family.id}>
              <Heading as="h2" id={`${family.id}-heading`} size="2xl" color="brand.800" mb="2">
                <TextLink to={pricingPath(family.id)} tone="inherit">
                  {family.label}
                </TextLink>
              </Heading>
              <chakra.p mb="4" maxW="3xl">
                {family.intro}
              </chakra.p>
              <chakra.table w="full" borderCollapse="collapse" fontSize={{ base: "sm", md: "md" }}>
                <chakra.caption textAlign="start" fontWeight="semibold" color="page.muted" mb="2">
                  {fill(copy.tableCaption, { device })}
                </chakra.caption>
                <ColumnHeads labels={[copy.repairLabel, copy.estimateLabel, copy.warrantyLabel]} />
                <tbody>
                  {repairSummaries(family).map((summary) => (
                    <tr key={summary.id}>
                      <chakra.th
                        scope="row"
                        textAlign="start"
                        fontWeight="medium"
                        py="2.5"
                        pe="3"
                        borderBottomWidth="1px"
                        borderColor="page.line"
                      >
                        <Flex wrap="wrap" gap="2" align="center">
                          {summary.label}
                          {summary.sameDay && <SameDayBadge label={copy.sameDayLabel} />}
                        </Flex>
                      </chakra.th>
                      <chakra.td
                        py="2.5"
                        pe="3"
                        borderBottomWidth="1px"
                        borderColor="page.line"
                        fontWeight="bold"
                        data-price={priceKey(family.id, { repair: summary.id })}
                      >
                        {summary.text}
                      </chakra.td>
                      <chakra.td py="2.5" borderBottomWidth="1px" borderColor="page.line" whiteSpace="nowrap">
                        {warrantyText(fill, copy, summary.minWarrantyDays, summary.maxWarrantyDays)}
                      </chakra.td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
              <Flex gap="3" mt="5" wrap="wrap">
                <ButtonLink to={pricingPath(family.id)} colorPalette="brand">
                  {fill(copy.modelsLinkLabel, { device: family.singular })}
                </ButtonLink>
                <QuoteLink device={family.id} />
              </Flex>
            </chakra.section>
          );
        })}
      </Container>
    </>
  );
}

function QuoteLink({ device }: { device: string }) {
  const { navigation } = useSiteData();
  return (
    <ButtonLink to={quoteHref(navigation.quote.to, { device })} variant="outline" colorPalette="brand">
      {navigation.actions.getPrice}
    </ButtonLink>
  );
}

export type FamilyPricesProps = {
  copy: Queries.PricingFamilyCopyFragment;
  note: string;
  family: Queries.PriceFamilyDataFragment;
};

/** The heading of a family's price page: the way back to the hub, h1, intro, the estimate note and the brand links. */
export function FamilyPriceHeader({ copy, note, family }: FamilyPricesProps) {
  const fill = useFill();
  return (
    <Box bg="page.alt" borderBottomWidth="1px" borderColor="page.line">
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <TextLink to="/pricing/" fontSize="sm" tap>
          {copy.hubLinkLabel}
        </TextLink>
        <PageTitle mt="2">{fill(copy.familyHeading, { device: upperFirst(family.singular) })}</PageTitle>
        <chakra.p mt="4" fontSize="lg" maxW="3xl">
          {family.intro}
        </chakra.p>
        <EstimateNote note={note} copy={copy} device={family.id} />
        {family.brands.length > 1 && (
          <chakra.nav aria-label={copy.brandsLabel} mt="6">
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2">
              {family.brands.map((brand) => (
                <li key={brand.id}>
                  <ButtonLink href={`#${brand.id}`} size="sm" variant="outline" colorPalette="brand" bg="white">
                    {brand.label}
                  </ButtonLink>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
        )}
      </Container>
    </Box>
  );
}

/**
 * The height a model block keeps before the browser renders it: at least its rendered height at any width, 360 px
 * and up (measured 2026-11-25: 453-485 px for 3 repairs, 1,310-1,367 px for 9; a repair's row is at most 160 px
 * where its name and time wrap, the heading and padding 80 px), with room for a longer name.
 */
export const modelBlockHeight = (repairs: number) => 100 + 168 * repairs;

const PRICE_LIST_ID = "price-list";

/**
 * A family's prices: a section per brand, a block per model with its repairs, under a filter box that narrows them to
 * the models and symptoms typed (browser/list-filter.ts; each row is found by its brand, model and repair, and by the
 * repair's symptoms, written once on the list).
 */
export function FamilyPriceList({ copy, family }: Omit<FamilyPricesProps, "note">) {
  const fill = useFill();
  const rows = familyRows(family);
  const terms = Object.fromEntries(family.repairs.map((repair) => [repair.id, (repair.symptoms ?? []).join(" ")]));
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <ListFilter list={PRICE_LIST_ID} label={copy.filterLabel} hint={copy.filterHint} count={copy.filterCount} />
      <chakra.p hidden mb="8" {...{ [DATA.filterEmpty]: PRICE_LIST_ID }}>
        {fill(copy.filterNoMatch)}
      </chakra.p>
      <div id={PRICE_LIST_ID} {...{ [DATA.filterTerms]: JSON.stringify(terms) }}>
        {family.brands.map((brand) => (
          <chakra.section
            key={brand.id}
            id={brand.id}
            aria-labelledby={`${brand.id}-heading`}
            mb="12"
            scrollMarginTop="28"
            {...{ [DATA.filterGroup]: "" }}
          >
            <Heading as="h2" id={`${brand.id}-heading`} size="2xl" color="brand.800" mb="4">
              {brand.label}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
              {brand.models.map((model) => {
                const modelRows = rows.filter((r) => r.ids.brand === brand.id && r.ids.model === model.id);
                if (!modelRows.length) return null;
                return (
                  <chakra.article
                    key={model.id}
                    aria-labelledby={`${brand.id}-${model.id}`}
                    p="4"
                    borderWidth="1px"
                    borderColor="page.line"
                    borderRadius="lg"
                    bg="white"
                    data-model={model.id}
                    {...{ [DATA.filterGroup]: "" }}
                    // A family lists up to ~60 models and 6,000 elements: the browser lays out only the blocks near
                    // the screen (the rest keep their place, and stay in the page for search, links and screen
                    // readers), which was most of the page's main-thread time on a phone. The place kept is never
                    // shorter than the block: one shorter let a block's last Book buttons lie over the next block
                    // until it was rendered (axe's target-size, 35 buttons on /pricing/computers/).
                    css={{
                      contentVisibility: "auto",
                      containIntrinsicBlockSize: `auto ${modelBlockHeight(modelRows.length)}px`,
                    }}
                  >
                    <Heading as="h3" id={`${brand.id}-${model.id}`} size="lg" mb="1">
                      {model.label}
                      {model.year && (
                        <chakra.span fontWeight="normal" color="page.muted" fontSize="sm" ms="2">
                          {model.year}
                        </chakra.span>
                      )}
                    </Heading>
                    <PriceRowList
                      rows={modelRows}
                      copy={copy}
                      title={(row) => row.repairLabel}
                      filterWords={(row) => `${brand.label} ${row.modelLabel} ${row.repairLabel}`}
                    />
                  </chakra.article>
                );
              })}
            </SimpleGrid>
          </chakra.section>
        ))}
      </div>
    </Container>
  );
}

/** What each repair of the family includes, and what to do when a model or problem is not listed. */
export function FamilyRepairGuide({ copy, family }: Omit<FamilyPricesProps, "note">) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <Box bg="page.alt" borderTopWidth="1px" borderColor="page.line">
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <chakra.section aria-labelledby="repairs-heading">
            <Heading as="h2" id="repairs-heading" size="2xl" color="brand.800" mb="4">
              {copy.repairsHeading}
            </Heading>
            <chakra.dl display="grid" gap="3">
              {family.repairs.map((repair) => (
                <div key={repair.id}>
                  <chakra.dt fontWeight="bold">{repair.label}</chakra.dt>
                  <chakra.dd>{repair.description}</chakra.dd>
                  {repair.symptoms && repair.symptoms.length > 0 && (
                    <chakra.dd fontSize="sm" color="page.muted">
                      {copy.symptomsLabel}: {repair.symptoms.join(", ")}
                    </chakra.dd>
                  )}
                </div>
              ))}
            </chakra.dl>
          </chakra.section>
          <chakra.section aria-labelledby="not-listed-heading">
            <Heading as="h2" id="not-listed-heading" size="2xl" color="brand.800" mb="4">
              {copy.notListedHeading}
            </Heading>
            <chakra.p mb="5">{fill(copy.notListedText)}</chakra.p>
            <Flex gap="3" wrap="wrap">
              <CallButton label={fill(navigation.actions.call)} />
              <ButtonLink to={bookingHref(navigation.contact.to, {})} colorPalette="brand">
                {navigation.actions.requestService}
              </ButtonLink>
              <QuoteLink device={family.id} />
            </Flex>
          </chakra.section>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
