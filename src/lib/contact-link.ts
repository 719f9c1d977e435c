/** The contact page with a service preselected in the request form. */
export function requestServiceHref(contactPath: string, servicePath?: string): string {
  return servicePath ? `${contactPath}?service=${encodeURIComponent(servicePath)}#request` : `${contactPath}#request`;
}
