// Debian's Chromium and the flags that work on this kind of machine, for the browser tests (e2e/helpers.ts) and
// the Lighthouse benchmark. CommonJS so that both the TypeScript tests and the ESM scripts load it as it is.
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

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
