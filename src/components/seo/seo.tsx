import { useSiteMetadata } from "../../hooks/use-site-metadata";

export interface SeoProps {
  /** The page's own title; the company name is appended unless this is the company name. */
  title: string;
  description: string;
  /** The page's path, e.g. "/products/soya-meal/". */
  pathname: string;
  /** Path or absolute URL of the share image. */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}

/** Everything a page declares in its <head>: used from every page's Head export. */
export function Seo({ title, description, pathname, image, type = "website", noindex = false }: SeoProps) {
  const { siteUrl, companyName } = useSiteMetadata();
  const fullTitle = title === companyName ? title : `${title} | ${companyName}`;
  const url = `${siteUrl}${pathname}`;
  const imageUrl = image ? new URL(image, `${siteUrl}/`).href : undefined;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={companyName} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <meta name="theme-color" content="#1e3d27" />
    </>
  );
}
