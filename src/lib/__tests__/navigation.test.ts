import navigation from "../../../data/navigation.json";
import services from "../../../data/services.json";
import { buildGroups } from "../navigation";

describe("menu visibility (from data/navigation.json)", () => {
  const groups = buildGroups(navigation, services.services);

  it("shows Repair & Maintenance, Microsoldering & Electronics and Computing Solutions on desktop", () => {
    expect(groups.desktop.map((g) => g.label)).toEqual([
      "Repair & Maintenance",
      "Microsoldering & Electronics",
      "Computing Solutions",
    ]);
  });

  it("hides only Business Solutions from the mobile accordion", () => {
    expect(groups.mobile.map((g) => g.label)).toEqual([
      "Repair & Maintenance",
      "Microsoldering & Electronics",
      "Sales",
      "On-Site Services",
      "Computing Solutions",
    ]);
  });

  it("fills each group with its services in data order", () => {
    expect(groups.byId("sales")?.items).toEqual([
      { label: "Refurbished Computers", to: "/refurbished-computers/" },
      { label: "Accessories & Peripherals", to: "/accessories-peripherals/" },
      { label: "Parts & Components", to: "/parts-components/" },
    ]);
    expect(groups.all.reduce((n, g) => n + g.items.length, 0)).toBe(30);
  });

  it("lists Home, About Us, Locations and Contact as mobile links", () => {
    expect([navigation.home, ...navigation.mobileLinks].map((l) => l.label)).toEqual([
      "Home",
      "About Us",
      "Locations",
      "Contact",
    ]);
  });
});
