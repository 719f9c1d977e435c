/**
 * Every data-* attribute that the server's HTML, the build's rewrite after Gatsby (page-runtime/inline-scripts.ts), the site
 * chrome's scripts and the app agree on, named by what it means. Code reads and writes them through these names
 * (getAttribute, setAttribute, selectors); a const enum, so that the bundlers write the string in place. The
 * tests and benchmarks wait for the marks on <html>.
 */
export const enum DATA {
  // On <html>, set in the browser.
  /** React has hydrated the page (lib/hydration.ts `endHydration`): the app's handlers are attached. */
  app = "data-app",
  /** The page's handlers are attached, by the app or by the site chrome's script on a page without one. */
  hydrated = "data-hydrated",
  /** The site chrome's listeners are on the document (once, whichever script came first). */
  chromeStarted = "data-chrome-started",

  // On the one inline script, #gatsby-globals, written by the build's rewrite (page-runtime/inline-scripts.ts).
  /** The scripts the page starts after its first paint: the app's, or the site chrome's. */
  scripts = "data-scripts",
  /** The app's scripts on a page that starts the site chrome's first (a rule, or on intent). */
  appScripts = "data-app-scripts",
  /** What an on-intent page's app loads next, fetched ahead while the browser is idle. */
  appPrefetch = "data-app-prefetch",

  // In the server's HTML.
  /** Around a page's body or form whose app does not start with the page: its rule's name (page-modes.ts), or "". */
  appRule = "data-chrome-only",
  /** The header or the footer (layout/static-chrome.tsx): "header" or "footer". */
  chrome = "data-chrome",
  /** The mobile menu's <dialog>. */
  menuSheet = "data-menu-sheet",
  /** The desktop <nav> whose buttons (aria-expanded, aria-controls) show and hide lists of links. */
  disclosureNav = "data-disclosure-nav",
  /** An open-status line, with the shop's hours as JSON. */
  openHours = "data-open-hours",
  /** A notice of the closures in the next days, filled by the site chrome from the same JSON as `openHours`. */
  closureNotice = "data-closure-notice",
  /**
   * A phone link of a page where the visitor may choose a shop (the contact page): the shops as JSON (`ShopPhones`);
   * the request form makes it the chosen shop's (page-runtime/shop-phones.ts).
   */
  shopPhones = "data-shop-phones",
  /** An open-status line that, while the shop is closed, says what to do (ui/open-status.tsx ClosedNow). */
  closedNow = "data-closed-now",
  /** The site-wide notice (layout/site-notice.tsx): "<from> <through> <time zone>", the days it shows. */
  siteNotice = "data-site-notice",
  /** A map's box (ui/map-embed.tsx): the frame's address and title. */
  mapSrc = "data-map-src",
  mapTitle = "data-map-title",
  /** The not-found page's body: the site chrome's script logs the missing address. */
  notFound = "data-not-found",
  /** The static sheets' <style> (theme/static/). */
  staticCss = "data-static-css",
  /** The invoker-commands polyfill's <script>, once loaded (lib/site-chrome.ts). */
  invokersPolyfill = "data-invokers-polyfill",
  /** A location's week of hours (a table, Monday first), with its hours as JSON: the site chrome marks today. */
  weekHours = "data-week-hours",
  /** A filter box (page-runtime/list-filter.ts): the id of the list it filters. */
  listFilter = "data-list-filter",
  /** On the filter's count line: its text, with {count} and {total}. */
  filterCount = "data-filter-count",
  /** On the list: the terms of each key as JSON (a repair's symptoms). */
  filterTerms = "data-filter-terms",
  /** An item of the list, with the words that find it; `filterKey` names its terms. */
  filterItem = "data-filter-item",
  filterKey = "data-filter-key",
  /** A group of items (a brand, a model), hidden when none of its items is shown. */
  filterGroup = "data-filter-group",
  /** The message shown when no item matches: the list's id. */
  filterEmpty = "data-filter-empty",
  /** The price search's form (ui/site-search.tsx): its script loads on the box's first focus (page-runtime/site-search.ts). */
  siteSearch = "data-site-search",
  /** Where the price search lists its results; its template row (a <template>) is marked `searchRow`. */
  searchResults = "data-search-results",
  searchRow = "data-search-row",
  /** On a family page opened by the search (?repair=): the line that names the repair, hidden until then. */
  repairChosen = "data-repair-chosen",
  /** A link to a model's page on a family page: it takes the repair of the page's ?repair= along (#<repair>). */
  modelLink = "data-model-link",
  /** The estimator's first step: an old link to a later step (?device=...) goes on to the page of that step. */
  estimatorStart = "data-estimator-start",
  /** The status page's form (page-runtime/status-lookup.ts): the words its script writes, as JSON. */
  statusLookup = "data-status-lookup",
  /** The region the status page's script fills with the answer. */
  statusResult = "data-status-result",
}
