import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { browserConfig, systemOnce } from "../../theme";

/**
 * The one Chakra provider. gatsby-ssr wraps every page in it with the server's system, which writes the global CSS
 * into the page; in the browser only the parts that render Chakra in the browser take it (`PageChakra`).
 */
export function Provider({ system, children }: { system: SystemContext; children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * The browser's system leaves out the global CSS that the server HTML carries. `gatsby develop` renders in the browser
 * with no server HTML, so there it takes the server's configuration (a branch the production build drops).
 */
const getBrowserSystem = systemOnce(() =>
  process.env.NODE_ENV === "production"
    ? browserConfig
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- development only, kept out of the production bundle
      (require("../../theme/server") as typeof import("../../theme/server")).serverConfig,
);

/**
 * Chakra for a part of a page that the browser renders with Chakra components: the estimator, the toast, or a static
 * part's body after a client-side navigation (page-runtime/static-page.tsx). Pages that need no Chakra never load it on a first
 * visit, so the provider lives with the parts that use it, not in gatsby-browser or the layout. On the server,
 * gatsby-ssr's provider is already around the page.
 */
export function PageChakra({ children }: { children: ReactNode }) {
  if (process.env.GATSBY_SSR_ONLY === "true") return children;
  return <Provider system={getBrowserSystem()}>{children}</Provider>;
}
