/**
 * Server rendering hooks: the language of the page, the behaviour constants as
 * CSS custom properties, the apple-touch icon (made by gatsby-plugin-manifest),
 * and the same shared layout as in the browser.
 */
import type { GatsbySSR } from "gatsby";
import { SiteLayout } from "./src/components/layout/site-layout";
import { behaviourCssVariables } from "./src/lib/behaviour";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <style key="behaviour" dangerouslySetInnerHTML={{ __html: behaviourCssVariables() }} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <SiteLayout>{element}</SiteLayout>;
