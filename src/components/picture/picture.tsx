import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fill as fillStyle, image as imageStyle, picture } from "./picture.module.css";

export interface PictureProps {
  /** Image data from a `gatsbyImageData` query: AVIF (and for the screens' banners WebP) in several widths, and a JPEG fallback in one. */
  image: IGatsbyImageData;
  alt: string;
  /** The rendered widths, when they differ from the `sizes` in the query (a card in the grid or the carousel). */
  sizes?: string;
  /** Another crop for viewports that match `media`, such as a portrait picture on phones. */
  artDirection?: { media: string; image: IGatsbyImageData };
  /** Covers its positioned parent instead of keeping its own aspect ratio. */
  fill?: boolean;
  /** The page's largest paint: fetched first and at once. Every other picture loads lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A plain `<picture>` for image data made at build time. It needs no script:
 * the browser picks the format and width and lazy-loads natively, and the
 * dominant colour of the image fills its box until the image arrives.
 * (gatsby-plugin-image's own component hides each image until its script runs
 * and pulls a 21 KB gzip chunk into every page that shows one.)
 */
export function Picture({ image, alt, sizes, artDirection, fill = false, priority = false, className = "" }: PictureProps) {
  const fallback = image.images.fallback;
  // Nearly every browser reads AVIF, so the JPEG, for the few that do not, is one file (no widths to
  // choose from, which would cost every page's HTML some 30 bytes a picture), and an art-directed crop needs none.
  const sources = [
    ...(artDirection?.image.images.sources ?? []).map((source) => ({ ...source, media: artDirection?.media })),
    ...(image.images.sources ?? []),
  ];
  return (
    <picture className={`${picture} ${fill ? fillStyle : ""} ${className}`} style={{ backgroundColor: image.backgroundColor }}>
      {sources.map((source) => (
        <source key={source.srcSet} type={source.type} media={source.media} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={imageStyle}
        src={fallback?.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        // Its paint reported by the Element Timing API, which the page's script loader waits for (plugins/delivery/defer-scripts.ts).
        {...(priority ? { elementtiming: "main" } : {})}
      />
    </picture>
  );
}

/**
 * A product's picture, 400 to 1200 px wide: the detail's column (560 px from 992 px, less down to 900) at 1x and 2x, a phone at
 * up to 3x, and the cards (which set their own `sizes`). Each width is chosen by some layout at 375
 * to 1920 px and 1x to 3x (bench/picture-widths.mjs: 600 only by the carousel at 2x and the detail
 * at 1x). Card and detail ask for exactly the same images, so the build encodes each product's picture once.
 * AVIF only, no WebP: encoding grows with every product, and WebP would serve only browsers without
 * AVIF (Safari before 16, on macOS before 13), which get the 800 px JPEG instead (decision record 0010).
 */
export const query = graphql`
  fragment ProductPicture on File {
    childImageSharp {
      gatsbyImageData(
        formats: [AUTO, AVIF]
        width: 800
        aspectRatio: 1.3333
        outputPixelDensities: [0.5, 0.75, 1, 1.5]
        sizes: "(min-width: 992px) 560px, (min-width: 900px) calc(100vw - 27rem), calc(100vw - 2rem)"
      )
    }
  }
`;
