import { pricing } from "../../../functions/contact/pricing-data";
import { modelRepairs } from "../pricing";
import { byDuration, claimHolds, keeps, timeSpan, turnaroundClaims } from "../turnaround";

describe("timeSpan: a time in words as days after the day the work starts", () => {
  it.each([
    ["same day", 0, 0],
    ["Same-day", 0, 0],
    ["next day", 0, 1],
    ["1-2 days", 1, 2],
    ["3-5 days", 3, 5],
    ["2 days", 2, 2],
    ["24-48 hours", 1, 2],
    ["24 to 48 hours", 1, 2],
    ["within 24 hours", 0, 1],
    ["in two days", 0, 2],
    ["in 24-48 hours", 1, 2],
    ["two to three days", 2, 3],
    ["a day or two", 1, 2],
    ["within a day or two", 0, 2],
    ["1 week", 7, 7],
    ["same day to 3-5 days", 0, 5],
    ["1-2 days to 3-5 days", 1, 5],
  ])("%s -> %d to %d", (words, min, max) => {
    expect(timeSpan(words)).toEqual({ min, max });
  });

  it.each(["about a week", "soon", "5-3 days", "", "3-5 days to same day"])("%s is no time", (words) => {
    expect(timeSpan(words)).toBeUndefined();
  });

  it("reads every time of every price in data/pricing-families", () => {
    const unread = pricing.families.flatMap((family) =>
      family.brands.flatMap((brand) =>
        brand.models.flatMap((model) =>
          modelRepairs(family, model)
            .filter(({ price }) => !timeSpan(price.time))
            .map(({ repair, price }) => `${family.id} ${brand.id} ${model.id} ${repair.id}: ${price.time}`),
        ),
      ),
    );
    expect(unread).toEqual([]);
  });
});

describe("turnaroundClaims: the repair times a text promises", () => {
  const claims = (text: string) => turnaroundClaims(text).map((c) => [c.words, c.span.min, c.span.max, c.quantity]);

  it("finds each time said of finishing repairs, with how many repairs it speaks for", () => {
    expect(claims("Most repairs finished in 24-48 hours, many within 24 hours")).toEqual([
      ["in 24-48 hours", 1, 2, "most"],
      ["within 24 hours", 0, 1, "some"],
    ]);
    expect(claims("Once it is, most tablet repairs take 24-48 hours.")).toEqual([["24-48 hours", 1, 2, "most"]]);
    expect(claims("It's a routine job we can usually finish within 24 hours.")).toEqual([
      ["within 24 hours", 0, 1, "most"],
    ]);
    expect(claims("Typical repair time: from same day to 3-5 days, depending on the repair")).toEqual([
      ["same day to 3-5 days", 0, 5, "all"],
    ]);
  });

  it("reads each clause of a sentence apart, with the repairs it names", () => {
    const found = turnaroundClaims(
      "Screen jobs are often finished within 24 hours, while charging port work typically takes 24-48 hours.",
    );
    expect(found.map((c) => [c.words, c.quantity, c.clause])).toEqual([
      ["within 24 hours", "some", "Screen jobs are often finished within 24 hours"],
      ["24-48 hours", "most", "while charging port work typically takes 24-48 hours."],
    ]);
  });

  it("leaves out a time said of a diagnostic, and one with no word of finishing a repair", () => {
    expect(claims("Same-day diagnostics for most devices.")).toEqual([]);
    expect(claims("We quote after a quick diagnostic, and most diagnostics are done the same day.")).toEqual([]);
    expect(claims("Bring it in and we diagnose most devices the same day.")).toEqual([]);
    expect(claims("We reply within one business day.")).toEqual([]);
    expect(claims("The website keeps trying for up to 72 hours.")).toEqual([]);
    // A diagnostic first, then the repair: the repair's time is a promise.
    expect(claims("Most consoles get a same-day diagnostic and are back in your hands within 24-48 hours.")).toEqual([
      ["within 24-48 hours", 0, 2, "most"],
    ]);
  });
});

describe("claimHolds: whether prices keep a promise", () => {
  const days = (...times: string[]) => times.map((time) => timeSpan(time)!);

  it("a price keeps a span when its longest time is inside it", () => {
    expect(keeps(timeSpan("1-2 days")!, timeSpan("within 48 hours")!)).toBe(true);
    expect(keeps(timeSpan("1-2 days")!, timeSpan("within 24 hours")!)).toBe(false);
    expect(keeps(timeSpan("same day")!, timeSpan("24-48 hours")!)).toBe(false);
    expect(keeps(timeSpan("1-2 days")!, timeSpan("two to three days")!)).toBe(true);
  });

  it("every repair: all of them; most: more than half; some: one", () => {
    const tvs = days("2-3 days", "2-3 days", "3-5 days", "1-2 days");
    const promise = (words: string, quantity: "all" | "most" | "some") => ({ span: timeSpan(words)!, quantity });
    expect(claimHolds(promise("24-48 hours", "most"), tvs)).toEqual({ kept: 1, holds: false });
    expect(claimHolds(promise("within 24 hours", "some"), tvs)).toEqual({ kept: 0, holds: false });
    expect(claimHolds(promise("two to three days", "most"), tvs)).toEqual({ kept: 3, holds: true });
    expect(claimHolds(promise("within 5 days", "all"), tvs)).toEqual({ kept: 4, holds: true });
    expect(claimHolds(promise("1-2 days", "some"), tvs)).toEqual({ kept: 1, holds: true });
    // Half is not most.
    expect(claimHolds(promise("2-3 days", "most"), days("2-3 days", "3-5 days"))).toEqual({ kept: 1, holds: false });
  });
});

describe("byDuration", () => {
  it("lists each time once, quickest first", () => {
    expect(byDuration(["3-5 days", "same day", "1-2 days", "2-3 days", "same day", "2 days"])).toEqual([
      "same day",
      "1-2 days",
      "2 days",
      "2-3 days",
      "3-5 days",
    ]);
  });
});
