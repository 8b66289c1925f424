/**
 * Feature checks for the platform features the site's enhancements use that are newer than the
 * browsers it supports (README, "Browser support"). Each enhancement asks here first and falls
 * back, so an older browser gets the plain page instead of a script error.
 */

/** The popover attribute and `:popover-open` (Chrome 114, Firefox 125, Safari 17, Samsung Internet 23). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover");
}

/**
 * Whether an element is rendered (not hidden by CSS or inside a closed `<details>`):
 * `checkVisibility()` where the browser has it (Safari 17.4), its boxes otherwise.
 */
export function isRendered(element: Element): boolean {
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : element.getClientRects().length > 0;
}
