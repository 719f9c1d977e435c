/**
 * Matching typed words against names and symptoms, the same way in the estimator's "What's wrong?" search and the
 * price pages' filter (page-runtime/list-filter.ts): ignoring case, accents and punctuation ("won't" is "wont").
 */

/** A text as lower-case words of letters and digits: "Won't charge!" -> ["wont", "charge"]. */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/**
 * Whether every typed word starts a word of the text ("line" finds "lines on the screen"), or, for a word with a
 * digit, occurs in the text written without spaces ("iphone15" and "15pro" find "iPhone 15 Pro"). No typed word:
 * everything matches.
 */
export function matchesWords(typed: readonly string[], text: readonly string[]): boolean {
  const joined = text.join("");
  return typed.every((word) => text.some((w) => w.startsWith(word)) || (/\d/.test(word) && joined.includes(word)));
}
