import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { endHydration, isHydrating, KEEP_SERVER_HTML, NO_BOX } from "./hydration";
import { isLiveVisit, type LiveVisit } from "./live-visits";

type Body<P> = { default: ComponentType<P> };

export type StaticPageOptions = {
  /**
   * The condition (lib/live-visits.ts) under which a first visit needs the body's own JavaScript after all (the
   * thank-you page when the navigation from the form brought what was booked): the site chrome's script then starts
   * the app, and the first hydration loads the body and hydrates it. Any other first visit starts no app.
   */
  live?: LiveVisit;
};

/** The page props a static page's condition reads. */
type Located = { location?: { search?: string; state?: unknown } };

/** A body's code with Chakra's browser provider around it, both loaded when the browser first renders the body. */
function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() =>
    Promise.all([load(), import("../components/ui/provider")]).then(([Component, { PageChakra }]) => ({
      default: (props: P) => (
        <PageChakra>
          <Component {...props} />
        </PageChakra>
      ),
    })),
  );
  // lazy() types its component with refs, which these parts do not take.
  return Lazy as unknown as ComponentType<P>;
}

type Mode = "keep" | "live" | "render";

/**
 * The components whose contents the built site never hydrates (static pages and parts, the header and footer): under
 * `gatsby develop`, which renders them in the browser, an event handler or a hook with state or effects inside one
 * fails loudly (src/browser/development.tsx), as it would do nothing on the live site.
 */
export const NEVER_HYDRATED = new WeakSet<object>();

/** Components whose own hooks serve only a page that the browser renders (the layout's end of hydration). */
export const HOOKS_FOR_RENDERED_PAGES = new WeakSet<object>();

/**
 * Marks, in the server's HTML, a page that needs no app on a first visit: the build then gives it the site chrome's
 * own script in place of React and Gatsby's runtime (lib/inline-scripts.ts, lib/chrome-only.ts, lib/chrome-live.ts). Its value is empty,
 * or the name of the condition (lib/live-visits.ts) under which the chrome's script starts the app after all.
 */
export const CHROME_ONLY = "data-chrome-only";

/**
 * What the server rendered in full, and the browser keeps or renders (the shared core of `staticPage` and
 * `staticPart`): `server` is the component's module in the server's bundle only. A kept page ends the first
 * hydration itself (its layout, which otherwise does, is inside what it keeps).
 */
function keepOrRender<P extends object>(
  Lazy: ComponentType<P>,
  server: ComponentType<P> | false,
  firstMode: (props: P) => Mode,
  {
    endsHydration,
    chromeOnly,
    neverHydrated,
  }: { endsHydration: boolean; chromeOnly: string | false; neverHydrated: boolean },
): ComponentType<P> {
  function Static(props: P) {
    const [mode] = useState(() => firstMode(props));
    useEffect(() => {
      if (mode === "keep" && endsHydration) endHydration();
    }, [mode]);
    if (server) {
      const Full = server;
      // The boundary's markers in the HTML let a live first visit hydrate the body once its code is there.
      return (
        <div style={NO_BOX} {...(chromeOnly !== false ? { [CHROME_ONLY]: chromeOnly } : {})}>
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
  }
  if (neverHydrated) NEVER_HYDRATED.add(Static);
  return Static;
}

/**
 * A page that needs no JavaScript of its own (text, pictures, links, the site's menus): its body, and with it Chakra,
 * emotion and the theme, is code the browser does not load on a first visit.
 * - The server renders the body in full (`server`: the body's module, required only in the server's bundle).
 * - A first visit does not start the app at all: the build gives the page the site chrome's own script instead
 *   (`CHROME_ONLY`), and the menus, the open status and the maps work by themselves (lib/site-chrome.ts); links are
 *   plain links (a full page load). (Where the app does start, as in `gatsby develop`, the first hydration keeps the
 *   server HTML as it is: React owns one wrapper element and nothing inside it.)
 * - After a client-side navigation (from a page with a form) the body loads (`load`) and renders, with Chakra; so
 *   does a first visit for which `options.live`'s condition holds: the chrome's script starts the app, which hydrates
 *   the server's HTML once the body's code is there.
 *
 * The route file keeps its query and Head; usage:
 * `export default staticPage(() => import("../components/pages/x"), process.env.GATSBY_SSR_ONLY === "true" &&
 * require("../components/pages/x"))`.
 */
export function staticPage<P extends object>(
  load: () => Promise<Body<P>>,
  server: Body<P> | false,
  { live }: StaticPageOptions = {},
): ComponentType<P> {
  const firstMode = (props: P): Mode => {
    if (!isHydrating()) return "render";
    const location = (props as Located).location;
    return live && isLiveVisit(live, { search: location?.search ?? "", state: location?.state }) ? "live" : "keep";
  };
  return keepOrRender(
    lazyWithChakra(() => load().then((body) => body.default)),
    server && server.default,
    firstMode,
    {
      endsHydration: true,
      chromeOnly: live ?? "",
      // A page whose condition can start the app (the thank-you page) hydrates when it holds.
      neverHydrated: !live,
    },
  );
}

/**
 * One static part of a page that has JavaScript of its own (the contact page's hero, card and questions around its
 * form): as `staticPage`, for a part. The server renders it, the first hydration keeps its HTML, and a page rendered
 * in the browser loads its code (with Chakra) and renders it. Its module must not be imported by the page otherwise.
 * Usage: `staticPart(() => import("../x").then((m) => m.Part), process.env.GATSBY_SSR_ONLY === "true" &&
 * (require("../x") as typeof import("../x")).Part)`.
 */
export function staticPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | false,
): ComponentType<P> {
  return keepOrRender(lazyWithChakra(load), server, () => (isHydrating() ? "keep" : "render"), {
    endsHydration: false,
    chromeOnly: false,
    neverHydrated: true,
  });
}

/**
 * The part of a page with JavaScript of its own (a form) that starts the app on the visitor's first interaction with
 * it: the page is then chrome-only on a first visit (the build gives it the site chrome's script, with the app's kept
 * for later, lib/inline-scripts.ts), and its load runs no React. `live` names the rule (lib/live-visits.ts): when the
 * first visit needs the app at once (a query the form reads) the chrome's script starts it at once; otherwise on the
 * first focus, tap, key or click inside this part, and a click that came before the app replays once it has hydrated
 * (lib/chrome-only.ts). The part works as plain HTML meanwhile, as it does without JavaScript. The mark is rendered
 * alike by the server and the browser, so hydration keeps it.
 */
export function StartsOnIntent({ live, children }: { live: LiveVisit; children: ReactNode }) {
  return (
    <div style={NO_BOX} {...{ [CHROME_ONLY]: live }}>
      {children}
    </div>
  );
}
