import { endHydration } from "./hydration";
import { warnNotFound } from "./not-found";
import { startSiteChrome } from "./site-chrome";

/**
 * The one script of a page that needs no JavaScript of its own (lib/static-page.tsx): the header's and footer's
 * behaviour, the open status and the maps (site-chrome.ts), without React or Gatsby's runtime, which such a page would
 * only start to leave its HTML as it is. Bundled on its own after the build (lib/chrome-script.ts); pages get it in
 * place of the app's scripts (lib/inline-scripts.ts).
 */
startSiteChrome();
// The not-found page logs the missing address for the owner's browser console, as its React route does.
if (document.querySelector("[data-not-found]")) warnNotFound(window.location.pathname);
// Marks <html data-hydrated> for tests and benchmarks, as for a page React has hydrated: the handlers are attached.
endHydration();
