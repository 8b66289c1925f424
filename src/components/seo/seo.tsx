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
  /** The page's own picture, with its share crop (ShareImage, 1200x630); the site's share image when absent. */
  shareImage?: Queries.ShareImageFragment | null;
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
 * What every page declares in its <head>, used from its Head export: its title and description,
 * which the browser's Head keeps current as the visitor moves from page to page; and, in the page as
 * served only, what search engines and link previews read there (decision record 0043).
 */
export function Seo(props: SeoProps) {
  const { companyName } = useSiteMetadata();
  const fullTitle = `${props.title} | ${companyName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={props.description} />
      {/* In the server's bundle only: Gatsby's webpack writes BUILD_STAGE into each bundle, and the browser's minifier drops what cannot run. */}
      {(process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html") && <ServedTags {...props} fullTitle={fullTitle} />}
    </>
  );
}

/**
 * The page's address and its other languages, and its share tags (Open Graph, Twitter's card):
 * read from the page as served, so written by the build alone, each marked `data-static`, which
 * gatsby-ssr.tsx keeps from being removed when the page hydrates and gatsby-browser.tsx removes
 * once the visitor moves to another page.
 */
function ServedTags({ title, description, pathname, shareImage, type = "website", noindex = false, alternates, fullTitle }: SeoProps & { fullTitle: string }) {
  const { siteUrl, companyName, shareImagePath } = useSiteMetadata();
  const url = `${siteUrl}${pathname}`;
  const imageUrl = `${siteUrl}${shareImage?.share?.src ?? shareImagePath}`;
  const { code } = splitLocalePath(pathname);
  const tag = { "data-static": "" };

  return (
    <>
      {noindex ? <meta name="robots" content="noindex" {...tag} /> : <link rel="canonical" href={url} {...tag} />}
      {alternates?.map(({ lang, url: version }) => <link key={lang} rel="alternate" hrefLang={lang} href={`${siteUrl}${version}`} {...tag} />)}
      <meta property="og:locale" content={localeOf(code).ogLocale} {...tag} />
      {alternates?.map(({ lang }) => lang !== code && isLocaleCode(lang) && <meta key={lang} property="og:locale:alternate" content={localeOf(lang).ogLocale} {...tag} />)}
      <meta property="og:title" content={fullTitle} {...tag} />
      <meta property="og:description" content={description} {...tag} />
      <meta property="og:url" content={url} {...tag} />
      <meta property="og:type" content={type} {...tag} />
      <meta property="og:site_name" content={companyName} {...tag} />
      <meta property="og:image" content={imageUrl} {...tag} />
      <meta property="og:image:width" content="1200" {...tag} />
      <meta property="og:image:height" content="630" {...tag} />
      <meta property="og:image:alt" content={title} {...tag} />
      <meta name="twitter:card" content="summary_large_image" {...tag} />
      <meta name="twitter:title" content={fullTitle} {...tag} />
      <meta name="twitter:description" content={description} {...tag} />
      <meta name="twitter:image" content={imageUrl} {...tag} />
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
