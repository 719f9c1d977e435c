declare const __non_webpack_require__: NodeJS.Require;

// Packages loaded by Node's own require at run time instead of being bundled. Gatsby's function
// server loads the function bundle again on every request and Node keeps each copy, so a bundle
// that carried nodemailer grew the server by megabytes per request; and webpack 4 (netlify-lambda)
// cannot parse @netlify/blobs' modern syntax. webpack turns __non_webpack_require__ into Node's
// require (Netlify's bundler follows it and ships the packages); under Jest a setup file provides it.

export function loadNodemailer(): typeof import("nodemailer") {
  return __non_webpack_require__("nodemailer");
}

export function loadBlobs(): typeof import("@netlify/blobs") {
  return __non_webpack_require__("@netlify/blobs");
}

export function loadImageSize(): typeof import("image-size") {
  return __non_webpack_require__("image-size");
}
