import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { StaticRegion } from "../ui/static-region";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * Every page: skip link, header, the page's own content in <main>, footer. A page whose content needs no JavaScript
 * (no form, no live status, no map) says `staticContent`: the browser then keeps its server HTML without hydrating it.
 */
export function Layout({ children, staticContent = false }: { children: ReactNode; staticContent?: boolean }) {
  return (
    <>
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
      <Header />
      {staticContent ? (
        <StaticRegion as="main" id="main" tabIndex={-1} _focus={{ outline: "none" }}>
          {children}
        </StaticRegion>
      ) : (
        <chakra.main id="main" tabIndex={-1} _focus={{ outline: "none" }}>
          {children}
        </chakra.main>
      )}
      <Footer />
    </>
  );
}
