import type { GatsbyBrowser, ShouldUpdateScrollArgs } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startHydration } from "./src/page-runtime/hydration";
import { watchListFilters } from "./src/page-runtime/list-filter";
import { startSiteChrome } from "./src/page-runtime/site-chrome";
import { lookUpFromLink, watchStatusLookups } from "./src/page-runtime/status-lookup";
import { HOOKS_FOR_RENDERED_PAGES, NEVER_HYDRATED, provideChakra } from "./src/page-runtime/static-page";
import type { ModeContext } from "./src/page-runtime/page-modes";
import { PageLanguageProvider } from "./src/hooks/use-page-language";
// The open status's Spanish words, for the Spanish pages the app renders (page-runtime/site-chrome.ts).
import "./src/page-runtime/spanish-chrome";

// A body the browser renders (after a client-side navigation, or a first visit that starts the app) loads Chakra's
// browser provider with it, as a chunk of its own.
provideChakra(() => import("./src/components/ui/provider"));

/** `gatsby develop` only (src/components/development/overlay.tsx): what the built site gets from its server render. */
const development =
  process.env.NODE_ENV !== "production"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of the production bundle
      (require("./src/components/development/overlay") as typeof import("./src/components/development/overlay"))
    : null;

/**
 * Every page in its language (its context's, as gatsby-ssr.tsx renders it); in development in the server's Chakra
 * provider too.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider context={props.pageContext}>
    {development ? development.wrapPageElement({ element }) : element}
  </PageLanguageProvider>
);

/**
 * No Chakra provider here: pages that need no JavaScript of their own do not load Chakra at all (page-runtime/static-page.tsx);
 * the parts of a page that render Chakra in the browser bring its provider with them (ui/provider.tsx, PageChakra). The
 * header's and footer's menus, the open status and the maps work from the start, for every page (page-runtime/site-chrome.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  development?.addStaticCss();
  // `gatsby develop`: the data files' problems, checked again on every change, over the page.
  development?.watchDataProblems();
  startSiteChrome();
  // A price page reached by a link from a page with the app renders here: its filter box works as after a load.
  watchListFilters();
  // So does the status page's form (and `gatsby develop`, which renders every page here).
  watchStatusLookups();
};

/** The status page rendered here looks up the request of the e-mail's link, as its own script does after a load. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => lookUpFromLink();

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and
 * yields to the browser between them, instead of one long task that blocks input. (Not typed
 * as GatsbyBrowser["replaceHydrateFunction"]: Gatsby's type still expects React 17's render.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (process.env.NODE_ENV !== "production") {
    // `gatsby develop` (and `npm run cms`) sends no server HTML: hydrating its empty root failed with
    // "Hydration failed" on every page. It renders, as Gatsby itself does there.
    createRoot(container).render(element);
    development?.watchNeverHydrated(container, {
      // A page whose rule can start the app (page-modes.ts `when`) is hydrated when it holds.
      isNeverHydrated: (type, props) =>
        NEVER_HYDRATED.has(type as object) &&
        (props.pageContext as Partial<ModeContext> | undefined)?.appMode?.app !== "when",
      hooksAllowed: (type) => NEVER_HYDRATED.has(type as object) || HOOKS_FOR_RENDERED_PAGES.has(type as object),
    });
    return;
  }
  startHydration();
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/**
 * A navigation that changes only the query of the page on screen (the estimator's steps, /get-a-quote/?device=...)
 * keeps the scroll position: such a page brings its new state into view and moves the focus itself, where Gatsby
 * would jump to the top of the page. Any other navigation scrolls as Gatsby does (undefined: no opinion). Not typed
 * as GatsbyBrowser["shouldUpdateScroll"], whose type leaves out the undefined that Gatsby's API runner accepts.
 */
export const shouldUpdateScroll = ({ prevRouterProps, routerProps: { location } }: ShouldUpdateScrollArgs) =>
  prevRouterProps?.location.pathname === location.pathname && !location.hash ? false : undefined;
