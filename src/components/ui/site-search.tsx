import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSiteData } from "../../hooks/use-site-data";
import { DATA } from "../../page-runtime/attributes";
import { SEARCH_BOX } from "./list-filter";

export type SiteSearchCopy = Pick<
  Queries.QuoteStartCopyFragment,
  "searchLabel" | "searchHint" | "searchButton" | "searchCount" | "searchNoMatch"
>;

/**
 * The price search: a box whose results are links directly under it, best first (page-runtime/site-search.ts, whose
 * script and index load on the box's first focus). Without JavaScript it is a plain form to the price lists.
 */
export function SiteSearch({
  copy,
  noMatch,
  id = "site-search",
}: {
  copy: SiteSearchCopy;
  noMatch: string;
  id?: string;
}) {
  const { localPath } = useSiteData();
  return (
    <chakra.form
      role="search"
      action={localPath("/pricing/")}
      method="get"
      mb="8"
      maxW="2xl"
      {...{ [DATA.siteSearch]: "" }}
    >
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1">
        {copy.searchLabel}
      </chakra.label>
      <Flex gap="2">
        <chakra.input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint ${id}-count`}
          aria-controls={`${id}-results`}
          flex="1"
          minW="0"
          {...SEARCH_BOX}
        />
        <chakra.button
          type="submit"
          minH="12"
          px="4"
          fontWeight="semibold"
          color="white"
          bg="brand.700"
          borderRadius="md"
          _hover={{ bg: "brand.800" }}
          _focusVisible={{ outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" }}
        >
          {copy.searchButton}
        </chakra.button>
      </Flex>
      <chakra.p id={`${id}-hint`} mt="1" fontSize="sm" color="page.muted">
        {copy.searchHint}
      </chakra.p>
      <chakra.p
        id={`${id}-count`}
        aria-live="polite"
        mt="1"
        fontSize="sm"
        fontWeight="medium"
        {...{ [DATA.filterCount]: copy.searchCount, [DATA.filterEmpty]: noMatch }}
      />
      <chakra.ul
        id={`${id}-results`}
        listStyleType="none"
        mt="2"
        display="grid"
        gap="2"
        {...{ [DATA.searchResults]: "" }}
      >
        <template {...{ [DATA.searchRow]: "" }}>
          <li>
            <chakra.a
              display="block"
              px="4"
              py="3"
              bg="white"
              layerStyle="card.lg"
              color="inherit"
              textDecoration="none"
              _hover={{ borderColor: "brand.500", bg: "brand.50" }}
              _focusVisible={{ outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" }}
            >
              <Box as="span" display="block" fontWeight="semibold" color="brand.fg" data-title="" />
              <Box as="span" display="block" fontSize="sm" color="page.muted" data-detail="" />
            </chakra.a>
          </li>
        </template>
      </chakra.ul>
    </chakra.form>
  );
}
