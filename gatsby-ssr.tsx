/**
 * Server rendering hooks: the language of the page, the behaviour constants as
 * CSS custom properties, the apple-touch icon (made by gatsby-plugin-manifest),
 * each page's structured data, the icon symbols, and the same shared layout as
 * in the browser.
 */
import { cloneElement, isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { SiteLayout } from "./src/components/layout/site-layout";
import { behaviourCssVariables } from "./src/lib/behaviour";
import { siteUrl } from "./src/lib/build-settings";
import { jsonLdText, pageStructuredData, type PageFacts, type SiteFacts } from "./src/lib/structured-data";

/** content/site.json and the symbols of static/icons.svg, put in by gatsby-node.ts (onCreateWebpackConfig). */
declare const __SITE_FACTS__: SiteFacts;
declare const __ICON_SYMBOLS__: string;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <style key="behaviour" dangerouslySetInnerHTML={{ __html: behaviourCssVariables() }} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
    ...structuredData(pathname, loadPageDataSync),
  ]);
  // The icons, once per page and outside React's root, so they stay through client-side
  // navigation and cost the page no request of its own (src/components/icons/icons.tsx).
  setPreBodyComponents([<svg key="icons" aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: __ICON_SYMBOLS__ }} />]);
};

/**
 * JSON-LD is written here rather than from each page's Head, so the code that
 * composes it stays out of the browser's scripts. Gatsby does not manage these
 * tags on client-side navigation: the Organization is the same on every page,
 * and gatsby-browser.tsx removes the page's own (data-page) ones when the visitor moves on.
 */
function structuredData(pathname: string, loadPageDataSync?: (pathname: string) => unknown) {
  const pageData = loadPageDataSync?.(pathname) as { result?: { data?: PageFacts } } | undefined;
  return pageStructuredData(pathname, pageData?.result?.data ?? {}, __SITE_FACTS__, siteUrl).map((data) => (
    <script
      key={`json-ld-${String(data["@type"])}`}
      type="application/ld+json"
      data-page={data["@type"] === "Organization" ? undefined : ""}
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  ));
}

/**
 * Gatsby inlines `window.pagePath="<this page>"` in every page, which would give
 * each page a different inline script and so a different Content-Security-Policy
 * hash. Reading the path from the address instead makes the inline scripts the
 * same on every page, so one policy (static/_headers) covers the whole site.
 * What is lost is Gatsby's client-side correction of a page served at another
 * URL; the hosts already redirect to the trailing-slash form.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents().map((component) => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component)) return component;
    if (component.props.id !== "gatsby-script-loader") return component;
    const html = component.props.dangerouslySetInnerHTML?.__html ?? "";
    const samePath = html.replace(/window\.pagePath=[^;]*;/, "window.pagePath=location.pathname;");
    return cloneElement(component, { dangerouslySetInnerHTML: { __html: samePath } });
  });
  replacePostBodyComponents(components);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <SiteLayout>{element}</SiteLayout>;
