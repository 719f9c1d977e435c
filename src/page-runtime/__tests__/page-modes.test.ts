import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { pagePathOf } from "../../../scripts/lib/built-pages.cjs";
import { dataRoutes } from "../../lib/data/link-check";
import { loadDataFiles } from "../../lib/data/load";
import { LIVE_VISITS, startsOnIntent } from "../app-rules";
import { DATA } from "../attributes";
import { rewriteGatsbyScripts } from "../inline-scripts";
import { markOf, pageMode, PAGE_MODES, withMode, type PageMode } from "../page-modes";

// page-modes.ts declares how each page runs; four things must agree with it, and nothing else checks that they do:
// the page at that path (its route file), the rule it names (app-rules.ts), the mode gatsby-node.ts puts in the page's
// context, and the build's rewrite of the page's scripts (inline-scripts.ts). Each case below fails on one of them.

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const MODES = Object.entries(PAGE_MODES);

/** The routes of src/pages as Gatsby names them, with their file: the 404 page is also written as /404.html. */
const fixedRoutes = new Map(
  fs
    .readdirSync(path.join(root, "src", "pages"))
    .filter((name) => name.endsWith(".tsx"))
    .flatMap((name) => {
      const file = `src/pages/${name}`;
      const base = name.slice(0, -".tsx".length);
      if (base === "index") return [["/", file]];
      return [[`/${base}/`, file], ...(base === "404" ? [["/404.html", file]] : [])];
    }) as Array<[string, string]>,
);
/** The pages the data makes (gatsby-node.ts createPages), each rendered by a template of src/templates. */
const madeRoutes = new Set(dataRoutes(loadDataFiles(root).files));
const templates = fs
  .readdirSync(path.join(root, "src", "templates"))
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => `src/templates/${name}`);

describe("every declared mode names a page the site makes", () => {
  it.each(MODES)("%s is a route of src/pages or a page of the data", (route) => {
    expect(fixedRoutes.has(route) || madeRoutes.has(route)).toBe(true);
  });
});

describe("every rule a mode names is one app-rules.ts has, of the kind the mode needs", () => {
  const withRule = MODES.filter((entry): entry is [string, Extract<PageMode, { rule: string }>] => "rule" in entry[1]);

  it.each(withRule)("%s names a rule of LIVE_VISITS, which starts on intent only for an on-intent page", (_, mode) => {
    expect(Object.keys(LIVE_VISITS)).toContain(mode.rule);
    expect(startsOnIntent(mode.rule)).toBe(mode.app === "on-intent");
    // The browser reads the rule from the page's mark (script-app-later.ts): the mark must be the rule.
    expect(markOf(mode)).toBe(mode.rule);
  });

  it("uses every rule of LIVE_VISITS on some page", () => {
    const used = new Set<string>(withRule.map(([, mode]) => mode.rule));
    expect(Object.keys(LIVE_VISITS).filter((rule) => !used.has(rule))).toEqual([]);
  });
});

/** What a route file renders, read from its syntax tree (comments and strings aside). */
type RouteShape = {
  /** The bodies it names with `staticPage("…")` (src/components/pages/). */
  bodies: string[];
  /** The static parts it names with `staticPart("file", "Part")` (src/components/static-parts/). */
  parts: Array<[string, string]>;
  /** Whether it, or a component it imports, renders `<StartsOnIntent>` (the form that starts the app). */
  startsOnIntent: boolean;
  /** Whether it reads its mode from its context (`pageContext.appMode`), so the form's mark carries its rule. */
  readsMode: boolean;
};

const syntaxOf = (file: string) =>
  ts.createSourceFile(
    file,
    read(file),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const isTag = (node: ts.Node, name: string) =>
  (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === name;

/** The project's files a file imports for their values (`import type` aside). */
function importsOf(file: string): string[] {
  const files: string[] = [];
  for (const statement of syntaxOf(file).statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith(".")) continue;
    const base = path.join(path.dirname(file), specifier);
    const found = [".tsx", ".ts"]
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(path.join(root, candidate)));
    if (found) files.push(found);
  }
  return files;
}

