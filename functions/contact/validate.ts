import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_IN_TEXT,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  fieldPattern,
  OTHER_SERVICE,
  PHONE_PATTERN,
  type FieldErrors,
  type FieldName,
  type Submission,
} from "./fields";

export { HONEYPOT_FIELD, OTHER_SERVICE } from "./fields";
export type { FieldErrors, FieldName, Submission } from "./fields";

export type Catalogue = { services: readonly string[]; locations: readonly string[] };

const SINGLE_LINE: Array<keyof Submission> = [
  "name",
  "phone",
  "email",
  "service",
  "location",
  "pageUrl",
  "submittedAt",
];

// The browser checks the same patterns before the plain form is sent (fields.ts FIELD_ATTRIBUTES); the server never
// trusts it.
const EMAIL = fieldPattern(EMAIL_PATTERN);
const PHONE = fieldPattern(PHONE_PATTERN);

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

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
  const value: Submission = {
    name: text(fields.name),
    phone: text(fields.phone),
    email: text(fields.email),
    service: text(fields.service),
    location: text(fields.location),
    message: text(fields.message),
    pageUrl: text(fields.pageUrl),
    submittedAt: text(fields.submittedAt),
  };
  const errors: FieldErrors = {};
  const raw = (field: FieldName) => (typeof fields[field] === "string" ? (fields[field] as string) : "");

  for (const field of SINGLE_LINE) {
    if (/[\r\n]/.test(raw(field))) errors[field] = "Must be on one line.";
    else if (CONTROL_CHARACTERS.test(raw(field)))
      errors[field] = "Must not contain control characters (such as ESC or NUL): please type it again.";
  }

  if (!errors.name) {
    if (!value.name) errors.name = "Please enter your name.";
    else if (value.name.length > FIELD_LIMITS.name) errors.name = "Please keep your name under 100 characters.";
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
  if (CONTROL_CHARACTERS_IN_TEXT.test(value.message))
    errors.message = "Please remove the control characters (such as ESC or NUL) from the description.";
  else if (!value.message && !withEstimate) errors.message = "Please describe the issue.";
  // A line break counts once, as the browser's maxlength counts it (the form sends it as CR LF).
  else if (value.message.replace(/\r\n/g, "\n").length > FIELD_LIMITS.message)
    errors.message = "Please keep the description under 5,000 characters.";
  if (!errors.pageUrl && value.pageUrl.length > FIELD_LIMITS.pageUrl) errors.pageUrl = "Too long.";
  if (
    !errors.submittedAt &&
    value.submittedAt &&
    (value.submittedAt.length > 40 || Number.isNaN(Date.parse(value.submittedAt)))
  )
    errors.submittedAt = "Not a date.";

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
