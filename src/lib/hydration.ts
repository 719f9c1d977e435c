/**
 * Whether React is hydrating the server HTML of the first page. gatsby-browser sets it just before it hydrates (the
 * production build only: `gatsby develop` renders with no server HTML) and the Chakra provider's effect ends it, once
 * the first page has hydrated. Static regions (ui/static-region.tsx) read it when they mount.
 */
let hydrating = false;

export function startHydration() {
  hydrating = true;
}

export function endHydration() {
  hydrating = false;
  // For tests and benchmarks: the page's event handlers are attached from here on.
  document.documentElement.dataset.hydrated = "";
}

export const isHydrating = () => hydrating;
