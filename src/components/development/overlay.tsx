import type { ReactNode } from "react";
import { Provider } from "../ui/provider";
import { getServerSystem } from "../../theme/server";
import { staticCss } from "../../theme/static/static-css";
import { DATA } from "../../page-runtime/attributes";
import { DATA_CHECK_PATH } from "../../lib/data/check-path";
import { messageList } from "../../lib/message-list";

/*
 * `gatsby develop` (and `npm run cms`) only: what the built site gets from its server render, which develop does not
 * make (it sends an empty page and renders it in the browser). gatsby-browser.tsx loads this module in development
 * only; the production bundle has none of it.
 */

/**
 * Every page inside the server's Chakra provider, as gatsby-ssr.tsx renders it: the header's and the static parts'
 * Chakra components find their system (without it /contact/ and /get-a-quote/ failed with "useContext returned
 * undefined ... ChakraProvider"), and its global CSS is written into the page.
 */
export const wrapPageElement = ({ element }: { element: ReactNode }) => (
  <Provider system={getServerSystem()}>{element}</Provider>
);

/**
 * The static sheets (theme/static/), which gatsby-ssr.tsx writes into every built page's <head>: the header's buttons,
 * the skip link, the forms. First in <head>, as on the built page, so their `@layer` order is the one that counts.
 */
export function addStaticCss() {
  if (document.querySelector(`style[${DATA.staticCss}]`)) return;
  const style = document.createElement("style");
  style.setAttribute(DATA.staticCss, "");
  style.textContent = staticCss(getServerSystem());
  document.head.prepend(style);
}

/** React 18's fiber: the parts the check reads. */
export type Fiber = {
  tag: number;
  type: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
};
type Hook = { memoizedState: unknown; queue: unknown; next: Hook | null };
type Effect = { tag: number; create?: unknown };

/** React's fiber tags: an element of the page, and components whose hooks live on the fiber (function, forwardRef, memo). */
const HOST = 5;
const HOOK_FIBERS = new Set([0, 11, 15]);
/** React's effect flags: layout and passive effects (emotion's insertion effects, style only, are left out). */
const LAYOUT_OR_PASSIVE = 4 | 8;

const nameOf = (type: unknown): string => {
  if (typeof type === "string") return type;
  const named = type as { displayName?: string; name?: string; render?: unknown } | null;
  if (named?.displayName) return named.displayName;
  if (typeof type === "function") return named?.name || "anonymous";
  if (named && typeof named === "object" && "render" in named) return nameOf(named.render);
  return "component";
};

/**
 * Gatsby's Link (Reach's `Link` renders the <a>): its handlers navigate in the app and fetch ahead, and the same link
 * without the app is a plain link that navigates by its href. Not a handler that would do nothing.
 */
const isGatsbyLinkAnchor = (fiber: Fiber) => fiber.type === "a" && nameOf(fiber.return?.type) === "Link";

/** Who decides which components the check reads, and whose own hooks serve only pages the browser renders. */
export type NeverHydratedRules = {
  /** A static page or part, the header or footer (their contents are checked), by its component and props. */
  isNeverHydrated: (type: unknown, props: Record<string, unknown>) => boolean;
  /** The wrappers themselves and the layout: their hooks run only where the browser renders the page. */
  hooksAllowed: (type: unknown) => boolean;
};

/** The component's hooks that only do something in a browser that runs it: state, reducer, layout or passive effect. */
function liveHooks(fiber: Fiber): string[] {
  const found = new Set<string>();
  for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
    const effect = hook.memoizedState as Effect | null;
    if (hook.queue) found.add("useState/useReducer");
    else if (effect && typeof effect === "object" && "create" in effect && effect.tag & LAYOUT_OR_PASSIVE)
      found.add("useEffect/useLayoutEffect");
  }
  return [...found];
}

/**
 * What inside a part the built site never hydrates (its fiber's children) would work here and do nothing on the
 * built site: event handler props on its elements, and components with state or effects. One line each.
 */
export function neverHydratedProblems(part: Fiber, rules: NeverHydratedRules): string[] {
  const problems: string[] = [];
  const walk = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      const props = node.memoizedProps ?? {};
      if (node.tag === HOST && !isGatsbyLinkAnchor(node)) {
        const handlers = Object.keys(props).filter(
          (name) => /^on[A-Z]/.test(name) && typeof props[name] === "function",
        );
        if (handlers.length) problems.push(`<${nameOf(node.type)}> has ${handlers.join(", ")}`);
      } else if (HOOK_FIBERS.has(node.tag) && !rules.hooksAllowed(node.type)) {
        const hooks = liveHooks(node);
        if (hooks.length) problems.push(`<${nameOf(node.type)}> uses ${hooks.join(", ")}`);
      }
      walk(node.child);
    }
  };
  walk(part.child);
  return problems;
}

