import path from "node:path";
import { eachRule, OTHER_COPY_RULES, ruleData } from "../data/__tests__/data-rules";
import { otherServiceCopy } from "../service-copy";

const sets = [
  { id: "marketing", services: ["/seo-services/"], groups: [] },
  { id: "business", services: [], groups: ["business-solutions"] },
  { id: "sales", services: [], groups: ["sales"] },
];

describe("otherServiceCopy", () => {
  it("takes the set that names the service's path before one that names its group", () => {
    expect(otherServiceCopy(sets, { path: "/seo-services/", group: "business-solutions" })?.id).toBe("marketing");
    expect(otherServiceCopy(sets, { path: "/electronics-pickup/", group: "business-solutions" })?.id).toBe("business");
    expect(otherServiceCopy(sets, { path: "/gaming/", group: "sales" })?.id).toBe("sales");
  });

  it("leaves a repair service to the repair copy", () => {
    expect(otherServiceCopy(sets, { path: "/tv-repair/", group: "repair-maintenance" })).toBeUndefined();
  });

  // Over whatever services.json and pages.json hold (editor-edits.test.ts: with a new service and a new family too).
  describe("on the real data", () => {
    const data = ruleData(path.resolve(__dirname, "../../.."));
    it.each(eachRule(OTHER_COPY_RULES))("%s", (_rule, { broken }) => {
      expect(broken(data)).toEqual([]);
    });
  });
});
