import path from "node:path";
import { dataOf, loadDataFiles } from "../load";
import { reviewsCheck } from "../reviews-check";
import type { BusinessData, ReviewsData, ServicesData } from "../types";
import { validateAgainstSchemas } from "../validate";

/** Fixtures of the test's own: two shops, two services, and reviews made per case. */
const business = { locations: [{ id: "charlotte" }, { id: "mount-gilead" }] } as Pick<BusinessData, "locations">;
const services = {
  services: [{ path: "/tv-repair/" }, { path: "/computer-repair/" }],
} as ServicesData;

type Review = ReviewsData["reviews"][number];
const review = (fields: Partial<Review> = {}): Review => ({
  author: "Maria G.",
  date: "2026-11-20",
  source: "Google",
  text: "Fixed my TV in two days and called me before changing the plan.",
  location: "charlotte",
  ...fields,
});
const check = (...reviews: Review[]) => reviewsCheck({ reviews: { reviews }, business, services, today: "2026-11-25" });

describe("reviewsCheck", () => {
  it("passes reviews that name a shop and, if any, a service page", () => {
    expect(check(review(), review({ author: "Tom", location: "mount-gilead", service: "/tv-repair/" }))).toEqual([]);
    expect(check()).toEqual([]);
  });

  it("names file, entry and field of a location that is no location id", () => {
    expect(check(review(), review({ author: "Tom", location: "concord" }))).toEqual([
      'data/reviews.json: entry reviews[1] "Tom" (2026-11-20), field "location" names "concord", which is not a location id in data/site.json (charlotte, mount-gilead)',
    ]);
  });

  it("names a service that is no service's path", () => {
    expect(check(review({ service: "/phone-repair/" }))).toEqual([
      'data/reviews.json: entry reviews[0] "Maria G." (2026-11-20), field "service" names /phone-repair/, which is no service\'s path in data/services.json',
    ]);
  });

  it("refuses a day that is not in the calendar, and one after today", () => {
    expect(check(review({ date: "2026-02-30" }))).toEqual([
      'data/reviews.json: entry reviews[0] "Maria G." (2026-02-30), field "date" is 2026-02-30, which is not a day of the calendar',
    ]);
    expect(check(review({ date: "2026-11-26" }))).toEqual([
      'data/reviews.json: entry reviews[0] "Maria G." (2026-11-26), field "date" is 2026-11-26, after today (2026-11-25): a review is dated the day it was written',
    ]);
    // Without today (a check that does not know the build's date) only the calendar counts.
    expect(reviewsCheck({ reviews: { reviews: [review({ date: "2030-01-01" })] }, business, services })).toEqual([]);
  });

  it("refuses the same review entered twice", () => {
    expect(
      check(
        review(),
        review({ date: "2026-11-21", text: "  FIXED my TV in two days and called me before changing the plan." }),
      ),
    ).toEqual([
      'data/reviews.json: entry reviews[1] "Maria G." (2026-11-21), field "text" repeats reviews[0] (same author and text): enter a review once',
    ]);
  });
});

describe("the reviews schema", () => {
  const root = path.resolve(__dirname, "../../../..");
  const { files } = loadDataFiles(root);
  const file = files.find((f) => f.file === "data/reviews.json")!;
  const withReviews = (reviews: unknown[]) =>
    validateAgainstSchemas([{ ...file, data: { ...(file.data as object), reviews } }]);

  it("names the field an editor got wrong", () => {
    expect(withReviews([review({ date: "20.11.2026" })])).toEqual([
      expect.stringMatching(
        /^Reviews → .+: "Date" has the wrong form: .*e\.g\. \d{4}-\d{2}-\d{2}.*\ndata\/reviews\.json at reviews\[0\]\.date$/,
      ),
    ]);
    expect(withReviews([review({ rating: 6 })])).toEqual([expect.stringContaining("rating")]);
    expect(withReviews([review({ source: "Twitter" as Review["source"] })])).toEqual([
      expect.stringContaining('"Google"'),
    ]);
    expect(withReviews([{ ...review(), stars: 5 }])).toEqual([expect.stringContaining("stars")]);
  });

  it("holds for the real file, whose reviews pass the cross-checks", () => {
    expect(validateAgainstSchemas([file])).toEqual([]);
    expect(
      reviewsCheck({
        reviews: file.data as ReviewsData,
        business: dataOf<BusinessData>(files, "data/site.json"),
        services: dataOf<ServicesData>(files, "data/services.json"),
        today: new Date().toISOString().slice(0, 10),
      }),
    ).toEqual([]);
  });
});
