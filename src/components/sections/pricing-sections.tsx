import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { modelRepairs } from "../../domain/pricing";
import { familyModels, modelPath, priceKey, pricingPath, repairSummaries, upperFirst } from "../../lib/price-pages";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";
import { DATA } from "../../page-runtime/attributes";
import { ListFilter } from "../ui/list-filter";
import { extraWords, joinedNumbers, type Nicknames } from "../../lib/search/documents";
import { ColumnHeads, EstimateNote, SameDayBadge, warrantyText } from "../ui/price-list";
import { usePageLanguage } from "../../hooks/use-page-language";
import { classNames } from "../../theme/static/class-names";
import type { CSSProperties } from "react";

/** The layout sheet's parts rendered near the screen (theme/static/layout.ts). */
const cx = classNames("ly");

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
    repairChosen
    showAllModels
    modelsHeading
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

/**
 * /pricing/: per family, rendered near the screen, a table of its repairs with the estimate across models and the
 * warranty.
 */
export function PricingHub({ copy, note, families }: PricingHubProps) {
  const fill = useFill();
  const { lang } = usePageLanguage();
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
            <chakra.section
              key={family.id}
              aria-labelledby={`${family.id}-heading`}
              className={cx("block")}
              mb="12"
              data-family={family.id}
            >
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
                  {repairSummaries(family, lang).map((summary) => (
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
              </Flex>
            </chakra.section>
          );
        })}
      </Container>
    </>
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
        <chakra.p mt="4" fontSize={{ base: "md", md: "lg" }} maxW="3xl">
          {family.intro}
        </chakra.p>
        <EstimateNote note={note} copy={copy} />
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

const PRICE_LIST_ID = "price-list";

/**
 * A family's page below its header: the estimator's model step. Its models, brand by brand, each a link to the model's
 * page, and its repairs with the lowest price across models, what each includes and the symptoms it fixes; over both,
 * a filter box (page-runtime/list-filter.ts) that finds a model by its name and a repair by its symptoms (a model is found
 * by the symptoms of the repairs it offers too: "samsung lines" keeps the Samsung TVs whose panel can be replaced).
 * Without JavaScript the box is hidden and the page is the plain lists.
 */
