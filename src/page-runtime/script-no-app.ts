import { carryRepair, followOldEstimatorLink, watchListFilters, watchSiteSearch } from "./list-filter";
import { runSiteChrome } from "./run-site-chrome";
import { lookUpFromLink, watchStatusLookups } from "./status-lookup";
import { runDesk } from "./desk";
import { spanishClosures } from "../domain/open-status-es";

/**
 * The one script of a page that needs no JavaScript of its own (page-runtime/static-page.tsx, an empty chrome-only mark): the
 * header's and footer's behaviour, the open status and the maps (site-chrome.ts), without React or Gatsby's runtime,
 * which such a page would only start to leave its HTML as it is. Bundled on its own after the build
 * (page-runtime/chrome-script.ts); pages get it in place of the app's scripts (page-runtime/inline-scripts.ts). A page whose mark names
 * a condition gets page-runtime/script-app-later.ts instead, which can also start the app: the code for that is not here.
 */
/** The pages' language ("en" or "es") and whether they have a week of hours or a map (page-runtime/chrome-script.ts). */
declare const __LANGUAGE__: "en" | "es";
declare const __LOCATION_PARTS__: boolean;
// A Spanish shop's page fills its closure notice as its chrome starts, not when the Spanish words have come
// (page-runtime/site-chrome.ts): the words of the closures are in its own script (about 0.4 KB).
if (__LANGUAGE__ === "es" && __LOCATION_PARTS__) window.spanishNotices = spanishClosures;
runSiteChrome();
/** Whether this bundle serves a filter box (the price pages' `lists` script, page-runtime/chrome-script.ts). */
declare const __LIST_FILTER__: boolean;
// The price pages' filter box (page-runtime/list-filter.ts), and a family page opened for one repair (?repair=).
if (__LIST_FILTER__) {
  watchListFilters();
  carryRepair();
}
/** Whether this bundle serves the price search (the `search` script: the estimator's first step, the 404 page). */
declare const __SITE_SEARCH__: boolean;
if (__SITE_SEARCH__) {
  followOldEstimatorLink();
  watchSiteSearch();
}
/** Whether this bundle looks up a repair's status (the status page's `status` script, page-runtime/chrome-script.ts). */
declare const __STATUS_LOOKUP__: boolean;
// The status page's form and the e-mail's link to it (page-runtime/status-lookup.ts): only in that page's script.
if (__STATUS_LOOKUP__) {
  watchStatusLookups();
  lookUpFromLink();
}
/** Whether this bundle runs the shop's desk (the `desk` script, page-runtime/chrome-script.ts). */
declare const __DESK__: boolean;
if (__DESK__) runDesk();
