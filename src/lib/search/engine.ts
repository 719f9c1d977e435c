import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from "minisearch";
import { searchWords } from "../search-words";
import type { SearchDoc } from "./documents";

/**
 * The price search (on /get-a-quote/, the family pages and the not-found page): MiniSearch over the documents of
 * documents.ts. The index is made once at the build (`makeIndex`, written into the search's script by
 * page-runtime/search-script.ts) and loaded in the browser on the box's first focus (`loadIndex`); both sides use the
 * options below, so a word is cut and spelled the same way in the index and in the query.
 *
 * MiniSearch rather than FlexSearch or Orama: it is small (about 7 KB of the script, gzip), has no dependencies, ranks
 * with BM25 per field, forgives typos by edit distance and matches the word being typed as a prefix, and its index
 * is plain JSON that the build can write and the browser load without building it again.
 */

/**
 * Words that say nothing of a device or a problem ("my phone has no sound" is found by phone and sound), in English
 * and in Spanish ("la pantalla de mi celular"). Not "se" ("iPhone SE") nor "mi" (a model's name may hold them).
 */
const STOP_WORDS = new Set(
  [
    "a an and at are be by can cant doesnt dont for from has have i in is it its me my of on or our the this to was when while with your",
    "de del el la las le lo los para por que su un una y",
  ]
    .join(" ")
    .split(" "),
);

/** Short Spanish words that are also words of a model's name (the iPhone SE): alone, they name no model. */
const SPANISH_SHORT = new Set(["se", "mi", "me", "te", "tu", "si"]);

/** What a result shows and where it leads, kept in the index. */
const STORED = ["kind", "title", "detail", "href", "family", "offers", "repair"] as const;
type Stored = Pick<SearchDoc, (typeof STORED)[number]>;

/** "iphnoe" is "iphone": two letters off in a long word, one in a short one, none in a number or a short word. */
const typoDistance = (term: string) => (/\d/.test(term) ? false : term.length >= 6 ? 2 : term.length >= 4 ? 1 : false);

const OPTIONS: Options<SearchDoc> = {
  fields: ["name", "about"],
  storeFields: [...STORED],
  tokenize: (text) => searchWords(text),
  processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
  searchOptions: {
    boost: { name: 3 },
    // The word being typed is a beginning ("iph"); the ones before it are whole words.
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: typoDistance,
    weights: { fuzzy: 0.3, prefix: 0.6 },
    // A service page found by the same words as a repair comes after it: the repair has a price.
    boostDocument: (_id, _term, stored) => (stored?.kind === "service" ? 0.7 : 1),
  },
};

/** The index of the documents, as the JSON the browser loads. */
export function makeIndex(docs: readonly SearchDoc[]): AsPlainObject {
  const index = new MiniSearch<SearchDoc>(OPTIONS);
  index.addAll(docs);
  return index.toJSON();
}

export const loadIndex = (json: AsPlainObject) => MiniSearch.loadJS<SearchDoc>(json, OPTIONS);

/** One result: where it leads, its title and its line. */
export type Found = { href: string; title: string; detail: string; kind: SearchDoc["kind"] };

/**
 * The results for what the visitor typed, best first. A model and one of its repairs both found ("ps5 hdmi", "cracked
 * iphone 14 screen") make one result that leads to that repair on the model's page, above either alone.
 */
