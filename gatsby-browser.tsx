/**
 * Browser runtime hooks: global styles, the shared layout around every page
 * and its header's product menus, scrolling to the top on every route change
 * (spec §2), dropping the structured data and the served head tags of the page
 * the visitor has left (see gatsby-ssr.tsx and plugins/delivery/served-head.ts), holding the
 * address's changes from the router while React hydrates the page (page-part.tsx).
 * How the page's scripts load and hydrate is plugins/delivery's concern.
 */
import type { GatsbyBrowser } from "gatsby";
import { holdAddressChanges } from "./src/components/layout/page-part";
import { SiteLayout } from "./src/components/layout/site-layout";
import { preloadStaticFacts } from "./src/components/layout/static-facts";
import { whenIdle } from "./src/lib/when-idle";
import "./src/styles/global.css";
// The header's product-menu slice, in the app's own script: no chunk of its own to fetch before the page hydrates.
import "./src/templates/product-menu";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <SiteLayout page={props}>{element}</SiteLayout>;

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  // A hash on the same page (the skip link) scrolls to its target; a new route starts at the top.
  if (samePage && routerProps.location.hash) return true;
  return [0, 0];
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  // The page left's structured data, and the head's tags of the page as served (decision 0043), which no longer describe the page shown.
  if (prevLocation && prevLocation.pathname !== location.pathname) document.querySelectorAll("script[data-page], head [data-static]").forEach((tag) => tag.remove());
};

/**
 * The code the pages' static parts are drawn with after a move inside the app (decision 0045). Said on the page for the
 * tests, which move once it has come. Failed (offline), it is fetched again at the next move (onDemand).
 */
function fetchStaticFacts() {
  preloadStaticFacts().then(
    () => (document.documentElement.dataset.staticParts = "ready"),
    () => undefined,
  );
}

// Before Gatsby's router's LocationProvider listens to the address (page-part.tsx).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => holdAddressChanges();

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Fetched once the page has started and the browser is idle: after the page's parts have hydrated.
  whenIdle(fetchStaticFacts);
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) fetchStaticFacts();
};
