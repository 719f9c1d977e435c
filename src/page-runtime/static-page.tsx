import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { PageProps } from "gatsby";
import { markOf, type ModeContext, type PageMode } from "./page-modes";
import { endHydration, isHydrating, KEEP_SERVER_HTML, NO_BOX } from "./hydration";
import { isLiveVisit } from "./app-rules";
import { DATA } from "./attributes";
import { refreshSiteChrome } from "./site-chrome";

/*
 * The one place that keeps server-rendered code out of the browser's bundles. A page without an app has its body in
 * src/components/pages/<name>.tsx, and a page with one has its static parts (what needs no JavaScript around its form)
 * in src/components/static-parts/<name>.tsx; route files name them (`staticPage("service")`,
 * `staticPart("contact-sections", "ContactHero")`) and import nothing of them. The server's bundle holds every body
 * and part; the browser's loads one only when the browser renders it (after a client-side navigation, or a first
 * visit whose rule starts the app: page-modes.ts), each as a chunk of its own.
 */

type Module = Record<string, unknown>;
/** webpack's folder import (require.context): a module by its "./<file>" key. */
type Folder = ((key: string) => Module | Promise<Module>) & { keys(): string[] };
declare const __webpack_require__: unknown;
declare const require: NodeJS.Require & {
  context?: (folder: string, subfolders: boolean, files: RegExp, mode?: "sync" | "lazy") => Folder;
};

/**
 * The bodies and the static parts: in the server's bundle required with it (`process.env.GATSBY_SSR_ONLY` is "true"
 * there only, gatsby-node.ts, so webpack drops the other branch), in the browser's one lazy chunk each. Outside
 * webpack (unit tests) there are none.
 */
const SERVER = process.env.GATSBY_SSR_ONLY === "true";
const folders =
  typeof __webpack_require__ !== "function"
    ? null
    : // Written out (not SERVER): webpack drops a branch only when the condition itself is a constant.
      process.env.GATSBY_SSR_ONLY === "true"
      ? {
          pages: require.context!("../components/pages", false, /^\.\/[\w-]+\.tsx$/),
          parts: require.context!("../components/static-parts", false, /^\.\/[\w-]+\.tsx$/),
        }
      : {
          pages: require.context!("../components/pages", false, /^\.\/[\w-]+\.tsx$/, "lazy"),
          parts: require.context!("../components/static-parts", false, /^\.\/[\w-]+\.tsx$/, "lazy"),
        };

/** The server's module (sync) of a body or part; none in the browser. */
const serverModule = (folder: "pages" | "parts", name: string): Module | false =>
  SERVER && folders ? (folders[folder](`./${name}.tsx`) as Module) : false;

/** The browser's load of a body or part (its chunk). */
const loadModule = (folder: "pages" | "parts", name: string): (() => Promise<Module>) => {
  return () =>
    folders
      ? Promise.resolve(folders[folder](`./${name}.tsx`))
      : Promise.reject(new Error(`${folder}/${name}: no webpack folder import here`));
};

/** Chakra's browser provider (components/ui/provider.tsx), as a module loaded when first needed. */
type ProviderModule = { PageChakra: ComponentType<{ children: ReactNode }> };

/**
 * Where the provider's code comes from: gatsby-browser.tsx names it (`provideChakra`), so that this floor imports no
 * component; until then a body that needs it fails to load, loudly.
 */
let loadProvider = (): Promise<ProviderModule> =>
  Promise.reject(new Error("No Chakra provider: gatsby-browser.tsx calls provideChakra"));
export const provideChakra = (load: () => Promise<ProviderModule>) => void (loadProvider = load);

