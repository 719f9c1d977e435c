import type { ThankYouState } from "../components/sections/contact-send";

/** What a first visit knows of itself before any app starts: its address's query and the history entry's state. */
export type Visit = { search: string; state: unknown };

/**
 * First visits that need a chrome-only page's own JavaScript after all, by name. A page names its condition
 * (`staticPage`'s `live` option, lib/static-page.tsx); the server marks the page with that name, and the site chrome's
 * script, which has no React props, asks the same condition and starts the app only when it holds (lib/chrome-only.ts).
 */
export const LIVE_VISITS = {
  // What was booked and the reference come with the navigation from the form (kept in the history entry, so a reload
  // still has them), or in ?ref= after the plain form's redirect: the body shows them.
  "thank-you": ({ search, state }: Visit) => {
    const sent = state as ThankYouState | null | undefined;
    return Boolean(sent?.booking || sent?.reference) || new URLSearchParams(search).has("ref");
  },
} satisfies Record<string, (visit: Visit) => boolean>;

export type LiveVisit = keyof typeof LIVE_VISITS;

/** Whether the named condition holds; a name this build does not know never does. */
export const isLiveVisit = (name: string, visit: Visit) =>
  Object.hasOwn(LIVE_VISITS, name) && LIVE_VISITS[name as LiveVisit](visit);