export function search(index: MiniSearch<SearchDoc>, query: string, limit = 8): Found[] {
  const typed = searchWords(query);
  if (!typed.some((word) => !STOP_WORDS.has(word))) return [];
  const last = typed[typed.length - 1];
  // A typo is forgiven in a word the index does not hold as typed ("iphnoe"), not in one it does: "cracked" is a word
  // of the screens' symptoms, and as "hacked" (two letters away) it found the virus removal first.
  const known = new Set(typed.filter((word) => index.search(word, { fuzzy: false, prefix: false }).length > 0));
  const hits = index.search(query, {
    fuzzy: (term) => !known.has(term) && typoDistance(term),
  }) as Array<SearchResult & Stored>;
  const models = hits.filter((hit) => hit.kind === "model");
  const repairs = hits.filter((hit) => hit.kind === "repair");
  const both: Array<Found & { score: number }> = [];
  // The words of a model's name as typed ("iphone 14"), not its family's words ("tv") nor a word a typo away ("phone"
  // is not "iphone").
  const nameTerms = new Map(
    models.map((model) => [
      model,
      Object.entries(model.match)
        .filter(
          ([term, fields]) =>
            fields.includes("name") &&
            // A word of its family too ("laptop", a name for a computer, in "HP Laptop 15") names no model.
            !fields.includes("about") &&
            // The word being typed names a model by a longer word ("iph": iphone) unless it is a whole word of the
            // index ("laptop", not the "laptop15" written for "HP Laptop 15").
            (typed.includes(term) || (!known.has(last) && term.startsWith(last))),
        )
        .map(([term]) => term),
    ]),
  );
  // The words must also single out some of its brand's models: "samsung" or "iphone" alone is every Samsung TV or
  // every iPhone, and "samsung tv lines" leads to the TVs' repair for lines, not to the 65-inch Samsung's.
  const brandSizes = modelsPerBrand(index);
  const singledOut = models.filter((model) => {
    const terms = nameTerms.get(model)!;
    // A short Spanish word ("se me mojó": the iPhone SE's "se") names a model only beside another word of its name.
    if (!terms.some((term) => !SPANISH_SHORT.has(term)) && terms.length < 2) return false;
    const brand = brandOf(model.href);
    const sharing = models.filter(
      (other) => brandOf(other.href) === brand && terms.every((term) => other.match[term]?.includes("name")),
    );
    const size = brandSizes.get(brand) ?? 1;
    return size === 1 || sharing.length < size;
  });
  // Of those, the ones that hold most of the words typed: "ipad 10" is the iPad (10th generation), not the Fire HD 10.
  const most = Math.max(0, ...singledOut.map((model) => nameTerms.get(model)!.length));
  const named = singledOut.filter((model) => nameTerms.get(model)!.length === most);
  for (const model of named.slice(0, 12))
    for (const repair of repairs) {
      // The repair must add a word the model did not find, and the model must offer it.
      if (repair.family !== model.family || repair.queryTerms.every((term) => model.queryTerms.includes(term)))
        continue;
      const offer = model.offers?.find(([id]) => id === repair.repair);
      if (!offer) continue;
      both.push({
        href: `${model.href}#${offer[0]}`,
        title: `${model.title}: ${offer[1]}`,
        detail: offer[2],
        kind: "model",
        // Above the model alone and the repair alone, and above a service found by the same words.
        score: (model.score + repair.score) * 1.25,
      });
    }
  // Words that name a brand or a line but no model of it ("iphone screen", "samsung tv lines"): the repair on its
  // family's page, where every model's price for it is listed, above the same repair of another family.
  for (const model of models) {
    if (named.includes(model) || !nameTerms.get(model)!.length) continue;
    for (const repair of repairs) {
      if (repair.family !== model.family || repair.queryTerms.every((term) => model.queryTerms.includes(term)))
        continue;
      both.push({ ...found(repair), score: (model.score + repair.score) * 1.25 });
    }
  }
  // Best first; of two alike, the shorter name (iPhone 14 before iPhone 14 Plus).
  const results = [...both, ...hits.map((hit) => ({ ...found(hit), score: hit.score }))].sort(
    (a, b) => b.score - a.score || a.title.length - b.title.length,
  );
  const seen = new Set<string>();
  return results
    .filter(({ href }) => !seen.has(href) && seen.add(href))
    .slice(0, limit)
    .map(({ href, title, detail, kind }) => ({ href, title, detail, kind }));
}

/** A model's brand, as the start of its page's address: /pricing/tvs/samsung/65-inch/ is /pricing/tvs/samsung/. */
const brandOf = (href: string) => href.replace(/[^/]+\/$/, "");

/** How many models each brand has in the index (by brandOf), counted once per index. */
const brandCounts = new WeakMap<MiniSearch<SearchDoc>, Map<string, number>>();
function modelsPerBrand(index: MiniSearch<SearchDoc>) {
  let counts = brandCounts.get(index);
  if (!counts) {
    counts = new Map();
    for (const doc of index.search(MiniSearch.wildcard) as Array<SearchResult & Stored>)
      if (doc.kind === "model") counts.set(brandOf(doc.href), (counts.get(brandOf(doc.href)) ?? 0) + 1);
    brandCounts.set(index, counts);
  }
  return counts;
}

const found = (hit: Stored): Found => ({ href: hit.href, title: hit.title, detail: hit.detail, kind: hit.kind });
