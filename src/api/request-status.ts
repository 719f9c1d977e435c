// The Gatsby Function at /api/request-status (the status page's lookup). Its code lives beside the contact core in
// functions/contact/, re-exported as send-contact-email.ts explains.
export { default } from "../../functions/contact/gatsby-status-function";
