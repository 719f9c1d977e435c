import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { getServerSystem } from "../server";
import { root, sourceFiles } from "./source-files";

/**
 * Chakra's style props take any string, so a misspelt token (`color="brand.850"`, `bg="page.bgg"`) type-checks and
 * is written into the CSS as it is. This check reads every style value written in the site's components and theme
 * and fails, naming file, line and value, when one that has the shape of a token names none. `npm run typecheck`
 * runs it after tsc.
 */
const files = (dir: string) => sourceFiles(dir, /\.tsx?$/);

/** "brand.800", "page.bg", "colorPalette.solid/80", "whiteAlpha.700": a dotted name, perhaps with an opacity. */
const TOKEN_SHAPE = /^-?([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)(\/\d+)?$/;
/** Dotted strings that are not tokens: file names and hosts. */
const NOT_A_TOKEN = /\.(json|html?|tsx?|jsx?|mjs|cjs|png|jpe?g|svg|webp|xml|txt|com|org|net|example)$/;
/** Token categories a bare style value may belong to ("4" is spacing.4, "brand.800" is colors.brand.800). */
const CATEGORIES = [
  "colors",
  "spacing",
  "sizes",
  "fonts",
  "fontSizes",
  "fontWeights",
  "lineHeights",
  "letterSpacings",
  "radii",
  "shadows",
  "zIndex",
  "durations",
  "easings",
  "animations",
  "cursor",
  "borders",
  "aspectRatios",
  "blurs",
];

type Found = { file: string; line: number; value: string };

/** String values of JSX attributes and of the object literals in JSX expressions, recipes and style objects. */
function styleStrings(file: string): Found[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const add = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file, line: line + 1, value: node.text });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.initializer) add(node.initializer);
    if (ts.isPropertyAssignment(node)) add(node.initializer);
    if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(add);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("token names in styles", () => {
  const system = getServerSystem();
  // Layer and text styles are named like tokens (`card.lg`, as Chakra's `fill.muted`): they count as names of the theme.
  const styleNames = new Set([...system.query.layerStyles.list(), ...system.query.textStyles.list()]);
  const isToken = (name: string) =>
    CATEGORIES.some((category) => system.tokens.getByName(`${category}.${name}`)) ||
    !!system.tokens.getByName(name) ||
    styleNames.has(name);
  const all = [...files("src/components"), ...files("src/theme"), ...files("src/pages"), ...files("src/templates")]
    .concat("gatsby-ssr.tsx", "gatsby-browser.tsx")
    .flatMap(styleStrings);

  it("reads the style values of the components and the theme", () => {
    // The check must see real token uses, or it could pass by reading nothing.
    const tokenLike = all.filter(({ value }) => TOKEN_SHAPE.test(value) && !NOT_A_TOKEN.test(value));
    expect(tokenLike.length).toBeGreaterThan(50);
    expect(tokenLike.map((found) => found.value)).toEqual(expect.arrayContaining(["page.bg", "brand.800"]));
  });

  it("every token-shaped style value names a token of the theme", () => {
    const unknown = all
      .filter(({ value }) => TOKEN_SHAPE.test(value) && !NOT_A_TOKEN.test(value))
      .filter(({ value }) => !isToken(value.replace(TOKEN_SHAPE, "$1")))
      .map(({ file, line, value }) => `${file}:${line}: "${value}" is not a token of src/theme`);
    expect(unknown).toEqual([]);
  });

  it("knows a misspelt token from a real one", () => {
    expect(isToken("brand.800")).toBe(true);
    expect(isToken("colorPalette.solid")).toBe(true);
    expect(isToken("brand.850")).toBe(false);
    expect(isToken("page.bgg")).toBe(false);
    expect(isToken("card.lg")).toBe(true);
    expect(isToken("card.xxl")).toBe(false);
  });
});
