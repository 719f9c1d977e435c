import { chakra, useSlotRecipe } from "@chakra-ui/react/styled-system";
import { accordionSlotRecipe } from "../../theme/slot-recipes/accordion";
import { ChevronDownIcon } from "./icons";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as native disclosure elements, styled by the theme's accordion recipe
 * (theme/slot-recipes/accordion.ts, `outline`): any number open at once, and the answers are in the HTML and open
 * without JavaScript.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const styles = useSlotRecipe({ recipe: accordionSlotRecipe })({ variant: "outline" });
  return (
    <chakra.div css={styles.root}>
      {items.map((item) => (
        <chakra.details key={item.question} css={styles.item}>
          <chakra.summary css={styles.itemTrigger}>
            {item.question}
            <chakra.span css={styles.itemIndicator}>
              <ChevronDownIcon />
            </chakra.span>
          </chakra.summary>
          <chakra.p css={styles.itemContent}>{item.answer}</chakra.p>
        </chakra.details>
      ))}
    </chakra.div>
  );
}
