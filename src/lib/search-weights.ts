/**
 * How much what the pages mark for the search index weighs (search-marks.ts), in the pages
 * (data-pagefind-weight) and in the ranking src/lib/search.ts asks of the index: apart, so that a
 * product page takes its one weight into its first-load JavaScript, not the marks of category pages.
 */

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
