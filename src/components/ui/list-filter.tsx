import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { DATA } from "../../page-runtime/attributes";

export type ListFilterProps = {
  /** The id of the list it filters (the element with the items). */
  list: string;
  label: string;
  hint: string;
  /** "{count} of {total} prices", read out as the visitor types. */
  count: string;
};

/** A typed search's box (this filter's and ui/site-search.tsx's): large enough to tap, its focus plain to see. */
export const SEARCH_BOX = {
  minH: "12",
  px: "3",
  fontSize: "md",
  bg: "white",
  borderWidth: "1px",
  borderColor: "page.muted",
  borderRadius: "md",
  _focusVisible: { outline: "3px solid", outlineColor: "brand.600", outlineOffset: "1px" },
} as const;

/**
 * A filter box over a long list on a page without an app: the site chrome's script filters (page-runtime/list-filter.ts).
 * Without JavaScript the box is not shown (`scripting: none`) and the page is the plain full list; with it, the box is
 * in the server's HTML from the start, so nothing moves when the script arrives.
 */
export function ListFilter({ list, label, hint, count }: ListFilterProps) {
  const id = `${list}-filter`;
  return (
    <Box mb="8" maxW="2xl" css={{ "@media (scripting: none)": { display: "none" } }}>
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={`${id}-hint ${id}-count`}
        {...{ [DATA.listFilter]: list }}
        w="full"
        {...SEARCH_BOX}
      />
      <chakra.p id={`${id}-hint`} mt="1" fontSize="sm" color="page.muted">
        {hint}
      </chakra.p>
      <chakra.p
        id={`${id}-count`}
        aria-live="polite"
        mt="1"
        fontSize="sm"
        fontWeight="medium"
        {...{ [DATA.filterCount]: count }}
      />
    </Box>
  );
}
