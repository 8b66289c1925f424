/**
 * Browser runtime hooks: global styles, the shared layout around every page,
 * scrolling to the top on every route change (spec §2), dropping the
 * structured data of the page the visitor has left (see gatsby-ssr.tsx), and
 * an unknown address reached in the app answered in its own language.
 * How the page's scripts load and hydrate is plugins/delivery's concern.
 */
import type { GatsbyBrowser } from "gatsby";
import { SiteLayout } from "./src/components/layout/site-layout";
import { DEFAULT_LOCALE, splitLocalePath } from "./src/lib/locales";
import "./src/styles/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <SiteLayout page={props}>{element}</SiteLayout>;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  // A hash on the same page (the skip link) scrolls to its target; a new route starts at the top.
  if (samePage && routerProps.location.hash) return true;
  return [0, 0];
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) document.querySelectorAll("script[data-page]").forEach((script) => script.remove());
};

/** Gatsby's loader, as its browser runtime exposes it. */
declare const ___loader: { isPageNotFound(pathname: string): boolean } | undefined;

/**
 * The app answers an address it has no page for with Gatsby's /404.html, the
 * English not-found page (only the address the server answered is routed to
 * its language's: plugins/delivery/match-paths.ts). In another language the
 * address is loaded from the server instead, which answers with that
 * language's not-found page, as for a link from elsewhere.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || splitLocalePath(location.pathname).code === DEFAULT_LOCALE) return;
  if (typeof ___loader !== "undefined" && ___loader.isPageNotFound(location.pathname)) window.location.reload();
};
