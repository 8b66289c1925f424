/**
 * The whole site's stylesheet. Each page inlines only the rules its HTML uses
 * (plugins/delivery/page-css.ts); the script loader links the whole stylesheet
 * before it starts the scripts (plugins/delivery/defer-scripts.ts), but with a
 * media query that never matches, so that its arrival does not recompute the
 * styles of the whole page at the moment the first taps come (decision record
 * 0039). It is applied, synchronously since it has loaded, when something
 * needs rules the page's HTML did not: a page reached inside the app
 * (plugins/delivery/gatsby-browser.tsx) and search's results (search-box.tsx).
 * `tests/e2e/layout.spec.ts` checks that whatever the scripts draw is styled,
 * and a page reached inside the app from its first frame (and
 * `tests/engines/behaviours.spec.ts` in Firefox and WebKit).
 */
export const WHOLE_STYLESHEET_ID = "whole-stylesheet";

/**
 * Through the stylesheet's own media list, not the link's attribute: WebKit loads the sheet again when
 * that changes, and may draw a frame before it has; the media list applies at the next style update.
 */
export function applyWholeStylesheet(): void {
  const link = document.getElementById(WHOLE_STYLESHEET_ID);
  const media = link instanceof HTMLLinkElement ? link.sheet?.media : undefined;
  if (media && media.mediaText !== "all") media.mediaText = "all";
}
