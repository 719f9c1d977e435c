// The contact form's fields, shared by the page and the function. Kept apart from the
// validation so the page can load the validation only when the form is sent.
/** What the form sends, after validation: trimmed, bounded, single-line where it must be. */
export type Submission = {
  name: string;
  phone: string;
  email: string;
  service: string;
  location: string;
  message: string;
  pageUrl: string;
  submittedAt: string;
};

export type FieldName = keyof Submission;
/** The fields of a booked repair (estimate ids, booking choices, photos), beside the submission's. */
export type BookingFieldName =
  "device" | "brand" | "model" | "repair" | "dropoff" | "address" | "preferredDate" | "preferredTime" | "photos";
export type FieldErrors = Partial<Record<FieldName | BookingFieldName, string>>;

/** The four ids that name an estimate, as in /get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=screen. */
export const ESTIMATE_FIELDS = ["device", "brand", "model", "repair"] as const;

/** The estimator's (and the booking's) query string for ids. */
export const estimateQuery = (ids: Partial<Record<(typeof ESTIMATE_FIELDS)[number], string>>) =>
  ESTIMATE_FIELDS.filter((field) => ids[field])
    .map((field) => `${field}=${encodeURIComponent(ids[field]!)}`)
    .join("&");

/** The query of a booking carried to the request form: an estimate's ids and/or how the device gets to us. */
export const bookingQuery = ({
  ids,
  dropoff,
}: {
  ids?: Partial<Record<(typeof ESTIMATE_FIELDS)[number], string>>;
  dropoff?: string;
}) =>
  [ids ? estimateQuery(ids) : "", dropoff ? `dropoff=${encodeURIComponent(dropoff)}` : ""].filter(Boolean).join("&");

/** Where the request form posts (the Gatsby Function, and the Netlify function behind the same path). */
export const CONTACT_ENDPOINT = "/api/send-contact-email";

/**
 * Control characters (C0, DEL, C1) that no one types into a form: they would reach the owner's terminal
 * (ESC clears or recolours it) and mail headers. One-line fields refuse them all, CR and LF included.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same in text of several lines, where tab, line feed and carriage return belong. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const OTHER_SERVICE = "Other / not sure";
/** The hidden field people never see; bots fill it in. */
export const HONEYPOT_FIELD = "website";

/**
 * A request's reference, as the visitor reads it on /thank-you/ and quotes it on the phone: "QC-7K4M-2XQ9".
 * Eight characters of Crockford's base 32 (no I, L, O or U, which read as 1, 0 or V), 40 random bits.
 */
export const REFERENCE_PATTERN = /^QC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Where the no-JavaScript form lands after a request: the thank-you page with the reference. */
export const REFERENCE_PARAM = "ref";
