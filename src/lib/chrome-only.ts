import { startSiteChrome } from "./site-chrome";

/**
 * The one script of a page that needs no JavaScript of its own (lib/static-page.tsx): the header's and footer's
 * behaviour, the open status and the maps (site-chrome.ts), without React or Gatsby's runtime, which such a page would
 * only start to leave its HTML as it is. Bundled on its own after the build (lib/chrome-script.ts); pages get it in
 * place of the app's scripts (lib/inline-scripts.ts).
 */
startSiteChrome();
// The not-found page logs the missing address for the owner's browser console, as its React route does.
if (document.querySelector("[data-not-found]")) console.warn(`404: no page at ${window.location.pathname}`);
// For tests and benchmarks, as lib/hydration.ts marks a page React has hydrated: the handlers are attached.
document.documentElement.dataset.hydrated = "";