/** A body's code with Chakra's browser provider around it, both loaded when the browser first renders the body. */
function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() =>
    Promise.all([load(), loadProvider()]).then(([Component, { PageChakra }]) => ({
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
 * fails loudly (src/components/development/overlay.tsx), as it would do nothing on the live site.
 */
export const NEVER_HYDRATED = new WeakSet<object>();

/** Components whose own hooks serve only a page that the browser renders (the layout's end of hydration). */
export const HOOKS_FOR_RENDERED_PAGES = new WeakSet<object>();

/**
 * Marks, in the server's HTML, a page that needs no app on a first visit: its value is the page's rule
 * (page-modes.ts `markOf`), which the site chrome's script reads (page-runtime/script-app-later.ts), or empty.
 */
export const CHROME_ONLY = DATA.appRule;

/**
 * The site chrome's fill (open status, closure notices, weeks of hours, maps) for what a body or part brought once its
 * code had loaded: committed with it (the same Suspense boundary), so after the layout's own fill had found nothing
 * there. Without it a part rendered in the browser (a client-side navigation, and every page under `gatsby develop`)
 * kept its closure notice hidden until the chrome's next minute.
 */
function FillChrome() {
  useEffect(() => refreshSiteChrome(), []);
  return null;
}
HOOKS_FOR_RENDERED_PAGES.add(FillChrome);

/**
 * What the server rendered in full, and the browser keeps or renders (the shared core of `staticPage` and
 * `staticPart`): `server` is the component in the server's bundle only. A kept page ends the first hydration itself
 * (its layout, which otherwise does, is inside what it keeps).
 */
function keepOrRender<P extends object>(
  Lazy: ComponentType<P>,
  server: ComponentType<P> | false,
  firstMode: (props: P) => Mode,
  { endsHydration, mark }: { endsHydration: boolean; mark: (props: P) => string | false },
): ComponentType<P> {
  function Static(props: P) {
    const [mode] = useState(() => firstMode(props));
    useEffect(() => {
      if (mode === "keep" && endsHydration) endHydration();
    }, [mode]);
    if (server) {
      const Full = server;
      const value = mark(props);
      // The boundary's markers in the HTML let a first visit whose rule holds hydrate the body once its code is there.
      return (
        <div style={NO_BOX} {...(value !== false ? { [CHROME_ONLY]: value } : {})}>
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
          <FillChrome />
        </Suspense>
      </div>
    );
  }
  return Static;
}

type StaticPageProps = PageProps<object, ModeContext>;

/**
 * A page whose body (src/components/pages/<name>.tsx) needs no JavaScript of its own: with it Chakra, emotion and the
 * theme are code the browser does not load on a first visit.
 * - The server renders the body in full, marked with the page's rule (page-modes.ts): "" for a page without an app.
 * - A first visit does not start the app at all: the build gives the page the site chrome's own script instead
 *   (page-runtime/inline-scripts.ts), and the menus, the open status and the maps work by themselves (page-runtime/site-chrome.ts).
 *   Where the app does start (a `when` page whose rule holds) the first hydration loads the body and hydrates it;
 *   elsewhere it keeps the server HTML as it is.
 * - After a client-side navigation the body loads (its own chunk) and renders, with Chakra.
 */
export function staticPage(name: string): ComponentType<StaticPageProps> {
  const server = serverModule("pages", name);
  const load = loadModule("pages", name);
  const modeOf = (props: StaticPageProps): PageMode => props.pageContext?.appMode ?? { app: "none" };
  const Page = keepOrRender<StaticPageProps>(
    lazyWithChakra(() => load().then((body) => body.default as ComponentType<StaticPageProps>)),
    server && (server.default as ComponentType<StaticPageProps>),
    (props) => {
      if (!isHydrating()) return "render";
      const mode = modeOf(props);
      const visit = { search: props.location?.search ?? "", state: props.location?.state };
      return mode.app === "when" && isLiveVisit(mode.rule, visit) ? "live" : "keep";
    },
    { endsHydration: true, mark: (props) => markOf(modeOf(props)) },
  );
  // Unless its rule can start the app, it is never hydrated: known at render only, so the check asks the mode.
  NEVER_HYDRATED.add(Page);
  return Page;
}

/**
 * One static part of a page that has an app (the contact page's hero, card and questions around its form): export
 * `part` of src/components/static-parts/<name>.tsx. The server renders it, the first hydration keeps its HTML, and a
 * page rendered in the browser loads its code (with Chakra) and renders it. `P`: its props, e.g.
 * `staticPart<typeof ContactHero>` with `import type { ContactHero }`.
 */
export function staticPart<C extends ComponentType<never>>(name: string, part: string): C {
  const server = serverModule("parts", name);
  const load = loadModule("parts", name);
  type P = object;
  const Part = keepOrRender<P>(
    lazyWithChakra(() => load().then((module) => module[part] as ComponentType<P>)),
    server && (server[part] as ComponentType<P>),
    () => (isHydrating() ? "keep" : "render"),
    { endsHydration: false, mark: () => false },
  );
  NEVER_HYDRATED.add(Part);
  return Part as unknown as C;
}

/**
 * The part of a page with an app (a form) that starts the app on the visitor's first interaction with it (an
 * `on-intent` page, page-modes.ts): the page is without an app on a first visit (the build gives it the site chrome's
 * script, with the app's kept for later, page-runtime/inline-scripts.ts), and its load runs no React. The mark carries the
 * page's rule (page-runtime/app-rules.ts): when the first visit needs the app at once (a query the form reads) the chrome's
 * script starts it at once; otherwise on the first focus, tap, key or click inside this part, and a click that came
 * before the app replays once it has hydrated (page-runtime/app-on-intent.ts). The part works as plain HTML meanwhile, as it
 * does without JavaScript. The mark is rendered alike by the server and the browser, so hydration keeps it.
 */
export function StartsOnIntent({ mode, children }: { mode: PageMode; children: ReactNode }) {
  return (
    <div style={NO_BOX} {...{ [CHROME_ONLY]: markOf(mode) }}>
      {children}
    </div>
  );
}
