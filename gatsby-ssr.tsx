/**
 * Server rendering hooks: the language and direction of the page (from its path), the behaviour constants as
 * CSS custom properties, the apple-touch icon (made by gatsby-plugin-manifest),
 * each page's structured data, and the same shared layout as in the browser.
 * How the page's scripts and icons are delivered is plugins/delivery's concern.
 */
import type { GatsbySSR } from "gatsby";
import { SiteLayout } from "./src/components/layout/site-layout";
import { behaviourCssVariables } from "./src/lib/behaviour";
import { siteUrl } from "./src/lib/build-settings";
import { localeOf, splitLocalePath } from "./src/lib/locales";
import { jsonLdText, pageStructuredData, type PageFacts, type ProductLdContext, type SiteLdFacts } from "./src/lib/structured-data";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  const locale = localeOf(splitLocalePath(pathname).code);
  setHtmlAttributes({ lang: locale.code, dir: locale.dir });
  setHeadComponents([
    <style key="behaviour" dangerouslySetInnerHTML={{ __html: behaviourCssVariables() }} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
    ...structuredData(pathname, loadPageDataSync),
  ]);
};

/** A page's data as far as its structured data is concerned: the company's facts come with every page's layout (the SiteLayout fragment). */
type PageData = PageFacts & {
  siteLayout?: Omit<SiteLdFacts, "certifications"> | null;
  siteJson?: Partial<Pick<SiteLdFacts, "certifications">> | null;
};

/**
 * JSON-LD is written here rather than from each page's Head, so the code that
 * composes it stays out of the browser's scripts. It is made from the page's own data, in the
 * page's language, so a content change reaches it as it reaches the page. Gatsby does not manage these
 * tags on client-side navigation: the Organization is the same on every page,
 * and gatsby-browser.tsx removes the page's own (data-page) ones when the visitor moves on.
 */
function structuredData(pathname: string, loadPageDataSync?: (pathname: string) => unknown) {
  const result = (loadPageDataSync?.(pathname) as { result?: { data?: PageData; pageContext?: Partial<ProductLdContext> } } | undefined)?.result;
  const data = result?.data;
  if (!data?.siteLayout) return [];
  const site = { ...data.siteLayout, certifications: data.siteJson?.certifications ?? [] };
  const { certificates, expired, loads, price } = result?.pageContext ?? {};
  const context = certificates && expired && loads ? { certificates, expired, loads, price } : undefined;
  return pageStructuredData(pathname, data, site, siteUrl, context).map((data) => (
    <script
      key={`json-ld-${String(data["@type"])}`}
      type="application/ld+json"
      data-page={data["@type"] === "Organization" ? undefined : ""}
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  ));
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <SiteLayout page={props}>{element}</SiteLayout>;
