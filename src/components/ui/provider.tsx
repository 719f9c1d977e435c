import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";

/**
 * The one Chakra provider, used by gatsby-browser and gatsby-ssr, each with its own system: the server's writes the
 * global CSS into the page, the browser's leaves it out (src/theme/index.ts).
 */
export function Provider({ system, children }: { system: SystemContext; children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
