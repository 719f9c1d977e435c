import { getServerSystem } from "../server";
import { classCss } from "../static/static-css";

const system = getServerSystem();

describe("the card layer style", () => {
  it.each(["md", "lg", "xl"])("card.%s writes what its border props wrote, byte for byte", (radius) => {
    // The places that draw the card wrote these three props before (issue 40): pages must not carry more CSS.
    const props = classCss(system, "t", { borderWidth: "1px", borderColor: "page.line", borderRadius: radius });
    expect(classCss(system, "t", { layerStyle: `card.${radius}` })).toBe(props);
  });

  it("keeps a one-sided border written after it (the status answer's accent)", () => {
    const css = classCss(system, "t", { layerStyle: "card.lg", borderStartWidth: "4px" });
    expect(css.indexOf("border-width:1px")).toBeLessThan(css.indexOf("border-inline-start-width:4px"));
  });
});
