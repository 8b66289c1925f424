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
