// The Gatsby Function at /api/send-contact-email. Its code lives beside the contact core in
// functions/contact/. It is re-exported with `export *` because Gatsby treats any file under
// src/ that declares `export const config` as a page config, which makes it build
// query engines (and bundle sharp into them, which fails).
export * from "../../functions/contact/gatsby-function";
export { default } from "../../functions/contact/gatsby-function";
