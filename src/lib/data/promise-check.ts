import { familyFile, modelRepairs } from "../../domain/pricing";
import { byDuration, claimHolds, timeSpan, turnaroundClaims, type DaySpan } from "../../domain/turnaround";
import { sayIn, type PathPart, type Say } from "./editor-words";
import type { PricingData, ServicesData } from "./types";
import type { DataFile } from "./validate";

// What the copy promises that the prices decide: how long repairs take (each price's `time`), and when the shop
// answers a request (data/site.json's replyTime, said once). One problem each, in the editor's words (editor-words.ts).

type Family = PricingData["families"][number];
/** A repair as the prices name it (domain/pricing.ts). */
type Repair = Pick<Family["repairs"][number], "id" | "label" | "service">;
/** One price the site shows: a model's repair, and its typical time as days. */
type Row = { repair: Repair; time: string; span: DaySpan };
/** Prices a text speaks for: a family's, or the repairs of a service page. */
type Scope = { name: string; rows: Row[] };

const SERVICES = "data/services.json";
const SITE = "data/site.json";

/** The copy that every device's pages show: the page copy, the business facts and the documents (About, Terms...). */
const SITEWIDE = /^data\/(?:pages|site)\.json$|^data\/documents\/[^/]+\.json$/;

/** Every price of a family whose time reads as days: each model's resolved price of each repair it offers. */
const familyPrices = (family: Family): Row[] =>
  family.brands.flatMap((brand) =>
    brand.models.flatMap((model) =>
      modelRepairs(family, model).flatMap(({ repair, price }) => {
        const span = timeSpan(price.time);
        return span ? [{ repair, time: price.time, span }] : [];
      }),
    ),
  );

/** The words a text names a repair by: its label without "repair" or "replacement", and its id's words. */
const repairNames = (repair: Repair) =>
  [
    repair.label
      .toLowerCase()
      .replace(/\([^)]*\)/g, " ")
      .replace(/\b(?:repair|replacement|replaced|upgrade)s?\b/g, " "),
    repair.id.replace(/-/g, " "),
  ]
    .map((name) => name.replace(/\s+/g, " ").trim())
    .filter((name) => name.length > 2);

