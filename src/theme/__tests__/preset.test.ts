import fs from "node:fs";
import path from "node:path";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem, type SystemStyleObject } from "@chakra-ui/react/styled-system";
import ts from "typescript";
import { basePreset } from "../preset";
import { serverConfig } from "../server";
import { root, sourceFiles } from "./source-files";

/**
 * src/theme/preset.ts is Chakra's base preset with only the style props and conditions the site writes. A prop or
 * condition it lacks is not turned into CSS (or not with the theme's tokens). These tests render the site's styles
 * with it and with Chakra's whole preset (same theme) and fail where the CSS differs: the global styles, every
 * variant of every recipe, the text and layer styles, and every style prop written in src/ with a literal value.
 */
const ours = createSystem(basePreset, serverConfig);
const chakras = createSystem(defaultBaseConfig, serverConfig);

const files = (dir: string) => sourceFiles(dir, /\.tsx$/);

type Literal = string | number | boolean | { [key: string]: Literal };

/** A JSX attribute's value when it is written as a literal: "4", {4}, {{ base: "2", md: "4" }}, or bare (true). */
function literal(node: ts.Node | undefined): Literal | undefined {
  if (!node) return true;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isJsxExpression(node)) return literal(node.expression ?? undefined);
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, Literal> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const value = literal(property.initializer);
      if (value === undefined) return undefined;
      out[property.name.getText().replace(/^["']|["']$/g, "")] = value;
    }
    return out;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  return undefined;
}

/** Each JSX element's style props with literal values, as one style object per element. */
function jsxStyles(file: string): Array<{ where: string; style: SystemStyleObject }> {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<{ where: string; style: SystemStyleObject }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const style: Record<string, Literal> = {};
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const name = attribute.name.getText();
        if (name === "css" || !chakras.isValidProperty(name)) continue;
        const value = literal(attribute.initializer);
        if (value !== undefined) style[name] = value;
      }
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      if (Object.keys(style).length) found.push({ where: `${file}:${line + 1}`, style: style as SystemStyleObject });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the pruned base preset (src/theme/preset.ts)", () => {
  it("writes the same global CSS as Chakra's whole preset", () => {
    expect(ours.getGlobalCss()).toEqual(chakras.getGlobalCss());
    expect(ours.getPreflightCss()).toEqual(chakras.getPreflightCss());
    expect(ours.getTokenCss()).toEqual(chakras.getTokenCss());
  });

  const recipes = { ...serverConfig.theme?.recipes, ...serverConfig.theme?.slotRecipes } as Record<
    string,
    { variants?: Record<string, Record<string, unknown>> }
  >;
  it.each(Object.keys(recipes))("renders every variant of the %s recipe as Chakra's whole preset does", (name) => {
    const isSlot = name in (serverConfig.theme?.slotRecipes ?? {});
    const variants = Object.entries(recipes[name].variants ?? {});
    const combos = [{}, ...variants.flatMap(([variant, values]) => Object.keys(values).map((v) => ({ [variant]: v })))];
    for (const props of combos) {
      const [a, b] = [ours, chakras].map((system) =>
        isSlot ? system.getSlotRecipeFn(name)(props) : system.css(system.getRecipeFn(name)(props)),
      );
      expect([name, props, a]).toEqual([name, props, b]);
    }
  });

  it("renders the text and layer styles as Chakra's whole preset does", () => {
    for (const key of Object.keys(serverConfig.theme?.textStyles ?? {}))
      expect(ours.css({ textStyle: key })).toEqual(chakras.css({ textStyle: key }));
    for (const key of Object.keys(serverConfig.theme?.layerStyles ?? {}))
      expect(ours.css({ layerStyle: key })).toEqual(chakras.css({ layerStyle: key }));
  });

  it("renders every literal style prop in src/ as Chakra's whole preset does", () => {
    const styles = ["src/components", "src/pages", "src/templates"].flatMap(files).flatMap(jsxStyles);
    expect(styles.length).toBeGreaterThan(200);
    const differ = styles
      .filter(({ style }) => JSON.stringify(ours.css(style)) !== JSON.stringify(chakras.css(style)))
      .map(
        ({ where, style }) => `${where}: ${JSON.stringify(style)} (add its prop or condition to src/theme/preset.ts)`,
      );
    expect(differ).toEqual([]);
  });

  it("would notice a style prop the preset leaves out", () => {
    // Props the site does not write (so its generated types do not know them either).
    const left = [{ truncate: true }, { _peerHover: { color: "red.500" } }] as unknown as SystemStyleObject[];
    for (const style of left) expect(ours.css(style)).not.toEqual(chakras.css(style));
  });
});
