/** What the pages need to pick a review (data/reviews.json). */
export type ReviewPlace = { location: string; service?: string | null };

/** A shop's Google links (data/site.json), each optional. */
export type ReviewLinks = { googleProfileUrl?: string | null; googleReviewUrl?: string | null };

/**
 * The reviews a page shows, in the file's order: a service page's (`service`: its path), a location page's
 * (`location`: its id), or, with neither, all of them (the home page).
 */
export function reviewsFor<T extends ReviewPlace>(
  reviews: readonly T[],
  where: { service?: string; location?: string } = {},
): T[] {
  return reviews.filter(
    (review) =>
      (where.service === undefined || review.service === where.service) &&
      (where.location === undefined || review.location === where.location),
  );
}

/** The shops that have a Google link to show. */
export const withReviewLinks = <T extends ReviewLinks>(shops: readonly T[]): T[] =>
  shops.filter((shop) => Boolean(shop.googleProfileUrl || shop.googleReviewUrl));

/** The shops whose reviews are among `reviews` (by id), for the Google links beside them. */
export const shopsOf = <T extends { id: string }>(shops: readonly T[], reviews: readonly ReviewPlace[]): T[] =>
  shops.filter((shop) => reviews.some((review) => review.location === shop.id));

/** A rating drawn as five stars, filled then empty ("★★★★☆"): shown beside the rating in words, hidden from readers. */
export function starsOf(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(5 - filled);
}
