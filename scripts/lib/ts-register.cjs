// Node runs the project's TypeScript outside Jest and the build with this (`node -r ./scripts/lib/ts-register.cjs`):
// npm run requests, format and data:types, and the unit tests that run code in another time zone. Each .ts or .tsx
// file Node requires is transformed as Jest transforms it (jest-esbuild.cjs: esbuild strips the types, writes CommonJS);
// nothing is type-checked (npm run typecheck does that). An error's stack names the TypeScript file's own lines (the
// transform's inline source map). ts-node's transpile-only mode did this with TypeScript's own compiler: loading it
// took most of a command's 2.5 s (3.8 CPU-s) on this 2-CPU host.
const fs = require("node:fs");
const { transform } = require("./jest-esbuild.cjs");

process.setSourceMapsEnabled(true);
for (const extension of [".ts", ".tsx"])
  require.extensions[extension] = (module, filename) =>
    module._compile(transform(fs.readFileSync(filename, "utf8"), filename), filename);
