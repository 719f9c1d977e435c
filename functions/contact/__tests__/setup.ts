// Outside webpack there is no __non_webpack_require__: Jest gets Node's require.
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;
