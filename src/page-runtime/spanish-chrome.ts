/*
 * The open status's Spanish words for the site chrome (page-runtime/site-chrome.ts), which finds them on the window.
 * A script of its own on the Spanish pages (page-runtime/chrome-script.ts `writeSpanishScript`), which their chrome's
 * script loads when it first fills a status line; in the app's bundle from its start (gatsby-browser.tsx). An English
 * page's script carries no trace of them.
 */
import { spanishClosures, spanishStatus, spanishWeek } from "../domain/open-status-es";

export type SpanishChrome = {
  spanishClosures: typeof spanishClosures;
  spanishStatus: typeof spanishStatus;
  spanishWeek: typeof spanishWeek;
};

declare global {
  interface Window {
    spanishChrome?: SpanishChrome;
    /** The closures in Spanish, in a Spanish shop's page's own script (script-no-app.ts): its notice is filled at once. */
    spanishNotices?: typeof spanishClosures;
  }
}

window.spanishChrome = { spanishClosures, spanishStatus, spanishWeek };
