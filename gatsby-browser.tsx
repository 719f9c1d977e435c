import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { Provider } from "./src/components/ui/provider";

/**
 * The Chakra provider wraps pages, not the root: Gatsby also wraps each page's <Head> in
 * wrapRootElement, which would render Chakra's global styles a second time into <head>.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Provider>{element}</Provider>;

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and
 * yields to the browser between them, instead of one long task that blocks input. (Not typed
 * as GatsbyBrowser["replaceHydrateFunction"]: Gatsby's type still expects React 17's render.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
