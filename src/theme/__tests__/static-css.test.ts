import { buttonRecipe } from "../recipes/button";
import { getServerSystem } from "../server";
import { classCss, staticCss } from "../static/static-css";
import { withRecipe } from "../static/define";
import { staticSheets } from "../static/sheets";

const system = getServerSystem();

describe("static sheets: Chakra's CSS for plain class names", () => {
  it("writes style props with tokens, conditions and breakpoints under the class", () => {
    const css = classCss(system, "t-box", {
      mt: "4",
      color: "brand.800",
      _hover: { bg: "page.alt" },
      w: { base: "full", md: "auto" },
    });
    expect(css).toContain(".t-box{margin-top:var(--chakra-spacing-4);color:var(--chakra-colors-brand-800);");
    expect(css).toContain(
      "@media (hover: hover){.t-box:is(:hover, [data-hover]):not(:disabled, [data-disabled]){background:var(--chakra-colors-page-alt);",
    );
    expect(css).toMatch(/@media screen and \(min-width: 48rem\)\{\.t-box\{width:auto;\}\}/);
  });

  it("keeps a recipe's styles in Chakra's recipes layer, so the style props beside them win", () => {
    const css = classCss(
      system,
      "t-button",
      withRecipe(buttonRecipe, { size: "lg" }, { colorPalette: "brand", mt: "4" }),
    );
    expect(css).toMatch(/@layer recipes\{\.t-button\{[^}]*height:var\(--chakra-sizes-11\)/);
    expect(css).toContain("--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid)");
    expect(css).toMatch(/^\.t-button\{[^}]*margin-top:var\(--chakra-spacing-4\)/);
  });

  it("writes every class of every sheet, each under its prefix, after Chakra's order of layers", () => {
    const css = staticCss(system);
    // Whichever stylesheet comes first in the page fixes the order: recipes must stay above the reset.
    expect(css.startsWith("@layer reset, base, tokens, recipes;")).toBe(true);
    for (const [prefix, sheet] of Object.entries(staticSheets))
      for (const key of Object.keys(sheet)) expect(css).toMatch(new RegExp(`\\.${prefix}-${key}[{:]`));
    // No token path is left unresolved (a misspelt token is written as it is: "brand.850").
    expect(css).not.toMatch(/:[^;{}]*\b(brand|page|red|amber)\.[a-z0-9]+/);
  });

  it("writes only the sheets asked for, still after the order of layers", () => {
    const css = staticCss(system, ["ly"]);
    expect(css.startsWith("@layer reset, base, tokens, recipes;")).toBe(true);
    expect(css).toContain(".ly-skip{");
    expect(css).not.toMatch(/\.(ui|cf|qe)-/);
    expect(staticCss(system)).toContain(".cf-form{");
  });
});
