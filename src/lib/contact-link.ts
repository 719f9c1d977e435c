import { bookingQuery } from "../domain/fields";
import type { EstimateIds } from "../domain/pricing";

/** The contact page with a service preselected in the request form. */
export function requestServiceHref(contactPath: string, servicePath?: string): string {
  return servicePath ? `${contactPath}?service=${encodeURIComponent(servicePath)}#request` : `${contactPath}#request`;
}

/**
 * The contact page's request form with an estimate (all four ids) and/or a way to get the device to us,
 * e.g. /contact/?device=phones&brand=apple&model=iphone-15&repair=screen#request or /contact/?dropoff=mail-in#request.
 */
export function bookingHref(
  contactPath: string,
  { ids, dropoff, location }: { ids?: EstimateIds; dropoff?: string; location?: string },
): string {
  const query = bookingQuery({ ids, dropoff, location });
  return `${contactPath}${query ? `?${query}` : ""}#request`;
}

/**
 * Where "Get a price" leads: the estimator's first step, or for one device family its page (the estimator's model
 * step: /pricing/phones/).
 */
export function quoteHref(quotePath: string, device?: string): string {
  return device ? `/pricing/${device}/` : quotePath;
}
