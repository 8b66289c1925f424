import { graphql, Link } from "gatsby";
import { useLocalizedPath } from "../../hooks/use-locale";
import { pageLinks } from "../../lib/pagination";
import { listingPagePath } from "../../lib/routes";
import { gap, pageLink, pages } from "./pagination.module.css";

interface PaginationProps {
  labels: Queries.PaginationFragment;
  /** The listing's first page, in English: "/products/", "/products/category/oil-meals/". */
  firstPage: string;
  page: number;
  pageCount: number;
}

/**
 * The links between a listing's numbered pages: previous, the first, the last and those near this
 * one, and next. Plain links, so every page is reached without scripts. Nothing on a listing of one page.
 */
export function Pagination({ labels, firstPage, page, pageCount }: PaginationProps) {
  const localized = useLocalizedPath();
  if (pageCount <= 1) return null;
  const to = (number: number) => localized(listingPagePath(firstPage, number));
  return (
    <nav aria-label={labels.paginationLabel}>
      <ul className={pages}>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} className={pageLink} rel="prev">
              {labels.previousPageLabel}
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={to(number)} className={pageLink} aria-label={`${labels.pageLabel} ${number}`} aria-current={number === page ? "page" : undefined}>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={to(page + 1)} className={pageLink} rel="next">
              {labels.nextPageLabel}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export const query = graphql`
  fragment Pagination on CatalogueJson {
    paginationLabel
    pageLabel
    previousPageLabel
    nextPageLabel
  }
`;
