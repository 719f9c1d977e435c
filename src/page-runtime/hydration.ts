import { DATA } from "./attributes";

/**
 * Whether React is hydrating the server HTML of the first page. gatsby-browser sets it just before it hydrates (the
 * production build only: `gatsby develop` renders with no server HTML); the first page's effects end it: a static
 * page's (static-page.tsx) or the layout's, once the page has hydrated; on a chrome-only page, which starts no app,
 * the site chrome's script marks the same end (script-no-app.ts). Static pages and parts (static-page.tsx) and
 * the static chrome read it when they mount.
 */
let hydrating = false;

export function startHydration() {
  hydrating = true;
}

/**
 * `by`: "chrome" when the site chrome's script has attached its handlers on a page whose app has not started
 * (page-runtime/run-site-chrome.ts); "app" (the default) when React has hydrated the page, which also marks `<html data-app>`.
 */
export function endHydration(by: "app" | "chrome" = "app") {
  hydrating = false;
  // For tests and benchmarks: the page's event handlers are attached from here on.
  document.documentElement.setAttribute(DATA.hydrated, "");
  if (by === "app") document.documentElement.setAttribute(DATA.app, "");
}

export const isHydrating = () => hydrating;

/**
 * For `dangerouslySetInnerHTML` on an element whose server HTML the first hydration keeps as it is (React neither
 * compares nor replaces what is inside). The same object on every render, so React never sees a change to apply.
 */
export const KEEP_SERVER_HTML = { __html: "" };

/** A wrapper that adds no box of its own: the page lays out as if what it holds were there without it. */
export const NO_BOX = { display: "contents" } as const;
