import { graphql, type HeadFC } from "gatsby";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { isLocaleCode, localeOf, splitLocalePath, type LanguageVersion } from "../../lib/locales";
import { required } from "../../lib/required";

interface SeoProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The page's path, e.g. "/products/soya-meal/" or "/ar/products/soya-meal/"; it names the page's language. */
  pathname: string;
  /** Path of the share image (1200x630); the site's share image when absent. */
  image?: string;
  type?: "website" | "product";
  /** Not-found pages: kept out of search results, with no canonical address. */
  noindex?: boolean;
  /**
   * The same page in each language it is in, and x-default: its context's `alternates`, which
   * gatsby-node.ts works out at build time (a product a language withholds is not in it). A
   * not-found page has none.
   */
  alternates?: readonly LanguageVersion[];
}

/**
 * What every page declares in its <head>, used from its Head export: its address and, for search
 * engines, the same page in every language (structured data and <html lang dir>: gatsby-ssr.tsx).
 */
export function Seo({ title, description, pathname, image, type = "website", noindex = false, alternates }: SeoProps) {
  const { siteUrl, companyName, shareImagePath } = useSiteMetadata();
  const fullTitle = `${title} | ${companyName}`;
  const url = `${siteUrl}${pathname}`;
  const imageUrl = `${siteUrl}${image ?? shareImagePath}`;
  const { code } = splitLocalePath(pathname);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {alternates?.map(({ lang, url: version }) => <link key={lang} rel="alternate" hrefLang={lang} href={`${siteUrl}${version}`} />)}
      <meta property="og:locale" content={localeOf(code).ogLocale} />
      {alternates?.map(({ lang }) => lang !== code && isLocaleCode(lang) && <meta key={lang} property="og:locale:alternate" content={localeOf(lang).ogLocale} />)}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={companyName} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

/** The share picture every page points to: the image cropped to 1200x630, the size the tags above declare. */
export const query = graphql`
  fragment ShareImage on ImageSharp {
    share: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
      src
    }
  }
`;

/** What gatsby-node.ts puts in a page's context for its Head: its versions in each language. */
export type SeoContext = { alternates?: LanguageVersion[] };

/**
 * The Head export of a screen whose content file gives its title and
 * description: `export const Head = screenHead<Data>((data) => data.aboutJson, "content/about.json")`.
 */
export function screenHead<Data>(
  screen: (data: Data) => { title: string; description: string } | null | undefined,
  file: string,
): HeadFC<Data> {
  return function ScreenHead({ data, location, pageContext }) {
    const { title, description } = required(screen(data), file);
    return <Seo title={title} description={description} pathname={location.pathname} alternates={(pageContext as SeoContext).alternates} />;
  };
}
