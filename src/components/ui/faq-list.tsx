import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { ChevronDownIcon } from "./icons";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as native disclosure elements: any number open at once, and
 * the answers are in the HTML and open without JavaScript.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Box borderTopWidth="1px" borderColor="page.line">
      {items.map((item) => (
        <chakra.details
          key={item.question}
          borderBottomWidth="1px"
          borderColor="page.line"
          className="group"
          css={{ "&[open] .faq-chevron": { transform: "rotate(180deg)" } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            minH="11"
            py="3"
            fontWeight="semibold"
            cursor="pointer"
            listStyleType="none"
            css={{ "&::-webkit-details-marker": { display: "none" } }}
          >
            {item.question}
            <chakra.span className="faq-chevron" flexShrink={0} transition="transform 0.15s" color="brand.fg">
              <ChevronDownIcon />
            </chakra.span>
          </chakra.summary>
          <chakra.p pb="4" color="page.muted">
            {item.answer}
          </chakra.p>
        </chakra.details>
      ))}
    </Box>
  );
}
