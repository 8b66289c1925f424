/**
 * What the catalogue's pages mark for the search index (scripts/search-index.mjs) and what
 * src/lib/search.ts asks the index for: apart from search.ts, so that a page writing its marks does
 * not take the search's code into its first-load JavaScript. How much each mark weighs:
 * search-weights.ts.
 */

/** The filter a category page carries (data-pagefind-filter): what sets the categories apart from the products in the index. */
export const CATEGORY_FILTER = { kind: "category" } as const;

/** The sort key of a category page (data-pagefind-sort): its place in the catalogue. */
export const CATEGORY_ORDER = "order";

/** A category's place in the catalogue's order, as the index sorts it: zero-padded, so that text and number order agree. */
export function categoryOrder(categories: readonly { slug: string }[], slug: string): string {
  return String(categories.findIndex((category) => category.slug === slug)).padStart(4, "0");
}
