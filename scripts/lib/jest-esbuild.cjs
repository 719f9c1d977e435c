// Jest's transform of the TypeScript sources (jest.config.cjs): esbuild, which the site's chrome script is already built
// with, strips the types and writes CommonJS. Jest type-checks nothing (tsc --noEmit in npm run typecheck does). On a
// fresh clone Jest's cache is empty and every test file and each source it imports is transformed: the unit suite took
// 179 s of CPU and 114 s with ts-jest's transpileModule, 152-157 s and 100-102 s with this (2-CPU host, same day).
const { createHash } = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const esbuild = require("esbuild");

const OPTIONS = {
  format: "cjs",
  target: "node20",
  jsx: "automatic",
  // import() as require(), as TypeScript writes it for CommonJS: Jest's module sandbox runs import() only with Node's
  // experimental VM modules.
  supported: { "dynamic-import": false },
  sourcemap: "inline",
  sourcesContent: false,
  // As tsconfig.json's esModuleInterop: a default import of a CommonJS module is its module.exports.
  tsconfigRaw: { compilerOptions: { esModuleInterop: true } },
};

/** The inputs of a transform besides the file: this file and esbuild's version. */
const SELF = createHash("sha256")
  .update(fs.readFileSync(__filename))
  .update(require("esbuild/package.json").version)
  .digest("hex");

/** A TypeScript file's source as CommonJS that Node runs (also for ts-register.cjs, outside Jest). */
function transform(source, filename) {
  const loader = path.extname(filename).slice(1) === "tsx" ? "tsx" : "ts";
  return esbuild.transformSync(source, { ...OPTIONS, loader, sourcefile: filename }).code;
}

module.exports = {
  transform,
  process(source, filename) {
    return { code: transform(source, filename) };
  },
  getCacheKey(source, filename) {
    return createHash("sha256").update(SELF).update(filename).update("\0").update(source).digest("hex");
  },
};
