import type { AsPlainObject } from "minisearch";
import { loadIndex, search } from "../lib/search/engine";
import { DATA } from "./attributes";

/**
 * The price search's script (ui/site-search.tsx): MiniSearch and the index the build made from data/ (written in by
 * page-runtime/search-script.ts), loaded by the site chrome on the box's first focus (`watchSiteSearch`). As the
 * visitor types, the best results are listed under the box as links; the button (or Enter) opens the first.
 */
declare const __SEARCH_INDEX__: AsPlainObject;

const index = loadIndex(__SEARCH_INDEX__);

function show(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>("input[type=search]")!;
  const list = form.querySelector<HTMLElement>(`[${DATA.searchResults}]`)!;
  const row = list.querySelector<HTMLTemplateElement>(`template[${DATA.searchRow}]`)!;
  const count = form.querySelector<HTMLElement>(`[${DATA.filterCount}]`)!;
  const results = search(index, input.value);
  for (const item of list.querySelectorAll("li")) item.remove();
  for (const result of results) {
    const item = row.content.firstElementChild!.cloneNode(true) as HTMLElement;
    item.querySelector("a")!.href = result.href;
    item.querySelector("[data-title]")!.textContent = result.title;
    item.querySelector("[data-detail]")!.textContent = result.detail;
    list.append(item);
  }
  const typed = input.value.trim().length > 0;
  count.textContent = !typed
    ? ""
    : results.length
      ? (count.getAttribute(DATA.filterCount) ?? "").replace("{count}", String(results.length))
      : (count.getAttribute(DATA.filterEmpty) ?? "");
  return results;
}

for (const form of document.querySelectorAll<HTMLFormElement>(`form[${DATA.siteSearch}]`)) {
  form.addEventListener("input", () => show(form));
  form.addEventListener("submit", (event) => {
    const [first] = show(form);
    // Without a result the form goes where it goes without JavaScript: the price lists.
    if (!first) return;
    event.preventDefault();
    location.assign(first.href);
  });
  // Typed before the script arrived, or brought back by the browser's Back.
  if (form.querySelector<HTMLInputElement>("input[type=search]")!.value) show(form);
}
