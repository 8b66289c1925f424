/**
 * Browser runtime hooks: global styles, the shared layout around every page,
 * scrolling to the top on every route change (spec §2), dropping the
 * structured data of the page the visitor has left (see gatsby-ssr.tsx), and
 * hydrating in slices.
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { SiteLayout } from "./src/components/layout/site-layout";
import "./src/styles/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <SiteLayout>{element}</SiteLayout>;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  // A hash on the same page (the skip link) scrolls to its target; a new route starts at the top.
  if (samePage && routerProps.location.hash) return true;
  return [0, 0];
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) document.querySelectorAll("script[data-page]").forEach((script) => script.remove());
};

/**
 * Hydrate as a transition, so React yields to the browser every few
 * milliseconds instead of holding the main thread for the whole page (a
 * visitor's tap or key press during hydration is still handled first).
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  }) as Renderer;
