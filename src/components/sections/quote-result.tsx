import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { estimateName, estimateQuery, formatPrice } from "../../../functions/contact/pricing";
import { useFill } from "../../hooks/use-fill";
import { stateIds, type QuoteState } from "../../lib/quote-steps";
import { CheckIcon, ClockIcon } from "../ui/icons";
import { ButtonLink, CallButton, TextLink } from "../ui/links";

export const fragment = graphql`
  fragment QuoteResult on PagesJsonQuote {
    priceLabel
    timeLabel
    warrantyLabel
    warrantyDays
    sameDayLabel
    inStockLabel
    warrantyLinkLabel
    bookLabel
    callLabel
  }
`;

export type QuoteResultProps = {
  copy: Queries.QuoteResultFragment;
  /** data/pricing.json's note that every price is an estimate, shown with every price. */
  estimateNote: string;
  result: Extract<QuoteState, { step: "result" }>;
};

/** The estimate for the chosen model and repair, and the two ways on: book it, or call. */
export function QuoteResult({ copy, estimateNote, result }: QuoteResultProps) {
  const fill = useFill();
  const { price } = result;
  const facts = [
    // Times are written in lower case to read inside a sentence ("done same day"); here one starts a line.
    { label: copy.timeLabel, value: price.time.charAt(0).toUpperCase() + price.time.slice(1) },
    { label: copy.warrantyLabel, value: fill(copy.warrantyDays, { days: String(price.warrantyDays) }) },
  ];
  const perks = [
    { label: copy.sameDayLabel, icon: <ClockIcon />, shown: price.sameDay },
    { label: copy.inStockLabel, icon: <CheckIcon />, shown: price.inStock },
  ].filter((perk) => perk.shown);
  return (
    <Box
      maxW="3xl"
      bg="white"
      borderWidth="1px"
      borderColor="page.line"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: "5", md: "8" }}
    >
      <Heading as="h3" size={{ base: "lg", md: "xl" }} color="page.text">
        {estimateName(result)}
      </Heading>
      <chakra.p color="page.muted" mt="1">
        {result.repair.description}
      </chakra.p>
      <chakra.dl
        mt="5"
        display="grid"
        gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, auto)" }}
        justifyContent="start"
        gap={{ base: "4", md: "10" }}
      >
        <Box gridColumn={{ base: "1 / -1", md: "auto" }}>
          <chakra.dt fontSize="sm" color="page.muted">
            {copy.priceLabel}
          </chakra.dt>
          <chakra.dd fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" color="brand.800" lineHeight="1.1">
            {formatPrice(price)}
          </chakra.dd>
        </Box>
        {facts.map((fact) => (
          <Box key={fact.label}>
            <chakra.dt fontSize="sm" color="page.muted">
              {fact.label}
            </chakra.dt>
            <chakra.dd fontSize="lg" fontWeight="semibold">
              {fact.value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      {perks.length > 0 && (
        <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2" mt="4">
          {perks.map((perk) => (
            <chakra.li
              key={perk.label}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              px="3"
              py="1"
              borderRadius="full"
              bg="brand.50"
              color="brand.800"
              fontSize="sm"
              fontWeight="semibold"
            >
              {perk.icon}
              {perk.label}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <chakra.p mt="5" fontSize="sm" color="page.muted" maxW="2xl">
        {estimateNote} <TextLink to="/warranty/">{copy.warrantyLinkLabel}</TextLink>
      </chakra.p>
      <Flex gap="3" mt="6" wrap="wrap">
        <ButtonLink
          to={`/contact/?${estimateQuery(stateIds(result))}#request`}
          colorPalette="brand"
          size="lg"
          w={{ base: "full", sm: "auto" }}
        >
          {copy.bookLabel}
        </ButtonLink>
        <CallButton label={fill(copy.callLabel)} size="lg" w={{ base: "full", sm: "auto" }} />
      </Flex>
    </Box>
  );
}
