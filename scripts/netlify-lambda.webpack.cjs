// Extra webpack settings for `netlify-lambda build functions`: its default Babel setup
// has no TypeScript preset, so the rule for .ts/.js files gets one (merged by test), and
// webpack 4 does not know "node:" builtins (nodemailer uses them): Node resolves them at run time.
// The bundles are not minified: they run on a server, where a stack trace in the function's log should name the code's
// own functions in code one can read, and Terser over the four bundles (each with nodemailer) was 15 of the build's 25 CPU
// seconds on a fresh clone; unminified they are 0.85 MB each instead of 0.54, read once when the function starts.
module.exports = {
  optimization: { minimize: false },
  externals: [
    (_context, request, callback) => (/^node:/.test(request) ? callback(null, `commonjs ${request}`) : callback()),
  ],
  module: {
    rules: [
      {
        test: /\.(m?js|ts)?$/,
        // nodemailer is compiled too: webpack 4's parser predates ?. and ??. (ical-generator: the rule below).
        exclude: /(node_modules\/(?!nodemailer\/)|bower_components|\.(test|spec)\.?)/,
        use: {
          loader: "babel-loader",
          options: {
            cacheDirectory: true,
            babelrc: false,
            presets: [
              // Node 12 syntax, so webpack 4 can parse the output; it runs on Node 20.
              [require.resolve("@babel/preset-env"), { targets: { node: "12" } }],
              require.resolve("@babel/preset-typescript"),
            ],
          },
        },
      },
      {
        // ical-generator's CommonJS build (dist/index.cjs), which the rule above (.js and .mjs) does not take. Node 10
        // syntax: its class fields too are rewritten, which webpack 4's parser does not know either.
        test: /\.cjs$/,
        include: /node_modules\/ical-generator\//,
        use: {
          loader: "babel-loader",
          options: {
            cacheDirectory: true,
            babelrc: false,
            presets: [[require.resolve("@babel/preset-env"), { targets: { node: "10" } }]],
          },
        },
      },
    ],
  },
};
