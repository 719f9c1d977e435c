import type { BusinessData, ReviewsData, ServicesData } from "./types";

const FILE = "data/reviews.json";

/** Whether "YYYY-MM-DD" is a day of the calendar (the schema's pattern lets 2026-02-30 through). */
const isCalendarDate = (iso: string): boolean => {
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/**
 * References of data/reviews.json that its schema cannot see: each review's location is a location id of
 * data/site.json, its service (when given) a service path of data/services.json, its date a real day and not after
 * `today` (YYYY-MM-DD, the build's date), and no review is entered twice. One line per problem, naming file, entry
 * and field.
 */
export function reviewsCheck({
  reviews,
  business,
  services,
  today,
}: {
  reviews: ReviewsData;
  business: Pick<BusinessData, "locations">;
  services: ServicesData;
  today?: string;
}): string[] {
  const problems: string[] = [];
  const locationIds = business.locations.map((location) => location.id);
  const paths = new Set(services.services.map((service) => service.path));
  const seen = new Map<string, number>();

  reviews.reviews.forEach((review, i) => {
    const entry = `reviews[${i}] "${review.author}" (${review.date})`;
    const problem = (field: string, text: string) => problems.push(`${FILE}: entry ${entry}, field "${field}" ${text}`);
    if (!locationIds.includes(review.location))
      problem(
        "location",
        `names "${review.location}", which is not a location id in data/site.json (${locationIds.join(", ")})`,
      );
    if (review.service !== undefined && !paths.has(review.service))
      problem("service", `names ${review.service}, which is no service's path in data/services.json`);
    if (!isCalendarDate(review.date)) problem("date", `is ${review.date}, which is not a day of the calendar`);
    else if (today && review.date > today)
      problem("date", `is ${review.date}, after today (${today}): a review is dated the day it was written`);
    const key = `${review.author.trim().toLowerCase()}\n${review.text.trim().toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) problem("text", `repeats reviews[${first}] (same author and text): enter a review once`);
    else seen.set(key, i);
  });
  return problems;
}
