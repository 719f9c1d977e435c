// Jest's configuration. CommonJS, not TypeScript: Jest reads a jest.config.ts through ts-node, which type-checks it
// first, about 4 s of each of npm test's four Jest runs.
const os = require("node:os");

// TypeScript to CommonJS with esbuild (scripts/lib/jest-esbuild.cjs); the types are checked by npm run typecheck.
/** @type {import("jest").Config["transform"]} */
const transform = { "^.+\\.tsx?$": "<rootDir>/scripts/lib/jest-esbuild.cjs" };

/**
 * unit: pure logic and the contact function (Node, no browser).
 * e2e: Playwright with Debian's Chromium against the production build, served by the
 * tests themselves (`npm test` builds first).
 * develop: `gatsby develop` beside the production build (e2e/develop.test.ts), run on its own after the others.
 */
/** @type {import("jest").Config} */
const config = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      testMatch: [
        "<rootDir>/src/**/__tests__/**/*.test.ts?(x)",
        "<rootDir>/functions/**/__tests__/**/*.test.ts",
        "<rootDir>/scripts/**/__tests__/**/*.test.ts",
      ],
      setupFiles: ["<rootDir>/functions/contact/__tests__/setup.ts"],
      // The bundlers' constants (gatsby-node.ts, page-runtime/chrome-script.ts) as the app's bundle has them.
      globals: { __LANGUAGE__: "any", __SPANISH_SCRIPT__: "" },
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/e2e/**/*.test.ts"],
      // gatsby develop's test is a project of its own, run after this one (npm test): its webpack compile takes both
      // CPUs of a small machine for minutes, and timed browser tests beside it failed (the form's app not started
      // within its 10 s, so the plain form posted). npm test starts its server early at the lowest CPU priority
      // (scripts/lib/develop-server.cjs): the test then finds it compiled.
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/e2e/develop.test.ts"],
      globalSetup: "<rootDir>/e2e/global-setup.ts",
      setupFiles: ["<rootDir>/functions/contact/__tests__/setup.ts"],
      globalTeardown: "<rootDir>/e2e/global-teardown.ts",
    },
    {
      displayName: "develop",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/e2e/develop.test.ts"],
      globalSetup: "<rootDir>/e2e/global-setup.ts",
      setupFiles: ["<rootDir>/functions/contact/__tests__/setup.ts"],
      globalTeardown: "<rootDir>/e2e/global-teardown.ts",
    },
  ],
  // On a fresh clone, the long browser test files first (e2e/sequencer.cjs).
  testSequencer: "<rootDir>/e2e/sequencer.cjs",
  // Room for a navigation's minute on a loaded host (e2e/helpers.ts openPage).
  testTimeout: 120000,
  // At least two test files at once, also on a 2-CPU machine (where Jest's default is one): the browser tests
  // spend much of their time waiting on pages, so the whole run took 684 s instead of 820 s there.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

module.exports = config;