/** The scope narrowed to the repairs a clause names ("charging port ... takes 24-48 hours"), or whole. */
function narrowed(scope: Scope, clause: string): Scope {
  const text = clause.toLowerCase();
  // Each repair once: a scope's rows are its prices, many to a repair.
  const names = new Map<Repair, boolean>();
  const named = (repair: Repair) => {
    let found = names.get(repair);
    if (found === undefined) {
      found = repairNames(repair).some((name) =>
        new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?\\b`).test(text),
      );
      names.set(repair, found);
    }
    return found;
  };
  const rows = scope.rows.filter((row) => named(row.repair));
  if (!rows.length) return scope;
  const labels = [...new Set(rows.map((row) => row.repair.label))].join(", ");
  return { name: `${scope.name} (${labels})`, rows };
}

const FOR: Record<string, string> = { all: "every repair", most: "most repairs", some: "some repairs" };

/**
 * The problems of one text: each turnaround it promises that a scope's prices do not keep. A scope whose repairs the
 * clause names is narrowed to them; a scope with none of the repairs a clause names elsewhere is not spoken of.
 * Templates the price pages fill with the repairs that have that time ({repairs}) say what the data says. `at` puts
 * what is wrong at the text's place.
 */
function textProblems(at: (says: string) => string, text: string, scopes: readonly Scope[]): string[] {
  if (text.includes("{repairs}")) return [];
  return turnaroundClaims(text).flatMap((claim) => {
    const broken = scopes.flatMap((whole) => {
      const scope = narrowed(whole, claim.clause);
      if (!scope.rows.length) return [];
      const { kept, holds } = claimHolds(
        claim,
        scope.rows.map((row) => row.span),
      );
      if (holds) return [];
      const times = byDuration(scope.rows.map((row) => row.time)).join(", ");
      const count = `${kept ? `only ${kept}` : "none"} of the ${scope.rows.length} prices`;
      return [`${count} of ${scope.name} are in that time (their times: ${times})`];
    });
    return broken.length
      ? [
          at(
            `promises "${claim.words}" for ${FOR[claim.quantity]} ("${claim.clause}"), but ${broken.join("; ")}: say what the prices say, or change the prices`,
          ),
        ]
      : [];
  });
}

/** Every string of a value with its path (["service", "whyPoints", 1]), the file's "$schema" left out. */
function strings(value: unknown): Array<[PathPart[], string]> {
  const found: Array<[PathPart[], string]> = [];
  const walk = (v: unknown, parts: PathPart[]) => {
    if (typeof v === "string") found.push([parts, v]);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...parts, i]));
    else if (v && typeof v === "object")
      for (const [key, item] of Object.entries(v)) if (key !== "$schema") walk(item, [...parts, key]);
  };
  walk(value, []);
  return found;
}

/**
 * Turnaround promises that the prices contradict (a time that "most repairs" take, which most prices do not), and
 * times the site cannot read:
 * - a family's own words (its title, description, intro and repairs' descriptions) against its prices;
 * - a service's words (data/services.json), for a service that owns repairs, against the prices of those repairs;
 * - the words every device's pages show (data/pages.json, data/site.json, data/documents/) against each family's
 *   prices in turn: a promise made everywhere has to hold for TVs as for phones.
 * A time said of a diagnostic is none of these (domain/turnaround.ts turnaroundClaims).
 */
export function turnaroundCheck({
  pricing,
  services,
  files,
  say = sayIn([
    ...files,
    { file: SERVICES, data: services, schema: {} },
    ...pricing.families.map((family) => ({ file: familyFile(family.id), data: family, schema: {} })),
  ]),
}: {
  pricing: PricingData;
  services: ServicesData;
  files: readonly DataFile[];
  /** Names the places (the build's over the files as read); by default over `files` and these data. */
  say?: Say;
}): string[] {
  const problems: string[] = [];
  const families = pricing.families.map((family) => ({
    family,
    scope: { name: family.label, rows: familyPrices(family) },
  }));

  for (const { family, scope } of families) {
    const file = familyFile(family.id);
    const unread = (time: string | null | undefined, parts: PathPart[]) => {
      if (time != null && !timeSpan(time))
        problems.push(
          say(
            file,
            parts,
            `is "${time}", which is no time the site can read: write it like same day, 2 days or 1-2 days`,
          ),
        );
    };
    family.repairs.forEach((repair, r) => unread(repair.default?.time, ["repairs", r, "default", "time"]));
    family.brands.forEach((brand, b) =>
      brand.models.forEach((model, m) =>
        model.prices.forEach((row, p) => unread(row.time, ["brands", b, "models", m, "prices", p, "time"])),
      ),
    );
    const own: Array<[PathPart[], string]> = [
      [["title"], family.title],
      [["description"], family.description],
      [["intro"], family.intro],
      ...family.repairs.map((repair, r): [PathPart[], string] => [["repairs", r, "description"], repair.description]),
    ];
    for (const [parts, text] of own) problems.push(...textProblems((says) => say(file, parts, says), text, [scope]));
  }

  services.services.forEach((service, i) => {
    const owners = families.filter(({ family }) => family.repairs.some((repair) => repair.service === service.path));
    if (!owners.length) return;
    const scope: Scope = {
      name: `its repairs in ${owners.map(({ family }) => family.label).join(" and ")}`,
      rows: owners.flatMap(({ scope }) => scope.rows.filter((row) => row.repair.service === service.path)),
    };
    for (const [parts, text] of strings(service))
      problems.push(...textProblems((says) => say(SERVICES, ["services", i, ...parts], says), text, [scope]));
  });

  for (const { file, data } of files.filter((f) => SITEWIDE.test(f.file)))
    for (const [parts, text] of strings(data))
      problems.push(
        ...textProblems(
          (says) => say(file, parts, says),
          text,
          families.map(({ scope }) => scope),
        ),
      );
  return problems;
}

/** A promise of when the shop answers: "within a few business hours", "in one business day". */
const REPLY_TIME =
  /\b(?:within|in)\s+(?:(?:a\s+)?few|a\s+couple\s+of|an?|one|two|three|four|\d+)\s+(?:business|working)\s+(?:hours?|days?)\b/gi;

/**
 * When the shop answers a request is said in one place, data/site.json's replyTime, and written elsewhere as
 * {replyTime}: a second promise in other words ("within one business day" beside "within a few business hours")
 * is a problem, wherever it is written.
 */
export function replyTimeCheck(files: readonly DataFile[]): string[] {
  const say = sayIn(files);
  const source = say.place(SITE, ["replyTime"], true);
  return files.flatMap(({ file, data }) =>
    strings(data).flatMap(([parts, text]) => {
      if (file === SITE && parts.join(".") === "replyTime") return [];
      return [...text.matchAll(REPLY_TIME)].map((match) =>
        say(
          file,
          parts,
          `promises an answer "${match[0]}": write {replyTime}, which the site fills from ${source}, so that every page and e-mail makes the same promise`,
        ),
      );
    }),
  );
}
