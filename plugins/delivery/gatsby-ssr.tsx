/**
 * The server-rendering side of the delivery plugin (README.md): the icon
 * symbols once in every page, inline scripts that are the same on every
 * page, the head's tags that only the served page needs kept through hydration
 * (served-head.ts), the not-found pages marked for the browser's route list, the first paint
 * made to wait for what the first window brings (render-blocking.ts), and the web app manifest's
 * link left to the browser, once the page has started (manifest-link.ts).
 */
import { cloneElement, isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { withoutManifestLink } from "./manifest-link";
import { pageEnd, renderBlockingLink } from "./render-blocking";
import { samePagePathScript, servedPageAttributes } from "./page-path";
import { servedHeadTags } from "./served-head";
import { TweakMismatch } from "./tweak";

/** The <symbol>s of static/icons.svg, put in by gatsby-node.ts. */
declare const __ICON_SYMBOLS__: string;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  // `gatsby develop` renders without page data, and its browser bundle keeps Gatsby's own route list.
  if (typeof loadPageDataSync === "function") {
    const pageData = loadPageDataSync(pathname);
    // A page served at other addresses names itself, for the browser's one route (match-paths.ts).
    setHtmlAttributes(servedPageAttributes(pageData));
    setHeadComponents([renderBlockingLink(pageData)]);
  }
  // Outside React's root, so they stay through client-side navigation, and
  // cost the page no request of its own (src/components/icons/icons.tsx).
  setPreBodyComponents([<svg key="icons" aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: __ICON_SYMBOLS__ }} />]);
};

type InlineScript = { id?: string; dangerouslySetInnerHTML?: { __html: string } };

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(withoutManifestLink(servedHeadTags(getHeadComponents())));
  let found = false;
  const components = getPostBodyComponents().map((component) => {
    if (!isValidElement<InlineScript>(component) || component.props.id !== "gatsby-script-loader") return component;
    found = true;
    const script = samePagePathScript(component.props.dangerouslySetInnerHTML?.__html ?? "");
    return cloneElement(component, { dangerouslySetInnerHTML: { __html: script } });
  });
  // `gatsby develop` renders its pages without this script.
  if (!found && process.env.NODE_ENV === "production") throw new TweakMismatch("same-inline-scripts", "no gatsby-script-loader among the page's closing scripts");
  // Last, after Gatsby's scripts: what a page's first paint waits for (render-blocking.ts).
  replacePostBodyComponents([...components, pageEnd()]);
};