function shapeOf(file: string): RouteShape {
  const shape: RouteShape = { bodies: [], parts: [], startsOnIntent: false, readsMode: false };
  visit(syntaxOf(file), (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const names = node.arguments.filter(ts.isStringLiteral).map((arg) => arg.text);
      if (node.expression.text === "staticPage") shape.bodies.push(names[0]);
      if (node.expression.text === "staticPart") shape.parts.push([names[0], names[1]]);
    }
    if (isTag(node, "StartsOnIntent")) shape.startsOnIntent = true;
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === "appMode" &&
      /pageContext$/.test(node.expression.getText())
    )
      shape.readsMode = true;
  });
  for (const imported of importsOf(file))
    visit(syntaxOf(imported), (node) => {
      if (isTag(node, "StartsOnIntent")) shape.startsOnIntent = true;
    });
  return shape;
}

const exists = (file: string) => fs.existsSync(path.join(root, file));
/** Whether a static-parts file exports the named part (`export function Part` or `export const Part`). */
const exportsPart = (file: string, part: string) =>
  syntaxOf(file).statements.some((statement) => {
    const exported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const names = ts.isFunctionDeclaration(statement)
      ? [statement.name?.text]
      : ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((declaration) => declaration.name.getText())
        : [];
    return exported && names.includes(part);
  });

/**
 * The route file a mode needs (page-runtime/static-page.tsx): a page with no app, or one whose rule starts it at once,
 * is a `staticPage` body (its mark is the mode's rule or ""); an on-intent page is the app, its parts around the form
 * `staticPart`s, and its form inside `StartsOnIntent` with the page's mode; an at-load page is the app, with no form
 * kept for later.
 */
function expectShape(file: string, mode: PageMode) {
  const shape = shapeOf(file);
  const app = mode.app;
  if (app === "none" || app === "when") {
    expect({ file, app, bodies: shape.bodies.length > 0, startsOnIntent: shape.startsOnIntent }).toEqual({
      file,
      app,
      bodies: true,
      startsOnIntent: false,
    });
    for (const body of shape.bodies) expect(exists(`src/components/pages/${body}.tsx`)).toBe(true);
    return;
  }
  expect({ file, app, bodies: shape.bodies, startsOnIntent: shape.startsOnIntent }).toEqual({
    file,
    app,
    bodies: [],
    startsOnIntent: app === "on-intent",
  });
  if (app === "on-intent") expect({ file, readsMode: shape.readsMode }).toEqual({ file, readsMode: true });
  for (const [part, name] of shape.parts)
    expect(exportsPart(`src/components/static-parts/${part}.tsx`, name)).toBe(true);
}

describe("every route file renders through the static-page helper its mode needs", () => {
  it.each([...fixedRoutes])("%s (%s)", (route, file) => expectShape(file, pageMode(route)));

  // A template renders many pages of the data: each is a staticPage body, so such a page has no app or a `when` one.
  it.each(templates)("%s is a staticPage body", (file) => expectShape(file, { app: "none" }));

  it("gives the pages of the data no mode their template cannot serve", () => {
    const served = (mode: PageMode) => mode.app === "none" || mode.app === "when";
    expect(MODES.filter(([route, mode]) => madeRoutes.has(route) && !served(mode))).toEqual([]);
  });
});

