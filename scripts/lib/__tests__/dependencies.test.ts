import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import pkg from "../../../package.json";

// Every package the code imports is declared in package.json, and every declared package is used.
const root = path.resolve(__dirname, "../../..");
const SOURCES = ["src", "functions", "scripts", "e2e"];
const TOP_FILES = fs.readdirSync(root).filter((f) => /^gatsby-.*\.tsx?$/.test(f) || f === "jest.config.cjs");
const CODE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
const SKIP_DIRS = new Set(["node_modules", "__generated__"]);

/**
 * Declared packages that no file imports, and why they are declared. Each reason is checked below where it can be
 * (the name is in gatsby-config.ts, the command in a package.json script, the string in the file named).
 */
const USED_BY_NAME: Record<string, { reason: string; namedIn?: string }> = {
  // Gatsby loads its plugins by the names in gatsby-config.ts.
  "gatsby-plugin-sharp": { reason: "Gatsby plugin", namedIn: "gatsby-config.ts" },
  "gatsby-plugin-sitemap": { reason: "Gatsby plugin", namedIn: "gatsby-config.ts" },
  "gatsby-source-filesystem": { reason: "Gatsby plugin", namedIn: "gatsby-config.ts" },
  "gatsby-transformer-json": { reason: "Gatsby plugin", namedIn: "gatsby-config.ts" },
  "gatsby-transformer-sharp": { reason: "Gatsby plugin", namedIn: "gatsby-config.ts" },
  // Command-line tools of the package.json scripts.
  eslint: { reason: "npm run lint", namedIn: "package.json" },
  "netlify-lambda": { reason: "npm run build", namedIn: "package.json" },
  prettier: { reason: "npm run lint / format", namedIn: "package.json" },
  "@chakra-ui/cli": { reason: "npm run typegen (chakra typegen), and chakra eject", namedIn: "package.json" },
  // webpack loads the loader by name (scripts/netlify-lambda.webpack.cjs).
  "babel-loader": { reason: "webpack loader of the function build", namedIn: "scripts/netlify-lambda.webpack.cjs" },
  "decap-cms": {
    reason: "its built bundle is copied to public/admin/ (resolved by name)",
    namedIn: "src/lib/cms/admin.ts",
  },
  "decap-server": { reason: "npm run cms starts it (Decap's local backend)", namedIn: "scripts/cms.mjs" },
  "dependency-cruiser": {
    reason: "npm run lint checks the floors of the house with it (depcruise)",
    namedIn: ".dependency-cruiser.cjs",
  },
  // Named by the client's fixed stack (DECISIONS.md), kept for the animations it is the site's tool for: since the
  // estimator's steps became pages of their own, no page animates with it.
  "framer-motion": { reason: "the client's stack; no page animates with it now", namedIn: "README.md" },
  "invokers-polyfill": {
    reason: "its minified build is copied to public/ (resolved by name) for browsers without invoker commands",
    namedIn: "src/page-runtime/chrome-script.ts",
  },
  "jest-environment-jsdom": {
    reason: "Jest's environment for a test that renders with React (its docblock names it)",
    namedIn: "src/components/development/__tests__/overlay.test.tsx",
  },
};
/** Type packages: TypeScript reads them by name (tsconfig "types", or the package they describe). */
const isTypesPackage = (name: string) => name.startsWith("@types/");

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : codeFiles(full);
    return CODE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

// The specifiers of import/export ... from, bare import, import(), require(), require.resolve() and jest.mock();
// a quoted or dotted "from" (a field named in a message, like `"from" and "to"` or `price.from`) is no import.
const SPECIFIER =
  /(?:(?<!["'.])\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\s*\(\s*)["']([^"'\n]+)["']/g;
const tsconfigAliases = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")) as { compilerOptions: { paths?: object } })
    .compilerOptions.paths ?? {},
).map((alias) => alias.replace(/\*$/, ""));
const builtins = new Set(builtinModules);

/** The package a bare specifier names ("@chakra-ui/react/accordion" -> "@chakra-ui/react"), or null. */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith("node:") || builtins.has(specifier.split("/")[0])) return null;
  if (tsconfigAliases.some((alias) => specifier.startsWith(alias))) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const files = [
  ...SOURCES.flatMap((dir) => codeFiles(path.join(root, dir))),
  ...TOP_FILES.map((f) => path.join(root, f)),
];
files.push(path.join(root, "eslint.config.mjs"));
const importsByFile = files.map((file) => {
  const text = fs.readFileSync(file, "utf8");
  const packages = [...text.matchAll(SPECIFIER)].map((m) => packageOf(m[1])).filter((p): p is string => p !== null);
  return { file: path.relative(root, file), packages: [...new Set(packages)] };
});
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

describe("dependencies", () => {
  it("scans the code it should", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(importsByFile.find((f) => f.file === "gatsby-node.ts")?.packages).toContain("gatsby");
  });

  it("declares every package the code imports", () => {
    const undeclared = importsByFile.flatMap(({ file, packages }) =>
      packages.filter((p) => !declared.has(p)).map((p) => `${file} imports ${p}, which package.json does not declare`),
    );
    expect(undeclared).toEqual([]);
  });

  it("uses every package it declares", () => {
    const imported = new Set(importsByFile.flatMap((f) => f.packages));
    const unused = [...declared].filter((p) => !imported.has(p) && !USED_BY_NAME[p] && !isTypesPackage(p));
    expect(unused.map((p) => `${p} is declared in package.json but never imported`)).toEqual([]);
  });

  it("keeps the list of packages used by name true", () => {
    const imported = new Set(importsByFile.flatMap((f) => f.packages));
    const wrong = Object.entries(USED_BY_NAME).flatMap(([name, { namedIn }]) => {
      if (!declared.has(name)) return [`${name} is listed as used by name but not declared`];
      if (imported.has(name)) return [`${name} is imported: take it off the list`];
      if (namedIn && !fs.readFileSync(path.join(root, namedIn), "utf8").includes(name === "typescript" ? "tsc" : name))
        return [`${name} is not named in ${namedIn}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