/** Every part under `fiber` whose component the built site never hydrates (`isNeverHydrated`), with what is wrong in it. */
export function pageProblems(fiber: Fiber | null, rules: NeverHydratedRules): string[] {
  const problems: string[] = [];
  for (let node = fiber; node; node = node.sibling) {
    if (rules.isNeverHydrated(node.type, node.memoizedProps ?? {})) {
      problems.push(...neverHydratedProblems(node, rules).map((line) => `${nameOf(node.type)}: ${line}`));
      continue;
    }
    problems.push(...pageProblems(node.child, rules));
  }
  return problems;
}

/**
 * Checks the page whenever React changes it (`gatsby develop` only), and throws, so that Gatsby's overlay shows it,
 * when a part the built site never hydrates (the header and footer, a page with no app, a part the first hydration
 * keeps: `NEVER_HYDRATED`) has an event handler or a hook with state or effects. It would work here and silently do
 * nothing on the live site.
 */
export function watchNeverHydrated(container: Element, rules: NeverHydratedRules) {
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"));
    // The container's key holds the root's first fiber; the tree on screen is its FiberRoot's `current`.
    const first = key ? (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key] : null;
    const root = first?.stateNode.current ?? null;
    const problems = pageProblems(root, rules);
    if (problems.length)
      throw new Error(
        `A part the built site never hydrates would do nothing there:\n  - ${problems.join("\n  - ")}\n` +
          "Behaviour of the header, the footer and pages without an app belongs in the site chrome's script " +
          "(src/page-runtime/site-chrome.ts); anything else in a page with an app (src/page-runtime/page-modes.ts).",
      );
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    window.setTimeout(check, 50);
  }).observe(container, { childList: true, subtree: true, attributes: true });
}

/**
 * The data files' problems, from `gatsby develop`'s re-check on every change of data/ (lib/data/watch-data.ts), over
 * the page while there are any: the editor sees the build's own message, in the editor's words (data/editor-words.ts), where the
 * change was to show. Asked for every 2 seconds; gone once the files are right again. Without problems, the warnings
 * (a post under the blog's minimums, a closure already past): a smaller box the editor can hide until they change.
 */
export function watchDataProblems(path = DATA_CHECK_PATH, everyMs = 2000) {
  let hidden = "";
  const box = (kind: "problems" | "warnings") => document.querySelector<HTMLElement>(`[data-data-${kind}]`);
  const list = (lines: readonly string[]) => messageList(lines, "8px 0 0");
  const place = (kind: "problems" | "warnings", css: string) => {
    let element = box(kind);
    if (!element) {
      element = document.createElement("section");
      element.setAttribute(`data-data-${kind}`, "");
      element.setAttribute("role", kind === "problems" ? "alert" : "status");
      element.setAttribute(
        "aria-label",
        kind === "problems" ? "Problems in the data files" : "Warnings about the data files",
      );
      element.style.cssText =
        "position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:16px 20px;" +
        `font:15px/1.5 system-ui,sans-serif;box-shadow:0 -4px 16px rgba(0,0,0,.3);${css}`;
      document.body.append(element);
    }
    return element;
  };
  const show = (problems: readonly string[], warnings: readonly string[]) => {
    if (!problems.length) box("problems")?.remove();
    else {
      const heading = document.createElement("strong");
      heading.textContent = `The data files have ${problems.length} problem${problems.length > 1 ? "s" : ""}; the site shows the last version without them:`;
      place("problems", "background:#7f1d1d;color:#fff").replaceChildren(heading, list(problems));
    }
    const said = warnings.join("\n");
    if (problems.length || !warnings.length || said === hidden) return box("warnings")?.remove();
    const element = place("warnings", "background:#fff7e0;color:#3d2a00;border-top:3px solid #b26a00");
    if (element.dataset.said === said) return;
    element.dataset.said = said;
    const heading = document.createElement("strong");
    heading.textContent = `The build will warn about ${warnings.length} thing${warnings.length > 1 ? "s" : ""} (the site is built all the same):`;
    const hide = document.createElement("button");
    hide.type = "button";
    hide.textContent = "Hide";
    hide.style.cssText = "display:block;margin-top:8px;font:inherit;padding:6px 16px;min-height:44px;cursor:pointer";
    hide.addEventListener("click", () => {
      hidden = said;
      element.remove();
    });
    element.replaceChildren(heading, list(warnings), hide);
  };
  const ask = () =>
    fetch(path, { cache: "no-store" })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ problems?: string[]; warnings?: string[] }>) : undefined,
      )
      .then((answer) => answer && show(answer.problems ?? [], answer.warnings ?? []))
      .catch(() => undefined);
  void ask();
  return setInterval(ask, everyMs);
}
