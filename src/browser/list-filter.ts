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
    const words = searchWords(
      `${item.getAttribute(DATA.filterItem)} ${terms[item.getAttribute(DATA.filterKey) ?? ""] ?? ""}`,
    );
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
