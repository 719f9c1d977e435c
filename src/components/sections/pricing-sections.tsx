import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill, type Fill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref, quoteHref } from "../../lib/contact-link";
import {
  familyRows,
  formatDayRange,
  formatSummaryPrice,
  pricingPath,
  repairSummaries,
  upperFirst,
  type PriceRow,
} from "../../lib/price-pages";
import { formatPrice } from "../../../functions/contact/pricing";
import { ButtonLink, CallButton, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";

export const fragment = graphql`
  fragment PriceLabels on PagesJsonPricing {
    estimateLabel
    timeLabel
    warrantyLabel
    daysLabel
    noWarrantyLabel
    sameDayLabel
    bookLabel
    quoteLabel
    warrantyLinkLabel
  }

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
    repairsHeading
    notListedHeading
    notListedText
    requestLabel
    ...PriceLabels
  }

  fragment PriceFamilyData on PricingJsonFamily {
    id
    label
    singular
    intro
    repairs {
      id
      label
      description
      service
      default {
        from
        to
        quote
        time
        sameDay
        inStock
        warrantyDays
      }
    }
    brands {
      id
      label
      models {
        id
        label
        year
        prices {
          repair
          offered
          from
          to
          quote
          time
          sameDay
          inStock
          warrantyDays
        }
      }
    }
    highlights {
      brand
      model
      repair
    }
  }
`;

type Labels = Queries.PriceLabelsFragment;

/** A warranty period as the site writes it: "180 days", "90-180 days", or the copy's word for none. */
export const warrantyText = (fill: Fill, copy: Labels, min: number, max: number) =>
  max === 0 ? copy.noWarrantyLabel : fill(copy.daysLabel, { days: formatDayRange(min, max) });

function SameDayBadge({ label }: { label: string }) {
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      fontSize="sm"
      fontWeight="bold"
      lineHeight="1.4"
      borderRadius="full"
      bg="green.200"
      color="green.800"
      verticalAlign="middle"
      whiteSpace="nowrap"
    >
      {label}
    </chakra.span>
  );
}

export type EstimateNoteProps = { note: string; copy: Labels; device?: string };

/** The sentence that every price is an estimate, with the links to the warranty and (for a family) the estimator. */
export function EstimateNote({ note, copy, device }: EstimateNoteProps) {
  const { navigation } = useSiteData();
  return (
    <Box
      mt="6"
      p="4"
      bg="amber.subtle"
      borderStartWidth="4px"
      borderColor="amber.400"
      borderRadius="md"
      maxW="3xl"
      data-estimate-note=""
    >
      <chakra.p fontWeight="medium">{note}</chakra.p>
      <Flex as="p" mt="2" gap="2" wrap="wrap">
        <TextLink to="/warranty/" me="4">
          {copy.warrantyLinkLabel}
        </TextLink>
        {device && <TextLink to={quoteHref(navigation.quote.to, { device })}>{copy.quoteLabel}</TextLink>}
      </Flex>
    </Box>
  );
}

export type PriceRowListProps = {
  rows: readonly PriceRow[];
  copy: Labels;
  /** What names a row: the repair (inside a model's block) or model and repair (on a service page). */
  title: (row: PriceRow) => string;
};

/**
 * Prices as a list, one row per model and repair: estimate, typical time, warranty, a same-day badge and a Book
 * link that carries the estimate's ids to the request form. A list reads on a 390 px phone without scrolling sideways.
 */
