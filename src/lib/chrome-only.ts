import { startAppOnIntent, startScripts } from "./app-on-intent";
import { endHydration } from "./hydration";
import { isLiveVisit, startsOnIntent } from "./live-visits";
import { warnNotFound } from "./not-found";
import { startSiteChrome } from "./site-chrome";

/**
 * The one script of a page that needs no JavaScript of its own on a first visit (lib/static-page.tsx): the header's
 * and footer's behaviour, the open status and the maps (site-chrome.ts), without React or Gatsby's runtime, which such
 * a page would only start to leave its HTML as it is. Bundled on its own after the build (lib/chrome-script.ts); pages
 * get it in place of the app's scripts (lib/inline-scripts.ts).
 *
 * A page whose mark names a condition (lib/live-visits.ts) starts the app instead when the condition holds (the
 * thank-you page reached with a reference, the contact form with a query), as the bootstrap script would have; the
 * app then runs the chrome itself. A mark whose rule starts the app on intent (a form) runs the chrome now and the
 * app when the visitor turns to the form (app-on-intent.ts).
 */
const mark = document.querySelector("[data-chrome-only]");
const live = mark?.getAttribute("data-chrome-only");
const globals = document.getElementById("gatsby-globals")?.dataset;
const appScripts = globals?.appScripts?.split(" ");
if (live && appScripts && isLiveVisit(live, { search: window.location.search, state: window.history.state })) {
  startScripts(appScripts);
} else {
  startSiteChrome();
  // The not-found page logs the missing address for the owner's browser console, as its React route does.
  if (document.querySelector("[data-not-found]")) warnNotFound(window.location.pathname);
  // Marks <html data-hydrated> for tests and benchmarks, as for a page React has hydrated: the handlers are attached.
  endHydration("chrome");
  if (live && appScripts && startsOnIntent(live)) startAppOnIntent(mark!, appScripts, globals?.appPrefetch?.split(" "));
}
