import fs from "node:fs";
import path from "node:path";
import { otherServiceCopy } from "../service-copy";
import type { PagesData, ServicesData } from "../data/types";

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

  it("gives every business, marketing and sales service of the data its own copy, and no repair service", () => {
    const root = path.resolve(__dirname, "../../..");
    const pages = JSON.parse(fs.readFileSync(path.join(root, "data/pages.json"), "utf8")) as PagesData;
    const services = JSON.parse(fs.readFileSync(path.join(root, "data/services.json"), "utf8")) as ServicesData;
    const notRepairs = new Set(["business-solutions", "sales", "computing-solutions"]);
    for (const service of services.services) {
      const set = otherServiceCopy(pages.service.otherServices, service);
      expect([service.path, Boolean(set)]).toEqual([service.path, notRepairs.has(service.group)]);
      if (set) expect(set.whyPoints.join(" ")).not.toMatch(/warranty|repair\b/i);
    }
  });
});
