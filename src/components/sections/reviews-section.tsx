import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { humanDate } from "../../domain/dates";
import { starsOf, withReviewLinks, type ReviewLinks } from "../../lib/reviews";
import { TextAnchor } from "../ui/links";
import { usePageLanguage } from "../../hooks/use-page-language";
import { spanishHumanDate } from "../../domain/spanish";
import { Section } from "../ui/section";

export { reviewsFor, shopsOf } from "../../lib/reviews";

/*
 * Reviews are shown as plain HTML only: no Review or AggregateRating structured data, which Google does not allow for
 * a business's reviews of itself on its own site.
 */
export const fragment = graphql`
  fragment ReviewItem on ReviewsJsonReviews {
    author
    date
    source
    rating
    text
    location
    service
  }

  fragment ReviewsCopy on PagesJsonReviews {
    heading
    serviceHeading
    locationHeading
    ratingLabel
    profileLabel
    leaveLabel
    locationProfileLabel
    locationLeaveLabel
  }
`;

type Shop = ReviewLinks & { name: string };

export type ReviewsProps = {
  copy: Queries.ReviewsCopyFragment;
  /** The page's reviews (reviewsFor); with none the section is not rendered. */
  reviews: readonly Queries.ReviewItemFragment[];
  heading: string;
  /** One shop's Google links (its location page), shown when set. */
  googleProfileUrl?: string | null;
  googleReviewUrl?: string | null;
  /** Several shops' links (the home page, a service page), each named by its shop; those without links are left out. */
  shops?: readonly Shop[];
  /** A page band of its own (the home page); otherwise a block in the page's column, like its neighbours. */
  band?: boolean;
  headingId?: string;
};

/** Reviews from data/reviews.json: the words, who said them, when and where, the stars in words, and Google links. */
export function Reviews({
  copy,
  reviews,
  heading,
  googleProfileUrl,
  googleReviewUrl,
  shops = [],
  band = false,
  headingId = "reviews-heading",
}: ReviewsProps) {
  const fill = useFill();
  const { lang } = usePageLanguage();
  if (!reviews.length) return null;
  const links = [
    ...(googleProfileUrl ? [{ href: googleProfileUrl, label: copy.profileLabel }] : []),
    ...(googleReviewUrl ? [{ href: googleReviewUrl, label: copy.leaveLabel }] : []),
    ...withReviewLinks(shops).flatMap((shop) => [
      ...(shop.googleProfileUrl
        ? [{ href: shop.googleProfileUrl, label: fill(copy.locationProfileLabel, { location: shop.name }) }]
        : []),
      ...(shop.googleReviewUrl
        ? [{ href: shop.googleReviewUrl, label: fill(copy.locationLeaveLabel, { location: shop.name }) }]
        : []),
    ]),
  ];
  const body = (
    <>
      <chakra.ul
        listStyleType="none"
        display="grid"
        gap="4"
        gridTemplateColumns={band ? "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))" : "1fr"}
      >
        {reviews.map((review) => (
          <li key={`${review.author} ${review.date} ${review.text.slice(0, 40)}`}>
            <chakra.figure
              h="full"
              p="6"
              bg="page.alt"
              borderRadius="lg"
              borderStartWidth="4px"
              borderColor="brand.500"
            >
              {review.rating != null && (
                <chakra.p mb="2" fontWeight="medium">
                  <chakra.span aria-hidden="true" color="amber.fg" me="2" letterSpacing="0.1em">
                    {starsOf(review.rating)}
                  </chakra.span>
                  {fill(copy.ratingLabel, { rating: String(review.rating) })}
                </chakra.p>
              )}
              {/* The customer's own words, in the language they wrote them (English) on a Spanish page too. */}
              <chakra.blockquote fontSize="lg" fontStyle="italic" lang={lang === "en" ? undefined : "en"}>
                “{review.text}”
              </chakra.blockquote>
              <chakra.figcaption mt="3">
                <chakra.span display="block" fontWeight="bold">
                  {review.author}
                </chakra.span>
                <chakra.span display="block" fontSize="sm" color="page.muted">
                  <time dateTime={review.date}>
                    {lang === "es" ? spanishHumanDate(review.date) : humanDate(review.date)}
                  </time>{" "}
                  · {review.source}
                </chakra.span>
              </chakra.figcaption>
            </chakra.figure>
          </li>
        ))}
      </chakra.ul>
      {links.length > 0 && (
        <Flex
          as="ul"
          listStyleType="none"
          mt="4"
          gap={{ base: "0", md: "6" }}
          wrap="wrap"
          direction={{ base: "column", md: "row" }}
        >
          {links.map((link) => (
            <li key={link.label}>
              <TextAnchor href={link.href} tap>
                {link.label}
              </TextAnchor>
            </li>
          ))}
        </Flex>
      )}
    </>
  );
  if (band)
    return (
      <Section id="reviews" heading={heading} headingId={headingId}>
        {body}
      </Section>
    );
  return (
    <Box as="section" aria-labelledby={headingId} mb="10">
      <Heading as="h2" id={headingId} size="2xl" color="brand.800" mb="4">
        {heading}
      </Heading>
      {body}
    </Box>
  );
}
