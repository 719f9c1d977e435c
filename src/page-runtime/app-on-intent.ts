import { DATA } from "./attributes";

/**
 * The app of a page whose form starts it on intent (page-runtime/app-rules.ts `onIntent`, `StartsOnIntent` in
 * page-runtime/static-page.tsx), run by the site chrome's script (page-runtime/script-app-later.ts). Until the visitor turns to the form the
 * page runs no React: the form works as plain HTML, as it does without JavaScript, and takes input that the app keeps
 * when it starts (page-runtime/early-input.ts).
 *
 * - The app's scripts, and the page's chunks that the app loads next, are fetched into the cache when the browser is
 *   idle after the load (`rel=prefetch`: no console warning if they go unused), so that starting the app later waits
 *   for no download on a slow connection. (They are named by their content and cached for good.)
 * - The first focus, tap, key or input inside the form starts the app: fields take input meanwhile. The page's data,
 *   which the app fetches one file after another and which must be fresh (it is revalidated on every use, so fetched
 *   ahead it would be fetched again), is requested at the same moment, all at once (`rel=preload` as the fetch the
 *   app makes): one round trip instead of three.
 * - A click on a button inside it before the app has hydrated (Send) is held and made again once it has, so the app's
 *   handler takes it (the form's checks, photos brought down in size, no page load). If the app fails to load, or has
 *   not hydrated within `HOLD_MS`, the click is made again without it: the plain form posts. A link goes as it would
 *   (the privacy policy is a plain page).
 */
const INTENT_EVENTS = ["focusin", "pointerdown", "keydown", "input", "change"] as const;

/** How long a held click waits for the app before it goes ahead without it. */
export const HOLD_MS = 10_000;

/** Inserts a script element for each of the app's scripts, as Gatsby's bootstrap does (page-runtime/inline-scripts.ts). */
export function startScripts(scripts: readonly string[], onError?: () => void) {
  for (const src of scripts) {
    const script = document.createElement("script");
    script.src = src;
    if (onError) script.addEventListener("error", onError);
    document.body.appendChild(script);
  }
}

/** Adds a `<link>` to the head for each address: `rel=prefetch`, or a preload of the app's fetch of data. */
function linkEach(urls: readonly string[], rel: "prefetch" | "preload") {
  for (const href of urls) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (rel === "preload") {
      // As Gatsby's loader asks for it (a same-origin XMLHttpRequest), so the request is the one it takes.
      link.as = "fetch";
      link.crossOrigin = "anonymous";
    }
    document.head.appendChild(link);
  }
}

/**
 * One address per idle task: the five links of the contact page in one task took 13 ms of a desktop CPU's main
 * thread (54 ms at a phone's 4x), a long task on the page's load; one each keeps every task short.
 */
function prefetchWhenIdle(urls: readonly string[]) {
  const queue = [...urls];
  const prefetchNext = () => {
    const url = queue.shift();
    if (url === undefined) return;
    linkEach([url], "prefetch");
    idle();
  };
  const idle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(prefetchNext, { timeout: 2000 })
      : window.setTimeout(prefetchNext);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Whether React has hydrated the page (page-runtime/hydration.ts `endHydration`). */
const appReady = () => document.documentElement.hasAttribute(DATA.app);

/**
 * `scripts`: the app's scripts, to start; `next`: what the app then loads for this page (its chunks and data, listed
 * by the build: page-runtime/gatsby-output.ts `appPrefetch`), fetched ahead with the scripts.
 */
export function startAppOnIntent(region: Element, scripts: readonly string[], next: readonly string[] = []) {
  const data = next.filter((url) => url.endsWith(".json"));
  const chunks = next.filter((url) => !url.endsWith(".json"));
  let started = false;
  let failed = false;
  let held: HTMLElement | null = null;
  let timer: number | undefined;

  const release = () => {
    region.removeEventListener("click", hold, true);
    observer.disconnect();
    window.clearTimeout(timer);
    const element = held;
    held = null;
    element?.click();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) region.removeEventListener(type, start, true);
    linkEach(data, "preload");
    startScripts(scripts, () => {
      failed = true;
      release();
    });
  };
  function hold(event: Event) {
    const click = event as MouseEvent;
    if (appReady() || failed) return;
    // Another mouse button or a modifier key goes ahead as it would.
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
    if (!target || !region.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    start();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      failed = true;
      release();
    }, HOLD_MS);
  }
  // The app marks its hydration in the layout's effect, when the form's own effects have only just set its state
  // from what was typed before (page-runtime/early-input.ts): the click is made again once React has rendered that state.
  const observer = new MutationObserver(() => {
    if (appReady()) window.requestAnimationFrame(() => window.setTimeout(release));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [DATA.app] });
  region.addEventListener("click", hold, true);
  for (const type of INTENT_EVENTS) region.addEventListener(type, start, { capture: true, passive: true });
  prefetchWhenIdle([...scripts, ...chunks]);
}
