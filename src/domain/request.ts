import { checkBooking, DROPOFF_OPTIONS, type Booking, type Schedules } from "./booking";
import { shopNamed } from "./shops";
import { ONE_VALUE, oneValue } from "./fields";
import { DEFAULT_LANG, type Lang, type Words } from "./language";
import { type FieldErrors } from "./service-request";
import { ESTIMATE_FIELDS, findEstimate, type Estimate, type EstimateIds, type Pricing } from "./pricing";
import { validateSubmission, type Catalogue, type Submission } from "./service-request";

/**
 * A service request after every check: the form's fields, the estimate recomputed from our prices, the booking, and
 * the visitor's language when it is not English (the visitor's own e-mails are in it; the shop's say so).
 */
export type ServiceRequest = { submission: Submission; estimate?: Estimate; booking: Booking; lang?: Lang };

/** What the checks need besides the fields. */
export type RequestRules = {
  catalogue: Catalogue;
  pricing: Pricing;
  /** Service labels by page path, to name the service of a repair ("/cell-phone-repair/" -> "Cell Phone Repair"). */
  serviceByPath: Readonly<Record<string, string>>;
  /** Each location's hours: a booked day and window must be open at the location the request is for. */
  schedules: Schedules;
};

const MISSING: Record<keyof EstimateIds, Words> = {
  device: { en: "Please choose a device.", es: "Elija un dispositivo." },
  brand: { en: "Please choose a brand.", es: "Elija una marca." },
  model: { en: "Please choose a model.", es: "Elija un modelo." },
  repair: { en: "Please choose a repair.", es: "Elija una reparación." },
};

/** A field's one value, trimmed; "" when absent or not one string (the checks name that one). */
const text = (value: unknown): string => oneValue(value)?.trim() ?? "";
/** Whether a field was left empty: absent, null or blank. A list or an object is something sent, not nothing. */
const isEmpty = (value: unknown) => oneValue(value)?.trim() === "";

/**
 * The estimate named by the four ids, recomputed from our own prices: none when no id is given, else all
 * four must name a repair we price. A price the browser sends is never read.
 */
export function checkEstimate(
  fields: Record<string, unknown>,
  pricing: Pricing,
  lang: Lang = DEFAULT_LANG,
): { ok: true; estimate?: Estimate } | { ok: false; errors: FieldErrors } {
  // An id that is not one string is named, whatever the others say.
  const notOne = ESTIMATE_FIELDS.filter((f) => oneValue(fields[f]) === undefined);
  if (notOne.length) return { ok: false, errors: Object.fromEntries(notOne.map((f) => [f, ONE_VALUE[lang]])) };
  const ids = Object.fromEntries(ESTIMATE_FIELDS.map((f) => [f, text(fields[f])])) as EstimateIds;
  if (ESTIMATE_FIELDS.every((f) => !ids[f])) return { ok: true };
  const missing = ESTIMATE_FIELDS.find((f) => !ids[f]);
  if (missing) return { ok: false, errors: { [missing]: MISSING[missing][lang] } };
  const found = findEstimate(pricing, ids, lang);
  return found.ok ? { ok: true, estimate: found.estimate } : { ok: false, errors: { [found.field]: found.error } };
}

/** Every check of a request's fields, with all their errors at once (the form's own fields first), in `lang`. */
export function checkRequest(
  fields: Record<string, unknown>,
  rules: RequestRules,
  now: Date,
  lang: Lang = DEFAULT_LANG,
): { ok: true; value: ServiceRequest } | { ok: false; errors: FieldErrors } {
  const estimate = checkEstimate(fields, rules.pricing, lang);
  // A booked repair names its service; the visitor need not choose it again (a service sent as a list is not replaced:
  // validateSubmission names it).
  const service =
    text(fields.service) ||
    (isEmpty(fields.service) &&
      estimate.ok &&
      estimate.estimate &&
      rules.serviceByPath[estimate.estimate.repair.service]);
  // The estimate describes the problem: with one attached, the message is optional.
  const submission = validateSubmission(service ? { ...fields, service } : fields, rules.catalogue, {
    withEstimate: estimate.ok && Boolean(estimate.estimate),
    lang,
  });
  const booking = checkBooking(fields, now, rules.schedules, (f) => shopNamed(f.location)?.id, undefined, lang);
  if (submission.ok && estimate.ok && booking.ok)
    return {
      ok: true,
      value: {
        submission: submission.value,
        estimate: estimate.estimate,
        booking: booking.value,
        ...(lang !== DEFAULT_LANG && { lang }),
      },
    };
  const fieldErrors: FieldErrors = submission.ok ? {} : { ...submission.errors };
  // A booked repair that does not resolve is the one problem to name, not the service it would have set.
  if (!estimate.ok && !service) delete fieldErrors.service;
  return {
    ok: false,
    errors: {
      ...fieldErrors,
      ...(estimate.ok ? {} : estimate.errors),
      ...(booking.ok ? {} : booking.errors),
    },
  };
}

/**
 * The fields a Book link puts in the address of /contact/ (`?device=..&brand=..&model=..&repair=..&dropoff=..`), and
 * the shop of the page it is on (`location=<id>`, kept here as the shop's name, the location field's value).
 */
export type CarriedBooking = Partial<EstimateIds> & { dropoff?: string; location?: string };

/**
 * The booking a Book link carried to the page the plain form was sent from. Without JavaScript the static page
 * cannot copy its address into the form, but the browser names that page in the Referer header. Only an estimate
 * that our prices know (all four ids) and a known drop-off are taken; anything else there is ignored.
 */
export function carriedBooking(referer: string | undefined, contactPath: string, pricing: Pricing): CarriedBooking {
  let url: URL;
  try {
    url = new URL(referer ?? "");
  } catch {
    return {};
  }
  if (url.pathname !== contactPath) return {};
  const carried: CarriedBooking = {};
  const ids = Object.fromEntries(ESTIMATE_FIELDS.map((f) => [f, url.searchParams.get(f) ?? ""])) as EstimateIds;
  if (ESTIMATE_FIELDS.every((f) => ids[f]) && findEstimate(pricing, ids).ok) Object.assign(carried, ids);
  const dropoff = url.searchParams.get("dropoff");
  if (dropoff && DROPOFF_OPTIONS.some((option) => option.id === dropoff)) carried.dropoff = dropoff;
  const shop = shopNamed(url.searchParams.get("location"));
  if (shop) carried.location = shop.name;
  return carried;
}

/** The form's fields with a carried booking filling what the form left empty (the visitor's own choice wins). */
export function withCarriedBooking(fields: Record<string, unknown>, carried: CarriedBooking): Record<string, unknown> {
  const filled = { ...fields };
  if (carried.device && ESTIMATE_FIELDS.every((f) => isEmpty(fields[f])))
    for (const f of ESTIMATE_FIELDS) filled[f] = carried[f];
  if (carried.dropoff && isEmpty(fields.dropoff)) filled.dropoff = carried.dropoff;
  if (carried.location && isEmpty(fields.location)) filled.location = carried.location;
  return filled;
}
