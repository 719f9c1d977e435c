import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { DATA } from "../../page-runtime/attributes";
import { useFill } from "../../hooks/use-fill";
import { familyModels, pricingPath } from "../../lib/price-pages";
import { modelRepairs } from "../../domain/pricing";
import { ChevronDownIcon } from "../ui/icons";
import { ListFilter } from "../ui/list-filter";

export const fragment = graphql`
  fragment QuoteStartCopy on PagesJsonQuote {
    heading
    intro
    familyHeading
    symptomLabel
    symptomHint
    symptomCount
    symptomNoMatch
  }
`;

/** The estimator's header band: kept short, so the first step shows on a phone's first screen. */
export function QuoteHero({ copy }: { copy: Queries.QuoteStartCopyFragment }) {
  const fill = useFill();
  return (
    <Box layerStyle="hero">
      <Container maxW="7xl" py={{ base: "6", md: "10" }}>
        <Heading as="h1" size="page">
          {copy.heading}
        </Heading>
        <chakra.p mt="3" fontSize={{ base: "md", md: "lg" }} maxW="2xl" color="brand.50">
          {fill(copy.intro)}
        </chakra.p>
      </Container>
    </Box>
  );
}

type Choice = { id: string; label: string; detail: string; href: string; words?: string; terms?: string };

/** A step's answers: each a large link that says where it leads. */
function ChoiceList({ choices, id, terms }: { choices: Choice[]; id?: string; terms?: Record<string, string> }) {
  return (
    <chakra.ul
      id={id}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
      gap="3"
      // Under a filter box: hidden until something is typed, its items found by their words and their key's terms.
      {...(terms && { [DATA.filterUntilTyped]: "idle", [DATA.filterTerms]: JSON.stringify(terms) })}
      css={{ [`&[${DATA.filterUntilTyped}=idle]`]: { display: "none" } }}
    >
      {choices.map((choice) => (
        <chakra.li
          key={choice.id}
          display="flex"
          {...(choice.words !== undefined && { [DATA.filterItem]: choice.words, [DATA.filterKey]: choice.terms })}
        >
          <chakra.a
            href={choice.href}
            display="flex"
            alignItems="center"
            gap="3"
            w="full"
            minH="11"
            px="4"
            py="3"
            bg="white"
            layerStyle="card.lg"
            color="inherit"
            textDecoration="none"
            _hover={{ borderColor: "brand.500", bg: "brand.50" }}
            _focusVisible={{ outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" }}
          >
            <chakra.span flex="1" minW="0">
              <chakra.span display="block" fontWeight="semibold" color="brand.fg">
                {choice.label}
              </chakra.span>
              <chakra.span display="block" fontSize="sm" color="page.muted">
                {choice.detail}
              </chakra.span>
            </chakra.span>
            <ChevronDownIcon style={{ transform: "rotate(-90deg)", flexShrink: 0 }} />
          </chakra.a>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

const SYMPTOM_LIST_ID = "quote-symptoms";

export type QuoteStartProps = {
  copy: Queries.QuoteStartCopyFragment;
  families: readonly Queries.PriceFamilyCoreFragment[];
};

/**
 * The estimator's first step, a page without an app: "What's wrong?" finds a repair by the visitor's words (the
 * site chrome's filter, page-runtime/list-filter.ts; a found repair leads to its family's models, then to its price on the
 * model's page), or the device leads to its family's page, the step "Which model?". Without JavaScript the search is
 * not shown and the devices are plain links.
 */
export function QuoteStart({ copy, families }: QuoteStartProps) {
  const fill = useFill();
  // Only repairs some model offers; each found by its family, its label and (through its key) its symptoms.
  const repairs = families.flatMap((family) => {
    const offered = new Set(
      familyModels(family).flatMap(({ model }) => modelRepairs(family, model).map(({ repair }) => repair.id)),
    );
    return family.repairs
      .filter((repair) => offered.has(repair.id))
      .map((repair) => ({ family, repair, key: `${family.id}/${repair.id}` }));
  });
  const terms = Object.fromEntries(repairs.map(({ repair, key }) => [key, (repair.symptoms ?? []).join(" ")]));
  return (
    <Container as="section" maxW="7xl" py={{ base: "6", md: "10" }} aria-labelledby="quote-family-heading">
      <Box
        mb="8"
        {...{ [DATA.estimatorStart]: "" }}
        css={{ "@media (scripting: none)": { display: "none" } }}
        data-symptom-search=""
      >
        <ListFilter
          list={SYMPTOM_LIST_ID}
          label={copy.symptomLabel}
          hint={copy.symptomHint}
          count={copy.symptomCount}
        />
        <chakra.p hidden mb="4" color="page.muted" {...{ [DATA.filterEmpty]: SYMPTOM_LIST_ID }}>
          {fill(copy.symptomNoMatch)}
        </chakra.p>
        <ChoiceList
          id={SYMPTOM_LIST_ID}
          terms={terms}
          choices={repairs.map(({ family, repair, key }) => ({
            id: key,
            label: `${family.label}: ${repair.label}`,
            detail: (repair.symptoms ?? []).slice(0, 3).join(", "),
            href: `${pricingPath(family.id)}?repair=${repair.id}`,
            words: `${family.label} ${family.singular} ${repair.label}`,
            terms: key,
          }))}
        />
      </Box>
      <Heading as="h2" id="quote-family-heading" textStyle={{ base: "xl", md: "2xl" }} color="brand.800" mb="4">
        {copy.familyHeading}
      </Heading>
      <ChoiceList
        choices={families.map((family) => ({
          id: family.id,
          label: family.label,
          detail: family.brands.map((brand) => brand.label).join(", "),
          href: pricingPath(family.id),
        }))}
      />
    </Container>
  );
}
