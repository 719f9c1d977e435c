import { matchesWords, searchWords } from "../lib/search-words";
import { DATA } from "./attributes";

/**
 * A filter box over a long list on a page without an app (the price pages, ui/list-filter.tsx): as the visitor types,
 * the items whose words do not hold every typed word are hidden, then the groups (a brand, a model) left empty. Its
 * markup is plain HTML; without JavaScript the box is hidden by CSS (`scripting: none`) and the list is whole. An item
 * is found by its own words (`data-filter-item`) and its key's terms (the list's `data-filter-terms`, a JSON object:
 * a repair's symptoms, written once rather than on each of its rows).
 */
export function filterList(input: HTMLInputElement) {
  const list = document.getElementById(input.getAttribute(DATA.listFilter) ?? "");
  if (!list) return;
  let terms: Record<string, string> = {};
  try {
    terms = JSON.parse(list.getAttribute(DATA.filterTerms) ?? "{}") as Record<string, string>;
  } catch {
    // No terms: items are found by their own words.
  }
  const typed = searchWords(input.value);
  const items = list.querySelectorAll<HTMLElement>(`[${DATA.filterItem}]`);
  let shown = 0;
  for (const item of items) {
    // A key may name several terms: a model is found by the symptoms of each repair it offers.
    const keys = (item.getAttribute(DATA.filterKey) ?? "").split(" ");
    const words = searchWords(`${item.getAttribute(DATA.filterItem)} ${keys.map((key) => terms[key] ?? "").join(" ")}`);
    const hit = matchesWords(typed, words);
    item.hidden = !hit;
    if (hit) shown++;
  }
  // Innermost groups first, so a brand sees which of its models are left.
  const groups = [...list.querySelectorAll<HTMLElement>(`[${DATA.filterGroup}]`)].reverse();
  for (const group of groups) group.hidden = !group.querySelector(`[${DATA.filterItem}]:not([hidden])`);
  const count = document.getElementById(input.getAttribute("aria-describedby")?.split(" ").pop() ?? "");
  if (count)
    count.textContent = typed.length
      ? (count.getAttribute(DATA.filterCount) ?? "")
          .replace("{count}", String(shown))
          .replace("{total}", String(items.length))
      : "";
  const empty = document.querySelector<HTMLElement>(`[${DATA.filterEmpty}="${list.id}"]`);
  if (empty) empty.hidden = shown > 0;
}

/** Filters as the visitor types, in any filter box on the page (a listener on the document, like the chrome's). */
export function watchListFilters() {
  // A box the browser refilled (Back to the page) filters at once.
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[${DATA.listFilter}]`))
    if (input.value) filterList(input);
  document.addEventListener("input", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.hasAttribute(DATA.listFilter)) filterList(input);
  });
}

/** The price search's script (page-runtime/site-search.ts, with its index), built after the build (chrome-script.ts). */
declare const __SEARCH_SCRIPT__: string;

/**
 * Loads the price search's script on the first focus of its box (or at once if the browser refilled the box). A
 * search sent before the script has run (Enter right after typing, on a slow network) waits for it and is then sent
 * again, so it opens the first result as it does later, instead of the price lists without the words typed; if the
 * script cannot load, the form goes where it goes without JavaScript.
 */
export function watchSiteSearch() {
  const selector = `form[${DATA.siteSearch}]`;
  let script: HTMLScriptElement | undefined;
  let state: "loading" | "ran" | "failed" = "loading";
  const load = () => {
    if (script) return script;
    script = document.createElement("script");
    script.src = __SEARCH_SCRIPT__;
    script.addEventListener("load", () => (state = "ran"), { once: true });
    script.addEventListener("error", () => (state = "failed"), { once: true });
    document.body.append(script);
    return script;
  };
  if (document.querySelector<HTMLInputElement>(`${selector} input[type=search]`)?.value) load();
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.closest(selector)) load();
  });
  // After the search's own listener (on the form), which has answered once its script ran.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (state !== "loading" || !(form instanceof HTMLFormElement) || !form.matches(selector)) return;
    event.preventDefault();
    const loading = load();
    loading.addEventListener("load", () => form.requestSubmit(), { once: true });
    loading.addEventListener("error", () => form.submit(), { once: true });
  });
}

/**
 * On a family page opened by the search (/pricing/tvs/?repair=backlight): the line over the models names the repair,
 * only the models that offer it are shown, each linking to that repair on its page (#backlight) so the visitor lands
 * on its price, the repair is marked in the list of repairs, and the page is scrolled to the models. Without
 * JavaScript the page is whole, from its top.
 */
export function carryRepair() {
  const repair = new URLSearchParams(location.search).get("repair");
  const row = repair && /^[a-z0-9-]+$/.test(repair) ? document.getElementById(`repair-${repair}`) : null;
  if (!repair || !row) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${DATA.modelLink}]`)) {
    const item = link.closest<HTMLElement>(`[${DATA.filterKey}]`)!;
    const offers = (item.getAttribute(DATA.filterKey) ?? "").split(" ").includes(repair);
    item.hidden = !offers;
    if (offers) link.setAttribute("href", `${link.pathname}#${repair}`);
  }
  // A brand none of whose models offers it.
  for (const brand of document.querySelectorAll<HTMLElement>(`section[${DATA.filterGroup}]`))
    if (!brand.querySelector("section") && brand.querySelector(`a[${DATA.modelLink}]`))
      brand.hidden = !brand.querySelector(`[${DATA.filterKey}]:not([hidden]) > a[${DATA.modelLink}]`);
  row.setAttribute("aria-current", "true");
  const line = document.querySelector<HTMLElement>(`[${DATA.repairChosen}]`);
  if (!line) return;
  const name = row.querySelector("span")?.textContent ?? repair;
  line.querySelector("span")!.textContent = (line.getAttribute(DATA.repairChosen) ?? "").replace("{repair}", name);
  line.hidden = false;
  line.scrollIntoView({ block: "start" });
}

/**
 * The estimator's steps were one page with the choice in its query (/get-a-quote/?device=phones&brand=apple&...): such
 * a link, kept in a bookmark or a message, goes on to the page of its step (the family's, or the model's).
 */
export function followOldEstimatorLink() {
  if (!document.querySelector(`[${DATA.estimatorStart}]`)) return;
  const query = new URLSearchParams(location.search);
  const [device, brand, model, repair] = ["device", "brand", "model", "repair"].map((key) => {
    const value = query.get(key) ?? "";
    return /^[a-z0-9-]+$/.test(value) ? value : "";
  });
  if (!device) return;
  location.replace(
    brand && model
      ? `/pricing/${device}/${brand}/${model}/${repair ? `#${repair}` : ""}`
      : `/pricing/${device}/${repair ? `?repair=${repair}` : ""}`,
  );
}
