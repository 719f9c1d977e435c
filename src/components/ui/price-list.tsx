import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { DATA } from "../../page-runtime/attributes";
import { useFill, type Fill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { bookingHref } from "../../lib/contact-link";
import { formatDayRange, priceKey, type PriceRow } from "../../lib/price-pages";
import { ButtonLink, TextLink } from "./links";
import { usePageLanguage } from "../../hooks/use-page-language";
import { spanishTime } from "../../domain/spanish";

// Price rows and the estimate note, shared by the price pages, the service pages and the warranty
// page. Apart from the price pages' sections so a service page loads only these.

export const fragment = graphql`
  fragment PriceLabels on PagesJsonPricing {
    estimateLabel
    timeLabel
    warrantyLabel
    daysLabel
    noWarrantyLabel
    sameDayLabel
    warrantyLinkLabel
  }

  # A price as the data writes it, a repair's family default or a model's own row (both types implement the
  # interface, gatsby-node.ts createSchemaCustomization): every query that reads prices selects them here.
  # gatsby-node.ts reads this declaration for its own query, so keep it flat (no nested selection).
  fragment PriceFields on PricingJsonPriceFields {
    from
    to
    quote
    time
    sameDay
    inStock
    warrantyDays
  }

  # What resolving a price needs of a family (src/domain/pricing.ts), for the estimator, the booking form's
  # estimate and the price pages: one list of fields, so the three cannot ask for different ones.
  fragment PriceFamilyCore on PricingJsonFamily {
    id
    slug
    label
    singular
    modelHeading
    repairs {
      id
      label
      description
      symptoms
      service
      default {
        ...PriceFields
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
          ...PriceFields
        }
      }
    }
  }
`;

type Labels = Queries.PriceLabelsFragment;

/** A warranty period as the site writes it: "180 days", "90-180 days", or the copy's word for none. */
export const warrantyText = (fill: Fill, copy: Labels, min: number, max: number) =>
  max === 0 ? copy.noWarrantyLabel : fill(copy.daysLabel, { days: formatDayRange(min, max) });

/** A price table's column headings (the /pricing/ tables, the /warranty/ tables). */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
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
  );
}

export function SameDayBadge({ label }: { label: string }) {
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

export type EstimateNoteProps = { note: string; copy: Labels };

/** The sentence that every price is an estimate, with the link to the warranty. */
export function EstimateNote({ note, copy }: EstimateNoteProps) {
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
      <chakra.p mt="2">
        <TextLink to="/warranty/">{copy.warrantyLinkLabel}</TextLink>
      </chakra.p>
    </Box>
  );
}

export type PriceRowListProps = {
  rows: readonly PriceRow[];
  copy: Labels;
  /** What names a row: the repair (inside a model's block) or model and repair (on a service page). */
  title: (row: PriceRow) => string;
  /** Under a filter box (ui/list-filter.tsx): the words that find a row; its repair's id names its symptoms. */
  filterWords?: (row: PriceRow) => string;
  /** A model page's rows: each is the target of #<repair id> (the estimator's "What's wrong?" lands there), and shows
   * the repair's one line. */
  anchored?: { describe: (row: PriceRow) => string; stockLabel: string; stock: (row: PriceRow) => string };
};

/**
 * Prices as a list, one row per model and repair: estimate, typical time, warranty, a same-day badge and a Book
 * link that carries the estimate's ids to the request form. A list reads on a 390 px phone without scrolling sideways.
 */
export function PriceRowList({ rows, copy, title, filterWords, anchored }: PriceRowListProps) {
  const { navigation } = useSiteData();
  // A price's time is the data's words ("same day"): in Spanish on a Spanish page.
  const { lang } = usePageLanguage();
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
          {...(anchored && {
            id: row.ids.repair,
            px: "2",
            mx: "-2",
            borderRadius: "md",
            _target: { bg: "amber.subtle", outline: "2px solid", outlineColor: "amber.400" },
          })}
          {...(filterWords && { [DATA.filterItem]: filterWords(row), [DATA.filterKey]: row.ids.repair })}
        >
          <Box>
            <Flex wrap="wrap" gap="2" align="center">
              <chakra.span fontWeight="semibold">{title(row)}</chakra.span>
              {row.price.sameDay && <SameDayBadge label={copy.sameDayLabel} />}
            </Flex>
            {anchored && (
              <chakra.p mt="1" fontSize="sm">
                {anchored.describe(row)}
              </chakra.p>
            )}
            <chakra.dl mt="1" display="flex" flexWrap="wrap" gap="0.5" fontSize="sm">
              <Flex gap="1" basis="full">
                <chakra.dt srOnly>{copy.estimateLabel}</chakra.dt>
                <chakra.dd
                  fontSize="md"
                  fontWeight="bold"
                  color="brand.800"
                  data-price={priceKey(row.ids.device, row.ids)}
                >
                  {row.text}
                </chakra.dd>
              </Flex>
              <Flex gap="1" color="page.muted" me="4">
                <chakra.dt>{copy.timeLabel}:</chakra.dt>
                <chakra.dd>{lang === "es" ? spanishTime(row.price.time) : row.price.time}</chakra.dd>
              </Flex>
              <Flex gap="1" color="page.muted" me="4">
                <chakra.dt>{copy.warrantyLabel}:</chakra.dt>
                <chakra.dd>{warrantyText(fill, copy, row.price.warrantyDays, row.price.warrantyDays)}</chakra.dd>
              </Flex>
              {anchored && (
                <Flex gap="1" color="page.muted">
                  <chakra.dt>{anchored.stockLabel}:</chakra.dt>
                  <chakra.dd>{anchored.stock(row)}</chakra.dd>
                </Flex>
              )}
            </chakra.dl>
          </Box>
          <ButtonLink to={bookingHref(navigation.contact.to, { ids: row.ids })} size="sm" colorPalette="brand">
            {navigation.actions.bookRepair}
            <chakra.span srOnly> {row.name}</chakra.span>
          </ButtonLink>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
