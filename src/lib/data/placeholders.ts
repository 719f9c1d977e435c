import { pointerParts, problemAt, sayIn } from "./editor-words";
import type { DataFile } from "./validate";

/** One string of a data file, with its JSON pointer (e.g. /locations/1/phone) and the name of its field. */
export type StringAt = { pointer: string; key: string; value: string };

const escapeKey = (key: string) => (/[~/]/.test(key) ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key);

/** Every string in a parsed JSON value, in file order. The file's "$schema" reference is left out. */
export function stringsOf(data: unknown): StringAt[] {
  // Into one list (the checks read every string of every file, for each save in the CMS too).
  const found: StringAt[] = [];
  const walk = (value: unknown, pointer: string, key: string) => {
    if (typeof value === "string") found.push({ pointer, key, value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, key));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value))
        if (!(k === "$schema" && !pointer)) walk(v, `${pointer}/${escapeKey(k)}`, k);
  };
  walk(data, "", "");
  return found;
}

/**
 * A URL or e-mail address at a reserved example domain (RFC 2606): a host under the .example
 * top-level domain, or example.com/.net/.org. No one receives mail or visitors there.
 */
const RESERVED_ADDRESS =
  /(?<![\w.@/-])(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.example|example\.(?:com|net|org))(?![\w-]|\.[a-z0-9])(?::\d+)?(?:\/[^\s"'<>]*)?/gi;

/** A North American number in 555-0100 to 555-0199, the range kept for fiction, with any area code or +1. */
const FICTIONAL_PHONE = /(?<![\d+.])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?))?555[\s.-]?01\d\d(?!\d)/g;

/**
 * A street number of three or more 5s, optionally followed by 0s (555, 5550, 5555): the form the
 * placeholder addresses of data/site.json take, as 555-01XX is the phone numbers'. docs/editors.md names the rule.
 */
const PLACEHOLDER_STREET_NUMBER = /^\s*5{3,}0*(?![\w-])/;

const WHY = {
  domain: "an example domain (RFC 2606) is reserved and reaches no one",
  phone: "a 555-01XX number is fictional",
  street: "a street number of 5s, or 5s then 0s, like 555 or 5550, marks a placeholder",
  declared: 'a stand-in listed under "Placeholders" in the business facts',
};

/** A stand-in the data declares (data/site.json "placeholders"): the field, e.g. locations[0].streetAddress, and its value. */
export type DeclaredPlaceholder = { field: string; value: string };

/** "locations[0].streetAddress" as a JSON pointer: "/locations/0/streetAddress". */
export const pointerOf = (field: string) =>
  `/${field
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .join("/")}`;

const declaredIn = (data: unknown): DeclaredPlaceholder[] => {
  const list = data && typeof data === "object" ? (data as { placeholders?: unknown }).placeholders : undefined;
  return Array.isArray(list) ? (list as DeclaredPlaceholder[]) : [];
};

/**
 * The declared stand-ins that no longer hold: the field was changed (the owner replaced the fact) or does not exist.
 * The build warns, so the editor removes the entry; the stand-in itself is not listed any more. The field is named as
 * the CMS shows it (Charlotte → "Street address").
 */
export function stalePlaceholders(files: DataFile[]): string[] {
  return files.flatMap((read) => {
    const values = new Map(stringsOf(read.data).map((s) => [s.pointer, s.value]));
    return declaredIn(read.data).flatMap(({ field, value }, i) => {
      const now = values.get(pointerOf(field));
      if (now === value) return [];
      const say = sayIn([read]);
      return [
        say(
          read.file,
          ["placeholders", i, "field"],
          `names ${say.place(read.file, pointerParts(pointerOf(field)))}, which ${
            now === undefined ? "is no field here" : "no longer holds the stand-in (it was replaced)"
          }: remove this placeholder`,
        ),
      ];
    });
  });
}

/** The street and its number, without the suite: what copy that writes the address out would repeat. */
const streetOf = (address: string) => address.split(",")[0].trim();

/** A placeholder found in a string; token is what copy writes instead, where the site has one. */
type Finding = { text: string; why: string; token?: string };

