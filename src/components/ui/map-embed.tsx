import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { useEffect, useRef, useState } from "react";

type MapEmbedProps = { src: string; title: string };

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A Google Maps embed in a 16:9 box that loads only when the box comes within 300 px of the
 * screen. Each embed is about a megabyte of Google's scripts; `loading="lazy"` alone still
 * fetches both maps of /locations/ at once on a phone (Chromium loads lazy frames well below
 * the screen), competing with the page's own files on a slow connection. Without JavaScript
 * the <noscript> frame shows instead.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || !("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frame = { src, title, loading: "lazy", referrerPolicy: "no-referrer-when-downgrade" } as const;
  return (
    <Box ref={box} aspectRatio={16 / 9} bg="page.alt">
      {near ? (
        <chakra.iframe {...frame} w="full" h="full" border="0" />
      ) : (
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<iframe src="${attribute(src)}" title="${attribute(title)}" loading="lazy" referrerpolicy="no-referrer-when-downgrade" style="width:100%;height:100%;border:0"></iframe>`,
          }}
        />
      )}
    </Box>
  );
}
