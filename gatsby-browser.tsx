import type { GatsbyBrowser, ShouldUpdateScrollArgs } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Provider } from "./src/components/ui/provider";
import { startHydration } from "./src/lib/hydration";
import { browserConfig, systemOnce } from "./src/theme";

/**
 * The browser's Chakra system leaves out the global CSS that the server HTML carries. `gatsby develop` renders in the
 * browser with no server HTML, so there it takes the server's configuration (a branch the production build drops).
 */
const getSystem = systemOnce(() =>
  process.env.NODE_ENV === "production"
    ? browserConfig
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- development only, kept out of the production bundle
      (require("./src/theme/server") as typeof import("./src/theme/server")).serverConfig,
);

/**
 * The Chakra provider wraps pages, not the root: Gatsby also wraps each page's <Head> in
 * wrapRootElement, which would render Chakra's global styles a second time into <head>.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <Provider system={getSystem()}>{element}</Provider>
);

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
