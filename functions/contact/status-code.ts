import { createHash, randomBytes, timingSafeEqual } from "crypto";
import { CODE_LENGTH, type RequestStatus } from "../../src/domain/status";

// The secret code that opens a request's status page: made at random, kept only as its hash, compared in constant time.

/** Crockford's base 32, as references use it. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new status code: 140 random bits in 28 characters ("7K4M2XQ9..."), shown in groups of four. */
export function newStatusCode(bytes: Uint8Array = randomBytes(18)): string {
  let code = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      code += ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (code.length < CODE_LENGTH) throw new Error("A status code needs 18 random bytes");
  return code;
}

/** What the store keeps of a code: its SHA-256 (the code has 140 random bits: no slow hash is needed). */
export const hashCode = (code: string) => createHash("sha256").update(code, "utf8").digest("hex");

/** A hash no code has, compared against when there is no request, so that a miss takes as long as a wrong code. */
const NO_CODE = hashCode("no request has this code");

/**
 * Whether `code` opens `status`, comparing in constant time with every hash it has (and with one that never matches
 * when there is no status), so the time taken says nothing of which part was wrong.
 */
export function opens(status: RequestStatus | undefined, code: string | undefined): boolean {
  const given = Buffer.from(hashCode(code ?? ""), "hex");
  let found = false;
  for (const hash of status?.codes.length ? status.codes : [NO_CODE]) {
    const stored = Buffer.from(hash, "hex");
    if (stored.length === given.length && timingSafeEqual(stored, given) && code !== undefined && status) found = true;
  }
  return found;
}
