import services from "../../../data/services.json";
import { pricing } from "../../../functions/contact/pricing-data";
import { photoServices } from "../photos-offered";

describe("the services whose requests offer photos", () => {
  const offered = photoServices(services.services, pricing.families);

  it("every service a device family's repair names, and the others of its menu group", () => {
    const named = new Set(pricing.families.flatMap((f) => f.repairs.map((r) => r.service)));
    const groups = new Set(services.services.filter((s) => named.has(s.path)).map((s) => s.group));
    for (const service of services.services)
      expect([service.path, offered.has(service.path)]).toEqual([service.path, groups.has(service.group)]);
    for (const path of named) expect(offered.has(path)).toBe(true);
  });

  it("none of a group no repair names (visits, sales, marketing in the data as written)", () => {
    const rule = photoServices(
      [
        { path: "/phone-repair/", group: "repairs" },
        { path: "/board-work/", group: "repairs" },
        { path: "/network-visit/", group: "visits" },
      ],
      [{ repairs: [{ service: "/phone-repair/" }] }],
    );
    expect([...rule].sort()).toEqual(["/board-work/", "/phone-repair/"]);
  });
});
