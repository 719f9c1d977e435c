/** The not-found page's line in the browser's console, for the owner: which address has no page. */
export const warnNotFound = (pathname: string) => console.warn(`404: no page at ${pathname}`);
