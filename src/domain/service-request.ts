import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_IN_TEXT,
  EMAIL_PATTERN,
  ESTIMATE_FIELDS,
  type BookingField,
  fieldPattern,
  LINE_BREAKS,
  NAME_LINK_PATTERN,
  NAME_PATTERN,
  ONE_VALUE,
  oneValue,
  OTHER_SERVICE,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
} from "./fields";
import { DEFAULT_LANG, type Lang, type Words } from "./language";

/*
 * The service request's own fields, declared once: each field's label, limits, rules and messages, and the attributes
 * of its form control. From this table follow the `Submission` type, the form's HTML attributes (FIELD_ATTRIBUTES), the
 * checks the browser and the server make (validateSubmission), the stored record's submission, the rows of the shop's
 * e-mail and of the owner's `show`, and the tests' fixture (exampleSubmission). A new field is a new entry here and its
 * control in the form (src/components/sections/contact-form.tsx). The booking's and the estimate's fields have rules
 * across fields and the shop's hours (booking.ts, request.ts); their answer is answer.ts.
 */

/** The catalogue a request's choices come from: the services' labels, the locations' names. */
export type Catalogue = { services: readonly string[]; locations: readonly string[] };

/** What a field's rules know beyond its value. */
export type FieldContext = {
  catalogue: Catalogue;
  /** A booked repair (an estimate) is attached: it describes the problem, so a message is optional. */
  withEstimate: boolean;
};

export type FieldSpec = {
  /** What the shop's e-mail and the owner's `show` call it. */
  label: string;
  /** A control of the form the visitor fills in: it carries the field's rules as HTML attributes (FIELD_ATTRIBUTES). */
  control?: true;
  /** Chosen from a list (a select): its rules are the list's, no length to type. */
  choice?: true;
  /** A value of several lines (the description); every other field is one line. */
  text?: true;
  /** The longest value, in UTF-16 code units after trimming (what `maxlength` counts; a line break counts once). */
  max: number;
  /** The message when it is longer. Every message is in each of the site's languages. */
  tooLong: Words;
  /** Required: the message when it is empty. A function says it for this request, or waives it (undefined). */
  required?: Words | ((context: FieldContext) => Words | undefined);
  /** The message for a control character (ESC, NUL, ...), when the field has words of its own for it. */
  controls?: Words;
  /** An HTML `pattern` the browser checks, its hint, and (with `message`) the server's same check. */
  pattern?: { source: string; title: Words; message?: Words };
  /** The form control's other attributes. */
  input?: { type?: "tel" | "email"; inputMode?: "tel"; minLength?: number };
  /** A rule HTML cannot express, the server's and the browser's: the message, or undefined when it holds. */
  check?: (value: string, context: FieldContext) => Words | undefined;
  /** What the shop's e-mail shows for it when empty; without, an empty field has no row. */
  empty?: string;
  /** A value that passes every rule: the tests' fixture. */
  example: string;
};

const NAME_LINK = new RegExp(NAME_LINK_PATTERN, "u");
/**
 * A name as a mail client or a reader sees it: compatibility forms folded ("ｗｗｗ．" is "www."), and the invisible
 * format characters (\p{Cf}: zero-width spaces, joiners, BOM) gone, which could hide a host name or pose as a name.
 */
const seenName = (name: string) => name.normalize("NFKC").replace(/\p{Cf}/gu, "");

const NAME_REQUIRED: Words = { en: "Please enter your name.", es: "Escriba su nombre." };
const PHONE_INVALID: Words = {
  en: "Please enter a valid phone number (at least 7 digits).",
  es: "Escriba un número de teléfono válido (al menos 7 dígitos).",
};
const EMAIL_INVALID: Words = {
  en: "Please enter a valid e-mail address.",
  es: "Escriba un correo electrónico válido.",
};
const SERVICE_FROM_LIST: Words = { en: "Please choose a service from the list.", es: "Elija un servicio de la lista." };
const LOCATION_FROM_LIST: Words = {
  en: "Please choose one of our locations.",
  es: "Elija una de nuestras tiendas.",
};
const NOT_A_DATE: Words = { en: "Not a date.", es: "No es una fecha." };
const ONE_LINE: Words = { en: "Must be on one line.", es: "Debe ir en una sola línea." };
const CONTROLS: Words = {
  en: "Must not contain control characters (such as ESC or NUL): please type it again.",
  es: "No puede llevar caracteres de control (como ESC o NUL): escríbalo de nuevo.",
};

