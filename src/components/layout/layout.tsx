import { chakra } from "@chakra-ui/react/styled-system";
import { useEffect, type ReactNode } from "react";
import { refreshSiteChrome } from "../../lib/site-chrome";
import { PageChakra } from "../ui/provider";
import { StaticChrome } from "./static-chrome";

/** The header and footer components: the server's bundle (and `gatsby develop`'s) only (layout/static-chrome.tsx). */
const chrome =
  process.env.GATSBY_SSR_ONLY === "true" || process.env.NODE_ENV !== "production"
    ? {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Header: (require("./header") as typeof import("./header")).Header,
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Footer: (require("./footer") as typeof import("./footer")).Footer,
      }
    : null;

/**
 * Every page: skip link, header, the page's own content in <main>, footer, inside the browser's Chakra provider. The
 * header and the footer are static chrome (static-chrome.tsx): their menus and open status work without React
 * (lib/site-chrome.ts), so a page that needs no JavaScript of its own (lib/static-page.tsx) has them working too.
 */
export function Layout({ children }: { children: ReactNode }) {
  // A page rendered in the browser (after a client-side navigation) has new status lines and maps to fill.
  useEffect(refreshSiteChrome, []);
  return (
    <PageChakra>
      <chakra.a
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="white"
        color="brand.fg"
        px="4"
        py="3"
        borderRadius="md"
        fontWeight="bold"
        boxShadow="lg"
        _focus={{ top: "2" }}
      >
        Skip to content
      </chakra.a>
      <StaticChrome part="header">{chrome && <chrome.Header />}</StaticChrome>
      <chakra.main id="main" tabIndex={-1} _focus={{ outline: "none" }}>
        {children}
      </chakra.main>
      <StaticChrome part="footer">{chrome && <chrome.Footer />}</StaticChrome>
    </PageChakra>
  );
}
