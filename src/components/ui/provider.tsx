import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import { useEffect, type ReactNode } from "react";
import { endHydration } from "../../lib/hydration";

/**
 * The one Chakra provider, used by gatsby-browser and gatsby-ssr, each with its own system: the server's writes the
 * global CSS into the page, the browser's leaves it out (src/theme/index.ts). It also marks the end of hydration
 * (lib/hydration.ts).
 */
export function Provider({ system, children }: { system: SystemContext; children: ReactNode }) {
  // The first page has hydrated once the provider's effect runs (it runs after those of the page inside it).
  useEffect(endHydration, []);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