describe("gatsby-node.ts puts each page's declared mode in its context, through withMode only", () => {
  it("sets appMode from PAGE_MODES, keeping the rest of the context", () => {
    for (const [route, mode] of MODES)
      expect(withMode({ path: route, component: "c.tsx", context: { id: "x" } }).context).toEqual({
        id: "x",
        appMode: mode,
      });
    expect(withMode({ path: "/no-such-mode/", component: "c.tsx" }).context).toEqual({ appMode: { app: "none" } });
  });

  it("writes no appMode by hand, and the rewrite reads the mode of the page's path", () => {
    const source = read("gatsby-node.ts");
    expect(source).not.toMatch(/\bappMode\b/);
    // Once, in the helper that createPages' createPage and onCreatePage (for a page and its Spanish page) call.
    expect(source.match(/\bwithMode\(/g)).toHaveLength(1);
    expect(source.match(/\bwithContext\(/g)).toHaveLength(3);
    expect(source).toMatch(/pageMode\(pagePathOf\(/);
  });

  it.each(MODES)("%s: the page Gatsby writes for it is read back as its path", (route) => {
    const file = route === "/404.html" ? "404.html" : `${route.slice(1)}index.html`;
    expect(pagePathOf(file)).toBe(route);
  });
});

describe("the build's rewrite (inline-scripts.ts) treats each page as its mode declares", () => {
  const APP = ["/webpack-runtime-1.js", "/app-2.js"];
  const CHROME = { plain: "/chrome-plain-1.js", live: "/chrome-live-1.js" };
  /** The site chrome's scripts of a later build. */
  const NEXT_CHROME = { plain: "/chrome-plain-2.js", live: "/chrome-live-2.js" };
  const AHEAD = ["/component---src-pages-x-tsx-3.js", "/page-data/x/page-data.json"];
  // The end of a page as Gatsby 5 writes it (inline-scripts.test.ts has the full story).
  const built = (route: string) =>
    `<html><body><div id="___gatsby"></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script>` +
    `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-2.js"] }))};</script>` +
    `<script>window.___webpackCompilationHash="abc123";</script>` +
    APP.map((src) => `<script src="${src}" async></script>`).join("") +
    `</body></html>`;
  /** The attributes of the one script the rewrite leaves (#gatsby-globals). */
  const globals = (html: string) => {
    const tag = /<script id="gatsby-globals"([^>]*)>/.exec(html)![1];
    const value = (name: string) => new RegExp(` ${name}='([^']*)'`).exec(tag)?.[1];
    return {
      scripts: value(DATA.scripts),
      appScripts: value(DATA.appScripts),
      appValues: value("data-compilation-hash") !== undefined,
      prefetch: value(DATA.appPrefetch),
    };
  };
  /** The ending each mode gets, with the site chrome's scripts of the build. */
  const expected = (app: PageMode["app"], chrome: typeof CHROME): ReturnType<typeof globals> => {
    const keptApp = { appScripts: APP.join(" "), appValues: true };
    return {
      none: { scripts: chrome.plain, appScripts: undefined, appValues: false, prefetch: undefined },
      when: { scripts: chrome.live, ...keptApp, prefetch: undefined },
      "on-intent": { scripts: chrome.live, ...keptApp, prefetch: AHEAD.join(" ") },
      "at-load": { scripts: APP.join(" "), appScripts: undefined, appValues: true, prefetch: undefined },
    }[app];
  };
  // Every declared page, a page with no app (the first route of src/pages without a mode) and an at-load one.
  const noApp = [...fixedRoutes.keys()].sort().find((route) => !(route in PAGE_MODES))!;
  const cases: Array<[string, PageMode]> = [...MODES, [noApp, pageMode(noApp)], ["/at-load/", { app: "at-load" }]];

  it.each(cases)("%s: %j", (route, mode) => {
    const asked: string[] = [];
    const prefetch = (pagePath: string) => (asked.push(pagePath), AHEAD);
    const html = rewriteGatsbyScripts(built(route), route, CHROME, mode, prefetch);
    expect(globals(html)).toEqual(expected(mode.app, CHROME));
    // What to fetch ahead is read for an on-intent page only (its page data is read from disk).
    expect(asked).toEqual(mode.app === "on-intent" ? [route] : []);
    // A page left from an earlier build (Gatsby wrote it again only if it changed) gets this build's ending.
    expect(globals(rewriteGatsbyScripts(html, route, NEXT_CHROME, mode, prefetch))).toEqual(
      expected(mode.app, NEXT_CHROME),
    );
  });
});
