import { VISIT } from "../domain/dropoff";
import { bookingQuery } from "../domain/fields";
import type { EstimateIds } from "../domain/pricing";

/**
 * The contact page with a service preselected in the request form, and for a service done at the customer's place
 * (data/services.json `visit`) the visit: /contact/?service=%2Fprinter-setup%2F&dropoff=on-site#request.
 */
export function requestServiceHref(contactPath: string, servicePath?: string, visit = false): string {
  const query = [
    ...(servicePath ? [`service=${encodeURIComponent(servicePath)}`] : []),
    ...(visit ? [`dropoff=${VISIT}`] : []),
  ].join("&");
  return `${contactPath}${query ? `?${query}` : ""}#request`;
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