/** The request's fields, in the order the shop's e-mail lists them. */
export const REQUEST_FIELDS = {
  name: {
    control: true,
    label: "Name",
    max: 100,
    tooLong: {
      en: "Please keep your name under 100 characters.",
      es: "Escriba un nombre de menos de 100 caracteres.",
    },
    required: NAME_REQUIRED,
    pattern: {
      source: NAME_PATTERN,
      title: {
        en: "Your name: at least one letter, and no web or e-mail address",
        es: "Su nombre: al menos una letra, sin dirección web ni de correo",
      },
    },
    // The visitor's own e-mails greet them by name: a link there would be the shop's mail sending it to anyone.
    check: (name) =>
      !/\p{L}/u.test(seenName(name))
        ? NAME_REQUIRED
        : NAME_LINK.test(seenName(name))
          ? {
              en: "Please enter just your name (no web or e-mail address).",
              es: "Escriba solo su nombre (sin dirección web ni de correo).",
            }
          : undefined,
    example: "Jane Doe",
  },
  phone: {
    control: true,
    label: "Phone",
    max: 25,
    tooLong: PHONE_INVALID,
    required: { en: "Please enter a phone number.", es: "Escriba un número de teléfono." },
    input: { type: "tel", inputMode: "tel", minLength: PHONE_MIN_DIGITS },
    pattern: {
      source: PHONE_PATTERN,
      // What the browser says beside its "Please match the requested format".
      title: {
        en: `At least ${PHONE_MIN_DIGITS} digits; only digits, spaces and + ( ) - . x`,
        es: `Al menos ${PHONE_MIN_DIGITS} dígitos; solo dígitos, espacios y + ( ) - . x`,
      },
      message: PHONE_INVALID,
    },
    example: "(704) 555-1234",
  },
  email: {
    control: true,
    label: "E-mail",
    max: 254,
    tooLong: EMAIL_INVALID,
    required: { en: "Please enter your e-mail address.", es: "Escriba su correo electrónico." },
    input: { type: "email" },
    pattern: {
      source: EMAIL_PATTERN,
      title: {
        en: "A whole e-mail address, such as name@example.com",
        es: "Un correo electrónico completo, como nombre@ejemplo.com",
      },
      message: EMAIL_INVALID,
    },
    example: "jane@example.com",
  },
  service: {
    control: true,
    choice: true,
    label: "Service needed",
    max: 200,
    tooLong: SERVICE_FROM_LIST,
    required: { en: "Please choose the service you need.", es: "Elija el servicio que necesita." },
    check: (service, { catalogue }) =>
      service === OTHER_SERVICE || catalogue.services.includes(service) ? undefined : SERVICE_FROM_LIST,
    example: OTHER_SERVICE,
  },
  location: {
    label: "Preferred location",
    max: 200,
    tooLong: LOCATION_FROM_LIST,
    check: (location, { catalogue }) =>
      !location || catalogue.locations.includes(location) ? undefined : LOCATION_FROM_LIST,
    empty: "No preference",
    example: "",
  },
  message: {
    control: true,
    label: "Describe the issue",
    text: true,
    max: 5000,
    tooLong: {
      en: "Please keep the description under 5,000 characters.",
      es: "Escriba una descripción de menos de 5,000 caracteres.",
    },
    // The estimate describes the problem: with one attached, the message is optional.
    required: ({ withEstimate }) =>
      withEstimate ? undefined : { en: "Please describe the issue.", es: "Describa el problema." },
    controls: {
      en: "Please remove the control characters (such as ESC or NUL) from the description.",
      es: "Quite los caracteres de control (como ESC o NUL) de la descripción.",
    },
    empty: "(not given)",
    example: "No picture, sound works.",
  },
  pageUrl: {
    label: "Sent from page",
    max: 500,
    tooLong: { en: "Too long.", es: "Demasiado largo." },
    empty: "(not given)",
    example: "",
  },
  submittedAt: {
    label: "Submitted at (visitor's clock)",
    max: 40,
    tooLong: NOT_A_DATE,
    check: (at) => (at && Number.isNaN(Date.parse(at)) ? NOT_A_DATE : undefined),
    empty: "(not given)",
    example: "",
  },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof REQUEST_FIELDS;
/** What the form sends, after the checks: each field trimmed, bounded, one line where it must be. */
export type Submission = Record<FieldName, string>;
/** Every field of the request, in order. */
export const FIELD_NAMES = Object.keys(REQUEST_FIELDS) as FieldName[];
const spec = (field: FieldName): FieldSpec => REQUEST_FIELDS[field];
/** The fields the visitor fills in on the form. */
export type ControlName = {
  [K in FieldName]: (typeof REQUEST_FIELDS)[K] extends { control: true } ? K : never;
}[FieldName];

/** The fields of a booked repair (estimate ids, booking choices, photos), beside the submission's. */
export type BookingFieldName = (typeof ESTIMATE_FIELDS)[number] | BookingField | "photos";
export type FieldErrors = Partial<Record<FieldName | BookingFieldName, string>>;

/** The longest value of each field (UTF-16 code units, what `maxlength` counts), the visit's address among them. */
export const FIELD_LIMITS = {
  ...(Object.fromEntries(FIELD_NAMES.map((field) => [field, spec(field).max])) as Record<FieldName, number>),
  address: 200,
} as const;

type Attributes = {
  required?: true;
  maxLength?: number;
  minLength?: number;
  type?: "tel" | "email";
  inputMode?: "tel";
  pattern?: string;
  title?: string;
};
/** Their names, in order. */
export const CONTROL_NAMES = FIELD_NAMES.filter((field): field is ControlName => Boolean(spec(field).control));

const attributesOf = (field: FieldName, lang: Lang): Attributes => {
  const { required, max, input, pattern, choice } = spec(field);
  return {
    // A rule that the request can waive (the description with an estimate) is the form's to set.
    ...(required && typeof required !== "function" && { required: true }),
    ...(!choice && { maxLength: max }),
    ...input,
    ...(pattern && { pattern: pattern.source, title: pattern.title[lang] }),
  };
};

/**
 * What the browser checks before the plain form is sent: every rule of the server's that HTML can express (required,
 * lengths, type, characters). The form spreads these on its controls, so the two cannot drift; a test checks that
 * what they let through, the server accepts. (An address is required for a visit only: a rule HTML cannot express.)
 */
export const fieldAttributes = (lang: Lang) =>
  ({
    ...(Object.fromEntries(
      FIELD_NAMES.filter((field) => spec(field).control).map((field) => [field, attributesOf(field, lang)]),
    ) as Record<ControlName, Attributes>),
    // Required unless the form has an estimate, which the form knows (it sets `required` itself then).
    message: { ...attributesOf("message", lang), required: true },
    address: { maxLength: FIELD_LIMITS.address },
  }) as const;
/** The English form's. */
export const FIELD_ATTRIBUTES = fieldAttributes(DEFAULT_LANG);

export type ValidationResult = { ok: true; value: Submission } | { ok: false; errors: FieldErrors };

/** A field's first broken rule, in the order a person fixes them: one value, one line, characters, empty, length, form. */
function checkField(field: FieldName, sent: unknown, context: FieldContext): { value: string; error?: Words } {
  const rules = spec(field);
  const raw = oneValue(sent);
  if (raw === undefined) return { value: "", error: ONE_VALUE };
  if (!rules.text && LINE_BREAKS.test(raw)) return { value: "", error: ONE_LINE };
  if ((rules.text ? CONTROL_CHARACTERS_IN_TEXT : CONTROL_CHARACTERS).test(raw))
    return { value: "", error: rules.controls ?? CONTROLS };
  const value = raw.trim();
  const required = typeof rules.required === "function" ? rules.required(context) : rules.required;
  if (!value) return { value, error: required };
  // A line break counts once, as the browser's maxlength counts it (the form sends it as CR LF).
  if (value.replace(/\r\n/g, "\n").length > rules.max) return { value, error: rules.tooLong };
  if (rules.pattern?.message && !fieldPattern(rules.pattern.source).test(value))
    return { value, error: rules.pattern.message };
  return { value, error: rules.check?.(value, context) };
}

/** Checks a request's own fields, all at once, its messages in `lang`. Unknown fields are ignored. */
export function validateSubmission(
  fields: Record<string, unknown>,
  catalogue: Catalogue,
  { withEstimate = false, lang = DEFAULT_LANG }: { withEstimate?: boolean; lang?: Lang } = {},
): ValidationResult {
  const errors: FieldErrors = {};
  const value = {} as Submission;
  for (const field of FIELD_NAMES) {
    const checked = checkField(field, fields[field], { catalogue, withEstimate });
    value[field] = checked.value;
    if (checked.error) errors[field] = checked.error[lang];
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** The rows of the request's own fields in the shop's e-mail and the owner's `show`: label and value, in order. */
export const submissionRows = (submission: Partial<Submission>): Array<[string, string]> =>
  FIELD_NAMES.flatMap((field) => {
    const value = submission[field] ?? "";
    const { label, empty } = spec(field);
    return value || empty !== undefined ? [[label, value || empty!] as [string, string]] : [];
  });

/** A submission that passes every rule, with `overrides`: the tests' one fixture. */
export const exampleSubmission = (overrides: Partial<Submission> = {}): Submission => ({
  ...(Object.fromEntries(FIELD_NAMES.map((field) => [field, spec(field).example])) as Submission),
  ...overrides,
});
