import { reviewsFor, shopsOf, starsOf, withReviewLinks } from "../reviews";

const reviews = [
  { id: 1, location: "charlotte" },
  { id: 2, location: "mount-gilead", service: "/tv-repair/" },
  { id: 3, location: "charlotte", service: "/tv-repair/" },
  { id: 4, location: "charlotte", service: null },
];

describe("reviewsFor", () => {
  it("gives the home page every review, in the file's order", () => {
    expect(reviewsFor(reviews).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it("gives a service page the reviews that name it, and a page nobody named none", () => {
    expect(reviewsFor(reviews, { service: "/tv-repair/" }).map((r) => r.id)).toEqual([2, 3]);
    expect(reviewsFor(reviews, { service: "/computer-repair/" })).toEqual([]);
  });

  it("gives a location page its shop's reviews", () => {
    expect(reviewsFor(reviews, { location: "mount-gilead" }).map((r) => r.id)).toEqual([2]);
    expect(reviewsFor(reviews, { location: "charlotte", service: "/tv-repair/" }).map((r) => r.id)).toEqual([3]);
  });
});

describe("the Google links", () => {
  const shops = [
    { id: "charlotte", googleProfileUrl: "https://g.page/a", googleReviewUrl: null },
    { id: "mount-gilead", googleProfileUrl: null, googleReviewUrl: null },
    { id: "concord", googleReviewUrl: "https://g.page/c/review" },
  ];

  it("are shown for the shops that have one", () => {
    expect(withReviewLinks(shops).map((s) => s.id)).toEqual(["charlotte", "concord"]);
  });

  it("of a service page are those of the shops its reviews are about", () => {
    expect(shopsOf(shops, reviewsFor(reviews, { service: "/tv-repair/" })).map((s) => s.id)).toEqual([
      "charlotte",
      "mount-gilead",
    ]);
  });
});

describe("starsOf", () => {
  it("draws five stars, filled then empty", () => {
    expect(starsOf(5)).toBe("★★★★★");
    expect(starsOf(3)).toBe("★★★☆☆");
    expect(starsOf(1)).toBe("★☆☆☆☆");
  });
});
