// The house's floors, checked by `npm run lint` (dependency-cruiser): which folder may import which. From the ground up:
//
//   src/domain/        the shop's rules (prices, shops, hours, booking, the service request, statuses): plain
//                      TypeScript over data/*.json, nothing of React, Gatsby, Chakra, Node's disk or the rest of the house
//   src/lib/           the site's helpers and the build's data checks (lib/data, lib/cms), over the domain
//   src/theme/         the Chakra system
//   src/page-runtime/  how a page runs: the browser's scripts without React, page modes, static pages, inline scripts
//   src/hooks/         React hooks over the site's data
//   src/components/    React: layout, sections, ui, seo
//   src/pages/, src/templates/, src/api/, gatsby-*.ts   the routes and Gatsby's entry points
//
//   functions/         the server: adapters, store, delivery, mail; of src/ it imports the domain only
//
// Each rule forbids imports from a floor to the floors above it; tests (__tests__) may reach anywhere. No circle at all.
const TESTS = "(^|/)__tests__/";

/** A rule that `from` (a path pattern) imports none of `to`. */
const below = (name, comment, from, to) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: TESTS },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files that import each other in a loop: pull what both need into a lower file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-is-the-ground",
      comment:
        "src/domain imports only itself, data/*.json and plain packages: no React, Gatsby, Chakra, Node's disk, nothing else of the house.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: {
        pathNot: ["^src/domain/", "^data/[^/]+\\.json$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "domain-no-frameworks",
      comment: "The domain's types may not come from frameworks either.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: { path: "(^|/)node_modules/(react|react-dom|gatsby|@chakra-ui|@emotion)/|^(fs|path|node:fs|node:path)$" },
    },
    {
      name: "domain-types-only-from-domain",
      comment: "A type the domain names comes from the domain too.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: { dependencyTypes: ["type-only"], pathNot: ["^src/domain/", "^data/[^/]+\\.json$"] },
    },
    below(
      "functions-use-the-domain-only",
      "The server takes the shop's rules from src/domain; nothing else of src/ (the site's code) reaches it.",
      "^functions/",
      "^src/(?!domain/)",
    ),
    below(
      "site-does-not-import-the-server",
      "Of functions/, only src/api's thin Gatsby adapters import anything.",
      "^src/(?!api/)",
      "^functions/",
    ),
    below(
      "lib-below-the-page",
      "src/lib is below the page runtime, hooks, components and routes.",
      "^src/lib/",
      "^src/(page-runtime|hooks|components|pages|templates|api)/",
    ),
    below(
      "theme-below-the-page",
      "src/theme is below everything that renders.",
      "^src/theme/",
      "^src/(page-runtime|hooks|components|pages|templates|api|lib)/",
    ),
    below(
      "runtime-below-components",
      "The page runtime imports no component: gatsby-browser.tsx hands it what it loads (provideChakra).",
      "^src/page-runtime/",
      "^src/(hooks|components|pages|templates|api)/",
    ),
    below(
      "hooks-below-components",
      "Hooks are below the components that use them.",
      "^src/hooks/",
      "^src/(components|pages|templates|api|page-runtime)/",
    ),
    below(
      "components-below-routes",
      "Components are below the routes that compose them.",
      "^src/components/",
      "^src/(pages|templates|api)/",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(public|\\.cache|functions-build|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
