import path from "node:path";
import { eachRule, ruleData, SERVICE_COPY_RULES, SERVICE_WORDS_RULES } from "../data/__tests__/data-rules";
import { filledPoints, serviceTokens, visitArea } from "../service-copy";

// The head of a service page (title, description, heading) from pages.json's templates and each service of
// services.json, as rules over whatever they hold: the spec's words are the editor's to change, these are not.
// editor-edits.test.ts checks the same rules on a copy of data/ with a new service.
describe("service page head text", () => {
  const data = ruleData(path.resolve(__dirname, "../../.."));
  it.each(eachRule(SERVICE_COPY_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});

// The words a repair service's page makes of its prices and of the shops: templates and prices of the test's own,
// then the rules over data/.
describe("a service page's own words", () => {
  const copy = {
    timeOne: "Typical time: {time}",
    timeRange: "Typical time: from {fastest} to {slowest}",
    warrantyRange: "Warranty: {days} days",
    warrantyAll: "Warranty on every repair",
    visitArea: "{towns} near {location}",
  };
  const shops = [
    { name: "Northtown", servedTowns: ["Northtown", "Elmwood", "Oakdale"], bookings: ["dropoff", "on-site"] },
    { name: "Southville", servedTowns: ["Southville"] },
    { name: "Counter", servedTowns: ["Riverside"], bookings: ["dropoff"] },
  ];

  it("say the prices' times, quickest to longest, and their warranty", () => {
    const prices = { times: ["same day", "1-2 days", "3-5 days"], warrantyDays: { min: 90, max: 180 } };
    expect(serviceTokens(copy, {}, prices, shops)).toMatchObject({
      turnaround: "Typical time: from same day to 3-5 days",
      warranty: "Warranty: 90-180 days",
    });
    expect(serviceTokens(copy, {}, { times: ["2-3 days"], warrantyDays: { min: 90, max: 90 } }, shops)).toMatchObject({
      turnaround: "Typical time: 2-3 days",
      warranty: "Warranty: 90 days",
    });
  });

  it("take a service's own words where it has them, and say no time for a service with neither", () => {
    const prices = { times: ["same day"], warrantyDays: { min: 30, max: 30 } };
    expect(serviceTokens(copy, { turnaround: "Usually done within a day" }, prices, shops).turnaround).toBe(
      "Usually done within a day",
    );
    expect(serviceTokens(copy, {}, null, shops)).toMatchObject({
      turnaround: "",
      warranty: "Warranty on every repair",
    });
    expect(
      filledPoints(["Quick diagnostics", "{turnaround}", "{warranty}"], (p) =>
        p.replace("{turnaround}", "").replace("{warranty}", "Warranty"),
      ),
    ).toEqual(["Quick diagnostics", "Warranty"]);
  });

  it("name the towns of every shop that visits customers, with the shop", () => {
    expect(visitArea(copy.visitArea, shops)).toBe(
      "Northtown, Elmwood and Oakdale near Northtown and Southville near Southville",
    );
    expect(visitArea(copy.visitArea, [shops[2]])).toBe("");
  });

  const data = ruleData(path.resolve(__dirname, "../../.."));
  it.each(eachRule(SERVICE_WORDS_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});
