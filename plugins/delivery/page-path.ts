/**
 * Gatsby inlines `window.pagePath="<this page>"` in every page, which would
 * give each page a different inline script and so a different
 * Content-Security-Policy hash. Reading the path from the address instead
 * makes the inline scripts the same on every page, so one policy
 * (static/_headers) covers the whole site. What is lost is Gatsby's
 * client-side correction of a page served at another URL; the hosts already
 * redirect to the trailing-slash form.
 */
import { TweakMismatch } from "./tweak";

const pagePathAssignment = /window\.pagePath=[^;]*;/;

/** The script of Gatsby's `gatsby-script-loader` element, reading the page's path from its address. */
export function samePagePathScript(script: string): string {
  if (!pagePathAssignment.test(script)) throw new TweakMismatch("same-inline-scripts", "Gatsby's gatsby-script-loader no longer sets window.pagePath");
  return script.replace(pagePathAssignment, "window.pagePath=location.pathname;");
}

/**
 * Marks a page that is served at other addresses than its own (the not-found
 * pages, which hosts answer every unknown path with: Gatsby's /404.html, and
 * the pages with a match path), so that the browser's route list needs that
 * one route alone (match-paths.ts, webpack-tweaks.ts `servedMatchPath`).
 */
export const SERVED_PAGE_ATTRIBUTE = "data-served-page";

/** The `<html>` attributes of a page: its own path, if it is served at other addresses. */
export function servedPageAttributes(pageData: object): Record<string, string> {
  const { path, matchPath } = pageData as { path?: unknown; matchPath?: unknown };
  if (typeof path !== "string") return {};
  return typeof matchPath === "string" || path === "/404.html" ? { [SERVED_PAGE_ATTRIBUTE]: path } : {};
}

/**
 * Gatsby's route list for the browser: the page the server answered this
 * address with, at exactly this address, if that page is marked. Any other
 * address is a page of its own, whose data Gatsby fetches by its path; an
 * unknown one reached inside the app is loaded from the server
 * (gatsby-browser.tsx).
 */
export function servedMatchPaths(servedPage: string | undefined, pathname: string): { path: string; matchPath: string }[] {
  if (!servedPage) return [];
  let decoded = pathname;
  try {
    // Gatsby decodes an address, then drops what follows a # or ?, before it matches it (.cache/find-path.js).
    decoded = decodeURIComponent(pathname).split("#")[0]!.split("?")[0]!;
  } catch {
    // A malformed address stays as it is.
  }
  // The router reads a segment starting with : or * as a pattern, which would catch other
  // addresses (or, for some names, throw): such an address gets no route, and Gatsby's /404.html.
  if (decoded.split("/").some((segment) => segment.startsWith(":") || segment.startsWith("*"))) return [];
  return [{ path: servedPage, matchPath: decoded }];
}
