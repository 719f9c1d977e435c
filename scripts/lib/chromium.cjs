// Debian's Chromium and the flags that work on this kind of machine, for the browser tests (e2e/helpers.ts) and
// the Lighthouse benchmark. CommonJS so that both the TypeScript tests and the ESM scripts load it as it is.
const fs = require("node:fs");

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell (the same Blink, V8 and network stack without the
 * browser's own UI layer, what Playwright runs for headless tests), where it is installed (.ci/run installs it). On
 * this 2-CPU host the whole browser suite took 546 s of CPU and 294 s instead of 853 s and 446 s with chromium in
 * its new headless mode, all else the same. The Lighthouse benchmark keeps the full browser (CHROMIUM_PATH), as a
 * visitor's Chrome is.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/** The shell has only one headless mode: it takes the same flags but the mode's. */
const TEST_CHROMIUM_ARGS =
  TEST_CHROMIUM_PATH === HEADLESS_SHELL
    ? CHROMIUM_ARGS.filter((flag) => !flag.startsWith("--headless"))
    : CHROMIUM_ARGS;

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, TEST_CHROMIUM_PATH, TEST_CHROMIUM_ARGS };
