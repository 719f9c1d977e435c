import path from "node:path";
import { dataOf, loadDataFiles } from "../load";
import { reviewsCheck } from "../reviews-check";
import type { BusinessData, ReviewsData, ServicesData } from "../types";
import { validateAgainstSchemas } from "../validate";

/** Fixtures of the test's own: two shops, two services, and reviews made per case. */
const business = {
  locations: [
    { id: "charlotte", name: "Charlotte" },
    { id: "mount-gilead", name: "Mount Gilead" },
  ],
} as Pick<BusinessData, "locations">;
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

  it("names the review and the field of a location that is no shop, then file and path", () => {
    expect(check(review(), review({ author: "Tom", location: "concord" }))).toEqual([
      'Reviews → Tom: "Location" is "concord", which is no shop of the site: choose one of Charlotte (charlotte), Mount Gilead (mount-gilead)\ndata/reviews.json at reviews[1].location',
    ]);
  });

  it("names a service that is no service page", () => {
    expect(check(review({ service: "/phone-repair/" }))).toEqual([
      'Reviews → Maria G.: "Service" is /phone-repair/, which is no service page of the site: choose one, or leave it empty\ndata/reviews.json at reviews[0].service',
    ]);
  });

  it("refuses a day that is not in the calendar, and one after today", () => {
    expect(check(review({ date: "2026-02-30" }))).toEqual([
      'Reviews → Maria G.: "Date" is 2026-02-30, which is not a day of the calendar: pick the day the review was written\ndata/reviews.json at reviews[0].date',
    ]);
    expect(check(review({ date: "2026-11-26" }))).toEqual([
      'Reviews → Maria G.: "Date" is 2026-11-26, after today (2026-11-25): a review is dated the day it was written\ndata/reviews.json at reviews[0].date',
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
      'Reviews → Maria G.: "Text" is the text of Maria G.\'s review of 2026-11-20 too (the same author and text): enter a review once, and remove this one\ndata/reviews.json at reviews[1].text',
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
