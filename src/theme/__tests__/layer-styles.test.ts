import { getServerSystem } from "../server";
import { classCss } from "../static/static-css";
import { tokens } from "../tokens";

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

describe("the focus ring's colour (global-css.ts, --focus-color)", () => {
  const brand = tokens.colors.brand as Record<string, { value: string }>;
  /** WCAG's contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  it("is the brand's blue on the page and white on the dark bands, each 3:1 or more against what it sits on", () => {
    expect(classCss(system, "t", { layerStyle: "hero" })).toContain("--focus-color:var(--chakra-colors-white)");
    expect(classCss(system, "t", { layerStyle: "dark" })).toContain("--focus-color:var(--chakra-colors-white)");
    // The hero's gradient runs from brand.900 to brand.700; the dark band is brand.900 (page.dark).
    for (const band of [brand["900"].value, brand["700"].value])
      expect(contrast("#ffffff", band)).toBeGreaterThanOrEqual(3);
    // The light page and its alternate band (page.alt, brand.50).
    for (const page of ["#ffffff", brand["50"].value])
      expect(contrast(brand["500"].value, page)).toBeGreaterThanOrEqual(3);
    // On the hero, the blue had about 2:1: why the bands change it.
    expect(contrast(brand["500"].value, brand["900"].value)).toBeLessThan(3);
  });
});
