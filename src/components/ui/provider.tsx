import { ChakraProvider } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { getSystem } from "../../theme";

/** The one Chakra provider, used by gatsby-browser and gatsby-ssr. */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
