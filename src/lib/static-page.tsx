import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { endHydration, isHydrating, KEEP_SERVER_HTML, NO_BOX } from "./hydration";

type Body<P> = { default: ComponentType<P> };

export type StaticPageOptions<P> = {
  /**
   * Whether this first visit needs the body's own JavaScript after all (the thank-you page when the navigation from
   * the form brought what was booked): the first hydration then loads the body and hydrates it.
   */
  live?: (props: P) => boolean;
};

/**
 * A page that needs no JavaScript of its own (text, pictures, links, the site's menus): its body, and with it Chakra,
 * emotion and the theme, is code the browser does not load on a first visit.
 * - The server renders the body in full (`server`: the body's module, required only in the server's bundle).
 * - The first hydration keeps the server HTML as it is: React owns one wrapper element and nothing inside it. The
 *   menus and the open status work by themselves (lib/site-chrome.ts); links are plain links (a full page load).
 * - After a client-side navigation (from a page with a form) the body loads (`load`) and renders, with Chakra; so
 *   does a first visit that `options.live` says needs it (hydrating the server's HTML once the code is there).
 *
 * The route file keeps its query and Head; usage:
 * `export default staticPage(() => import("../components/pages/x"), process.env.GATSBY_SSR_ONLY === "true" &&
 * require("../components/pages/x"))`.
 */
export function staticPage<P extends object>(
  load: () => Promise<Body<P>>,
  server: Body<P> | false,
  options: StaticPageOptions<P> = {},
): ComponentType<P> {
  // lazy() types its component with refs, which these pages do not take.
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function StaticPage(props: P) {
    const [mode] = useState(() => (isHydrating() ? (options.live?.(props) ? "live" : "keep") : "render"));
    useEffect(() => {
      if (mode === "keep") endHydration();
    }, [mode]);
    if (server) {
      const Full = server.default;
      // The boundary's markers in the HTML let a live first visit hydrate the body once its code is there.
      return (
        <div style={NO_BOX}>
          <Suspense>
            <Full {...props} />
          </Suspense>
        </div>
      );
    }
    if (mode === "keep")
      return <div style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    // "live": React keeps the server HTML inside the boundary until the body's code has loaded, then hydrates it.
    return (
      <div style={NO_BOX}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}
