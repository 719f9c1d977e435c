import type { Words } from "./language";
// The pieces the service request's fields are made of (service-request.ts declares the fields themselves): patterns,
// the characters no field takes, the ids of an estimate, the form's address and its hidden fields.
/** The booking's fields: how the device gets to us, the visit's address, a preferred day and a time window. */
export const BOOKING_FIELDS = ["dropoff", "address", "preferredDate", "preferredTime"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The four ids that name an estimate, as in /get-a-quote/?device=phones&brand=apple&model=iphone-15&repair=screen. */
export const ESTIMATE_FIELDS = ["device", "brand", "model", "repair"] as const;

/** The estimator's (and the booking's) query string for ids. */
export const estimateQuery = (ids: Partial<Record<(typeof ESTIMATE_FIELDS)[number], string>>) =>
  ESTIMATE_FIELDS.filter((field) => ids[field])
    .map((field) => `${field}=${encodeURIComponent(ids[field]!)}`)
    .join("&");

/**
 * The query of a booking carried to the request form: an estimate's ids, how the device gets to us, and the shop of the
 * page the link is on (its id: `location=mount-gilead`).
 */
export const bookingQuery = ({
  ids,
  dropoff,
  location,
}: {
  ids?: Partial<Record<(typeof ESTIMATE_FIELDS)[number], string>>;
  dropoff?: string;
  location?: string;
}) =>
  [
    ids ? estimateQuery(ids) : "",
    dropoff ? `dropoff=${encodeURIComponent(dropoff)}` : "",
    location ? `location=${encodeURIComponent(location)}` : "",
  ]
    .filter(Boolean)
    .join("&");

/** Where the request form posts (the Gatsby Function, and the Netlify function behind the same path). */
export const CONTACT_ENDPOINT = "/api/send-contact-email";

/**
 * The plain form's days (no script lists dates, and a list written at the build would go stale): "next-monday" is
 * the first Monday after today in the shop's zone (booking.ts weekdayDate), one choice per day the shop opens.
 */
export const weekdayChoice = (day: string) => `next-${day.toLowerCase()}`;

/**
 * Control characters (C0, DEL, C1) that no one types into a form: they would reach the owner's terminal
 * (ESC clears or recolours it) and mail headers. One-line fields refuse them all, CR and LF included.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same in text of several lines, where tab, line feed and carriage return belong. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * What ends a line, for a person or a program: CR and LF, but also the vertical tab, form feed, NEL and the Unicode
 * line and paragraph separators (\p{Zl}, \p{Zp}), which mail clients and editors break lines at as well.
 */
// eslint-disable-next-line no-control-regex -- line-breaking control characters are exactly what is matched
export const LINE_BREAKS = /[\n\u000b\u000c\r\u0085\p{Zl}\p{Zp}]/u;

/** What a field whose value is not one string (a list from a repeated key, an object, a number) is answered. */
export const ONE_VALUE: Words = {
  en: "Please send one value for this field.",
  es: "Envíe un solo valor en este campo.",
};
/**
 * A field's one value as sent: the string, "" when absent (undefined, or a JSON null), and undefined for anything
 * else. A list is what a plain form's repeated key becomes: which of its values counts must not be our guess.
 */
export const oneValue = (value: unknown): string | undefined =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : undefined;

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
/** Beside it, `confirmation=held` when the visitor's address had its confirmation e-mails of the day. */
export const CONFIRMATION_PARAM = "confirmation";

/** A phone number has at least this many digits. */
export const PHONE_MIN_DIGITS = 7;

// The rules below are written as HTML `pattern` values, which browsers compile anchored and with the `v` flag (older
// ones with `u`): every class character that `v` reserves is escaped, so the same text is valid under both, and the
// server compiles it with `u` (fieldPattern). A test compiles each under both flags.
/** Space and the other white space a keyboard or a paste gives, but no control character or line break (LINE_BREAKS). */
const SPACES = "\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff";
const PHONE_SIGNS = `\\+\\(\\)\\-\\.xX${SPACES}`;
/** A phone number: digits, spaces and + ( ) - . x (an extension), with at least PHONE_MIN_DIGITS digits. */
export const PHONE_PATTERN = `(?:[${PHONE_SIGNS}]*[0-9]){${PHONE_MIN_DIGITS}}[0-9${PHONE_SIGNS}]*`;
/**
 * A practical e-mail address check (RFC 5321 lengths, one @, a dot in the domain, no spaces or angle brackets): what
 * the browser's type="email" checks, plus the 64-character local part and the dot in the domain.
 */
export const EMAIL_PATTERN =
  "[A-Za-z0-9\\.!#$%&'*\\+\\/=?\\^_`\\{\\|\\}~\\-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?)+";
/** A dot as a mail client reads one in a host name: also the full-width and ideographic ones IDNA maps to it. */
const DOTS = "\\.\\u3002\\uff0e\\uff61";
/**
 * What turns a name into a link or an address where it is shown (the visitor's own e-mails greet them by it): an @,
 * "www.", a scheme's "://", a dotted host name with letters after the dot ("evil.example", "bit.ly/x"; "J.R. Smith"
 * has one letter after its dots) or an IPv4 address. Unanchored: anywhere in the name.
 */
export const NAME_LINK_PATTERN = `[@\\uff20\\ufe6b]|[wW\\uff57\\uff37]{3}[${DOTS}]|:\\/\\/|[\\p{L}\\p{N}\\-][${DOTS}]\\p{L}{2}|[0-9]{1,3}(?:[${DOTS}][0-9]{1,3}){3}`;
/** A name: at least one letter, and nothing that reads as a web or e-mail address. */
export const NAME_PATTERN = `(?=.*\\p{L})(?!.*(?:${NAME_LINK_PATTERN})).*`;
/** A `pattern` value as the server applies it: the whole value must match, as in the browser. */
export const fieldPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, "u");
