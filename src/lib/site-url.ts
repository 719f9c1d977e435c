/**
 * The site's absolute address: SITE_URL from the environment when set (a staging or
 * preview build), else siteUrl from data/site.json. Never ends in a slash.
 */
export function resolveSiteUrl(fromData: string, fromEnv: string | undefined = process.env.SITE_URL): string {
  const value = (fromEnv && fromEnv.trim()) || fromData;
  if (!/^https?:\/\/[^/\s]+\/?$/.test(value))
    throw new Error(`SITE_URL must be an origin like https://www.example.com, not "${value}"`);
  return value.replace(/\/$/, "");
}
