import { CONFIRMATION_PARAM, REFERENCE_PARAM, REFERENCE_PATTERN } from "../domain/fields";

/** `value` if it is a request's reference ("QC-7K4M-2XQ9"); anything else is never shown. */
export const asReference = (value: unknown): string | undefined =>
  typeof value === "string" && REFERENCE_PATTERN.test(value) ? value : undefined;

/** The reference in a query string, as the no-JavaScript form's redirect carries it: ?ref=QC-7K4M-2XQ9. */
export const referenceFrom = (search: string): string | undefined =>
  asReference(new URLSearchParams(search).get(REFERENCE_PARAM));

/** Whether the plain form's redirect says the confirmation e-mail was held (?confirmation=held), else undefined. */
export const confirmationFrom = (search: string): "held" | undefined =>
  new URLSearchParams(search).get(CONFIRMATION_PARAM) === "held" ? "held" : undefined;
