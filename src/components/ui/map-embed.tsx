import { Box } from "@chakra-ui/react/box";
import { CHROME } from "../../page-runtime/site-chrome";

type MapEmbedProps = { src: string; title: string };

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A Google Maps embed in a 16:9 box that loads only when the box comes within 300 px of the screen
 * (page-runtime/site-chrome.ts, without React). Each embed is about a megabyte of Google's scripts; `loading="lazy"` alone
 * still fetches both maps of /locations/ at once on a phone (Chromium loads lazy frames well below the screen),
 * competing with the page's own files on a slow connection. Without JavaScript the <noscript> frame shows instead.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  return (
    <Box
      aspectRatio={16 / 9}
      bg="page.alt"
      css={{ "& iframe": { display: "block", width: "100%", height: "100%", border: "0" } }}
      {...{ [CHROME.mapSrc]: src, [CHROME.mapTitle]: title }}
    >
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<iframe src="${attribute(src)}" title="${attribute(title)}" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
        }}
      />
    </Box>
  );
}
