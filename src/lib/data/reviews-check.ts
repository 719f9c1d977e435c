import { sayIn, type Say } from "./editor-words";
import type { BusinessData, ReviewsData, ServicesData } from "./types";

const FILE = "data/reviews.json";

/** Whether "YYYY-MM-DD" is a day of the calendar (the schema's pattern lets 2026-02-30 through). */
const isCalendarDate = (iso: string): boolean => {
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/**
 * References of data/reviews.json that its schema cannot see: each review's location is a shop of data/site.json, its
 * service (when given) a service page of data/services.json, its date a real day and not after `today` (YYYY-MM-DD,
 * the build's date), and no review is entered twice. One problem each, in the editor's words (`say`: the build's over
 * the files as read; by default over `reviews` without its schema).
 */
export function reviewsCheck(
  {
    reviews,
    business,
    services,
    today,
  }: {
    reviews: ReviewsData;
    business: Pick<BusinessData, "locations">;
    services: ServicesData;
    today?: string;
  },
  say: Say = sayIn([{ file: FILE, data: reviews, schema: {} }]),
): string[] {
  const problems: string[] = [];
  const locationIds = business.locations.map((location) => location.id);
  const shopChoices = business.locations.map((l) => `${l.name} (${l.id})`).join(", ");
  const paths = new Set(services.services.map((service) => service.path));
  const seen = new Map<string, number>();

  reviews.reviews.forEach((review, i) => {
    const problem = (field: string, text: string) => problems.push(say(FILE, ["reviews", i, field], text));
    if (!locationIds.includes(review.location))
      problem("location", `is "${review.location}", which is no shop of the site: choose one of ${shopChoices}`);
    if (review.service !== undefined && !paths.has(review.service))
      problem("service", `is ${review.service}, which is no service page of the site: choose one, or leave it empty`);
    if (!isCalendarDate(review.date))
      problem("date", `is ${review.date}, which is not a day of the calendar: pick the day the review was written`);
    else if (today && review.date > today)
      problem("date", `is ${review.date}, after today (${today}): a review is dated the day it was written`);
    const key = `${review.author.trim().toLowerCase()}\n${review.text.trim().toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const earlier = reviews.reviews[first];
      problem(
        "text",
        `is the text of ${earlier.author}'s review of ${earlier.date} too (the same author and text): enter a review once, and remove this one`,
      );
    } else seen.set(key, i);
  });
  return problems;
}
