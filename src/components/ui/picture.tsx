import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image data of a gatsbyImageData query field (typed loosely by the GraphQL types).
 * gatsby-plugin-image's own getImage/getSrc are not used: importing them ships the
 * GatsbyImage component to the browser.
 */
export const imageData = (data: unknown): IGatsbyImageData | undefined =>
  data && typeof data === "object" && "images" in data ? (data as IGatsbyImageData) : undefined;

/** The largest JPEG/PNG of an image, for social cards and structured data. */
export const imageSrc = (data: unknown): string | undefined => imageData(data)?.images.fallback?.src;

export type PictureProps = {
  image: IGatsbyImageData;
  alt: string;
  /** The page's largest image: loaded at once, with high priority. Others load lazily. */
  priority?: boolean;
};

/**
 * An image processed by gatsby-plugin-image, rendered as plain HTML: a <picture> with
 * WebP and JPEG sources, width and height (so its space is reserved before it loads) and
 * the browser's own lazy loading. No JavaScript is needed to show it, and the HTML is
 * valid, unlike GatsbyImage's lazy placeholders.
 */
export function Picture({ image, alt, priority = false }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 passes the lowercase attribute through to the <img>.
        {...(priority ? { fetchpriority: "high" } : {})}
        style={{ display: "block", width: "100%", height: "auto" }}
      />
    </picture>
  );
}