export function FamilyPriceList({ copy, family, words }: Omit<FamilyPricesProps, "note"> & { words: Nicknames }) {
  const fill = useFill();
  const { lang } = usePageLanguage();
  const terms = Object.fromEntries(family.repairs.map((repair) => [repair.id, (repair.symptoms ?? []).join(" ")]));
  const offered = new Map(
    familyModels(family).map(({ brand, model }) => [
      `${brand.id}/${model.id}`,
      modelRepairs(family, model).map(({ repair }) => repair.id),
    ]),
  );
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <ListFilter list={PRICE_LIST_ID} label={copy.filterLabel} hint={copy.filterHint} count={copy.filterCount} />
      <chakra.p hidden mb="8" {...{ [DATA.filterEmpty]: PRICE_LIST_ID }}>
        {fill(copy.filterNoMatch)}
      </chakra.p>
      {/* Named and shown when the search led here for one repair (page-runtime/list-filter.ts carryRepair). */}
      <chakra.p
        hidden
        mb="6"
        p="3"
        layerStyle="card.md"
        bg="amber.subtle"
        fontWeight="semibold"
        scrollMarginTop="4"
        {...{ [DATA.repairChosen]: copy.repairChosen }}
      >
        <span /> <TextLink to={pricingPath(family.id)}>{copy.showAllModels}</TextLink>
      </chakra.p>
      <div id={PRICE_LIST_ID} {...{ [DATA.filterTerms]: JSON.stringify(terms) }}>
        <chakra.section aria-labelledby="models-heading" mb="10" {...{ [DATA.filterGroup]: "" }}>
          <Heading as="h2" id="models-heading" size="2xl" color="brand.800" mb="4">
            {family.modelHeading || copy.modelsHeading}
          </Heading>
          {family.brands.map((brand) => {
            const models = brand.models.filter((model) => offered.has(`${brand.id}/${model.id}`));
            if (!models.length) return null;
            return (
              <chakra.section
                key={brand.id}
                id={brand.id}
                aria-labelledby={`${brand.id}-heading`}
                mb="5"
                // Rendered near the screen, in a place of about its rows of two at 390 px until then.
                className={cx("group")}
                style={{ "--ly-rows": Math.ceil(models.length / 2) } as CSSProperties}
                {...{ [DATA.filterGroup]: "" }}
              >
                <Heading as="h3" id={`${brand.id}-heading`} size="md" mb="2">
                  {brand.label}
                </Heading>
                <chakra.ul
                  listStyleType="none"
                  display="grid"
                  gridTemplateColumns={{
                    base: "repeat(2, minmax(0, 1fr))",
                    md: "repeat(3, 1fr)",
                    xl: "repeat(4, 1fr)",
                  }}
                  gap="2"
                >
                  {models.map((model) => (
                    <li
                      key={model.id}
                      {...{
                        // Also found by the nicknames of data/search.json and as typed without spaces ("ps5", "iphone14").
                        [DATA.filterItem]: [
                          brand.label,
                          model.label,
                          model.year ?? "",
                          joinedNumbers(model.label),
                          extraWords(model.label, words),
                        ].join(" "),
                        [DATA.filterKey]: offered.get(`${brand.id}/${model.id}`)!.join(" "),
                      }}
                    >
                      <chakra.a
                        href={modelPath(family.id, brand.id, model.id, lang, family.slug)}
                        {...{ [DATA.modelLink]: "" }}
                        display="flex"
                        alignItems="center"
                        justifyContent="space-between"
                        gap="2"
                        flexWrap="wrap"
                        minH="11"
                        h="full"
                        px="3"
                        py="1"
                        bg="white"
                        layerStyle="card.md"
                        color="brand.800"
                        fontSize="sm"
                        fontWeight="semibold"
                        lineHeight="1.3"
                        _hover={{ borderColor: "brand.600", bg: "brand.50" }}
                        _focusVisible={{ outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" }}
                      >
                        {model.label}
                        {model.year && (
                          // On a phone the names fill the card: the year (its page's first words) would take a line.
                          <chakra.span
                            fontWeight="normal"
                            color="page.muted"
                            fontSize="sm"
                            display={{ base: "none", md: "inline" }}
                          >
                            {model.year}
                          </chakra.span>
                        )}
                      </chakra.a>
                    </li>
                  ))}
                </chakra.ul>
              </chakra.section>
            );
          })}
        </chakra.section>
        <chakra.section aria-labelledby="repairs-heading" className={cx("block")} {...{ [DATA.filterGroup]: "" }}>
          <Heading as="h2" id="repairs-heading" size="2xl" color="brand.800" mb="4">
            {copy.repairsHeading}
          </Heading>
          <chakra.ul listStyleType="none" maxW="3xl">
            {repairSummaries(family, lang).map((summary) => {
              const repair = family.repairs.find((r) => r.id === summary.id)!;
              return (
                <chakra.li
                  key={summary.id}
                  id={`repair-${summary.id}`}
                  py="3"
                  px="2"
                  mx="-2"
                  css={{
                    "&[aria-current=true]": { bg: "amber.subtle", outline: "2px solid", outlineColor: "amber.400" },
                  }}
                  borderTopWidth="1px"
                  borderColor="page.line"
                  {...{ [DATA.filterItem]: summary.label, [DATA.filterKey]: summary.id }}
                >
                  <Flex wrap="wrap" gap="2" align="baseline" justify="space-between">
                    <chakra.span fontWeight="bold">{summary.label}</chakra.span>
                    <chakra.span
                      fontWeight="bold"
                      color="brand.800"
                      data-price={priceKey(family.id, { repair: summary.id })}
                    >
                      {summary.text}
                    </chakra.span>
                  </Flex>
                  {repair.symptoms && repair.symptoms.length > 0 && (
                    <chakra.p fontSize="sm" color="page.muted">
                      {copy.symptomsLabel}: {repair.symptoms.join(", ")}
                    </chakra.p>
                  )}
                </chakra.li>
              );
            })}
          </chakra.ul>
        </chakra.section>
      </div>
    </Container>
  );
}

/** What to do when a model or problem is not listed. */
export function FamilyRepairGuide({ copy }: Omit<FamilyPricesProps, "note" | "family">) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <Box bg="page.alt" borderTopWidth="1px" borderColor="page.line">
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <chakra.section aria-labelledby="not-listed-heading">
          <Heading as="h2" id="not-listed-heading" size="2xl" color="brand.800" mb="4">
            {copy.notListedHeading}
          </Heading>
          <chakra.p mb="5" maxW="3xl">
            {fill(copy.notListedText)}
          </chakra.p>
          <Flex gap="3" wrap="wrap">
            <CallButton label={fill(navigation.actions.call)} />
            <ButtonLink to={bookingHref(navigation.contact.to, {})} colorPalette="brand">
              {navigation.actions.requestService}
            </ButtonLink>
          </Flex>
        </chakra.section>
      </Container>
    </Box>
  );
}
