import type { ThankYouState } from "../domain/answer";

/** What a first visit knows of itself before any app starts: its address's query and the history entry's state. */
export type Visit = { search: string; state: unknown };

type LiveVisitRule = {
  /** Whether this first visit needs the app at once. */
  now: (visit: Visit) => boolean;
  /**
   * Otherwise the app starts on the visitor's first interaction with the marked part of the page (a form): until
   * then the part works as plain HTML (the no-JavaScript form), and the load runs no React.
   */
  onIntent?: true;
};

/**
 * First visits that need a chrome-only page's own JavaScript after all, by name. A page names its condition
 * (`staticPage`'s `live` option, or `StartsOnIntent` around a form, page-runtime/static-page.tsx); the server marks the page
 * with that name, and the site chrome's script, which has no React props, asks the same condition and starts the app
 * only when it holds, or on intent (page-runtime/script-app-later.ts).
 */
export const LIVE_VISITS = {
  // What was booked and the reference come with the navigation from the form (kept in the history entry, so a reload
  // still has them), or in ?ref= after the plain form's redirect: the body shows them.
  "thank-you": {
    now: ({ search, state }: Visit) => {
      const sent = state as ThankYouState | null | undefined;
      return Boolean(sent?.booking || sent?.reference) || new URLSearchParams(search).has("ref");
    },
  },
  // The request form fills itself from the query (a Book link's estimate and drop-off, ?service=, the plain form's
  // ?error=): such a visit starts the app at once. A plain visit starts it when the visitor turns to the form.
  contact: { now: ({ search }: Visit) => search.length > 1, onIntent: true },
} satisfies Record<string, LiveVisitRule>;

export type LiveVisit = keyof typeof LIVE_VISITS;

const rule = (name: string): LiveVisitRule | undefined =>
  Object.hasOwn(LIVE_VISITS, name) ? LIVE_VISITS[name as LiveVisit] : undefined;

/** Whether the named condition holds; a name this build does not know never does. */
export const isLiveVisit = (name: string, visit: Visit) => rule(name)?.now(visit) ?? false;

/** Whether the named part starts the app on the visitor's first interaction with it. */
export const startsOnIntent = (name: string) => rule(name)?.onIntent === true;
