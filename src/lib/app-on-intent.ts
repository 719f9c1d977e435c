/**
 * The app of a page whose form starts it on intent (lib/live-visits.ts `onIntent`, `StartsOnIntent` in
 * lib/static-page.tsx), run by the site chrome's script (lib/chrome-only.ts). Until the visitor turns to the form the
 * page runs no React: the form works as plain HTML, as it does without JavaScript, and takes input that the app keeps
 * when it starts (lib/early-input.ts).
 *
 * - The app's scripts, and the page's chunks and data that the app loads next, are fetched into the cache when the
 *   browser is idle after the load (`rel=prefetch`: no console warning if they go unused), so that starting the app
 *   later waits for no download on a slow connection.
 * - The first focus, tap, key or input inside the form starts the app: fields take input meanwhile.
 * - A click on a button inside it before the app has hydrated (Send) is held and made again once it has, so the app's
 *   handler takes it (the form's checks, photos brought down in size, no page load). If the app fails to load, or has
 *   not hydrated within `HOLD_MS`, the click is made again without it: the plain form posts. A link goes as it would
 *   (the privacy policy is a plain page).
 */
const INTENT_EVENTS = ["focusin", "pointerdown", "keydown", "input", "change"] as const;

/** How long a held click waits for the app before it goes ahead without it. */
export const HOLD_MS = 10_000;

/** Inserts a script element for each of the app's scripts, as Gatsby's bootstrap does (lib/inline-scripts.ts). */
export function startScripts(scripts: readonly string[], onError?: () => void) {
  for (const src of scripts) {
    const script = document.createElement("script");
    script.src = src;
    if (onError) script.addEventListener("error", onError);
    document.body.appendChild(script);
  }
}

function prefetchWhenIdle(urls: readonly string[]) {
  const prefetch = () => {
    for (const src of urls) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = src;
      document.head.appendChild(link);
    }
  };
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(prefetch, { timeout: 2000 }) : window.setTimeout(prefetch);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Whether React has hydrated the page (lib/hydration.ts `endHydration`). */
const appReady = () => "app" in document.documentElement.dataset;

/**
 * `scripts`: the app's scripts, to start; `next`: what the app then loads for this page (its chunks and data, listed
 * by the build: lib/inline-scripts.ts `appPrefetch`), fetched ahead with the scripts.
 */
export function startAppOnIntent(region: Element, scripts: readonly string[], next: readonly string[] = []) {
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
  // from what was typed before (lib/early-input.ts): the click is made again once React has rendered that state.
  const observer = new MutationObserver(() => {
    if (appReady()) window.requestAnimationFrame(() => window.setTimeout(release));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-app"] });
  region.addEventListener("click", hold, true);
  for (const type of INTENT_EVENTS) region.addEventListener(type, start, { capture: true, passive: true });
  prefetchWhenIdle([...scripts, ...next]);
}
