/**
 * What the catalogue's pages mark for the search index (scripts/search-index.mjs) and what
 * src/lib/search.ts asks the index for: apart from search.ts, so that a page writing its marks does
 * not take the search's code into its first-load JavaScript.
 */

/** The filter a category page carries (data-pagefind-filter): what sets the categories apart from the products in the index. */
export const CATEGORY_FILTER = { kind: "category" } as const;

/** The sort key of a category page (data-pagefind-sort): its place in the catalogue. */
export const CATEGORY_ORDER = "order";

/** A category's place in the catalogue's order, as the index sorts it: zero-padded, so that text and number order agree. */
export function categoryOrder(categories: readonly { slug: string }[], slug: string): string {
  return String(categories.findIndex((category) => category.slug === slug)).padStart(4, "0");
}

/**
 * How much a product's other names weigh in its page's text (data-pagefind-weight, 0 to 10): just
 * below its name, a heading (Pagefind weighs <h1> 7).
 */
export const ALIASES_WEIGHT = "6";

/**
 * How much a category page's text weighs (data-pagefind-weight; a paragraph weighs 1): its name, a
 * heading, still finds it, but a word its introduction mentions lists the products first.
 */
export const CATEGORY_TEXT_WEIGHT = "0.5";

/**
 * How much a match in a page's name (its <h1>, Pagefind's `title`) and in a product's other names
 * (data-pagefind-meta="aliases") adds to its rank (Pagefind's ranking.metaWeights; others count 1):
 * a query that is most of a product's name lists that product first, one of its other names next.
 */
export const META_WEIGHTS = { title: 10, aliases: 7 };
