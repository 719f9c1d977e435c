import { compile, type Element } from "stylis";
import { buttonRecipe } from "../recipes/button";
import { getServerSystem } from "../server";
import { classCss, classesOfPage, sheetsOfPage, staticCss } from "../static/static-css";
import { recipePart, withRecipe } from "../static/define";
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

  it("cuts a recipe into its base and one class per variant value, all in the recipes layer (recipePart)", () => {
    const base = classCss(system, "t-base", recipePart(buttonRecipe, "base"));
    const lg = classCss(system, "t-lg", recipePart(buttonRecipe, { size: "lg" }));
    const solid = classCss(system, "t-solid", recipePart(buttonRecipe, { variant: "solid" }));
    const header = classCss(system, "t-sm-md", recipePart(buttonRecipe, { size: { base: "sm", sm: "md" } }));
    // The base has no size and no variant (not even the defaults); each part has only its own.
    expect(base).toMatch(/^@layer recipes\{\.t-base\{display:inline-flex;/);
    expect(base).not.toMatch(/[{;]height:|background:var\(--chakra-colors-color-palette-solid\)/);
    expect(lg).toMatch(/^@layer recipes\{\.t-lg\{height:var\(--chakra-sizes-11\);/);
    expect(lg).not.toMatch(/[{;](display|background):/);
    expect(solid).toContain("background:var(--chakra-colors-color-palette-solid)");
    expect(solid).not.toMatch(/[{;](height|display):/);
    // A responsive value: small first, medium from the sm breakpoint up.
    expect(header).toMatch(/\.t-sm-md\{height:var\(--chakra-sizes-9\);/);
    expect(header).toMatch(/@media screen and \(min-width: 30rem\)\{\.t-sm-md\{height:var\(--chakra-sizes-10\);/);
    // Base, size and variant together are what the whole recipe gives: for each selector (without its class) and
    // property, the value the cascade keeps (the later part wins, as the later key of Chakra's merge does).
    const whole = classCss(system, "t-x", withRecipe(buttonRecipe, { size: "lg", variant: "solid" }));
    const parts = ["base", { size: "lg" }, { variant: "solid" }].map((part) =>
      classCss(system, "t-x", recipePart(buttonRecipe, part as Parameters<typeof recipePart>[1])),
    );
    const effective = (sheets: string[]) => {
      const values = new Map<string, string>();
      const walk = (elements: Element[], context: string) => {
        for (const element of elements)
          if (element.type === "decl") values.set(`${context}|${String(element.props)}`, String(element.children));
          else if (Array.isArray(element.children)) walk(element.children, `${context} ${String(element.value)}`);
      };
      for (const css of sheets) walk(compile(css), "");
      return Object.fromEntries([...values].sort());
    };
    expect(effective(parts)).toEqual(effective([whole]));
  });

  it("refuses to cut a recipe with compound variants, whose parts would not add up", () => {
    expect(() =>
      recipePart({ ...buttonRecipe, compoundVariants: [{ size: "lg", variant: "solid", css: { px: "8" } }] }, "base"),
    ).toThrow(/compound variants/);
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

  it("writes for a page without an app only the classes its HTML gives its elements", () => {
    const html = `<main class="css-1x ly-main"><a class="bt-base bt-md bt-solid" href="/">Call</a><p>bt-ghost</p></main>`;
    const used = classesOfPage(html);
    expect([...used]).toEqual(["css-1x", "ly-main", "bt-base", "bt-md", "bt-solid"]);
    const css = staticCss(system, sheetsOfPage(html), used);
    expect(css.startsWith("@layer reset, base, tokens, recipes;")).toBe(true);
    for (const name of ["ly-main", "bt-base", "bt-md", "bt-solid"]) expect(css).toMatch(new RegExp(`\\.${name}[{:]`));
    // A class no element has (a word of the text is none) is left out; so is every other class of its sheet.
    expect(css).not.toMatch(/\.(bt-ghost|bt-outline|bt-lg|ly-skip)[{:]/);
    expect(css.length).toBeLessThan(staticCss(system, sheetsOfPage(html)).length);
  });

  it("gives a page without an app the layout's and the buttons' sheets, and those whose classes its HTML names", () => {
    expect(sheetsOfPage(`<main class="css-1x ly-main"><a class="bt-base bt-md">Call</a></main>`)).toEqual(["ly", "bt"]);
    // The status page's form: its labels, boxes and button are the static `ui-` classes.
    const form = `<form><label class="ui-label">Reference</label><input class="ui-input css-2y"><button class="css-3z ui-button-lg-brand">Show</button></form>`;
    expect(sheetsOfPage(form)).toEqual(["ly", "bt", "ui"]);
    // A class that only ends in a prefix, or a prefix in the text, is not the sheet's.
    expect(sheetsOfPage(`<p class="chakra-ui-x">cf-form ui-input</p>`)).toEqual(["ly", "bt"]);
  });
});
