/**
 * Server rendering hooks: the language of the page, the behaviour constants as
 * CSS custom properties, and the same shared layout as in the browser.
 */
import type { GatsbySSR } from "gatsby";
import { SiteLayout } from "./src/components/layout/site-layout";
import { behaviourCssVariables } from "./src/lib/behaviour";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <style key="behaviour" dangerouslySetInnerHTML={{ __html: behaviourCssVariables() }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <SiteLayout>{element}</SiteLayout>;
