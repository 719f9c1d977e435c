import { bookingQuery, estimateQuery } from "../../functions/contact/fields";
import type { EstimateIds } from "../../functions/contact/pricing";

/** The contact page with a service preselected in the request form. */
export function requestServiceHref(contactPath: string, servicePath?: string): string {
  return servicePath ? `${contactPath}?service=${encodeURIComponent(servicePath)}#request` : `${contactPath}#request`;
}

/**
 * The contact page's request form with an estimate (all four ids) and/or a way to get the device to us,
 * e.g. /contact/?device=phones&brand=apple&model=iphone-15&repair=screen#request or /contact/?dropoff=mail-in#request.
 */
export function bookingHref(contactPath: string, { ids, dropoff }: { ids?: EstimateIds; dropoff?: string }): string {
  const query = bookingQuery({ ids, dropoff });
  return `${contactPath}${query ? `?${query}` : ""}#request`;
}

/** The estimator, opened at a family (or further along) when ids are given. */
export function quoteHref(quotePath: string, ids: Partial<EstimateIds> = {}): string {
  const query = estimateQuery(ids);
  return query ? `${quotePath}?${query}` : quotePath;
}
