import { endHydration } from "./hydration";
import { warnNotFound } from "./not-found";
import { startSiteChrome } from "./site-chrome";
import { DATA } from "./attributes";

/** What the site chrome's scripts (script-no-app.ts, script-app-later.ts) do on a page whose app does not start now. */
export function runSiteChrome() {
  startSiteChrome();
  // The not-found page logs the missing address for the owner's browser console, as its React route does.
  if (document.querySelector(`[${DATA.notFound}]`)) warnNotFound(window.location.pathname);
  // Marks <html data-hydrated> for tests and benchmarks, as for a page React has hydrated: the handlers are attached.
  endHydration("chrome");
}
