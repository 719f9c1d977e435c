import { counterparts } from "../domain/language";
import type { LiveVisit } from "./app-rules";

/**
 * How each page runs in the browser, declared once. gatsby-node carries it in every page's context (`appMode`); the
 * server render, the build's step after Gatsby (page-runtime/inline-scripts.ts) and the browser's code read it from there or
 * from here. docs/architecture.md: "How a page runs".
 *
 * - `none`: no app. The browser runs the site chrome's script only (menus, open status, maps); the page's own code is
 *   never loaded on a first visit.
 * - `when`: no app, unless the named rule (page-runtime/app-rules.ts) holds for the visit: then the app starts at once.
 * - `on-intent`: no app until the visitor turns to the page's form (or at once when the rule holds).
 * - `at-load`: the app starts with the page, as Gatsby does.
 */
export type PageMode =
  { app: "none" } | { app: "when"; rule: LiveVisit } | { app: "on-intent"; rule: LiveVisit } | { app: "at-load" };

/** The pages that have an app, by path. Every other page has none. */
export const PAGE_MODES: Readonly<Record<string, PageMode>> = {
  // The request form works as plain HTML until the visitor turns to it.
  "/contact/": { app: "on-intent", rule: "contact" },
  // What was booked and the reference come with the navigation from the form, or in ?ref=: the body shows them.
  "/thank-you/": { app: "when", rule: "thank-you" },
};

const NO_APP: PageMode = { app: "none" };

/** The declared mode of the page at `path` (a page path, "/404.html" included); a Spanish page has its English one's. */
export const pageMode = (path: string): PageMode => PAGE_MODES[counterparts(path).en ?? path] ?? NO_APP;

/** The context every page gets from gatsby-node, so its components read their mode. */
/** (Not `mode`: Gatsby drops a context key of that name from the page data, as its own rendering mode.) */
export type ModeContext = { appMode: PageMode };

/**
 * A page for Gatsby's createPage with its declared mode in its context: gatsby-node passes every page through here
 * (createPages and onCreatePage), so no page writes its mode by hand (__tests__/page-modes.test.ts checks it).
 */
export const withMode = <P extends { path: string; context?: unknown }>(page: P): P & { context: ModeContext } => ({
  ...page,
  context: { ...(page.context as object | undefined), appMode: pageMode(page.path) },
});

/**
 * The value of the mark the server writes around a page's body or form (`data-chrome-only`): the rule's name on a
 * page whose app can start, "" on one that has none. The site chrome's script reads it (page-runtime/script-app-later.ts).
 */
export const markOf = (mode: PageMode) => ("rule" in mode ? mode.rule : "");
