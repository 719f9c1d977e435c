declare const __non_webpack_require__: NodeJS.Require | undefined;

/**
 * nodemailer, loaded by Node's own require at run time instead of being bundled.
 * Gatsby's function server loads the function bundle again on every request and Node
 * keeps each copy alive, so a bundle that carried nodemailer's 2 MB grew the server by
 * megabytes per request. Node caches this require once per process.
 */
export function loadNodemailer(): typeof import("nodemailer") {
  const load = typeof __non_webpack_require__ === "function" ? __non_webpack_require__ : require;
  return load("nodemailer");
}