const findingsIn = (
  value: string,
  isStreetAddress: boolean,
  streets: ReadonlyMap<string, string>,
  declared: boolean,
): Finding[] => {
  const found: Finding[] = [
    ...(declared ? [{ text: value, why: WHY.declared }] : []),
    // The expressions run only on the few strings that can hold what they find.
    ...[...(/example/i.test(value) ? value.matchAll(RESERVED_ADDRESS) : [])].map((m) => {
      const text = m[0].replace(/[.,;:!?)]+$/, "");
      return { text, why: WHY.domain, token: /^[^:/]+@/.test(text) ? "{email}" : undefined };
    }),
    ...[...(value.includes("555") ? value.matchAll(FICTIONAL_PHONE) : [])].map((m) => ({
      text: m[0],
      why: WHY.phone,
      token: "{phone}",
    })),
    ...(isStreetAddress
      ? PLACEHOLDER_STREET_NUMBER.test(value) && !declared
        ? [{ text: value, why: WHY.street }]
        : []
      : [...streets]
          .filter(([street]) => value.includes(street))
          .map(([text, why]) => ({ text, why, token: "{address}" }))),
  ];
  // A value that repeats the same placeholder is one fact.
  return found.filter((f, i) => found.findIndex((g) => g.text === f.text) === i);
};

const phrase = (value: string, findings: Finding[]): string => {
  if (findings.length === 1 && findings[0].text === value) return `is a placeholder: ${value} (${findings[0].why})`;
  // Copy (prose, so it has spaces) gets the facts from data/site.json through {tokens}: a value written out
  // stays behind when the facts change.
  const tokens = /\s/.test(value) ? [...new Set(findings.flatMap((f) => f.token ?? []))] : [];
  const listed = findings.map((f) => `${f.text} (${f.why})`).join("; ");
  return `writes out ${findings.length > 1 ? "placeholders" : "a placeholder"}: ${listed}${
    tokens.length ? `; write ${tokens.join(", ")} instead` : ""
  }`;
};

/**
 * The business facts in data/ that are still placeholders: .example addresses, 555-01XX phone
 * numbers, placeholder street numbers and the stand-ins a file declares in its "placeholders" list
 * while their field still holds them. One problem per field, in the editor's words (editor-words.ts).
 */
export function placeholders(files: DataFile[]): string[] {
  const all = files.map(({ file, data, schema }) => {
    const strings = stringsOf(data);
    const declared = new Set(
      declaredIn(data)
        .filter(({ field, value }) => strings.some((s) => s.pointer === pointerOf(field) && s.value === value))
        .map(({ field }) => pointerOf(field)),
    );
    // The list itself is not a fact of the business.
    return { file, data, schema, declared, strings: strings.filter((s) => !s.pointer.startsWith("/placeholders/")) };
  });
  // Placeholder street addresses, so that copy which writes one out is listed too.
  const streets = new Map(
    all.flatMap(({ strings, declared }) =>
      strings.flatMap((s): Array<[string, string]> => {
        if (s.key !== "streetAddress") return [];
        if (declared.has(s.pointer)) return [[streetOf(s.value), WHY.declared]];
        return PLACEHOLDER_STREET_NUMBER.test(s.value) ? [[streetOf(s.value), WHY.street]] : [];
      }),
    ),
  );
  return all.flatMap(({ file, data, schema, strings, declared }) =>
    strings.flatMap(({ pointer, key, value }) => {
      const findings = findingsIn(value, key === "streetAddress", streets, declared.has(pointer));
      if (!findings.length) return [];
      return [problemAt({ file, data, schema }, pointerParts(pointer), phrase(value, findings))];
    }),
  );
}

/** The build's environment, as far as placeholders go. Netlify sets CONTEXT ("production", "deploy-preview", ...). */
export type PlaceholderEnv = { CONTEXT?: string; ALLOW_PLACEHOLDERS?: string };

export type PlaceholderReport = { level: "none" | "warn" | "fail"; message: string };

/**
 * What the build says about the placeholders: nothing when there are none; a failure for Netlify's
 * production deploy, which would publish them, unless ALLOW_PLACEHOLDERS=true; else a warning.
 */
export function placeholderReport(lines: string[], env: PlaceholderEnv): PlaceholderReport {
  if (!lines.length) return { level: "none", message: "" };
  // One item per fact, its lines for a developer (file and path) indented, as the build's problems (check-files.ts).
  const list = `\n  - ${lines.map((line) => line.replace(/\n/g, "\n    ")).join("\n  - ")}`;
  if (env.CONTEXT === "production" && env.ALLOW_PLACEHOLDERS !== "true")
    return {
      level: "fail",
      message:
        "These business facts are still placeholders, and this is a production build (CONTEXT=production), " +
        "so the site was not built. Replace them in data/ (or in the CMS), or set the environment variable " +
        `ALLOW_PLACEHOLDERS=true in Netlify to publish them anyway:${list}`,
    };
  return {
    level: "warn",
    message:
      "These business facts are still placeholders; replace them before going live " +
      `(a production build on Netlify stops on them unless ALLOW_PLACEHOLDERS=true):${list}`,
  };
}
