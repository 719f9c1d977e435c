import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_IN_TEXT,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  fieldPattern,
  LINE_BREAKS,
  NAME_LINK_PATTERN,
  ONE_VALUE,
  oneValue,
  OTHER_SERVICE,
  PHONE_PATTERN,
  type FieldErrors,
  type FieldName,
  type Submission,
} from "./fields";

export { HONEYPOT_FIELD, OTHER_SERVICE } from "./fields";
export type { FieldErrors, FieldName, Submission } from "./fields";

export type Catalogue = { services: readonly string[]; locations: readonly string[] };

/** Every field of a submission, in its order. */
const FIELDS: FieldName[] = ["name", "phone", "email", "service", "location", "message", "pageUrl", "submittedAt"];
/** All but the description. */
const SINGLE_LINE = FIELDS.filter((field) => field !== "message");

// The browser checks the same patterns before the plain form is sent (fields.ts FIELD_ATTRIBUTES); the server never
// trusts it.
const EMAIL = fieldPattern(EMAIL_PATTERN);
const PHONE = fieldPattern(PHONE_PATTERN);
const NAME_LINK = new RegExp(NAME_LINK_PATTERN, "u");

/**
 * A name as a mail client or a reader sees it: compatibility forms folded ("ｗｗｗ．" is "www."), and the invisible
 * format characters (\p{Cf}: zero-width spaces, joiners, BOM) gone, which could hide a host name or pose as a name.
 */
const seenName = (name: string) => name.normalize("NFKC").replace(/\p{Cf}/gu, "");

export type ValidationResult = { ok: true; value: Submission } | { ok: false; errors: FieldErrors };

/** What else the request carries that changes the rules. */
export type SubmissionContext = {
  /** A booked repair is attached (an estimate): it describes the problem, so a message is optional. */
  withEstimate?: boolean;
};

/** Checks one request's fields. Unknown fields are ignored. */
export function validateSubmission(
  fields: Record<string, unknown>,
  catalogue: Catalogue,
  { withEstimate = false }: SubmissionContext = {},
): ValidationResult {
  const errors: FieldErrors = {};
  // What was sent, untrimmed. A field that is not one string is named at once and read as empty.
  const raw = Object.fromEntries(
    FIELDS.map((field) => {
      const one = oneValue(fields[field]);
      if (one === undefined) errors[field] = ONE_VALUE;
      return [field, one ?? ""];
    }),
  ) as Submission;
  const value = Object.fromEntries(FIELDS.map((field) => [field, raw[field].trim()])) as Submission;

  for (const field of SINGLE_LINE) {
    if (errors[field]) continue;
    if (LINE_BREAKS.test(raw[field])) errors[field] = "Must be on one line.";
    else if (CONTROL_CHARACTERS.test(raw[field]))
      errors[field] = "Must not contain control characters (such as ESC or NUL): please type it again.";
  }

  if (!errors.name) {
    // Zero-width characters and digits alone are no name: a name has a letter.
    if (!/\p{L}/u.test(seenName(value.name))) errors.name = "Please enter your name.";
    else if (value.name.length > FIELD_LIMITS.name) errors.name = "Please keep your name under 100 characters.";
    // The visitor's own e-mails greet them by name: a link there would be the shop's mail sending it to anyone.
    else if (NAME_LINK.test(seenName(value.name)))
      errors.name = "Please enter just your name (no web or e-mail address).";
  }
  if (!errors.phone) {
    if (!value.phone) errors.phone = "Please enter a phone number.";
    else if (value.phone.length > FIELD_LIMITS.phone || !PHONE.test(value.phone))
      errors.phone = "Please enter a valid phone number (at least 7 digits).";
  }
  if (!errors.email) {
    if (!value.email) errors.email = "Please enter your e-mail address.";
    else if (value.email.length > FIELD_LIMITS.email || !EMAIL.test(value.email))
      errors.email = "Please enter a valid e-mail address.";
  }
  if (!errors.service) {
    if (!value.service) errors.service = "Please choose the service you need.";
    else if (value.service !== OTHER_SERVICE && !catalogue.services.includes(value.service))
      errors.service = "Please choose a service from the list.";
  }
  if (!errors.location && value.location && !catalogue.locations.includes(value.location))
    errors.location = "Please choose one of our locations.";
  if (!errors.message) {
    if (CONTROL_CHARACTERS_IN_TEXT.test(value.message))
      errors.message = "Please remove the control characters (such as ESC or NUL) from the description.";
    else if (!value.message && !withEstimate) errors.message = "Please describe the issue.";
    // A line break counts once, as the browser's maxlength counts it (the form sends it as CR LF).
    else if (value.message.replace(/\r\n/g, "\n").length > FIELD_LIMITS.message)
      errors.message = "Please keep the description under 5,000 characters.";
  }
  if (!errors.pageUrl && value.pageUrl.length > FIELD_LIMITS.pageUrl) errors.pageUrl = "Too long.";
  if (
    !errors.submittedAt &&
    value.submittedAt &&
    (value.submittedAt.length > 40 || Number.isNaN(Date.parse(value.submittedAt)))
  )
    errors.submittedAt = "Not a date.";

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
