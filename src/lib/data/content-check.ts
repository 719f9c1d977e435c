import { unknownTokens } from "../../domain/text";
import { sayIn, type PathPart, type Say } from "./editor-words";
import type { ServicesData } from "./types";

/**
 * Tokens the site fills in from data/site.json, plus the page's own: {service} on service pages,
 * {location} on the locations page and a shop's page ({town} there: "Mount Gilead, NC"), {page} and {pages} on blog list pages, {device} (a pricing family's
 * "singular") and {days} (a warranty period) on the price and warranty pages, and the estimator's {count},
 * {total} and {family}; a model page's {model}, {repairs} and {year}; a review's {rating}; the request form's {when}.
 */
export const KNOWN_TOKENS = [
  ...["businessName", "phone", "email", "address", "hours", "service", "location", "page", "pages"],
  ...["device", "days", "count", "total", "family", "rating", "town", "model", "repair", "repairs", "year", "day"],
  // The request form's toast after a 429: when to try again ("in 2 minutes").
  "when",
  // When the shop answers a request (data/site.json replyTime), on every page and in the e-mails.
  "replyTime",
  // A service page's why-us points and words: its typical time and warranty from its prices (timeOne, timeRange,
  // warrantyRange), and the towns its shops visit (visitArea).
  ...["turnaround", "warranty", "time", "fastest", "slowest", "visitArea", "towns"],
  // The visitor's confirmation e-mail: their name, their shop's name and the request's reference.
  ...["name", "shop", "reference"],
  // The status page and its e-mails: how long a request is kept and until when, when to try again, the new state,
  // and the page's address with the status code.
  ...["retentionDays", "date", "wait", "state", "link", "code"],
];

const SERVICES = "data/services.json";

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Service pages must not share copy: the same paragraph on two pages makes them near-duplicates to search engines and
 * to visitors. One problem each, in the editor's words, on the later copy (`say`: the build's over the files as read;
 * by default over `services` without its schema).
 */
export function duplicateCopy(
  services: ServicesData,
  say: Say = sayIn([{ file: SERVICES, data: services, schema: {} }]),
): string[] {
  const seen = new Map<string, PathPart[]>();
  const problems: string[] = [];
  services.services.forEach((service, i) => {
    const texts: Array<[PathPart[], string]> = [
      [["intro"], service.intro],
      [["summary"], service.summary],
      ...service.whatWeDo.map((t, j): [PathPart[], string] => [["whatWeDo", j], t]),
      ...service.faqs.flatMap((f, j): Array<[PathPart[], string]> => [
        [["faqs", j, "question"], f.question],
        [["faqs", j, "answer"], f.answer],
      ]),
    ];
    for (const [field, text] of texts) {
      const key = normalize(text);
      const parts = ["services", i, ...field];
      const first = seen.get(key);
      if (first)
        problems.push(
          say(
            SERVICES,
            parts,
            `is the text of ${say.place(SERVICES, first)} too: write this page's own words, as the same text on two pages makes them look alike to search engines`,
          ),
        );
      else seen.set(key, parts);
    }
  });
  return problems;
}

/**
 * {tokens} in a file's strings that the site does not know, e.g. a misspelt {phon}. `extra`: the tokens made from
 * the data itself (each location's, domain/text.ts locationTokens). In the editor's words (`say`: the build's over the
 * files as read; by default over `data` without its schema).
 */
export function badTokens(
  file: string,
  data: unknown,
  extra: readonly string[] = [],
  say: Say = sayIn([{ file, data, schema: {} }]),
): string[] {
  const problems: string[] = [];
  const known = [...KNOWN_TOKENS, ...extra];
  const walk = (value: unknown, parts: PathPart[]) => {
    if (typeof value === "string") {
      for (const token of unknownTokens(value, known))
        problems.push(
          say(
            file,
            parts,
            `uses {${token}}, which the site does not know: correct it to one of ${known.map((t) => `{${t}}`).join(", ")}`,
          ),
        );
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...parts, i]));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) if (k !== "$schema") walk(v, [...parts, k]);
  };
  walk(data, []);
  return problems;
}
