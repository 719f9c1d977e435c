import { startAppOnIntent, startScripts } from "./app-on-intent";
import { runSiteChrome } from "./run-site-chrome";
import { isLiveVisit, startsOnIntent } from "./app-rules";
import { DATA } from "./attributes";

/**
 * The site chrome's script for a chrome-only page whose mark names a condition (page-runtime/app-rules.ts): it starts the app
 * when the condition holds (the thank-you page reached with a reference, the contact form with a query), as the
 * bootstrap script would have, from the scripts the build kept in `data-app-scripts`; the app then runs the chrome
 * itself. Otherwise it runs the chrome as script-no-app.ts does, and a mark whose rule starts the app on intent (a form)
 * starts it when the visitor turns to the form (app-on-intent.ts). Bundled after the build (page-runtime/chrome-script.ts).
 */
const mark = document.querySelector(`[${DATA.appRule}]`);
const live = mark?.getAttribute(DATA.appRule);
const globals = document.getElementById("gatsby-globals");
const appScripts = globals?.getAttribute(DATA.appScripts)?.split(" ");
if (live && appScripts && isLiveVisit(live, { search: window.location.search, state: window.history.state })) {
  startScripts(appScripts);
} else {
  runSiteChrome();
  if (live && appScripts && startsOnIntent(live))
    startAppOnIntent(mark!, appScripts, globals?.getAttribute(DATA.appPrefetch)?.split(" "));
}
