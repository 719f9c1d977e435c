import { randomBytes } from "crypto";
import { REFERENCE_PATTERN } from "../../src/domain/fields";

export { REFERENCE_PATTERN };

/** Crockford's base 32: digits and letters without I, L, O and U. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new reference, "QC-7K4M-2XQ9": 40 random bits (five bytes), eight characters. */
export function newReference(bytes: Uint8Array = randomBytes(5)): string {
  // 40 bits fit in a double exactly (no BigInt: webpack 4, which builds the Netlify function, cannot parse 0n).
  let value = 0;
  for (const byte of bytes.subarray(0, 5)) value = value * 256 + byte;
  let chars = "";
  for (let i = 0; i < 8; i++, value = Math.floor(value / 32)) chars = ALPHABET[value % 32] + chars;
  return `QC-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Whether a value is a reference as newReference writes it (store keys and file names are only ever these). */
export const isReference = (value: unknown): value is string =>
  typeof value === "string" && REFERENCE_PATTERN.test(value);

/**
 * A request's deliveries besides the shop's e-mail, each a record of its own in the store: the visitor's
 * confirmation, and the updates of its status the owner sends (one per change, numbered by its history entry).
 */
export const DELIVERIES = ["visitor", "update"] as const;
export type DeliveryName = (typeof DELIVERIES)[number];

/** The store key of one of a request's deliveries: "QC-7K4M-2XQ9.visitor", "QC-7K4M-2XQ9.update-3". */
export const deliveryKey = (reference: string, delivery: DeliveryName, index?: number) =>
  `${reference}.${delivery}${delivery === "update" ? `-${index ?? 0}` : ""}`;

/** The suffix of a delivery's key: "visitor", or "update-N" with N the history entry it tells of. */
const DELIVERY_SUFFIX = /^(?:visitor|update-[1-9][0-9]{0,2})$/;

/** A key of the store: a request's reference, or the key of one of its deliveries (deliveryKey). */
export function isStoreKey(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const dot = value.indexOf(".");
  if (dot < 0) return isReference(value);
  return isReference(value.slice(0, dot)) && DELIVERY_SUFFIX.test(value.slice(dot + 1));
}
