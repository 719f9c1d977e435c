// A webpack loader, for the browser bundle only (gatsby-node.ts onCreateWebpackConfig). Chakra's createSystem
// builds its whole global CSS (preflight, global styles and ~400 CSS variables) when the app starts, and
// ChakraProvider hands it to emotion, which serializes and hashes it again: about 250 ms of the first long task
// on a phone with a 4x slower CPU (Lighthouse, mobile). The server HTML already carries that CSS in <head>
// (gatsby-ssr.tsx), where it stays for the whole visit, so the browser's system starts with none.
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";

module.exports = function skipClientGlobalCss(source) {
  if (!source.includes(EAGER)) {
    // A Chakra upgrade changed createSystem: fail the build rather than guess.
    this.emitError(new Error(`src/theme/skip-client-global-css.cjs: "${EAGER}" is no longer in ${this.resourcePath}`));
    return source;
  }
  return source.replace(
    EAGER,
    "const _global = []; // in the server HTML already (src/theme/skip-client-global-css.cjs)",
  );
};
