import { chakra } from "@chakra-ui/react/styled-system";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";

/** Every page: skip link, header, the page's own content in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
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
      <chakra.main id="main" tabIndex={-1} _focus={{ outline: "none" }}>
        {children}
      </chakra.main>
      <Footer />
    </>
  );
}
