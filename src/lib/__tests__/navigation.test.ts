import path from "node:path";
import { eachRule, NAVIGATION_RULES, ruleData } from "../data/__tests__/data-rules";
import { buildGroups } from "../navigation";

const root = path.resolve(__dirname, "../../..");

// The menus' rules over whatever data/navigation.json and data/services.json hold (an editor adds a link or a group
// in the CMS and they still hold); editor-edits.test.ts checks the same rules on a copy of data/ with such edits.
describe("the menus of data/ keep their rules", () => {
  const data = ruleData(root);
  it.each(eachRule(NAVIGATION_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});

describe("buildGroups, on menus of the test's own", () => {
  const navigation = {
    groups: [
      { id: "fix", label: "Fix", desktop: true, mobile: true },
      { id: "sell", label: "Sell", desktop: false, mobile: true },
      { id: "back-office", label: "Back office", desktop: false, mobile: false },
    ],
  };
  const services = [
    { label: "B", path: "/b/", group: "sell" },
    { label: "A", path: "/a/", group: "fix" },
    { label: "C", path: "/c/", group: "sell" },
  ];
  const groups = buildGroups(navigation, services);

  it("shows the groups marked desktop on the desktop and those marked mobile in the mobile menu, in order", () => {
    expect(groups.desktop.map((g) => g.id)).toEqual(["fix"]);
    expect(groups.mobile.map((g) => g.id)).toEqual(["fix", "sell"]);
    expect(groups.all.map((g) => g.id)).toEqual(["fix", "sell", "back-office"]);
  });

  it("fills each group with its services in the services' order, and finds a group by id", () => {
    expect(groups.byId("sell")?.items).toEqual([
      { label: "B", to: "/b/" },
      { label: "C", to: "/c/" },
    ]);
    expect(groups.byId("back-office")?.items).toEqual([]);
    expect(groups.byId("none")).toBeUndefined();
  });
});
