import type { ReactNode } from "react";
import { Box } from "@chakra-ui/react/box";
import { Grid } from "@chakra-ui/react/grid";
import { imageData, Picture } from "./picture";

/** A hero's optional photo (data: `image` + `imageAlt`), as its page queries it. */
export type HeroPhoto = { data: unknown; alt?: string | null } | undefined;

/**
 * A hero's text, with the page's photo beside it (below it on a phone) when an editor has chosen one: processed by
 * gatsby-plugin-image (AVIF, WebP and JPEG in widths for the screen, width and height set so nothing shifts) and loaded
 * first. Without a photo the hero is its text alone, as it always was.
 */
export function HeroWithPhoto({ photo, children }: { photo: HeroPhoto; children: ReactNode }) {
  const image = imageData(photo?.data);
  if (!image) return <>{children}</>;
  return (
    <Grid
      templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 26rem)" }}
      gap={{ base: "8", lg: "12" }}
      alignItems="center"
    >
      <Box>{children}</Box>
      <Box borderRadius="xl" overflow="hidden" maxW={{ base: "28rem", lg: "none" }} bg="brand.50">
        <Picture image={image} alt={photo?.alt ?? ""} priority />
      </Box>
    </Grid>
  );
}
