import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { CheckIcon } from "./icons";

export type CheckListProps = {
  items: readonly string[];
  columns?: 1 | 2;
  /** How a point shows, where it is more than its words (a document's point with links: RichText). */
  render?: (item: string) => ReactNode;
};

/** A list of short points, each with a check mark. */
export function CheckList({ items, columns = 1, render = (item) => item }: CheckListProps) {
  return (
    <chakra.ul
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: "1fr", md: `repeat(${columns}, 1fr)` }}
      gap="3"
    >
      {items.map((item) => (
        <chakra.li key={item} display="flex" gap="3" alignItems="flex-start">
          <chakra.span color="green.700" fontSize="xl" mt="0.5" flexShrink={0}>
            <CheckIcon />
          </chakra.span>
          <span>{render(item)}</span>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
