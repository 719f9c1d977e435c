import { Heading, type HeadingProps } from "@chakra-ui/react/heading";

/** The h1 of a page on a light background: the heading recipe's `page` size in the brand's dark blue. */
export function PageTitle(props: Omit<HeadingProps, "as" | "size">) {
  return <Heading as="h1" size="page" color="brand.800" {...props} />;
}
