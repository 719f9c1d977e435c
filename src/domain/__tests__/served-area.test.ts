import site from "../../../data/site.json";
import { shopServing, type ServedArea } from "../served-area";

// The areas of the test's own, as the examples need them; then a rule over whatever data/site.json holds.
const AREAS: ServedArea[] = [
  { id: "charlotte", servedTowns: ["Charlotte", "Pineville", "Matthews"], servedZips: ["28217", "28105"] },
  { id: "mount-gilead", servedTowns: ["Mount Gilead", "Troy", "Albemarle"], servedZips: ["27306", "27371", "28001"] },
];

describe("shopServing: the shop whose area an address is in", () => {
  it.each([
    ["200 Main St, Troy, NC 27371", "mount-gilead"],
    ["Troy NC", "mount-gilead"],
    ["145 N 2nd St, Albemarle, NC 28001", "mount-gilead"],
    ["a farm outside town, 28001-1234", "mount-gilead"],
    ["12 Trade St, Matthews, NC 28105", "charlotte"],
    ["Matthews", "charlotte"],
    // The town named last is the address's town; a street named after another town does not count.
    ["12 Charlotte St, Troy, NC", "mount-gilead"],
    ["mount gilead", "mount-gilead"],
    // The ZIP decides before a town.
    ["Troy Rd, Pineville 28217", "charlotte"],
  ])("%s -> %s", (address, id) => {
    expect(shopServing(address, AREAS)).toBe(id);
  });

  it("names no shop for an address outside every area, or a town inside a longer word", () => {
    expect(shopServing("1 Elm St, Raleigh, NC 27601", AREAS)).toBeUndefined();
    expect(shopServing("Troyville", AREAS)).toBeUndefined();
    expect(shopServing("Suite 28217000", AREAS)).toBeUndefined();
    expect(shopServing("", AREAS)).toBeUndefined();
  });

  it("routes every shop's own towns and ZIP codes in data/site.json to that shop", () => {
    for (const location of site.locations) {
      for (const town of location.servedTowns)
        expect([town, shopServing(`1 Main St, ${town}, NC`, site.locations)]).toEqual([town, location.id]);
      for (const zip of (location as ServedArea).servedZips ?? [])
        expect([zip, shopServing(`1 Main St, NC ${zip}`, site.locations)]).toEqual([zip, location.id]);
    }
  });
});
