/**
 * A page's first paint waits until the browser has parsed what its first TCP window brings
 * (plugins/delivery/render-blocking.ts, decision 0048): the whole page, or, for a product page,
 * whose HTML is longer than that window (scripts/page-budget.mjs), its first screen, which ends
 * with its title. These name that title, and the page context's field by which a page names the
 * element that ends its first screen.
 */

/** The `id` of a product page's title (`<h1>`), the last element of its first screen. */
export const PRODUCT_TITLE_ID = "product-title";

/** The page context's field naming the element that ends the page's first screen, if not the whole page (a product page's title). */
export const FIRST_SCREEN_END_FIELD = "firstScreenEnd";