export function PriceRowList({ rows, copy, title }: PriceRowListProps) {
  const { navigation } = useSiteData();
  const fill = useFill();
  return (
    <chakra.ul listStyleType="none">
      {rows.map((row) => (
        <chakra.li
          key={`${row.ids.brand}/${row.ids.model}/${row.ids.repair}`}
          py="3"
          borderTopWidth="1px"
          borderColor="page.line"
          _first={{ borderTopWidth: "0" }}
          display="grid"
          gridTemplateColumns="minmax(0, 1fr) auto"
          gap="3"
          alignItems="center"
          data-price-row=""
        >
          <Box>
            <Flex wrap="wrap" gap="2" align="center">
              <chakra.span fontWeight="semibold">{title(row)}</chakra.span>
              {row.price.sameDay && <SameDayBadge label={copy.sameDayLabel} />}
            </Flex>
            <chakra.dl mt="1" display="flex" flexWrap="wrap" gap="0.5" fontSize="sm">
              <Flex gap="1" basis="full">
                <chakra.dt srOnly>{copy.estimateLabel}</chakra.dt>
                <chakra.dd fontSize="md" fontWeight="bold" color="brand.800">
                  {formatPrice(row.price)}
                </chakra.dd>
              </Flex>
              <Flex gap="1" color="page.muted" me="4">
                <chakra.dt>{copy.timeLabel}:</chakra.dt>
                <chakra.dd>{row.price.time}</chakra.dd>
              </Flex>
              <Flex gap="1" color="page.muted">
                <chakra.dt>{copy.warrantyLabel}:</chakra.dt>
                <chakra.dd>{warrantyText(fill, copy, row.price.warrantyDays, row.price.warrantyDays)}</chakra.dd>
              </Flex>
            </chakra.dl>
          </Box>
          <ButtonLink to={bookingHref(navigation.contact.to, { ids: row.ids })} size="sm" colorPalette="brand">
            {copy.bookLabel}
            <chakra.span srOnly> {row.name}</chakra.span>
          </ButtonLink>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

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
                <thead>
                  <tr>
                    {[copy.repairLabel, copy.estimateLabel, copy.warrantyLabel].map((label) => (
                      <chakra.th
                        key={label}
                        scope="col"
                        textAlign="start"
                        fontWeight="bold"
                        py="2"
                        pe="3"
                        borderBottomWidth="2px"
                        borderColor="brand.200"
                      >
                        {label}
                      </chakra.th>
                    ))}
                  </tr>
                </thead>
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
                      <chakra.td py="2.5" pe="3" borderBottomWidth="1px" borderColor="page.line" fontWeight="bold">
                        {formatSummaryPrice(summary)}
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
                <QuoteLink device={family.id} label={copy.quoteLabel} />
              </Flex>
            </chakra.section>
          );
        })}
      </Container>
    </>
  );
}

function QuoteLink({ device, label }: { device: string; label: string }) {
  const { navigation } = useSiteData();
  return (
    <ButtonLink to={quoteHref(navigation.quote.to, { device })} variant="outline" colorPalette="brand">
      {label}
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

/** A family's prices: a section per brand, a block per model with its repairs. */
export function FamilyPriceList({ copy, family }: Omit<FamilyPricesProps, "note">) {
  const rows = familyRows(family);
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      {family.brands.map((brand) => (
        <chakra.section
          key={brand.id}
          id={brand.id}
          aria-labelledby={`${brand.id}-heading`}
          mb="12"
          scrollMarginTop="28"
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
                >
                  <Heading as="h3" id={`${brand.id}-${model.id}`} size="lg" mb="1">
                    {model.label}
                    {model.year && (
                      <chakra.span fontWeight="normal" color="page.muted" fontSize="sm" ms="2">
                        {model.year}
                      </chakra.span>
                    )}
                  </Heading>
                  <PriceRowList rows={modelRows} copy={copy} title={(row) => row.repairLabel} />
                </chakra.article>
              );
            })}
          </SimpleGrid>
        </chakra.section>
      ))}
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
              <CallButton />
              <ButtonLink to={bookingHref(navigation.contact.to, {})} colorPalette="brand">
                {copy.requestLabel}
              </ButtonLink>
              <QuoteLink device={family.id} label={copy.quoteLabel} />
            </Flex>
          </chakra.section>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
