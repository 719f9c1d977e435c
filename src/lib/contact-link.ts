/** The contact page with a service preselected in the request form. */
export function requestServiceHref(contactPath: string, servicePath?: string): string {
  return servicePath ? `${contactPath}?service=${encodeURIComponent(servicePath)}#request` : `${contactPath}#request`;
}

/** Where the request form posts (the Gatsby Function, and the Netlify function behind the same path). */
export const CONTACT_ENDPOINT = "/api/send-contact-email";
