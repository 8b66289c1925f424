import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { plain } from "./picture.module.css";

/**
 * An image field as a component receives it: the file the build processed
 * (responsive AVIF/WebP through GatsbyImage), or a plain address, which is all
 * the CMS preview has before any build.
 */
export type ImageField = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | PlainImage | null;

export interface PlainImage {
  readonly url: string;
}

export type PictureSource = IGatsbyImageData | PlainImage;

export function isPlainImage(image: object): image is PlainImage {
  return "url" in image;
}

export function pictureOf(image: ImageField | undefined): PictureSource | null {
  if (!image) return null;
  if (isPlainImage(image)) return image.url ? image : null;
  return getImage(image.childImageSharp?.gatsbyImageData ?? null) ?? null;
}

interface PictureProps {
  source: PictureSource;
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
}

export function Picture({ source, alt, className, loading, fetchPriority }: PictureProps) {
  if (isPlainImage(source)) {
    const classes = className ? `${plain} ${className}` : plain;
    return <img className={classes} src={source.url} alt={alt} loading={loading} fetchPriority={fetchPriority} />;
  }
  return <GatsbyImage className={className} image={source} alt={alt} loading={loading} fetchPriority={fetchPriority} />;
}
