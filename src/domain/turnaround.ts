// How long repairs take: a price's `time` ("same day", "1-2 days") read as days, the turnaround promises that copy
// makes in words ("most repairs are finished in 24-48 hours"), and whether the prices keep such a promise. The build's
// data check (lib/data/promise-check.ts) and the words the service pages write (lib/service-copy.ts) both stand on it.

/**
 * A time as days after the day the work starts: "same day" is 0-0, "1-2 days" 1-2, "24-48 hours" 1-2, "within 24
 * hours" 0-1.
 */
export type DaySpan = { min: number; max: number };

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const NUMBER = `(?:\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = "(?:business\\s+|working\\s+)?(?:hours?|days?|weeks?)";
const UP_TO = "(?:within|under|up\\s+to|in\\s+under|no\\s+more\\s+than|in)";
/**
 * One time in words: "same day", "next day", "a day or two", or a number or a range of them with a unit, after an
 * optional "within" (or "in", "up to"...).
 */
const ONE_TIME =
  `(?:(?:the\\s+)?same[\\s-]day|(?:the\\s+)?next[\\s-](?:business\\s+|working\\s+)?day|` +
  `(?:${UP_TO}\\s+)?${NUMBER}\\s+${UNIT}\\s+or\\s+${NUMBER}|` +
  `(?:${UP_TO}\\s+)?${NUMBER}(?:\\s*(?:-|–|to|or)\\s*${NUMBER})?\\s+${UNIT})`;
/** A time, or two joined by "to" ("same day to 3-5 days"), which together make one span. */
const TIME_PATTERN = new RegExp(`\\b${ONE_TIME}(?:\\s+to\\s+${ONE_TIME})?(?![\\w-])`, "gi");

const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);
const daysPer = (unit: string) => (/hour/i.test(unit) ? 1 / 24 : /week/i.test(unit) ? 7 : 1);

const LEADING_UP_TO = new RegExp(`^${UP_TO} `);
const DAY_OR_TWO = new RegExp(`^(${NUMBER}) (${UNIT}) or (${NUMBER})$`);
const RANGE = new RegExp(`^(${NUMBER})(?: ?(?:-|–|to|or) ?(${NUMBER}))? (${UNIT})$`);

/** One time in words as a span; undefined for words that are no time. */
function oneSpan(words: string): DaySpan | undefined {
  const text = words.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^(?:the )?same[ -]day$/.test(text)) return { min: 0, max: 0 };
  // "ready the next day": by the end of the day after.
  if (/^(?:the )?next[ -](?:business |working )?day$/.test(text)) return { min: 0, max: 1 };
  const upTo = LEADING_UP_TO.exec(text);
  const rest = upTo ? text.slice(upTo[0].length) : text;
  const dayOrTwo = DAY_OR_TWO.exec(rest);
  const range = RANGE.exec(rest);
  const found = dayOrTwo
    ? [dayOrTwo[1], dayOrTwo[3], dayOrTwo[2]]
    : range
      ? [range[1], range[2] ?? range[1], range[3]]
      : undefined;
  if (!found) return undefined;
  const [low, high, unit] = found;
  const [min, max] = [numberOf(low), numberOf(high)].map((n) => n * daysPer(unit));
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return undefined;
  // "within two days", and "in two days" for one number: any time up to it. "In 24-48 hours" keeps its range.
  const within = upTo && (upTo[0].trim() !== "in" || low === high);
  return { min: within ? 0 : min, max };
}

const ONE_TIME_ONLY = new RegExp(`^${ONE_TIME}$`, "i");
const TWO_TIMES = new RegExp(`^(${ONE_TIME})\\s+to\\s+(${ONE_TIME})$`, "i");

/** A time in words ("same day", "1-2 days", "same day to 3-5 days") as days; undefined when it is no time. */
export function timeSpan(words: string): DaySpan | undefined {
  const text = words.trim().replace(/\s+/g, " ");
  if (ONE_TIME_ONLY.test(text)) return oneSpan(text);
  const two = TWO_TIMES.exec(text);
  const [a, b] = two ? [oneSpan(two[1]), oneSpan(two[2])] : [];
  return a && b && b.max >= a.min ? { min: a.min, max: b.max } : undefined;
}

/**
 * Whether a repair's typical time keeps a promised span: its longest typical time lies inside it. A "1-2 days" repair
 * keeps "within 48 hours" and "2-3 days", not "within 24 hours"; a "same day" repair does not take "24-48 hours".
 */
export const keeps = (time: DaySpan, promise: DaySpan) => time.max <= promise.max && time.max >= promise.min;

/** How many prices a promise speaks for: all of them (none said), most ("most", "usually"), or some ("many", "often"). */
export type Quantity = "all" | "most" | "some";

const MOST = /\b(?:most|mostly|usually|typically|generally|normally|nearly all|almost all)\b/gi;
const SOME = /\b(?:many|often|some|plenty|several|can|could|may|might|sometimes|frequently|a lot|whether|if)\b/gi;

/** A turnaround promise found in copy: its words, the span they give and how many repairs they speak for. */
export type TurnaroundClaim = {
  /** The time as written: "24-48 hours". */
  words: string;
  span: DaySpan;
  quantity: Quantity;
  /** The part of the sentence it is in, which may name repairs ("charging port and board work typically takes..."). */
  clause: string;
};

/**
 * Words that make a time a repair's turnaround: the work is finished, done, ready, back with the customer, or the
 * words speak of its time. A time elsewhere (a reply, a delivery, how long data is kept) is not a turnaround.
 */
const TURNAROUND_WORDS =
  /\b(?:finish(?:es|ed|ing)?|done|ready|takes?|taking|took|wraps? up|back in your hands|back to you|turnaround|complete[ds]?|repaired|fixed|(?:repair|typical) times?)\b/i;

/** The clauses of a text: sentences, and their parts joined by ", and", ", while", "; "... */
const clausesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|;\s*|\n+|,\s+(?=(?:and|but|while|whereas|so|though|although)\b)/i)
    .map((clause) => clause.trim())
    .filter(Boolean);

/** The quantity that speaks for a time at `at` in a clause: the nearest word before it, else after it, else all. */
function quantityAt(clause: string, at: number, end: number): Quantity {
  const found = (re: RegExp) => [...clause.matchAll(re)].map((m) => m.index!);
  const words = [
    ...found(MOST).map((i) => ({ i, q: "most" as const })),
    ...found(SOME).map((i) => ({ i, q: "some" as const })),
  ];
  const before = words.filter((w) => w.i < at).sort((a, b) => b.i - a.i)[0];
  const after = words.filter((w) => w.i >= end).sort((a, b) => a.i - b.i)[0];
  return (before ?? after)?.q ?? "all";
}

/**
 * The turnaround promises of a text: each time it gives in a clause that speaks of finishing a repair, with the
 * quantity it is said of. A time said of a diagnostic ("same-day diagnostics", "most diagnostics are done the same
 * day") is no repair's turnaround and is left out, as is a clause with no word of finishing ("we reply within one
 * business day").
 */
export function turnaroundClaims(text: string): TurnaroundClaim[] {
  return clausesOf(text).flatMap((clause) => {
    if (!TURNAROUND_WORDS.test(clause)) return [];
    return [...clause.matchAll(TIME_PATTERN)].flatMap((match) => {
      const at = match.index!;
      const end = at + match[0].length;
      // "same-day diagnostic": the time is the diagnostic's.
      if (/^[\s-]*diagnos/i.test(clause.slice(end))) return [];
      // "most diagnostics are done the same day": the clause speaks of the diagnostic up to the time.
      const before = clause.slice(0, at);
      const diagnosis = before.search(/diagnos\w*(?![\s\S]*diagnos)/i);
      if (diagnosis >= 0 && !/\band\b/i.test(before.slice(diagnosis))) return [];
      const span = timeSpan(match[0]);
      return span ? [{ words: match[0], span, quantity: quantityAt(clause, at, end), clause }] : [];
    });
  });
}

/** How many of `times` keep a claim's span, and whether that is as many as it says (all, more than half, one). */
export function claimHolds(claim: Pick<TurnaroundClaim, "span" | "quantity">, times: readonly DaySpan[]) {
  const kept = times.filter((time) => keeps(time, claim.span)).length;
  const holds =
    claim.quantity === "all" ? kept === times.length : claim.quantity === "most" ? kept * 2 > times.length : kept > 0;
  return { kept, holds };
}

/** Distinct times, quickest first (by their longest, then shortest, days): ["same day", "1-2 days", "3-5 days"]. */
export function byDuration(times: readonly string[]): string[] {
  const distinct = [...new Set(times)];
  const span = (time: string) => timeSpan(time) ?? { min: Infinity, max: Infinity };
  return distinct.sort((a, b) => span(a).max - span(b).max || span(a).min - span(b).min);
}
