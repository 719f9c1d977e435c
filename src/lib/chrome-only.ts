import { endHydration } from "./hydration";
import { isLiveVisit } from "./live-visits";
import { warnNotFound } from "./not-found";
import { startSiteChrome } from "./site-chrome";

/**
 * The one script of a page that needs no JavaScript of its own (lib/static-page.tsx): the header's and footer's
 * behaviour, the open status and the maps (site-chrome.ts), without React or Gatsby's runtime, which such a page would
 * only start to leave its HTML as it is. Bundled on its own after the build (lib/chrome-script.ts); pages get it in
 * place of the app's scripts (lib/inline-scripts.ts).
 *
 * A page whose mark names a condition (lib/live-visits.ts: the thank-you page reached with a reference) starts the app
 * instead when the condition holds, as the bootstrap script would have; the app then runs the chrome itself.
 */
const live = document.querySelector("[data-chrome-only]")?.getAttribute("data-chrome-only");
const appScripts = document.getElementById("gatsby-globals")?.dataset.appScripts;
if (live && appScripts && isLiveVisit(live, { search: window.location.search, state: window.history.state })) {
  for (const src of appScripts.split(" ")) {
    const script = document.createElement("script");
    script.src = src;
    document.body.appendChild(script);
  }
} else {
  startSiteChrome();
  // The not-found page logs the missing address for the owner's browser console, as its React route does.
  if (document.querySelector("[data-not-found]")) warnNotFound(window.location.pathname);
  // Marks <html data-hydrated> for tests and benchmarks, as for a page React has hydrated: the handlers are attached.
  endHydration();
}
