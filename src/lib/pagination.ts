/** Which numbered pages of a listing a page links to (src/components/catalogue/pagination.tsx); a module of its own, so only listing pages load it. */

/**
 * The page numbers a listing's page links to, with null for a gap: the first and last pages, and
 * those within `around` of the current one ([1, null, 4, 5, 6, null, 84]). Every page stays
 * reachable by plain links, a few at a time, without a list of 84 links on every page.
 */
export function pageLinks(page: number, pageCount: number, around = 2): (number | null)[] {
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pageCount || Math.abs(number - page) <= around,
  );
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || number === previous + 1) return [number];
    // A gap of one page is the page itself, not an ellipsis.
    return number === previous + 2 ? [previous + 1, number] : [null, number];
  });
}
